import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../../scripts/server/static-server.ts';

/**
 * The test content (tests/fixtures/content: real-looking registration numbers, registers, documents
 * on request) built into a dist of its own, for browser tests of what the site's own content does
 * not have yet. Built once and reused while newer than every file it is made from (in CI: once per
 * run), and served in the test process on a port the system picks, so it takes none of the fixed ones.
 * Two workers may ask at once: a lock lets one build while the other waits, so neither reads a
 * dist the other is emptying.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const fixtureContentDir = path.join(root, 'tests/fixtures/content');
const dist = path.join(root, 'tests/.tmp/fixture-dist');
const stamp = path.join(dist, '.built');
const lock = `${dist}.lock`;
// Set once by the runner's own process (playwright.config.ts); its workers inherit it.
const runStarted = Number(process.env.E2E_RUN_STARTED ?? 0);
const inputs = ['src', 'scripts', 'tests/fixtures/content', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

/** Builds the test content's site if needed, serves it, and returns its address and how to stop it. */
async function withLock<T>(work: () => T): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than any build is one a killed run left behind.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function serveFixtureSite(): Promise<{ baseURL: string; server: Server }> {
  await withLock(() => {
    const builtAfter = process.env.CI ? runStarted : Math.max(...inputs.map((i) => newest(path.join(root, i))));
    if (existsSync(stamp) && statSync(stamp).mtimeMs > builtAfter) return;
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: fixtureContentDir, DIST_DIR: dist } });
    if (build.status !== 0) throw new Error(`Building the test content's site failed:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(stamp, new Date().toISOString());
  });
  const server = createStaticServer({ dist, log: () => undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
