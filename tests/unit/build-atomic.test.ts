import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentDir as testContent } from './content-dirs.ts';

/**
 * A build that dies half-way (issue 47, item 5: one that ran out of memory left a 1 GB partial
 * dist/) leaves the previous dist/ as it was: it is stopped with SIGKILL, as the kernel stops a
 * build out of memory, once its browser build has written files.
 */
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'build-atomic-'));
const dist = path.join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

/** Whether any folder in `work` (dist/ or one beside it) holds built scripts yet. */
const wroteAssets = () => readdirSync(work).some((name) => existsSync(path.join(work, name, 'assets')));

it('a build killed half-way leaves the previous dist/ as it was', async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>the previous build</title>');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: testContent, DIST_DIR: dist, BUILD_EDITOR: '0' },
    stdio: 'ignore',
    // Its own process group: tsx runs the build in a child process, and the kill must reach it too.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (wroteAssets()) {
        clearInterval(poll);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(poll);
        reject(new Error(`the build ended (${child.exitCode}) before it wrote anything`));
      }
    }, 20);
  });
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('the previous build');
  expect(existsSync(path.join(dist, 'assets'))).toBe(false);
}, 240_000);
