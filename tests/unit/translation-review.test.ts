import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { reviewedMeta, reviewProblem } from '../../scripts/cms/mark-reviewed.ts';
import { contentDir } from './content-dirs.ts';

/**
 * Issue 46 item 1: the launch check lists translations not yet reviewed by a native speaker, and a
 * reviewer can mark one reviewed (who, when), so that list can empty. On a copy of the fixture.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'review-'));
cpSync(contentDir, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file the load names (its display path) in the copy. */
const inCopy = (file: string) => path.join(dir, file.slice(file.indexOf(path.basename(dir)) + path.basename(dir).length + 1));

const awaiting = () => {
  const { content, problems } = loadContent(dir);
  if (!content) throw new Error(problems.map(formatProblem).join('\n'));
  return content.translations.filter((t) => t.review === 'awaiting-native-review').map((t) => t.file);
};

describe('reviewing a translation', () => {
  it('marked reviewed with who and when (as the editor\'s save writes it), a translation leaves the list of those awaiting review', () => {
    const before = awaiting();
    expect(before.length).toBeGreaterThan(0);
    const file = inCopy(before[0]!);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { $translation: Record<string, unknown> };
    const $translation = reviewedMeta(data.$translation, { by: 'Layla Haddad', on: '2026-01-15' });
    writeFileSync(file, `${JSON.stringify({ ...data, $translation }, null, 2)}\n`);
    expect(awaiting()).toEqual(before.slice(1));
    expect($translation).toMatchObject({ review: 'reviewed', reviewedBy: 'Layla Haddad', reviewedOn: '2026-01-15' });
  });

  it('refuses a review without a reviewer or a day, and "reviewed" written without who and when', () => {
    expect(reviewProblem({ by: ' ', on: '2026-01-15' })).toMatch(/name the reviewer/);
    expect(reviewProblem({ by: 'Layla', on: 'yesterday' })).toMatch(/not a day/);
    const file = awaiting()[0]!;
    const abs = inCopy(file);
    writeFileSync(abs, readFileSync(abs, 'utf8').replace('"awaiting-native-review"', '"reviewed"'));
    const { problems } = loadContent(dir);
    const lines = problems.map(formatProblem);
    expect(lines.some((l) => l.includes('$translation.reviewedBy') && l.includes('names who reviewed it'))).toBe(true);
  });
});
