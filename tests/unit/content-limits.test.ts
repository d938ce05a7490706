import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { MULTI_LINE_MAX, ONE_LINE_MAX } from '../../src/content/primitives.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/** Sizes (issue 47, item 5): a field, a file. Planted in copies of the test content in a temporary folder. */
const scratch = mkdtempSync(path.join(tmpdir(), 'content-limits-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problemsOf = (dir: string) => loadContent(dir).problems.map(formatProblem).join('\n');

it('refuses a title longer than a line and a paragraph longer than a page, saying how long each is and may be', () => {
  const dir = contentWith(source, path.join(scratch, 'fields'), null);
  const file = path.join(dir, 'pages/home.json');
  const home = JSON.parse(readFileSync(file, 'utf8')) as { title: string; description: string };
  home.title = 'Exporter '.repeat(50_000);
  home.description = 'A paragraph. '.repeat(1_000);
  writeFileSync(file, JSON.stringify(home, null, 2));
  const text = problemsOf(dir);
  expect(text).toContain(`pages/home.json: title: ${(450_000).toLocaleString('en')} characters is too long for one line (a title, name, label or short value): write at most ${ONE_LINE_MAX}`);
  expect(text).toContain(`pages/home.json: description: ${(13_000).toLocaleString('en')} characters is too long for one text (a paragraph, description or note): write at most ${MULTI_LINE_MAX.toLocaleString('en')}`);
});

it('refuses a content file of many megabytes before reading it, naming it', () => {
  const dir = contentWith(source, path.join(scratch, 'file'), null);
  const file = path.join(dir, 'pages/home.json');
  const home = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...home, padding: 'x'.repeat(5 * 1024 * 1024) }));
  expect(problemsOf(dir)).toMatch(/pages\/home\.json: \$: the file is 5\.0 MB: a content file may be at most 2\.0 MB/);
});
