import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { createEnquiryHandler } from '../../scripts/server/enquiry-service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('fsyncs the log after each append, before answering ok (issue 10, item 6)', async () => {
  // Every FileHandle shares one prototype: spying on it sees the service's own handles.
  const probe = await open(path.join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as typeof probe;
  await probe.close();
  const calls: string[] = [];
  for (const method of ['appendFile', 'sync'] as const) {
    const original = proto[method] as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(proto, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
      calls.push(method);
      return original.apply(this, args);
    } as never);
  }

  const logFile = path.join(dir, 'enquiries.jsonl');
  const handle = createEnquiryHandler({ logFile, log: () => {} });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
  const body = JSON.stringify({ 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' });
  try {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(200);
      // The answer came after the data reached the disk.
      expect(calls.at(-1)).toBe('sync');
    }
  } finally {
    server.close();
  }
  expect(calls).toEqual(['appendFile', 'sync', 'appendFile', 'sync']);
  expect(readFileSync(logFile, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
});
