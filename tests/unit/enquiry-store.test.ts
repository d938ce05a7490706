import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../scripts/server/db/index.ts';
import { importJournal, storeEnquiry } from '../../scripts/server/enquiry-store.ts';
import { purgeOld } from '../../scripts/server/retention.ts';
import { startPostgres, type PostgresServer } from '../postgres-server.ts';

/**
 * The enquiry store (issue 43, item 1) on both engines it runs on: an SQLite file, and a real
 * PostgreSQL server started for the test (skipped, saying why, only when none can be started).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-store-'));
const pg = startPostgres(5141);
afterAll(() => {
  if (!('reason' in pg)) pg.stop();
  rmSync(dir, { recursive: true, force: true });
});
if ('reason' in pg) console.warn(`enquiry-store.test.ts: the PostgreSQL tests are skipped: ${pg.reason}`);

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please', company: 'Yusuf Trading', items: [{ product: 'Cashew kernels', quantity: 2, unit: 'MT' }] };

let n = 0;
const draw = () => `ENQ-20261207-${(n++).toString(16).toUpperCase().padStart(6, '0')}`;

const engines: { name: string; url: () => string; skip: boolean }[] = [
  { name: 'SQLite', url: () => path.join(dir, 'store.db'), skip: false },
  { name: 'PostgreSQL', url: () => (pg as PostgresServer).url, skip: 'reason' in pg },
];

describe.each(engines)('the enquiry store on $name', ({ url, skip }) => {
  let db: Database;
  beforeAll(async () => {
    if (!skip) db = await openDatabase(url());
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(skip)('stores an enquiry with its deliveries and its search text in one transaction', async () => {
    const { record, created } = await storeEnquiry(db, valid, { key: null, draw, deliveries: ['notify', 'ack', 'webhook'] });
    expect(created).toBe(true);
    const [row] = await db.query<{ name: string; status: string; search: string; data: string }>('SELECT name, status, search, data FROM enquiries WHERE reference = ?', [record.reference]);
    expect(row).toMatchObject({ name: 'Amina Yusuf', status: 'New' });
    expect(row!.search).toContain('cashew kernels');
    expect(JSON.parse(row!.data)).toMatchObject({ reference: record.reference, items: valid.items });
    const kinds = await db.query<{ kind: string; state: string }>('SELECT kind, state FROM deliveries WHERE reference = ? ORDER BY kind', [record.reference]);
    expect(kinds).toEqual([
      { kind: 'ack', state: 'pending' },
      { kind: 'notify', state: 'pending' },
      { kind: 'webhook', state: 'pending' },
    ]);
  });

  it.skipIf(skip)('a reference already taken is drawn again; a key already stored returns the stored enquiry', async () => {
    const first = await storeEnquiry(db, valid, { key: `key-${n}-abcdefghijklmnop`, draw: () => 'ENQ-20261207-AAAAAA', deliveries: [] });
    let draws = 0;
    const second = await storeEnquiry(db, valid, { key: null, draw: () => (draws++ === 0 ? 'ENQ-20261207-AAAAAA' : 'ENQ-20261207-BBBBBB'), deliveries: [] });
    expect(second.record.reference).toBe('ENQ-20261207-BBBBBB');
    const again = await storeEnquiry(db, { ...valid, message: 'other' }, { key: first.record.key!, draw, deliveries: ['notify'] });
    expect(again).toMatchObject({ created: false, record: { reference: 'ENQ-20261207-AAAAAA', message: 'Quote please' } });
  });

  it.skipIf(skip)('two enquiries racing under one key are stored once', async () => {
    const key = `race-${Date.now()}-abcdefghij`;
    const both = await Promise.all([0, 1].map(() => storeEnquiry(db, valid, { key, draw, deliveries: ['ack'] })));
    expect(both.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(both.map((r) => r.record.reference)).size).toBe(1);
    const [count] = await db.query<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM enquiries WHERE idempotency_key = ?', [key]);
    expect(Number(count!.n)).toBe(1);
  });

  it.skipIf(skip)('a failure inside the transaction stores neither the enquiry nor its deliveries', async () => {
    const reference = 'ENQ-20261207-FA11ED';
    await expect(
      storeEnquiry(db, valid, { key: null, draw: () => reference, deliveries: ['notify'], beforeCommit: () => Promise.reject(new Error('journal full')) }),
    ).rejects.toThrow('journal full');
    expect(await db.query('SELECT reference FROM enquiries WHERE reference = ?', [reference])).toEqual([]);
    expect(await db.query('SELECT id FROM deliveries WHERE reference = ?', [reference])).toEqual([]);
  });

  it.skipIf(skip)('imports an old log once, by reference, streamed: nothing twice, nothing lost, unreadable lines reported', async () => {
    const log = path.join(dir, `old-${Math.random().toString(36).slice(2)}.jsonl`);
    const lines = Array.from({ length: 1203 }, (_, i) => JSON.stringify({ receivedAt: '2026-01-01T00:00:00.000Z', reference: `ENQ-20260101-${i.toString(16).padStart(6, '0')}`, ...valid }));
    // One reference twice (an old log written before references were unique) and one torn line.
    writeFileSync(log, `${lines.join('\n')}\n${lines[5]}\nnot json\n`);
    appendFileSync(log, '{"torn');
    const said: string[] = [];
    const first = await importJournal(db, log, (line) => said.push(line));
    expect(first).toEqual({ imported: 1203, skipped: 1 });
    expect(said.join('\n')).toMatch(/2 unreadable lines \(1205, 1206\).*torn/);
    // Run again (a second start): not read at all.
    expect(await importJournal(db, log, () => {})).toBeNull();
    const [count] = await db.query<{ n: number }>("SELECT CAST(COUNT(*) AS INTEGER) AS n FROM enquiries WHERE reference LIKE 'ENQ-20260101-%'");
    expect(Number(count!.n)).toBe(1203);
  });

  it.skipIf(skip)('purges enquiries older than the retention period, with their deliveries', async () => {
    const old = await storeEnquiry(db, valid, { key: null, draw, deliveries: ['ack'], now: new Date('2020-01-01T00:00:00Z') });
    const fresh = await storeEnquiry(db, valid, { key: null, draw, deliveries: ['ack'] });
    expect(await purgeOld(db, 730)).toBeGreaterThanOrEqual(1);
    expect(await db.query('SELECT reference FROM enquiries WHERE reference = ?', [old.record.reference])).toEqual([]);
    expect(await db.query('SELECT id FROM deliveries WHERE reference = ?', [old.record.reference])).toEqual([]);
    expect(await db.query('SELECT reference FROM enquiries WHERE reference = ?', [fresh.record.reference])).toHaveLength(1);
  });
});
