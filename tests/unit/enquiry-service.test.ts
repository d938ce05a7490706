import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnquiryHandler, type EnquiryServiceOptions } from '../../scripts/server/enquiry-service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-'));
const logFile = path.join(dir, 'nested', 'enquiries.jsonl');
const logs: string[] = [];
const servers: Server[] = [];

async function startService(options: EnquiryServiceOptions): Promise<string> {
  const handle = createEnquiryHandler({ log: (line) => logs.push(line), ...options });
  const server = createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
}

let url: string;
let host: string;
beforeAll(async () => {
  url = await startService({ logFile, allowedOrigins: ['https://www.example.com'] });
  host = new URL(url).host;
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote for <b>2 MT</b> please' };
const json = { 'Content-Type': 'application/json' };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { ok?: boolean; reference?: string; errors?: { field?: string; message: string; code?: string }[] };
}

/** Raw http.request: fetch() would add or forbid headers (Origin, Content-Type) the tests must control. */
function post(body: string, headers: Record<string, string> = json, target = url, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(target, { method, headers: { Accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const lines = (file = logFile) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
const key = () => `test-${crypto.randomUUID()}`;

describe('local enquiry service', () => {
  it('accepts a valid enquiry with {"ok":true} and a reference, and appends one JSON line with the time received', async () => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, email: '  amina@example.com ' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ ok: true, reference: expect.stringMatching(/^ENQ-\d{8}-[0-9A-F]{6}$/) });
    const log = lines();
    expect(log).toHaveLength(before + 1);
    const record = JSON.parse(log.at(-1)!);
    expect(record).toMatchObject({ ...valid, email: 'amina@example.com', reference: res.body.reference });
    expect(Date.parse(record.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers field errors with 422 in the shared convention, storing nothing', async () => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, email: 'not-an-email', 'first-name': ' ' }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [
        { field: 'first-name', message: 'is required', code: 'REQUIRED' },
        { field: 'email', message: 'must be an e-mail address, like name@company.com', code: 'TYPE_EMAIL' },
      ],
    });
    expect(lines()).toHaveLength(before);
  });

  it('refuses a JSON body that is not JSON, or not an object, with 400 and a clear message', async () => {
    const res = await post('{"first-name": "Amina"');
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({ code: 'INVALID_JSON', message: expect.stringMatching(/must be JSON/) });
    expect((await post('[1,2]')).status).toBe(400);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post(JSON.stringify({ ...valid, message: 'x'.repeat(65 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.errors![0]!.code).toBe('TOO_LARGE');
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await post('', {}, url, 'GET');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('sends nosniff and no-store with every answer (issue 10, item 7)', async () => {
    for (const res of [await post(JSON.stringify(valid)), await post('x', { 'Content-Type': 'text/plain' }), await post('', {}, url, 'GET'), await post('{')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the enquiry list (issue 14)', () => {
  const items = [
    { product: 'Cumin Seeds', quantity: 2.5, unit: 'MT' },
    { product: 'Paracetamol', quantity: 500, unit: 'kg' },
  ];

  it('stores the products and the filled optional fields in the same shape, and answers with a reference', async () => {
    const k = key();
    const res = await post(JSON.stringify({ ...valid, company: ' Gulf Foods ', country: 'Oman', phone: '', port: 'Sohar', incoterm: 'CIF', items }), { ...json, 'Idempotency-Key': k });
    expect(res.status).toBe(200);
    const record = JSON.parse(lines().find((l) => l.includes(k))!);
    expect(record).toEqual({
      receivedAt: expect.any(String),
      reference: res.body.reference,
      key: k,
      ...valid,
      company: 'Gulf Foods',
      country: 'Oman',
      port: 'Sohar',
      incoterm: 'CIF',
      items,
    });
  });

  it.each([
    ['51 products', { items: Array.from({ length: 51 }, (_, i) => ({ product: `P${i}`, quantity: 1, unit: 'kg' })) }, 'items', 'TOO_MANY'],
    ['a quantity of 0', { items: [{ ...items[0], quantity: 0 }] }, 'items[0].quantity', 'TYPE_QUANTITY'],
    ['a quantity of 1e309', { rawItems: '[{"product":"Cumin Seeds","quantity":1e309,"unit":"MT"}]' }, 'items[0].quantity', 'TYPE_QUANTITY'],
    ['an unknown unit', { items: [{ ...items[0], unit: 'tonnes' }] }, 'items[0].unit', 'TYPE_UNIT'],
    ['an unknown Incoterm', { incoterm: 'FAS' }, 'incoterm', 'TYPE_INCOTERM'],
    ['a 10,000-character company', { company: 'C'.repeat(10_000) }, 'company', 'TOO_LONG'],
  ])('refuses %s with 422, storing nothing', async (_, change, field, code) => {
    const before = lines().length;
    const { rawItems, ...rest } = change as { rawItems?: string };
    const body = rawItems ? JSON.stringify({ ...valid, ...rest }).replace(/}$/, `,"items":${rawItems}}`) : JSON.stringify({ ...valid, ...rest });
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code })]);
    expect(lines()).toHaveLength(before);
  });
});

describe('only this site’s pages may post (issue 10, item 3)', () => {
  const body = () => JSON.stringify({ ...valid, 'last-name': `Cross ${key()}` });
  const stored = (text: string) => lines().some((l) => l.includes(text));

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['text/plain;charset=UTF-8', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['form-urlencoded', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['no Content-Type', {}],
    ['JSON in another charset', { 'Content-Type': 'application/json; charset=iso-8859-1' }],
    ['a look-alike type', { 'Content-Type': 'application/jsonp' }],
  ])('%s: 415, nothing stored', async (_, headers) => {
    const text = body();
    const res = await post(text, headers as Record<string, string>);
    expect(res.status).toBe(415);
    expect(res.body.errors![0]!.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(stored(JSON.parse(text)['last-name'])).toBe(false);
  });

  it('application/json with a UTF-8 charset is fine', async () => {
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(200);
  });

  it.each([
    ['another website', 'https://evil.example'],
    ['the same host on another port', 'http://127.0.0.1:1'],
    ['a sandboxed or file page', 'null'],
    ['garbage', 'not an origin'],
  ])('an Origin of %s: 403, nothing stored, one log line', async (_, origin) => {
    logs.length = 0;
    const text = body();
    const res = await post(text, { ...json, Origin: origin });
    expect(res.status).toBe(403);
    expect(res.body.errors![0]!.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(stored(JSON.parse(text)['last-name'])).toBe(false);
    expect(logs).toHaveLength(1);
  });

  it('accepts its own origin (the Host it is served on), a configured one, and no Origin (curl)', async () => {
    expect((await post(JSON.stringify(valid), { ...json, Origin: `http://${host}` })).status).toBe(200);
    expect((await post(JSON.stringify(valid), { ...json, Origin: 'https://www.example.com' })).status).toBe(200);
    expect((await post(JSON.stringify(valid), json)).status).toBe(200);
  });

  it('reads configured origins from ENQUIRY_ALLOWED_ORIGINS', async () => {
    process.env.ENQUIRY_ALLOWED_ORIGINS = 'https://a.example, https://b.example:8443';
    try {
      const other = await startService({ logFile: path.join(dir, 'env-origins.jsonl') });
      expect((await post(JSON.stringify(valid), { ...json, Origin: 'https://b.example:8443' }, other)).status).toBe(200);
      expect((await post(JSON.stringify(valid), { ...json, Origin: 'https://c.example' }, other)).status).toBe(403);
    } finally {
      delete process.env.ENQUIRY_ALLOWED_ORIGINS;
    }
  });
});

describe('honeypot (issue 10, item 4)', () => {
  it.each([['a URL', 'http://spam.example'], ['"1"', '1'], ['1', 1], ['true', true], ['{}', {}], ['[]', []]])(
    '_gotcha set to %s: answered like a success, not stored',
    async (_, value) => {
      const lastName = `Bot ${key()}`;
      const res = await post(JSON.stringify({ ...valid, 'last-name': lastName, _gotcha: value }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, reference: expect.stringMatching(/^ENQ-/) });
      expect(lines().some((l) => l.includes(lastName))).toBe(false);
    },
  );

  it('a bot with invalid fields gets the same ok: the errors would teach it the rules', async () => {
    const res = await post(JSON.stringify({ email: 'x', _gotcha: true }));
    expect(res.status).toBe(200);
  });

  it('an empty or null honeypot is a person', async () => {
    const lastName = `Person ${key()}`;
    expect((await post(JSON.stringify({ ...valid, 'last-name': lastName, _gotcha: '' }))).status).toBe(200);
    expect((await post(JSON.stringify({ ...valid, 'last-name': `${lastName}-2`, _gotcha: null }))).status).toBe(200);
    expect(lines().filter((l) => l.includes(lastName))).toHaveLength(2);
  });
});

describe('per-field limits and characters (issue 10, item 5)', () => {
  it.each([
    ['a 30 KB first name', { 'first-name': 'A'.repeat(30 * 1024) }, 'first-name', 'TOO_LONG'],
    ['a 30 KB e-mail', { email: `${'a'.repeat(30 * 1024)}@example.com` }, 'email', 'TOO_LONG'],
    ['a NUL in a name', { 'first-name': 'Ami\u0000na' }, 'first-name', 'CONTROL_CHARS'],
    ['a line break in a name', { 'last-name': 'Yusuf\r\nBcc: all@example.com' }, 'last-name', 'CONTROL_CHARS'],
    ['an escape code in a name', { 'last-name': 'Yusuf\u001b[2J' }, 'last-name', 'CONTROL_CHARS'],
    ['a name of zero-width spaces', { 'first-name': '\u200B\u200B\u200B' }, 'first-name', 'REQUIRED'],
    ['<script>@x as e-mail', { email: '<script>@x' }, 'email', 'TYPE_EMAIL'],
    ['a NUL in the message', { message: 'Hello\u0000' }, 'message', 'CONTROL_CHARS'],
  ])('%s: 422 on that field, nothing stored', async (_, change, field, code) => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, ...change }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code })]);
    expect(lines()).toHaveLength(before);
  });
});

describe('idempotency (issue 10, item 6)', () => {
  it('the same key gets the same answer and is stored once', async () => {
    const k = key();
    const first = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k });
    const again = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
    expect(JSON.parse(lines().find((l) => l.includes(k))!)).toMatchObject({ key: k, reference: first.body.reference });
  });

  it('a retry racing its original is stored once', async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k })));
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
  });

  it('takes the key from the body as _key too', async () => {
    const k = key();
    const first = await post(JSON.stringify({ ...valid, _key: k }));
    const again = await post(JSON.stringify({ ...valid, _key: k }));
    expect(again.body.reference).toBe(first.body.reference);
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
  });

  it('different keys are different enquiries', async () => {
    const a = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': key() });
    const b = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': key() });
    expect(a.body.reference).not.toBe(b.body.reference);
  });

  it('an invalid enquiry does not use up its key: the corrected one is stored', async () => {
    const k = key();
    expect((await post(JSON.stringify({ ...valid, email: 'x' }), { ...json, 'Idempotency-Key': k })).status).toBe(422);
    expect((await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k })).status).toBe(200);
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    for (const bad of ['short', 'x'.repeat(101), 'has spaces in it here', 'ключ-ключ-ключ-ключ']) {
      const res = await post(JSON.stringify({ ...valid, _key: bad }));
      expect(res.status, bad).toBe(400);
      expect(res.body.errors![0]!.code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
  });

  it('survives a restart: a new service on the same log reads the keys back', async () => {
    const file = path.join(dir, 'restart.jsonl');
    const k = key();
    const before = await startService({ logFile: file });
    const first = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k }, before);
    const after = await startService({ logFile: file });
    const again = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k }, after);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(lines(file)).toHaveLength(1);
  });

  it('after a crash mid-line, skips the torn line and starts the next one on its own line', async () => {
    const file = path.join(dir, 'torn.jsonl');
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify({ ...valid, key: 'whole-line-key-0001', reference: 'ENQ-20260101-AAAA' })}\n{"first-name":"Torn`); // a reference of the old four-digit form still reads back
    const service = await startService({ logFile: file });
    const replay = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': 'whole-line-key-0001' }, service);
    expect(replay.body.reference).toBe('ENQ-20260101-AAAA');
    const fresh = await post(JSON.stringify(valid), json, service);
    expect(fresh.status).toBe(200);
    const all = readFileSync(file, 'utf8').split('\n');
    expect(all[1]).toBe('{"first-name":"Torn');
    expect(JSON.parse(all[2]!)).toMatchObject({ reference: fresh.body.reference });
  });
});

describe('documents wanted per product (issue 28)', () => {
  it('stores each line with the documents the buyer ticked', async () => {
    const k = key();
    const items = [
      { product: 'Paracetamol', quantity: 25, unit: 'kg', documents: ['Certificate of analysis', 'Safety data sheet'] },
      { product: 'Cumin Seeds', quantity: 2, unit: 'MT' },
    ];
    const res = await post(JSON.stringify({ ...valid, items }), { ...json, 'Idempotency-Key': k });
    expect(res.status).toBe(200);
    expect(JSON.parse(lines().find((l) => l.includes(k))!).items).toEqual(items);
  });

  it.each([
    ['documents that are not a list', 'Certificate of analysis', 'TYPE_LIST'],
    ['a document that is not a name', [42], 'TYPE_TEXT'],
    ['a blank document', ['  '], 'TYPE_TEXT'],
    ['a document named twice', ['Safety data sheet', 'Safety data sheet'], 'DUPLICATE'],
    ['a document with a line break', ['Safety data sheet\r\nBcc: x@example.com'], 'CONTROL_CHARS'],
    ['a 101-character document', ['D'.repeat(101)], 'TOO_LONG'],
    ['21 documents', Array.from({ length: 21 }, (_, i) => `Document ${i}`), 'TOO_MANY'],
  ])('refuses %s with 422 at items[0].documents, naming the product, storing nothing', async (_, documents, code) => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, items: [{ product: 'Paracetamol', quantity: 1, unit: 'kg', documents }] }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'items[0].documents', code, message: expect.stringMatching(/^Documents wanted for Paracetamol/) }]);
    expect(lines()).toHaveLength(before);
  });
});

describe('a new probe (issue 24)', () => {
  it('item 5: a key reused with a different enquiry gets 409 and a clear message; the new text is not stored under the old reference', async () => {
    const k = key();
    const first = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k });
    expect(first.status).toBe(200);
    const edited = await post(JSON.stringify({ ...valid, message: 'Make it 3 MT instead' }), { ...json, 'Idempotency-Key': k });
    expect(edited.status).toBe(409);
    expect(edited.body.errors).toEqual([
      { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/already used for a different enquiry.*new key/) },
    ]);
    expect(edited.body.errors![0]!.message).toContain(first.body.reference);
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
    expect(lines().some((l) => l.includes('Make it 3 MT instead'))).toBe(false);
  });

  it('item 5: also when the new body is invalid, and with the key in the body', async () => {
    const k = key();
    expect((await post(JSON.stringify({ ...valid, _key: k }))).status).toBe(200);
    const invalid = await post(JSON.stringify({ ...valid, email: 'x', _key: k }));
    expect(invalid.status).toBe(409);
    expect(invalid.body.errors![0]!.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('item 5: the same enquiry again (spaces at the ends aside) still gets the first answer', async () => {
    const k = key();
    const first = await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k });
    const again = await post(JSON.stringify({ ...valid, email: ` ${valid.email} ` }), { ...json, 'Idempotency-Key': k });
    expect(again).toMatchObject({ status: 200, body: first.body });
  });

  it('item 5: after a restart the stored enquiry is what a reused key is compared with', async () => {
    const file = path.join(dir, 'reuse-restart.jsonl');
    const k = key();
    const before = await startService({ logFile: file });
    expect((await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k }, before)).status).toBe(200);
    const after = await startService({ logFile: file });
    expect((await post(JSON.stringify({ ...valid, 'last-name': 'Other' }), { ...json, 'Idempotency-Key': k }, after)).status).toBe(409);
    expect((await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': k }, after)).status).toBe(200);
    expect(lines(file)).toHaveLength(1);
  });

  it('item 5: two different enquiries racing under one key: one is stored, the other gets 409', async () => {
    const k = key();
    const [a, b] = await Promise.all([
      post(JSON.stringify({ ...valid, message: 'First text' }), { ...json, 'Idempotency-Key': k }),
      post(JSON.stringify({ ...valid, message: 'Second text' }), { ...json, 'Idempotency-Key': k }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(lines().filter((l) => l.includes(k))).toHaveLength(1);
  });

  it('item 7: a reference has the day and six hex digits, readable on a phone', async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.body.reference).toMatch(/^ENQ-\d{8}-[0-9A-F]{6}$/);
  });

  it.each([
    ['first-name', { 'first-name': 'Ami\ud800na' }],
    ['last-name', { 'last-name': '\udc00Yusuf' }],
    ['email', { email: 'amina\ud800@example.com' }],
    ['message', { message: 'Quote \ud83d please' }],
    ['company', { company: 'Gulf \udfff Foods' }],
    ['port', { port: 'Sohar\ud800' }],
    ['items[0].product', { items: [{ product: 'Cumin \ud800', quantity: 1, unit: 'kg' }] }],
  ])('item 11: a lone surrogate in %s is refused with a field error (it cannot be written as UTF-8)', async (field, change) => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, ...change }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code: 'BROKEN_CHARACTER', message: expect.stringMatching(/character/) })]);
    expect(lines()).toHaveLength(before);
  });

  it('item 11: a pair of surrogates (an emoji) is a character like any other', async () => {
    expect((await post(JSON.stringify({ ...valid, message: 'Quote please 🙂', company: 'Gulf 🌴 Foods' }))).status).toBe(200);
  });

  it('item 11: bidi overrides in a message are stored as written', async () => {
    const message = `Order ${key()} \u202Egnp.exe\u202C please \u2067isolated\u2069`;
    const res = await post(JSON.stringify({ ...valid, message }));
    expect(res.status).toBe(200);
    expect(JSON.parse(lines().find((l) => l.includes(res.body.reference!))!).message).toBe(message);
  });

  it('item 6: a torn last line in the log is skipped at start and reported once, whatever else is unreadable', async () => {
    const file = path.join(dir, 'torn-once.jsonl');
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `not json\n${JSON.stringify({ ...valid, key: 'whole-line-key-0002', reference: 'ENQ-20260101-AAAAAA' })}\nalso not json\n{"first-name":"Torn`);
    logs.length = 0;
    const service = await startService({ logFile: file });
    expect((await post(JSON.stringify(valid), { ...json, 'Idempotency-Key': 'whole-line-key-0002' }, service)).body.reference).toBe('ENQ-20260101-AAAAAA');
    const fresh = await post(JSON.stringify(valid), json, service);
    expect(fresh.status).toBe(200);
    const said = logs.filter((l) => l.includes(file));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/3 unreadable lines \(1, 3, 4\).*last one torn/);
    expect(JSON.parse(readFileSync(file, 'utf8').split('\n').filter(Boolean).at(-1)!)).toMatchObject({ reference: fresh.body.reference });
  });
});
