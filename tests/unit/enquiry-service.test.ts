import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnquiryHandler } from '../../scripts/enquiry/enquiry-service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-'));
const logFile = path.join(dir, 'nested', 'enquiries.jsonl');
let server: Server;
let url: string;

beforeAll(async () => {
  const handle = createEnquiryHandler({ logFile });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote for <b>2 MT</b> please' };
const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(url, { method: 'POST', headers: { Accept: 'application/json', ...headers }, body });
const lines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

describe('local enquiry service', () => {
  it('accepts a valid enquiry with {"ok":true} and appends one JSON line with the time received', async () => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, email: '  amina@example.com ' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true });
    const log = lines();
    expect(log).toHaveLength(before + 1);
    const record = JSON.parse(log.at(-1)!);
    expect(record).toMatchObject({ ...valid, email: 'amina@example.com' });
    expect(Date.parse(record.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers field errors with 422 in the shared convention, storing nothing', async () => {
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, email: 'not-an-email', 'first-name': ' ' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: [
        { field: 'first-name', message: 'is required', code: 'REQUIRED' },
        { field: 'email', message: 'must be an e-mail address, like name@company.com', code: 'TYPE_EMAIL' },
      ],
    });
    expect(lines()).toHaveLength(before);
  });

  it('refuses a body that is not JSON, or not an object, with 400 and a clear message', async () => {
    const res = await post('first-name=Amina&email=a@b', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'INVALID_JSON', message: expect.stringMatching(/must be JSON/) });
    const array = await post('[1,2]');
    expect(array.status).toBe(400);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const res = await post(JSON.stringify({ ...valid, message: 'x'.repeat(33 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe('TOO_LARGE');
  });

  it('answers a filled honeypot like a success but does not store it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = lines().length;
    const res = await post(JSON.stringify({ ...valid, _gotcha: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(lines()).toHaveLength(before);
    expect(warn).toHaveBeenCalled();
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
