/**
 * Issue 46 item 1 in the web editor: a native speaker marks a translation reviewed (who, when) in
 * the translation's form; the save writes it into "$translation" as scripts/cms/mark-reviewed.ts
 * does, and the launch check's list of translations awaiting review loses that file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromJS } from 'immutable';
import { afterAll, describe, expect, it } from 'vitest';
import { browserCheck } from '../../admin/browser-check.ts';
import { requestFor, type CollectionInfo, type ImmutableLike } from '../../admin/entry-check.ts';
import type { DecapField } from '../../scripts/cms/decap-config.ts';
import { REVIEW_FIELD } from '../../scripts/cms/mark-reviewed.ts';
import { cmsConfig } from '../../scripts/cms/sources.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { defaultLocale, locales } from '../../src/content/locales.ts';
import { contentDir } from './content-dirs.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-review-'));
cpSync(contentDir, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = cmsConfig(dir, path.dirname(dir), { kind: 'local' });

/** The translations the launch check lists as awaiting a native speaker's review: each English file and language. */
function awaiting(): { file: string; locale: string }[] {
  const { content, problems } = loadContent(dir);
  if (!content) throw new Error(problems.map(formatProblem).join('\n'));
  return content.translations.filter((t) => t.review === 'awaiting-native-review').map((t) => ({ file: path.resolve(t.file).replace(new RegExp(`\\.${t.locale}\\.json$`), '.json'), locale: t.locale }));
}

/** The editor's entry of an English page with its translation's form, as Decap holds it. */
function entryOf(english: string, locale: string, review: unknown): ImmutableLike {
  const translation = JSON.parse(readFileSync(english.replace(/\.json$/, `.${locale}.json`), 'utf8')) as Record<string, unknown>;
  const { $translation: _meta, ...words } = translation;
  const raw = readFileSync(english, 'utf8');
  return fromJS({
    collection: 'pages',
    slug: path.basename(english, '.json'),
    path: path.relative(path.dirname(dir), english),
    raw,
    data: JSON.parse(raw),
    i18n: { [locale]: { data: { ...words, ...(review ? { [REVIEW_FIELD]: review } : {}) } } },
  }) as unknown as ImmutableLike;
}

const pages = config.collections.find((c) => c.name === 'pages')!;
const collection: CollectionInfo = { ...(pages as CollectionInfo), i18n: { locales: [...locales], default_locale: defaultLocale } };

describe("a translation's review in the editor", () => {
  it("is a group of the translation's form: who and when", () => {
    const field = (pages.fields as DecapField[]).find((f) => f.name === REVIEW_FIELD);
    expect(field).toMatchObject({ widget: 'object', i18n: true });
    expect(field!.fields!.map((f) => f.label)).toEqual(['Reviewed by', 'Reviewed on']);
  });

  it('marked reviewed and saved, the translation leaves the launch list; its words kept', async () => {
    const before = awaiting();
    const page = before.find((t) => t.file.includes(`${path.sep}pages${path.sep}`))!;
    expect(page).toBeDefined();
    const request = requestFor(collection, entryOf(page.file, page.locale, { by: 'Layla Haddad', on: '2026-01-15' }));
    if (!('path' in request)) throw new Error(request.error.message);
    const result = (await browserCheck(request)).translations![page.locale]!;
    expect(result.problems).toEqual([]);
    const target = page.file.replace(/\.json$/, `.${page.locale}.json`);
    const was = JSON.parse(readFileSync(target, 'utf8')) as Record<string, Record<string, unknown>>;
    const { $translation, ...words } = result.data as typeof was;
    expect($translation).toEqual({ ...was.$translation, review: 'reviewed', reviewedBy: 'Layla Haddad', reviewedOn: '2026-01-15' });
    // The words as they were (the save writes the English's section ids beside them, as any save does).
    const { $translation: _was, ...wasWords } = was;
    expect(words).toMatchObject(wasWords);
    writeFileSync(target, `${JSON.stringify(result.data, null, 2)}\n`);
    expect(awaiting()).toEqual(before.filter((t) => t !== page));
    expect(before.length).toBeGreaterThan(awaiting().length);
  });

  it('refuses a review without a reviewer or a real day, and leaves a form with none as it was', async () => {
    const page = awaiting().find((t) => t.file.includes(`${path.sep}pages${path.sep}`))!;
    for (const [review, message] of [
      [{ by: '', on: '2026-01-15' }, 'Native review: name the reviewer: who read the translation as a native speaker'],
      [{ by: 'Layla Haddad', on: 'yesterday' }, 'Native review: "yesterday" is not a day like "2026-12-01"'],
    ] as const) {
      const request = requestFor(collection, entryOf(page.file, page.locale, review));
      if (!('path' in request)) throw new Error(request.error.message);
      expect((await browserCheck(request)).translations![page.locale]!.problems).toEqual([{ path: '$', message }]);
    }
    const request = requestFor(collection, entryOf(page.file, page.locale, null));
    if (!('path' in request)) throw new Error(request.error.message);
    expect((await browserCheck(request)).translations![page.locale]!.data!.$translation).toMatchObject({ review: 'awaiting-native-review' });
  });
});
