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

  it('2xx {"ok":true} is success', async () => {
    expect(await send(answering(200, '{"ok":true,"next":"/thanks"}'))).toEqual({ kind: 'success' });
    expect(await send(answering(201, '{"ok":true}'))).toEqual({ kind: 'success' });
  });

  it('4xx field errors go to their fields, the rest are form errors', async () => {
    const body = JSON.stringify({
      errors: [
        { field: 'email', message: 'should be an email', code: 'TYPE_EMAIL' },
        { field: 'message', message: 'is required' },
        { field: 'email', message: 'is blocked' },
        { message: 'Form is disabled' },
        { field: 'phone', message: 'Phone is not a field of this form' },
      ],
    });
    expect(await send(answering(422, body))).toEqual({
      kind: 'invalid',
      fieldErrors: { email: ['should be an email', 'is blocked'], message: ['is required'] },
      formErrors: ['Form is disabled', 'Phone is not a field of this form'],
    });
  });

  it('4xx with only form errors', async () => {
    expect(await send(answering(400, '{"errors":[{"message":"Too many submissions"},{"message":"Try later"}]}'))).toEqual({
      kind: 'invalid',
      fieldErrors: {},
      formErrors: ['Too many submissions', 'Try later'],
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
    expect(await send(answering(422, body))).toEqual({ kind: 'invalid', fieldErrors: { message: ['<img src=x onerror=alert(1)>'] }, formErrors: [] });
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
