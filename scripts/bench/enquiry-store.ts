import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/index.ts';
import { insertEnquiry, type EnquiryRecord } from '../server/enquiry-store.ts';

/**
 * The enquiry store at scale (issue 43): a database holding `count` enquiries, then, in a fresh
 * process as `npm start` would be, the time from start to the first enquiry stored, the memory
 * then, and the desk's first page (newest 50) and a search, timed on the server side.
 */
export async function enquiryStoreBench(count = 100_000): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-bench-'));
  const file = path.join(dir, 'enquiries.db');
  try {
    const db = await openDatabase(file);
    const started = Date.now();
    for (let done = 0; done < count; done += 5000) {
      await db.transaction(async (tx) => {
        for (let i = done; i < Math.min(count, done + 5000); i++) {
          const record: EnquiryRecord = {
            receivedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
            reference: `ENQ-BENCH-${i.toString(16).toUpperCase().padStart(6, '0')}`,
            'first-name': `Buyer${i}`,
            'last-name': 'Example',
            email: `buyer${i}@example.com`,
            company: `Company ${i % 997}`,
            message: 'x'.repeat(2000),
            items: Array.from({ length: 5 }, (_, j) => ({ product: `Product ${(i + j) % 3000}`, quantity: 1, unit: 'MT' })),
          };
          await insertEnquiry(tx, record);
        }
      });
    }
    await db.close();
    const filled = (Date.now() - started) / 1000;
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file], { encoding: 'utf8' });
    if (child.status !== 0) return `Enquiry store: the measuring process failed: ${child.stderr}`;
    const m = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { startMs: number; rssMb: number; listMs: number; searchMs: number };
    return `Enquiry store (SQLite, ${count.toLocaleString('en')} enquiries, filled in ${filled.toFixed(0)} s): start to first enquiry stored ${m.startMs} ms, RSS ${m.rssMb} MB; newest 50 ${m.listMs} ms, search ${m.searchMs} ms (server time)`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In the fresh process: what `npm start` does with the database before its first enquiry. */
async function measure(file: string) {
  const t0 = performance.now();
  const { storeEnquiry } = await import('../server/enquiry-store.ts');
  const db = await openDatabase(file);
  await storeEnquiry(db, { 'first-name': 'A', 'last-name': 'B', email: 'a@example.com', message: 'm' }, { key: null, draw: () => `ENQ-BENCH-NEW${Date.now()}`, deliveries: ['notify'] });
  const startMs = Math.round(performance.now() - t0);
  const t1 = performance.now();
  await db.query('SELECT reference, received_at, name, company, status FROM enquiries ORDER BY received_at DESC LIMIT 50');
  const listMs = Math.round(performance.now() - t1);
  const t2 = performance.now();
  await db.query('SELECT reference FROM enquiries WHERE deleted_at IS NULL AND search LIKE ? ORDER BY received_at DESC LIMIT 50', ['%product 2999%']);
  const searchMs = Math.round(performance.now() - t2);
  console.log(JSON.stringify({ startMs, rssMb: Math.round(process.memoryUsage().rss / 1048576), listMs, searchMs }));
  await db.close();
}

if (process.argv[2] === '--child' && process.argv[3]) await measure(process.argv[3]);
