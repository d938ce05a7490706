import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL binaries (`apt-get install postgresql`); PG_BIN names others. */
const BIN = process.env.PG_BIN ?? ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((d) => existsSync(path.join(d, 'initdb')));

export interface PostgresServer {
  url: string;
  stop: () => void;
}

/**
 * A real PostgreSQL server for the storage tests, in a temporary folder on `port`: started with
 * initdb and pg_ctl, as the `postgres` user when the tests run as root (PostgreSQL refuses root).
 * Returns why it could not start instead of a server, so a test run by hand can skip with that
 * reason; under CI (`CI` set, where .ci/run installs PostgreSQL) it throws instead, so the storage
 * tests can never pass by skipping the real database.
 */
export function startPostgres(port: number): PostgresServer | { reason: string } {
  const started = tryStartPostgres(port);
  if ('reason' in started && process.env.CI) throw new Error(`CI needs PostgreSQL for the storage tests: ${started.reason}`);
  return started;
}

function tryStartPostgres(port: number): PostgresServer | { reason: string } {
  if (!BIN) return { reason: 'no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN)' };
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  const as = (command: string, args: string[]) => (root ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' }));
  try {
    if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
    const init = as(path.join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    if (init.status !== 0) throw new Error(`initdb: ${init.stderr || init.error?.message}`);
    const start = as(path.join(BIN, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    if (start.status !== 0) throw new Error(`pg_ctl start: ${start.stderr || start.stdout || start.error?.message}`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: `PostgreSQL could not be started: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      as(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
