import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../scripts/server/db/index.ts';
import { createEnquiryHandler, type EnquiryServiceOptions } from '../../scripts/server/enquiry-service.ts';
import { ENQUIRY_FORM_ID } from '../../src/features/enquiry/enquiry-ids.ts';

/** Issue 43, item 3: the per-client rate limit, the fill time, and whose address a request is. */
const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-abuse-'));
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.unstubAllEnvs());

/** A build with a contact page and the site's headers: what a form post is answered with. */
const dist = path.join(dir, 'dist');
mkdirSync(path.join(dist, 'contact'), { recursive: true });
writeFileSync(
  path.join(dist, 'contact', 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head><body><form id="${ENQUIRY_FORM_ID}" method="post" action="/api/enquiry">` +
    ['first-name', 'last-name', 'email'].map((n) => `<div><input id="f-${n}" name="${n}"></div>`).join('') +
    `<div><textarea id="f-message" name="message"></textarea></div></form></body></html>`,
);
writeFileSync(path.join(dist, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n");

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };

async function start(options: Partial<EnquiryServiceOptions> = {}) {
  const database = await openDatabase(path.join(dir, `${Math.random().toString(36).slice(2)}.db`));
  const handle = createEnquiryHandler({ database, dist, log: () => {}, rateLimit: '5/10m,20/1d', minFillMs: 3000, ...options });
  const server = createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
  const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { reference?: string; errors?: { code?: string; message: string }[] } };
  };
  const form = async (fields: Record<string, string>) => {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
  const stored = async () => (await database.query<{ reference: string }>('SELECT reference FROM enquiries')).map((r) => r.reference);
  return { post, form, stored };
}

describe('the rate limit', () => {
  it('answers the 6th enquiry in 10 minutes with 429, Retry-After and a message in the form’s language; another address is not affected', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const service = await start();
    const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 10.0.0.1` });
    for (let i = 0; i < 5; i++) expect((await service.post({ ...valid, message: `Quote ${i}` }, from('203.0.113.7'))).status).toBe(200);
    const sixth = await service.post({ ...valid, locale: 'fr', message: 'Quote 6' }, from('203.0.113.7'));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(sixth.body.errors![0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect(sixth.body.errors![0]!.message).toMatch(/Vous avez envoyé plusieurs demandes/);
    expect((await service.post({ ...valid, message: 'Quote from elsewhere' }, from('198.51.100.9'))).status).toBe(200);
    expect(await service.stored()).toHaveLength(6);
  });

  it('without TRUST_PROXY, X-Forwarded-For is not believed: the socket’s address is the client', async () => {
    const service = await start();
    for (let i = 0; i < 5; i++) expect((await service.post({ ...valid, message: `Quote ${i}` }, { 'X-Forwarded-For': `192.0.2.${i}` })).status).toBe(200);
    expect((await service.post({ ...valid, message: 'again' }, { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(429);
  });

  it('a form post without script gets its form page again with every value kept, 429 and Retry-After', async () => {
    const service = await start({ rateLimit: '1/10m' });
    expect((await service.form({ ...valid, message: 'first' })).status).toBe(200);
    const again = await service.form({ ...valid, message: 'second <b>enquiry</b>' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    expect(again.html).toContain('You have sent several enquiries in a short time');
    expect(again.html).toContain('second &lt;b&gt;enquiry&lt;/b&gt;');
    // Issue 47, item 7: the page the server made carries the site's security headers.
    expect(again.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(again.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a malformed ENQUIRY_RATE_LIMIT rather than run without a limit', async () => {
    await expect(start({ rateLimit: 'five a minute' })).rejects.toThrow(/ENQUIRY_RATE_LIMIT/);
  });
});

describe('a post sooner than 3 s after the form was drawn', () => {
  it('is answered like the honeypot: ok with a reference, nothing stored', async () => {
    const service = await start();
    const quick = await service.post({ ...valid, _elapsed: 800 });
    expect(quick.status).toBe(200);
    expect(quick.body.reference).toMatch(/^ENQ-/);
    expect(await service.stored()).toEqual([]);
    const person = await service.post({ ...valid, _elapsed: 45_000 });
    expect(await service.stored()).toEqual([person.body.reference]);
  });

  it('also for a form the server drew (its signed _drawn field), and a forged time is not believed', async () => {
    const service = await start();
    // The form page answered after an error carries the time it was drawn.
    const answer = await service.form({ 'first-name': 'Amina' });
    const drawn = /name="_drawn" value="([^"]+)"/.exec(answer.html)?.[1];
    expect(drawn).toBeTruthy();
    expect((await service.form({ ...valid, _drawn: drawn! })).status).toBe(200);
    expect(await service.stored()).toEqual([]);
    // A time claimed long ago without the server's signature is not a drawn time at all.
    expect((await service.form({ ...valid, message: 'forged', _drawn: `${Date.now() - 60_000}.forged` })).status).toBe(200);
    expect(await service.stored()).toHaveLength(1);
  });
});
