import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { floodOwnService } from '../../scripts/probes/enquiry-flood.ts';
import { drawReference } from '../../scripts/server/enquiry-references.ts';
import { createEnquiryHandler } from '../../scripts/server/enquiry-service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-references-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };
const day = new Date('2026-11-26T10:00:00Z');

/** A random source that repeats itself: the collision chance makes rare under load, on every run. */
const repeating = (...draws: number[][]) => {
  const queue = draws.map((d) => Buffer.from(d));
  return (bytes: number) => {
    const next = queue.shift();
    if (!next) throw new Error('the test ran out of draws');
    return next.subarray(0, bytes);
  };
};

describe('enquiry references (issue 24, item 7)', () => {
  it('are the day and six hex digits, readable on a phone', () => {
    expect(drawReference(day, repeating([0x7f, 0x3a, 0x9c]))).toBe('ENQ-20261126-7F3A9C');
  });

  it('the service answers with that form and stores it', async () => {
    const logFile = path.join(dir, 'form.jsonl');
    const handle = createEnquiryHandler({ logFile, log: () => {} });
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
    const answer = (await (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) })).json()) as { reference: string };
    server.close();
    expect(answer.reference).toMatch(/^ENQ-\d{8}-[0-9A-F]{6}$/);
    expect(JSON.parse(readFileSync(logFile, 'utf8')).reference).toBe(answer.reference);
  });

  it('2,000 enquiries at concurrency 50 (the 5,000 probe, smaller): distinct references, each stored once', async () => {
    const report = await floodOwnService(2000, 50);
    expect(report.statuses).toEqual({ 200: 2000 });
    expect(report.distinctReferences).toBe(2000);
    expect(report.stored).toBe(2000);
    expect([report.storedTwice, report.missing, report.mismatched]).toEqual([[], [], []]);
  }, 30_000);
});
