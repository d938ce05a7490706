import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/** Invisible characters (issue 47, item 6), planted in copies of the test content in a temporary folder. */
const scratch = mkdtempSync(path.join(tmpdir(), 'content-invisible-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function withTitle(title: string): string {
  const dir = contentWith(source, path.join(scratch, `c${n++}`), null);
  const file = path.join(dir, 'pages/home.json');
  const home = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
  writeFileSync(file, JSON.stringify({ ...home, title }, null, 2));
  return dir;
}

it('refuses a title holding a right-to-left override or a zero-width space, naming the character and where', () => {
  const override = loadContent(withTitle('Invoice \u202Efdp.exe')).problems.map(formatProblem);
  expect(override).toContainEqual(expect.stringMatching(/pages\/home\.json: title: contains an invisible right-to-left override \(U\+202E\) at character 9: remove it .*U\+200C and U\+200D/));
  const zeroWidth = loadContent(withTitle('Black\u200Bpepper')).problems.map(formatProblem);
  expect(zeroWidth).toContainEqual(expect.stringMatching(/pages\/home\.json: title: contains an invisible zero-width space \(U\+200B\) at character 6/));
});

it('keeps the joiners and marks Arabic and Indic scripts need', () => {
  // ZWNJ in Persian, ZWJ in Devanagari (a half form), an RLM between Arabic and digits.
  const dir = withTitle('می\u200Cخواهم क\u094D\u200Dष مصدر\u200F 2026');
  expect(loadContent(dir).problems.filter((p) => p.path === 'title').map(formatProblem)).toEqual([]);
});

it('prints every problem with control and invisible characters escaped, never raw to the terminal', () => {
  // A misspelt key is quoted back in the message as written.
  const dir = contentWith(source, path.join(scratch, 'echo'), null);
  const file = path.join(dir, 'pages/home.json');
  writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), '\u001B[31mred\u001B[0m\u202E': 1 }, null, 2));
  const { stderr, status } = checkCommand([], { CONTENT_DIR: dir });
  expect(status).toBe(1);
  const out = stderr.join('\n');
  expect(out).toContain('\\u001B[31mred');
  expect(out.includes('\u001B') || out.includes('\u202E')).toBe(false);
});
