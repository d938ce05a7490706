import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Param, Queries, Row } from './types.ts';

/**
 * SQLite through better-sqlite3 (synchronous, in-process), behind the same async interface as
 * PostgreSQL. One connection: a transaction holds a lock that every other statement of this
 * process waits for, so an `await` inside a transaction never lets another request's statement
 * into it. WAL with a busy timeout lets a second process (`npm run desk -- add-user`) write too.
 */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  // FULL: a commit is on disk before the enquiry is acknowledged (NORMAL could lose the last ones on power loss).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');

  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const direct: Queries = {
    query: <T extends Row = Row>(sql: string, params: readonly Param[] = []) => {
      const statement = prepare(sql);
      return Promise.resolve((statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[]);
    },
    run: (sql: string, params: readonly Param[] = []) => Promise.resolve({ changes: prepare(sql).run(...params).changes }),
  };

  let lock: Promise<unknown> = Promise.resolve();
  /** Runs `fn` after everything queued before it. */
  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const result = lock.then(fn);
    lock = result.catch(() => undefined);
    return result;
  }

  return {
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    query: (sql, params) => serial(() => direct.query(sql, params)),
    run: (sql, params) => serial(() => direct.run(sql, params)),
    transaction: (fn) =>
      serial(async () => {
        // IMMEDIATE: takes the write lock at once, so two processes never both read and then fail to write.
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => serial(async () => void db.close()),
  };
}
