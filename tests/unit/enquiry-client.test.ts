import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitEnquiry } from '../../src/features/enquiry/client.ts';

const values = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };

function answering(status: number, body: string, contentType = 'application/json') {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

const send = (fetchImpl: typeof fetch, extras?: Record<string, string>) => submitEnquiry(values, { endpoint: 'https://forms.example/f/abc', fetchImpl, extras });

afterEach(() => {
  vi.useRealTimers();
});

describe('enquiry client', () => {
  it('posts the four fields as JSON asking for a JSON answer', async () => {
    const fetchImpl = answering(200, '{"ok":true}');
    await send(fetchImpl, { _gotcha: 'bot' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://forms.example/f/abc');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ ...values, _gotcha: 'bot' });
  });

  it('2xx {"ok":true} is success, with the reference the service gave', async () => {
    expect(await send(answering(200, '{"ok":true,"next":"/thanks"}'))).toEqual({ kind: 'success' });
    expect(await send(answering(201, '{"ok":true}'))).toEqual({ kind: 'success' });
    expect(await send(answering(200, '{"ok":true,"reference":"ENQ-20261123-7F3A9C"}'))).toEqual({ kind: 'success', reference: 'ENQ-20261123-7F3A9C' });
    expect(await send(answering(200, '{"ok":true,"reference":"<b>x</b>"}'))).toEqual({ kind: 'success' });
  });

  it('sends the idempotency key as a header to its own origin only (issue 10, item 6)', async () => {
    const own = answering(200, '{"ok":true}');
    await submitEnquiry(values, { endpoint: `${window.location.origin}/api/enquiry`, fetchImpl: own, idempotencyKey: 'key-0123456789abcdef' });
    expect(new Headers(own.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('key-0123456789abcdef');
    const hosted = answering(200, '{"ok":true}');
    await submitEnquiry(values, { endpoint: 'https://forms.example/f/abc', fetchImpl: hosted, idempotencyKey: 'key-0123456789abcdef' });
    expect(new Headers(hosted.mock.calls[0]![1]?.headers).has('Idempotency-Key')).toBe(false);
    expect(JSON.parse(String(hosted.mock.calls[0]![1]?.body))).toEqual(values);
  });

  it('reads "constructor", "__proto__" and "toString" as unknown fields, never as lookups (issue 10, item 8)', async () => {
    const body = '{"errors":[{"field":"constructor","message":"a"},{"field":"__proto__","message":"b"},{"field":"toString","message":"c"},{"field":"email","message":"d"}]}';
    expect(await send(answering(422, body))).toEqual({
      kind: 'invalid',
      errors: [
        { field: 'constructor', message: 'a' },
        { field: '__proto__', message: 'b' },
        { field: 'toString', message: 'c' },
        { field: 'email', message: 'd' },
      ],
    });
    expect(await send(answering(422, '{"__proto__":{"errors":[{"message":"x"}]}}'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 422 });
  });

  it('4xx errors come back as the service sent them (the form sorts them into its fields)', async () => {
    const body = JSON.stringify({
      errors: [
        { field: 'email', message: 'should be an email', code: 'TYPE_EMAIL' },
        { field: 'message', message: 'is required' },
        { field: 'email', message: 'is blocked' },
        { message: 'Form is disabled' },
        { field: 'fax', message: 'Fax is not a field of this form' },
      ],
    });
    expect(await send(answering(422, body))).toEqual({ kind: 'invalid', errors: JSON.parse(body).errors });
  });

  it('4xx with only form errors', async () => {
    expect(await send(answering(400, '{"errors":[{"message":"Too many submissions"},{"message":"Try later"}]}'))).toEqual({
      kind: 'invalid',
      errors: [{ message: 'Too many submissions' }, { message: 'Try later' }],
    });
  });

  it('4xx that is not in the convention is unreadable, never success', async () => {
    expect(await send(answering(404, '<h1>Not found</h1>', 'text/html'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 404 });
    expect(await send(answering(400, '{"error":"bad"}'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 400 });
  });

  it('5xx is a server failure, whatever the body says', async () => {
    expect(await send(answering(500, '{"ok":true}'))).toEqual({ kind: 'failed', reason: 'server', status: 500 });
    expect(await send(answering(503, 'Service Unavailable', 'text/plain'))).toEqual({ kind: 'failed', reason: 'server', status: 503 });
  });

  it('a network error is reported as such', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await send(fetchImpl)).toEqual({ kind: 'failed', reason: 'network' });
  });

  it('a 200 that is not JSON (a captcha page) is unreadable, not success', async () => {
    const captcha = '<!doctype html><html><body><form action="/captcha">Please verify you are human</form></body></html>';
    expect(await send(answering(200, captcha, 'text/html'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 200 });
  });

  it('a 200 JSON answer without ok:true is unreadable, not success', async () => {
    expect(await send(answering(200, '{}'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 200 });
    expect(await send(answering(200, '{"ok":"true"}'))).toEqual({ kind: 'failed', reason: 'unreadable', status: 200 });
    expect(await send(answering(200, ''))).toEqual({ kind: 'failed', reason: 'unreadable', status: 200 });
  });

  it('an HTML payload in an error message comes back as plain text for the form to show', async () => {
    const body = JSON.stringify({ errors: [{ field: 'message', message: '<img src=x onerror=alert(1)>' }] });
    expect(await send(answering(422, body))).toEqual({ kind: 'invalid', errors: [{ field: 'message', message: '<img src=x onerror=alert(1)>' }] });
  });

  it('gives up after 15 seconds and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const result = send(fetchImpl);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await result).toEqual({ kind: 'failed', reason: 'timeout' });
  });
});
