import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyEverydayEdits } from './everyday-edits-content.ts';

/**
 * Issue 45, item 2, shaped like CI: the everyday edits (everyday-edits-content.ts) on a copy of
 * content/, then the content check, the build and every browser test that reads the content
 * (tests/e2e/content.ts), on that copy. Exit 0 when all pass.
 *
 *   npx tsx scripts/probes/everyday-edits.ts [--keep] [more playwright arguments]
 *
 * E2E_PORT picks the test server's port (default 4174). Minutes on a shared machine: a whole
 * build and most of the browser suite.
 */
const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const work = mkdtempSync(path.join(os.tmpdir(), 'everyday-edits-'));
const content = path.join(work, 'content');
const dist = path.join(work, 'dist');
cpSync(path.join(root, 'content'), content, { recursive: true });
const edits = applyEverydayEdits(content);
console.log(`Edited copy in ${work}:\n${JSON.stringify(edits, null, 2)}`);

const env = { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, BUILD_EDITOR: '0', ENQUIRY_LOG: path.join(work, 'enquiries.jsonl') };
const run = (what: string, command: string, commandArgs: string[]) => {
  console.log(`\n== ${what}`);
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${what} failed (exit ${result.status}); the edited copy is kept in ${work}`);
    process.exit(1);
  }
};

run('content check', process.execPath, ['--import', 'tsx', 'scripts/content/check-cli.ts']);
run('build', process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
// The browser tests that read the content (the editor's own tests need the editor's build: not these edits' concern).
const specs = readdirSync(path.join(root, 'tests/e2e')).filter((f) => f.endsWith('.spec.ts') && readFileSync(path.join(root, 'tests/e2e', f), 'utf8').includes("from './content.ts'"));
run('browser tests', 'npx', ['playwright', 'test', ...specs.map((f) => `tests/e2e/${f}`), ...args.filter((a) => a !== '--keep')]);
if (!keep) rmSync(work, { recursive: true, force: true });
console.log('\nThe everyday edits keep every check green.');
