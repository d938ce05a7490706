import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
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

describe('a full disk (issue 24, item 6)', () => {
  const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };

  /**
   * A file-system stub at the FileHandle level, where the service writes: while `full`, an append
   * writes the first half of its bytes for real (as a disk does before ENOSPC) and then fails;
   * while `syncFails`, the data is written but fsync reports the error.
   */
  async function stubDisk() {
    const probe = await open(path.join(dir, 'probe-full'), 'w');
    const proto = Object.getPrototypeOf(probe) as typeof probe;
    await probe.close();
    const disk = { full: false, syncFails: false };
    const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    const appendFile = proto.appendFile as (this: typeof probe, data: Buffer) => Promise<void>;
    const sync = proto.sync as (this: typeof probe) => Promise<void>;
    vi.spyOn(proto, 'appendFile').mockImplementation(async function (this: typeof probe, data: Buffer) {
      if (!disk.full) return appendFile.call(this, data);
      await appendFile.call(this, data.subarray(0, Math.floor(data.length / 2)));
      throw enospc();
    } as never);
    vi.spyOn(proto, 'sync').mockImplementation(async function (this: typeof probe) {
      if (disk.syncFails) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      return sync.call(this);
    } as never);
    return disk;
  }

  async function service(logFile: string) {
    const handle = createEnquiryHandler({ logFile, log: () => {} });
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
    const send = async (key: string, message = valid.message) => {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ ...valid, message }) });
      return { status: res.status, body: (await res.json()) as { reference?: string } };
    };
    return { send, close: () => server.close() };
  }

  afterEach(() => vi.restoreAllMocks());

  it('every acknowledged enquiry reads back after a restart, none twice; a failed one is stored once when retried', async () => {
    const disk = await stubDisk();
    const logFile = path.join(dir, 'full', 'enquiries.jsonl');
    const acknowledged = new Map<string, string>();
    const first = await service(logFile);
    const ok = async (key: string, message?: string) => {
      const answer = await first.send(key, message);
      expect(answer.status, key).toBe(200);
      acknowledged.set(key, answer.body.reference!);
    };
    await ok('key-before-full-0001');
    disk.full = true;
    expect((await first.send('key-while-full-0001', 'x'.repeat(3000))).status).toBe(500);
    expect((await first.send('key-while-full-0002')).status).toBe(500);
    disk.full = false;
    await ok('key-after-full-00001');
    await ok('key-while-full-0001', 'x'.repeat(3000));
    disk.syncFails = true;
    expect((await first.send('key-sync-failed-001')).status).toBe(500);
    disk.syncFails = false;
    await ok('key-after-sync-0001');
    first.close();

    // Every line of the log is a whole enquiry: nothing half-written is left between them.
    const records = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { key: string; reference: string });
    expect(records.map((r) => r.key)).toEqual([...acknowledged.keys()]);
    expect(records.map((r) => r.reference)).toEqual([...acknowledged.values()]);

    const second = await service(logFile);
    for (const [key, reference] of acknowledged) expect((await second.send(key, key === 'key-while-full-0001' ? 'x'.repeat(3000) : undefined)).body.reference).toBe(reference);
    // Never acknowledged, so not in the log: its retry after the restart is stored, once.
    const retried = await second.send('key-while-full-0002');
    expect(retried.status).toBe(200);
    expect((await second.send('key-while-full-0002')).body.reference).toBe(retried.body.reference);
    second.close();
    const keys = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { key: string }).key);
    expect(keys).toHaveLength(new Set(keys).size);
    expect(keys).toHaveLength(acknowledged.size + 1);
  });
});
