import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { translatedEntryKeys } from '../../scripts/vite/content-plugin.ts';
import { applyEverydayEdits } from '../../scripts/probes/everyday-edits-content.ts';
import { isLocaleEntry, isLocalePage } from '../../src/routing/locale-links.ts';
import { prefixedLocales } from '../../src/content/locales.ts';
import { realContentDir } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/**
 * Issue 45's everyday edits (scripts/probes/everyday-edits-content.ts) on a copy of the site's
 * content: valid, so the content check passes; untranslated, so no language has an address for
 * them and its pages link them at their English address. The build and the browser tests on the
 * same copy: `npx tsx scripts/probes/everyday-edits.ts` (minutes).
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'everyday-edits-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the everyday edits of issue 45, on a copy of content/', () => {
  const dir = contentWith(realContentDir, path.join(work, 'content'), null);
  const edits = applyEverydayEdits(dir);
  const { problems, content } = loadContent(dir);

  it('pass the content check', () => {
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content!.entries.map((e) => e.title)).toEqual(expect.arrayContaining([edits.product.name, edits.category.title, edits.ecoProduct.title]));
    expect(content!.pages.some((p) => p.path === edits.page.path)).toBe(true);
  });

  it('are linked at their English address from every language (none has an address for them)', () => {
    const added = [content!.pages.find((p) => p.path === edits.page.path)!, ...content!.entries.filter((e) => [edits.product.file, edits.category.file, edits.ecoProduct.file].some((f) => e.file.endsWith(f)))];
    expect(added).toHaveLength(4);
    for (const locale of prefixedLocales) {
      const table = { pages: content!.localized[locale].pages };
      const later = { entries: new Set(translatedEntryKeys(content!, locale)) };
      // An address in the language: a page or screen translated into it, or a translated entry.
      const hasLocaleAddress = (englishPath: string) => isLocalePage(englishPath, table) || isLocaleEntry(englishPath, later);
      for (const a of added) expect(hasLocaleAddress(a.address.hashPath), `${a.file} in ${locale}`).toBe(false);
      // What is translated keeps its address in the language.
      const translated = content!.localized[locale].pages[0];
      if (translated) expect(hasLocaleAddress(translated.path)).toBe(true);
      const entry = content!.localized[locale].entries[0];
      if (entry) expect(hasLocaleAddress(content!.entries.find((e) => e.file === entry.file.replace(`.${locale}.json`, '.json'))?.address.hashPath ?? '')).toBe(true);
    }
  });
});
