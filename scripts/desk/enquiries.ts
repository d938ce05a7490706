import { fieldLabels, isEnquiryField } from '../../src/features/enquiry/rules.ts';
import type { Database, Param } from '../server/db/index.ts';
import { itemsOf, recordEvent } from '../server/enquiry-store.ts';

/** The statuses an enquiry moves through on the desk (the contract's words). */
export const STATUSES = ['New', 'Answered', 'Quoted', 'Won', 'Lost', 'Spam'] as const;
export type Status = (typeof STATUSES)[number];
export const isStatus = (value: unknown): value is Status => typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

export const PAGE_SIZE = 50;

/** The buyer's fields in the order the desk shows and exports them. */
export const FIELD_ORDER = ['first-name', 'last-name', 'email', 'company', 'country', 'phone', 'port', 'incoterm', 'locale', 'message'];

/** A field's name for the staff: the form's label, "Language" for the page's language. */
export function fieldLabel(key: string): string {
  if (isEnquiryField(key)) return fieldLabels[key];
  if (key === 'locale') return 'Language';
  return key;
}

export interface ListFilter {
  /** Words looked for in the reference, name, company, e-mail and products. */
  q?: string;
  status?: Status | '';
  /** The keyset cursor: the last row of the page before (`receivedAt|reference`). */
  after?: string;
}

export interface ListRow {
  reference: string;
  receivedAt: string;
  name: string | null;
  company: string | null;
  email: string | null;
  country: string | null;
  status: string;
  deletedAt: string | null;
  products: string[];
}

/** A reference as the service gives them (scripts/server/enquiry-references.ts). */
const REFERENCE = /^ENQ-\d{8}-[0-9A-F]{6,}$/i;

/** `%`, `_` and the escape itself taken literally by LIKE. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function cursorOf(after: string | undefined): [string, string] | null {
  const at = after?.indexOf('|') ?? -1;
  return after && at > 0 ? [after.slice(0, at), after.slice(at + 1)] : null;
}

/** A row as the list reads it: the columns named as the desk names them (quoted: PostgreSQL keeps the case), and the stored JSON. */
type EnquiryRow = Omit<ListRow, 'products'> & { data: string };

/**
 * Rows newest first, `limit` of them after the cursor: keyset pagination on (received_at,
 * reference), so page 1 and page 2,000 cost the same, read along the received_at index.
 */
async function rowsAfter(db: Database, filter: ListFilter, limit: number): Promise<EnquiryRow[]> {
  const { sql, params } = listQuery(filter, limit, 'reference, received_at AS "receivedAt", name, company, email, country, status, deleted_at AS "deletedAt", data');
  return db.query<EnquiryRow>(sql, params);
}

/** The statement behind a page of the list (exported so a test can ask PostgreSQL how it runs it). */
export function listQuery(filter: ListFilter, limit: number, columns = 'reference'): { sql: string; params: Param[] } {
  const sql: string[] = [];
  const params: Param[] = [];
  const q = filter.q?.trim();
  if (q && REFERENCE.test(q)) {
    // A whole reference (pasted from a mail): its row by the primary key, not a scan of every row.
    sql.push('reference = ?');
    params.push(q.toUpperCase());
  } else if (q) {
    sql.push(`search LIKE ? ESCAPE '\\'`);
    params.push(likeText(q));
  }
  if (filter.status) {
    sql.push('status = ?');
    params.push(filter.status);
  }
  const cursor = cursorOf(filter.after);
  if (cursor) {
    // The first term alone is what lets both engines start the index walk at the cursor (an OR is not a range).
    sql.push('received_at <= ? AND (received_at < ? OR (received_at = ? AND reference < ?))');
    params.push(cursor[0], cursor[0], cursor[0], cursor[1]);
  }
  return { sql: `SELECT ${columns} FROM enquiries ${sql.length ? `WHERE ${sql.join(' AND ')}` : ''} ORDER BY received_at DESC, reference DESC LIMIT ${limit}`, params };
}

const parse = (data: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** One page of the list, and the cursor of the next page when there is one. */
export async function listEnquiries(db: Database, filter: ListFilter, pageSize = PAGE_SIZE): Promise<{ rows: ListRow[]; next: string | null }> {
  const found = await rowsAfter(db, filter, pageSize + 1);
  const rows = found.slice(0, pageSize).map(({ data, ...row }) => ({ ...row, products: itemsOf(parse(data)).map((i) => String(i.product ?? '')) }));
  const last = rows.at(-1);
  return { rows, next: found.length > pageSize && last ? `${last.receivedAt}|${last.reference}` : null };
}

/** Every enquiry the filter matches, a batch at a time (the export: never the whole table in memory). */
export async function* eachEnquiry(db: Database, filter: ListFilter, batch = 500): AsyncGenerator<{ row: EnquiryRow; record: Record<string, unknown> }> {
  let after: string | undefined;
  for (;;) {
    const rows = await rowsAfter(db, { ...filter, after }, batch);
    for (const row of rows) if (!row.deletedAt) yield { row, record: parse(row.data) };
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    after = `${last.receivedAt}|${last.reference}`;
  }
}

export interface EnquiryView {
  reference: string;
  receivedAt: string;
  status: string;
  statusBy: string | null;
  statusAt: string | null;
  notes: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  record: Record<string, unknown>;
  deliveries: { id: string; kind: string; state: string; attempts: number; lastError: string | null; sentAt: string | null; nextAttemptAt: string | null }[];
  events: { at: string; by: string; kind: string; detail: string | null }[];
}

export async function getEnquiry(db: Database, reference: string): Promise<EnquiryView | null> {
  const [row] = await db.query<Omit<EnquiryView, 'record' | 'deliveries' | 'events'> & { data: string }>(
    `SELECT reference, received_at AS "receivedAt", status, status_by AS "statusBy", status_at AS "statusAt", notes, deleted_at AS "deletedAt", deleted_by AS "deletedBy", data
     FROM enquiries WHERE reference = ?`,
    [reference],
  );
  if (!row) return null;
  const deliveries = await db.query<EnquiryView['deliveries'][number]>(
    'SELECT id, kind, state, attempts, last_error AS "lastError", sent_at AS "sentAt", next_attempt_at AS "nextAttemptAt" FROM deliveries WHERE reference = ? ORDER BY id',
    [reference],
  );
  const events = await db.query<EnquiryView['events'][number]>('SELECT at, by, kind, detail FROM events WHERE reference = ? ORDER BY id DESC', [reference]);
  const { data, ...columns } = row;
  return { ...columns, record: parse(data), deliveries, events };
}

/** Sets the status, and who did it and when (on the enquiry and as an event). False for an unknown or deleted enquiry. */
export async function setStatus(db: Database, reference: string, status: Status, by: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const { changes } = await tx.run('UPDATE enquiries SET status = ?, status_by = ?, status_at = ? WHERE reference = ? AND deleted_at IS NULL', [status, by, at, reference]);
    if (changes === 1) await recordEvent(tx, { reference, at, by, kind: 'status', detail: status });
    return changes === 1;
  });
}

export const NOTES_MAX = 10_000;

export async function setNotes(db: Database, reference: string, notes: string, by: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const { changes } = await tx.run('UPDATE enquiries SET notes = ? WHERE reference = ? AND deleted_at IS NULL', [notes.slice(0, NOTES_MAX) || null, reference]);
    // The event says that the notes changed, not what they say: they may hold personal data that erasure must reach.
    if (changes === 1) await recordEvent(tx, { reference, at, by, kind: 'notes' });
    return changes === 1;
  });
}

/**
 * An erasure request: the buyer's personal data (name, e-mail, company, phone, the enquiry as sent,
 * the notes, the delivery errors that may quote an address) is gone; the reference, when it
 * came, when and by whom it was deleted stay, so "what happened to ENQ-…" can still be answered.
 * Deliveries not yet sent are stopped.
 */
export async function eraseEnquiry(db: Database, reference: string, by: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ received_at: string }>('SELECT received_at FROM enquiries WHERE reference = ? AND deleted_at IS NULL', [reference]);
    if (!row) return false;
    await tx.run(
      `UPDATE enquiries SET idempotency_key = NULL, name = NULL, email = NULL, company = NULL, phone = NULL, notes = NULL, data = ?, search = ?, deleted_at = ?, deleted_by = ?
       WHERE reference = ?`,
      [JSON.stringify({ reference, receivedAt: row.received_at, erased: true }), reference.toLowerCase(), at, by, reference],
    );
    await tx.run(`UPDATE deliveries SET state = CASE WHEN state = 'sent' THEN 'sent' ELSE 'failed' END, last_error = CASE WHEN state = 'sent' THEN NULL ELSE 'the enquiry was deleted' END, lease_until = NULL, next_attempt_at = NULL WHERE reference = ?`, [reference]);
    await tx.run(`UPDATE events SET detail = NULL WHERE reference = ? AND kind LIKE 'delivery%'`, [reference]);
    await recordEvent(tx, { reference, at, by, kind: 'deleted' });
    return true;
  });
}
