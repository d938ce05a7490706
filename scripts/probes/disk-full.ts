import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { createEnquiryHandler } from '../server/enquiry-service.ts';

/**
 * The enquiry service on a disk that fills up. Run as root with a small file system of its own:
 *
 *   mkdir -p /tmp/enquiry-tmpfs && mount -t tmpfs -o size=1m tmpfs /tmp/enquiry-tmpfs
 *   npx tsx scripts/probes/disk-full.ts /tmp/enquiry-tmpfs
 *   umount /tmp/enquiry-tmpfs
 *
 * It sends enquiries (each with its own key, and retried once) until the disk refuses ten in a row,
 * frees some space (a ballast file it wrote first) and sends a few more, as when someone clears the
 * disk, then starts a second service on the same log, as a restart would, and sends every key again.
 * Every acknowledged enquiry must read back from the database (the store of record since issue 43:
 * `enquiries.db` beside the journal), each once; a refused one must not be stored (its retry after
 * the restart, with space again, is stored once). SQLite's write-ahead log takes the first hundred
 * kilobytes or so, and each enquiry tens more: hence a file system of 1m and a ballast of 512k.
 * The unit tests do the same with a file-system stub (enquiry-service-durability.test.ts).
 */

const dir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: npx tsx scripts/probes/disk-full.ts <folder on a small file system>');
  process.exit(2);
}
const logFile = path.join(dir, 'enquiries.jsonl');
const messages: string[] = [];

async function start(): Promise<{ server: Server; url: string }> {
  const handle = createEnquiryHandler({ logFile, rateLimit: 'off', log: (line) => messages.push(line) });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry` };
}

async function send(url: string, key: string, i: number): Promise<{ status: number; reference?: string }> {
  const body = { 'first-name': 'Disk', 'last-name': `Full ${i}`, email: 'disk@example.com', message: `Enquiry ${i}: ${'a long enough message '.repeat(20)}` };
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { reference?: string }) };
}

const ballast = path.join(dir, 'ballast');
writeFileSync(ballast, Buffer.alloc(512 * 1024, 0x20));
const first = await start();
const acknowledged = new Map<string, string>();
const refused = new Set<string>();
let inARow = 0;
for (let i = 0; inARow < 10; i++) {
  const key = `disk-full-probe-${String(i).padStart(5, '0')}`;
  let answer = await send(first.url, key, i);
  if (answer.status !== 200) answer = await send(first.url, key, i);
  if (answer.status === 200 && answer.reference) {
    acknowledged.set(key, answer.reference);
    refused.delete(key);
    inARow = 0;
  } else {
    refused.add(key);
    inARow++;
  }
}
// Space again: the next enquiries must be stored whole, not glued to what a failed write left.
rmSync(ballast);
for (let i = 90_000; i < 90_003; i++) {
  const key = `disk-full-probe-${i}`;
  const answer = await send(first.url, key, i);
  if (answer.status === 200 && answer.reference) acknowledged.set(key, answer.reference);
  else refused.add(key);
}
first.server.close();
/** The idempotency keys of the enquiries the database holds (none before it exists). */
const storedKeys = (): string[] => {
  const file = path.join(dir, 'enquiries.db');
  if (!existsSync(file)) return [];
  const db = new Sqlite(file, { readonly: true });
  try {
    return (db.prepare('SELECT idempotency_key AS key FROM enquiries').all() as { key: string }[]).map((r) => r.key);
  } finally {
    db.close();
  }
};
const storedBefore = storedKeys();
const refusedButStored = [...refused].filter((k) => storedBefore.includes(k)).length;

const second = await start();
let sameAgain = 0;
for (const [key, reference] of acknowledged) if ((await send(second.url, key, Number(key.slice(-5)))).reference === reference) sameAgain++;
for (const key of refused) await send(second.url, key, Number(key.slice(-5)));
second.server.close();

const keys = storedKeys();
const report = {
  acknowledged: acknowledged.size,
  refusedWhileFull: refused.size,
  storedInDatabase: keys.length,
  storedTwice: keys.length - new Set(keys).size,
  acknowledgedMissing: [...acknowledged.keys()].filter((k) => !keys.includes(k)).length,
  sameReferenceAfterRestart: sameAgain,
  refusedButStoredBeforeRestart: refusedButStored,
  refusedStoredOnRetryAfterRestart: [...refused].filter((k) => keys.includes(k)).length,
  serviceSaid: [...new Set(messages.map((m) => m.replace(/\d+/g, 'N')))],
};
console.log(JSON.stringify(report, null, 2));
const held =
  report.storedTwice === 0 &&
  report.acknowledgedMissing === 0 &&
  report.sameReferenceAfterRestart === report.acknowledged &&
  report.refusedButStoredBeforeRestart === 0 &&
  report.refusedWhileFull > 0;
console.log(held ? 'Held: every acknowledged enquiry reads back after the restart, each once; nothing refused was stored.' : 'FAILED');
process.exitCode = held ? 0 : 1;
