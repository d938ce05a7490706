import type { Database, Migration } from './types.ts';

/**
 * The schema, one migration after another; each runs once, in a transaction, and is recorded in
 * `schema_migrations`. Never edit one that has shipped: add the next. Plain SQL both engines take;
 * where they differ (an auto-numbered key) a migration gives both spellings.
 * Times are ISO 8601 UTC text ("2026-11-23T10:00:00.000Z"): they sort as text on both engines.
 */

export const migrations: Migration[] = [
  {
    id: '001-enquiries',
    sql: `
CREATE TABLE enquiries (
  reference TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  received_at TEXT NOT NULL,
  locale TEXT,
  name TEXT,
  email TEXT,
  company TEXT,
  country TEXT,
  phone TEXT,
  status TEXT NOT NULL DEFAULT 'New',
  status_by TEXT,
  status_at TEXT,
  notes TEXT,
  data TEXT NOT NULL,
  search TEXT,
  deleted_at TEXT,
  deleted_by TEXT
);
CREATE INDEX enquiries_received_at ON enquiries (received_at);
CREATE TABLE deliveries (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  kind TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  lease_until TEXT
);
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
CREATE INDEX deliveries_reference ON deliveries (reference);
CREATE TABLE staff (
  email TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE TABLE journal_imports (
  file TEXT PRIMARY KEY,
  imported INTEGER NOT NULL,
  finished_at TEXT NOT NULL
);
`,
  },
  {
    id: '002-events',
    sql: {
      sqlite: `CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, reference TEXT, at TEXT, by TEXT, kind TEXT, detail TEXT);
CREATE INDEX events_reference ON events (reference);`,
      postgres: `CREATE TABLE events (id SERIAL PRIMARY KEY, reference TEXT, at TEXT, by TEXT, kind TEXT, detail TEXT);
CREATE INDEX events_reference ON events (reference);`,
    },
  },
  {
    // The desk's list and search read newest first, filtered by status and search, from this index alone (never the rows with their messages): 100,000 enquiries searched in ~150 ms.
    id: '003-desk-search-index',
    sql: 'CREATE INDEX enquiries_desk_list ON enquiries (received_at, status, deleted_at, search)',
  },
  // The desk's steps: failed sign-ins counted per account (`account:EMAIL`, for addresses with no
  // account too, so a lock does not tell which exist) and per client address (`client:ADDRESS`),
  // an index for the desk's status filter, newest first, and one the list walks newest first that
  // holds the search text: a search that matches nothing reads this index, not every enquiry's
  // stored JSON (100,000 enquiries: 81 ms instead of 150-260 ms, scripts/bench/desk.ts).
  {
    id: 'desk-001-sign-in',
    sql: `
CREATE TABLE sign_in_failures (
  subject TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  locked_until TEXT
);
CREATE INDEX enquiries_status_received_at ON enquiries (status, received_at, reference);
CREATE INDEX enquiries_received_at_search ON enquiries (received_at, reference, search);
CREATE INDEX sessions_email ON sessions (email);
`,
  },
  {
    // The desk's search is `search LIKE '%words%'`: no B-tree serves a match in the middle of a
    // word, so PostgreSQL would read every enquiry. A trigram index (pg_trgm) finds the rows that
    // hold the words, whatever their place. SQLite has no such index; its search walks
    // enquiries_received_at_search above. pg_trgm ships with PostgreSQL (contrib) and is a trusted
    // extension since PostgreSQL 13 (any user allowed to create in the database may install it).
    id: 'desk-002-search-trigrams',
    sql: {
      sqlite: '',
      postgres: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX enquiries_search_trigrams ON enquiries USING gin (search gin_trgm_ops);`,
    },
    optional:
      'the desk search still works but reads every enquiry. To add the index, run "CREATE EXTENSION pg_trgm;" in the database as its owner or a superuser (Debian: the postgresql-contrib files) and restart.',
  },
];

/** How a migration that could not run is told (openDatabase: the server's start-up output). */
export type MigrationWarn = (message: string) => void;


/** Splits a migration into statements (pg's extended protocol takes one at a time). */
const statementsOf = (sql: string) =>
  sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Brings the schema up to date. Two servers starting at once on one PostgreSQL take turns (an
 * advisory lock); on SQLite the write lock of `BEGIN IMMEDIATE` does the same.
 */
export async function migrate(db: Database, warn: MigrationWarn = (message) => console.warn(message)): Promise<string[]> {
  await db.run('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4303)');
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      const sql = typeof migration.sql === 'string' ? migration.sql : migration.sql[db.dialect];
      if (migration.optional) {
        // A failed statement spoils a PostgreSQL transaction: the savepoint takes the step back alone.
        await tx.run('SAVEPOINT optional_step');
        try {
          for (const statement of statementsOf(sql)) await tx.run(statement);
          await tx.run('RELEASE SAVEPOINT optional_step');
        } catch (error) {
          await tx.run('ROLLBACK TO SAVEPOINT optional_step');
          warn(`database: migration ${migration.id} skipped (${error instanceof Error ? error.message : String(error)}): ${migration.optional}`);
          continue;
        }
      } else for (const statement of statementsOf(sql)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [migration.id, new Date().toISOString()]);
      applied.push(migration.id);
    }
  });
  return applied;
}
