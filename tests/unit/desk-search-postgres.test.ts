import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnquiries, listQuery } from '../../scripts/desk/enquiries.ts';
import { openDatabase, type Database } from '../../scripts/server/db/index.ts';
import { storeEnquiry } from '../../scripts/server/enquiry-store.ts';
import { startPostgres, type PostgresServer } from '../postgres-server.ts';

/**
 * The desk's search on a real PostgreSQL server: a part of a word finds its enquiry, through a
 * trigram index (pg_trgm) the migrations make; where the extension cannot be installed the
 * desk still starts and searches, and says what is missing.
 */

const started = startPostgres(41451);
const server: PostgresServer | null = 'reason' in started ? null : started;
if ('reason' in started) console.warn(`desk search tests on PostgreSQL skipped: ${started.reason}`);

const buyer = (company: string, product: string, name: string) => ({
  'first-name': name,
  'last-name': 'Buyer',
  email: `${name.toLowerCase()}@example.com`,
  company,
  country: 'Jordan',
  message: 'Please quote.',
  items: [{ product, quantity: 2, unit: 't' }],
});

async function seed(db: Database, reference: string, enquiry: Record<string, unknown>, at: string) {
  await storeEnquiry(db, enquiry, { key: null, draw: () => reference, deliveries: [], now: new Date(at) });
}

const references = async (db: Database, q: string) => (await listEnquiries(db, { q })).rows.map((r) => r.reference);

afterAll(() => server?.stop());

describe.skipIf(!server)('the desk search on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase(server!.url, { warn: (message) => expect.fail(message) });
    await seed(db, 'ENQ-20261120-AAAAAA', buyer('Haddad Trading', 'Cashew kernels W320', 'Amira'), '2026-11-20T09:00:00.000Z');
    await seed(db, 'ENQ-20261121-BBBBBB', buyer('Nordlicht Spices GmbH', 'Basmati rice', 'Jonas'), '2026-11-21T09:00:00.000Z');
  });
  afterAll(() => db?.close());

  it('finds an enquiry by a part of a word of its company, product or name', async () => {
    expect(await references(db, 'addad tra')).toEqual(['ENQ-20261120-AAAAAA']);
    expect(await references(db, 'ordlich')).toEqual(['ENQ-20261121-BBBBBB']);
    expect(await references(db, 'ASHEW KERN')).toEqual(['ENQ-20261120-AAAAAA']);
    expect(await references(db, 'jona')).toEqual(['ENQ-20261121-BBBBBB']);
    expect(await references(db, 'saffron')).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await references(db, '%')).toEqual([]);
  });

  it('holds a trigram index on the search text, and the search reads it', async () => {
    const indexes = await db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'enquiries' AND indexname = 'enquiries_search_trigrams'`);
    expect(indexes.map((i) => i.indexdef)).toEqual([expect.stringMatching(/USING gin \(search gin_trgm_ops\)/)]);

    // Enough enquiries that reading them all costs more than the index: 20,000 others, none a spice trader.
    await db.run(`INSERT INTO enquiries (reference, received_at, data, search)
      SELECT 'ENQ-20261122-' || lpad(to_hex(i), 6, '0'), '2026-11-22T' || lpad((i % 24)::text, 2, '0') || ':00:00.000Z', '{}', 'buyer ' || i || E'\\nbasmati rice\\ngrain house ' || md5(i::text)
      FROM generate_series(1, 20000) AS i`);
    await db.run('ANALYZE enquiries');
    const { sql, params } = listQuery({ q: 'ordlicht spi' }, 51);
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('enquiries_search_trigrams');
    expect(await references(db, 'ordlicht spi')).toEqual(['ENQ-20261121-BBBBBB']);
  });

  it('starts and searches without the index where the extension may not be installed, and says so', async () => {
    // A user who owns its tables but may not create extensions in the database (a hosted database's usual app user).
    await db.run('CREATE ROLE clerk LOGIN');
    await db.run('CREATE DATABASE shop');
    const admin = new pg.Client(server!.url.replace(/\/postgres$/, '/shop'));
    await admin.connect();
    await admin.query('ALTER SCHEMA public OWNER TO clerk');
    await admin.end();

    const warnings: string[] = [];
    const shop = await openDatabase(server!.url.replace('postgres@', 'clerk@').replace(/\/postgres$/, '/shop'), { warn: (message) => warnings.push(message) });
    try {
      expect(warnings).toEqual([expect.stringMatching(/desk-002-search-trigrams skipped \(permission denied to create extension "pg_trgm"\).*CREATE EXTENSION pg_trgm/)]);
      expect(await shop.query(`SELECT indexname FROM pg_indexes WHERE indexname = 'enquiries_search_trigrams'`)).toEqual([]);
      await seed(shop, 'ENQ-20261123-CCCCCC', buyer('Haddad Trading', 'Cashew kernels W320', 'Amira'), '2026-11-23T09:00:00.000Z');
      expect(await references(shop, 'addad')).toEqual(['ENQ-20261123-CCCCCC']);
    } finally {
      await shop.close();
    }
    // The next start tries the step again: once the extension is there, the index is made.
    const admin2 = await openDatabase(server!.url.replace(/\/postgres$/, '/shop'), { warn: (message) => warnings.push(message) });
    expect(await admin2.query(`SELECT indexname FROM pg_indexes WHERE indexname = 'enquiries_search_trigrams'`)).toEqual([{ indexname: 'enquiries_search_trigrams' }]);
    await admin2.close();
    expect(warnings).toHaveLength(1);
  });
});
