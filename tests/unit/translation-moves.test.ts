import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import type { PrefixedLocale } from '../../src/content/locales.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { alignTranslation } from '../../scripts/content/translation-align.ts';
import { englishHash } from '../../scripts/content/translation-align.ts';
import { contentDir, realContentDir } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/**
 * Issue 45, item 1: a translation follows its English list item wherever the item moves. Every
 * translated page's sections are reversed in its English file, by hand, as an editor may do in
 * the JSON: each language shows every text it showed before, in the section's new place, and the
 * check warns of nothing new. Derived from the content, on the test content and the site's.
 */
const scratch = path.resolve('tests/.tmp', `translation-moves-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each([
  ['the test content', contentDir],
  ['the site content', realContentDir],
])('sections moved in the English of %s', (name, source) => {
  it('keep every translated text, in their new places', () => {
    const dir = contentWith(source, path.join(scratch, name.replace(/\W+/g, '-')), null);
    const before = loadContent(dir);
    expect(before.problems.map(formatProblem)).toEqual([]);
    const translatedPages = [...new Set(Object.values(before.content!.localized).flatMap((l) => l.pages.map((p) => p.file)))];
    const moved = translatedPages.filter((file) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { sections: unknown[] };
      if (json.sections.length < 2) return false;
      json.sections.reverse();
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      return true;
    });
    // A page whose own rules want its sections in order (a section that leads on to another) keeps them.
    const refused = new Set(loadContent(dir).problems.map((p) => path.resolve(p.file)));
    for (const file of moved.filter((f) => refused.has(path.resolve(f)))) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { sections: unknown[] };
      json.sections.reverse();
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      moved.splice(moved.indexOf(file), 1);
    }
    expect(moved.length, 'translated pages with two sections or more').toBeGreaterThan(0);
    const after = loadContent(dir);
    expect(after.problems.map(formatProblem)).toEqual([]);
    for (const [locale, shown] of Object.entries(after.content!.localized)) {
      const earlier = before.content!.localized[locale as PrefixedLocale];
      for (const page of shown.pages.filter((p) => moved.includes(p.file))) {
        const old = earlier.pages.find((p) => p.file === page.file)!;
        expect(page.data.sections, `${page.file} in ${locale}`).toEqual([...old.data.sections].reverse());
      }
    }
    // No warning the move did not have before (paths aside: the sections are elsewhere now).
    const messages = (r: typeof before) => r.content!.translationWarnings.filter((w) => moved.some((f) => w.file.startsWith(f.replace(/\.json$/, '.')))).map((w) => `${w.file}: ${w.message}`).sort();
    expect(messages(after)).toEqual(messages(before));
  }, 60_000);
});

it('lists the translation files it relies on', () => {
  // The test content has translated pages (tests/fixtures/content/pages/*.<locale>.json).
  expect(readdirSync(path.join(contentDir, 'pages')).some((f) => /\.[a-z]{2}\.json$/.test(f))).toBe(true);
});

describe('alignTranslation', () => {
  const hash = (t: string) => englishHash(t);
  it('matches an item by its id wherever the English item went', () => {
    const english = { sections: [{ id: 'b', heading: 'B' }, { id: 'a', heading: 'A' }] };
    const { body, dropped } = alignTranslation(english, { sections: [{ id: 'a', heading: 'A-fr' }, { id: 'b', heading: 'B-fr' }] }, hash);
    expect(body).toEqual({ sections: [{ id: 'b', heading: 'B-fr' }, { id: 'a', heading: 'A-fr' }] });
    expect(dropped).toEqual([]);
  });

  it('matches by the English it translated, re-keys the record of it, and drops a placeholder without a word', () => {
    const english = { items: [{ text: 'Second' }, { text: 'First' }] };
    const translation = { $translation: { review: 'reviewed', source: { 'items[0].text': hash('First') } }, items: [{ text: 'Premier' }, {}] };
    const { body, source, dropped } = alignTranslation(english, translation, hash);
    expect(body).toEqual({ items: [{}, { text: 'Premier' }] });
    expect(source).toEqual({ 'items[1].text': hash('First') });
    expect(dropped).toEqual([]);
  });

  it('reports a translated item whose English item is gone', () => {
    const english = { items: [{ text: 'Second' }] };
    const translation = { $translation: { review: 'reviewed', source: { 'items[0].text': hash('First'), 'items[1].text': hash('Second') } }, items: [{ text: 'Premier' }, { text: 'Deuxième' }] };
    const { body, dropped } = alignTranslation(english, translation, hash);
    expect(body).toEqual({ items: [{ text: 'Deuxième' }] });
    expect(dropped).toEqual([['items', 0]]);
  });
});
