import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queries } from './db/index.ts';
import { describeUnreadable, isTorn, readJournal } from './enquiry-log.ts';

/**
 * The enquiries in the database: the one record of what was received. An enquiry, its outbox
 * rows (one per delivery: the sales notification, the buyer's acknowledgement, the webhook) and
 * its "received" event are written in one transaction, so an enquiry is never stored without the
 * deliveries that tell people about it, nor a delivery queued for an enquiry that is not stored.
 */

/** What is kept of an enquiry (also the journal's line): the service's fields, then the enquiry as cleanEnquiry() gave it. */
export interface EnquiryRecord extends Record<string, unknown> {
  receivedAt: string;
  reference: string;
  key?: string;
}

/** A stored record less what the service added to it: the enquiry as cleanEnquiry() gave it. */
export function enquiryOf(record: Record<string, unknown>): Record<string, unknown> {
  const { receivedAt: _receivedAt, reference: _reference, key: _key, ...enquiry } = record;
  return enquiry;
}

export type DeliveryKind = 'notify' | 'ack' | 'webhook';

/** A delivery's id: stable, so a repeat is recognisable (the Message-ID and the webhook's id are made from it). */
export const deliveryId = (reference: string, kind: DeliveryKind) => `${reference}.${kind}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The buyer's name as the desk shows it: first and last. */
export function nameOf(record: Record<string, unknown>): string {
  return [text(record['first-name']), text(record['last-name'])].filter(Boolean).join(' ');
}

/** An enquiry's lines, as far as they are objects (a stored record is the service's, a journal's line anyone's). */
export const itemsOf = (record: Record<string, unknown>): Record<string, unknown>[] =>
  Array.isArray(record.items) ? (record.items as unknown[]).filter((i): i is Record<string, unknown> => !!i && typeof i === 'object') : [];

/** What the desk's search looks in, lower-cased once here: reference, name, company, e-mail, products. */
export function searchTextOf(record: EnquiryRecord): string {
  return [record.reference, nameOf(record), text(record.company), text(record.email), ...itemsOf(record).map((item) => text(item.product))]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

const INSERT = `INSERT INTO enquiries (reference, idempotency_key, received_at, locale, name, email, company, country, phone, data, search)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

/** Inserts one enquiry unless its reference or key is taken; true when it was inserted. */
export async function insertEnquiry(tx: Queries, record: EnquiryRecord): Promise<boolean> {
  const { changes } = await tx.run(INSERT, [
    record.reference,
    record.key ?? null,
    record.receivedAt,
    text(record.locale) ?? 'en',
    nameOf(record) || null,
    text(record.email),
    text(record.company),
    text(record.country),
    text(record.phone),
    JSON.stringify(record),
    searchTextOf(record),
  ]);
  return changes === 1;
}

export async function recordEvent(tx: Queries, event: { reference: string; at: string; by: string; kind: string; detail?: string | null }): Promise<void> {
  await tx.run('INSERT INTO events (reference, at, by, kind, detail) VALUES (?, ?, ?, ?, ?)', [
    event.reference,
    event.at,
    event.by,
    event.kind,
    event.detail ?? null,
  ]);
}

/** The stored enquiry under an idempotency key, as it was stored. */
export async function findByKey(db: Queries, key: string): Promise<EnquiryRecord | null> {
  const [row] = await db.query<{ data: string }>('SELECT data FROM enquiries WHERE idempotency_key = ?', [key]);
  return row ? (JSON.parse(row.data) as EnquiryRecord) : null;
}

export interface StoreResult {
  /** The enquiry stored now, or the one already stored under its key. */
  record: EnquiryRecord;
  created: boolean;
}

/**
 * Stores an enquiry under a reference `draw()` gives, unique in the database: a reference already
 * taken (by this process, another server on the same database, or an imported log) is drawn
 * again. With a key already stored, nothing is written and the stored enquiry is returned.
 */
export async function storeEnquiry(
  db: Database,
  enquiry: Record<string, unknown>,
  options: {
    key: string | null;
    draw: () => string;
    deliveries: readonly DeliveryKind[];
    now?: Date;
    /** Called with the new record inside the transaction (the journal): if it throws, nothing is stored. */
    beforeCommit?: (record: EnquiryRecord) => Promise<void>;
  },
): Promise<StoreResult> {
  const receivedAt = (options.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (options.key) {
        const stored = await findByKey(tx, options.key);
        if (stored) return { record: stored, created: false };
      }
      const record: EnquiryRecord = { receivedAt, reference: options.draw(), ...(options.key ? { key: options.key } : {}), ...enquiry };
      if (await insertEnquiry(tx, record)) {
        for (const kind of options.deliveries) {
          await tx.run(`INSERT INTO deliveries (id, reference, kind, state, attempts, next_attempt_at) VALUES (?, ?, ?, 'pending', 0, ?) ON CONFLICT DO NOTHING`, [
            deliveryId(record.reference, kind),
            record.reference,
            kind,
            receivedAt,
          ]);
        }
        await recordEvent(tx, { reference: record.reference, at: receivedAt, by: 'website', kind: 'received' });
        await options.beforeCommit?.(record);
        return { record, created: true };
      }
      // Taken: the reference (drawn again), or the key by a server on the same database a moment ago (found above).
    }
    throw new Error('no unused reference after 100 draws');
  });
}

/**
 * Imports a JSON-lines log written before there was a database, once: each whole line under its
 * reference (a reference already stored is skipped, so an import cut short by a crash and run
 * again stores nothing twice), streamed line by line in transactions of a few hundred, so a file
 * of any size is never held in memory. Once finished it is recorded and never read again.
 */
export async function importJournal(db: Database, file: string, log: (line: string) => void): Promise<{ imported: number; skipped: number } | null> {
  const absolute = path.resolve(file);
  try {
    await stat(absolute);
  } catch {
    return null;
  }
  const [done] = await db.query('SELECT file FROM journal_imports WHERE file = ?', [absolute]);
  if (done) return null;
  const unreadable: number[] = [];
  let imported = 0;
  let skipped = 0;
  let batch: EnquiryRecord[] = [];
  const flush = async () => {
    const records = batch;
    batch = [];
    await db.transaction(async (tx) => {
      for (const record of records) {
        if (await insertEnquiry(tx, record)) {
          imported++;
          await recordEvent(tx, { reference: record.reference, at: record.receivedAt, by: 'import', kind: 'received', detail: absolute });
        } else skipped++;
      }
    });
  };
  for await (const { line, record } of readJournal(absolute)) {
    if (!record || typeof record.reference !== 'string') {
      unreadable.push(line);
      continue;
    }
    const receivedAt = typeof record.receivedAt === 'string' ? record.receivedAt : new Date(0).toISOString();
    batch.push({ ...record, receivedAt, reference: record.reference });
    if (batch.length >= 500) await flush();
  }
  await flush();
  await db.run('INSERT INTO journal_imports (file, imported, finished_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [absolute, imported, new Date().toISOString()]);
  const said = describeUnreadable(absolute, unreadable, await isTorn(absolute));
  if (said) log(said);
  if (imported > 0) log(`enquiry: imported ${imported} enquiries from the log ${path.basename(absolute)} into the database${skipped ? ` (${skipped} already there)` : ''}`);
  return { imported, skipped };
}
