import pg from 'pg';
import type { Database, Param, Queries, Row } from './types.ts';

/** `?` placeholders as PostgreSQL's `$1, $2…`; a `?` inside a quoted string or identifier stays. */
function numberPlaceholders(sql: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = '';
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else out += ch === '?' ? `$${++n}` : ch;
  }
  return out;
}

function queriesOf(client: pg.Pool | pg.PoolClient): Queries {
  return {
    query: async <T extends Row = Row>(sql: string, params: readonly Param[] = []) =>
      (await client.query(numberPlaceholders(sql), [...params])).rows as T[],
    run: async (sql: string, params: readonly Param[] = []) => ({ changes: (await client.query(numberPlaceholders(sql), [...params])).rowCount ?? 0 }),
  };
}

/** PostgreSQL through a pool of `pg` connections: for a company running more than one server on one database. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (a restart) must not take the process down.
  pool.on('error', (error) => console.warn(`database: ${error.message}`));
  const safe = new URL(url);
  safe.password = '';
  return {
    dialect: 'postgres',
    description: `PostgreSQL ${safe.host}${safe.pathname}`,
    ...queriesOf(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queriesOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
