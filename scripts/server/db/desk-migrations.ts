import type { Migration } from './types.ts';

/**
 * The desk's own schema steps, after the enquiry service's (kept in their own file so the two can
 * grow apart without touching one list): failed sign-ins counted per account (`account:EMAIL`,
 * for addresses with no account too, so a lock does not tell which exist) and per client address
 * (`client:ADDRESS`), an index for the desk's status filter, newest first, and one the list
 * walks newest first that holds the search text: a search that matches nothing reads this index,
 * not every enquiry's stored JSON (100,000 enquiries: 81 ms instead of 150-260 ms, scripts/bench/desk.ts).
 */
export const deskMigrations: Migration[] = [
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
