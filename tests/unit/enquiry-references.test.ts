import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { floodOwnService } from '../../scripts/probes/enquiry-flood.ts';
import { ReferenceBook } from '../../scripts/server/enquiry-references.ts';
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
    expect(new ReferenceBook(repeating([0x7f, 0x3a, 0x9c])).reserve(day)).toBe('ENQ-20261126-7F3A9C');
  });

  it('are reserved as they are drawn: the same digits drawn again give another reference', () => {
    const book = new ReferenceBook(repeating([0x7f, 0x3a, 0x9c], [0x7f, 0x3a, 0x9c], [0x7f, 0x3a, 0x9c], [0x00, 0x00, 0x01]));
    expect([book.reserve(day), book.reserve(day)]).toEqual(['ENQ-20261126-7F3A9C', 'ENQ-20261126-000001']);
  });

  it('never give again one read back from the log', () => {
    const book = new ReferenceBook(repeating([0xab, 0xcd, 0xef], [0x12, 0x34, 0x56]));
    book.add('ENQ-20261126-ABCDEF');
    expect(book.reserve(day)).toBe('ENQ-20261126-123456');
  });

  it('take more digits when sixteen draws in a row are taken (a day with millions of enquiries)', () => {
    const same = [0x11, 0x22, 0x33, 0x44];
    const book = new ReferenceBook(repeating(...Array.from({ length: 17 }, () => same)));
    book.add('ENQ-20261126-112233');
    expect(book.reserve(day)).toBe('ENQ-20261126-11223344');
  });

  it('a decoy (the honeypot’s answer) looks the same and reserves nothing', () => {
    const book = new ReferenceBook(repeating([1, 2, 3], [1, 2, 3]));
    expect(book.decoy(day)).toBe('ENQ-20261126-010203');
    expect(book.reserve(day)).toBe('ENQ-20261126-010203');
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
