import path from 'node:path';
import { migrate, type MigrationWarn } from './migrations.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import type { Database } from './types.ts';

export type { Database, Param, Queries, Row } from './types.ts';

/**
 * The database named by `url` (default `DATABASE_URL`, else `.data/enquiries.db`: nothing to set
 * up), migrated: `postgres://` or `postgresql://` is a PostgreSQL server; `sqlite:FILE`,
 * `file:FILE` or a plain path is an SQLite file (`:memory:` for one that lives as long as the process).
 */
export async function openDatabase(url: string = process.env.DATABASE_URL?.trim() || '.data/enquiries.db', options: { warn?: MigrationWarn } = {}): Promise<Database> {
  const db = /^postgres(ql)?:\/\//i.test(url) ? openPostgres(url) : openSqlite(sqliteFile(url));
  try {
    await migrate(db, options.warn);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

function sqliteFile(url: string): string {
  const file = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return file === ':memory:' ? file : path.resolve(file);
}
