import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { countWord } from '../../scripts/content/resolve.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentDir } from './content-dirs.ts';

const scratch = path.resolve('tests/.tmp', `hidden-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the test content with one page or entry file switched off. */
function copyWithHidden(file: string): string {
  const dir = path.join(scratch, file.replace(/\W+/g, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(contentDir, dir, { recursive: true });
  const abs = path.join(dir, file);
  const data = JSON.parse(readFileSync(abs, 'utf8')) as Record<string, unknown>;
  writeFileSync(abs, JSON.stringify({ ...data, hidden: true }, null, 2));
  return dir;
}

const linksIn = (value: unknown): string[] => JSON.stringify(value).match(/"to":"[^"]*"/g) ?? [];
/** A loaded file's path inside the content folder. */
const inContent = (file: string) => path.relative(contentDir, path.resolve(file));

describe('"hidden": true', () => {
  const before = loadContent(contentDir).content!;

  it('takes a business line off the site: its page, the pages and entries below it, and every list item linking to them', () => {
    const line = before.pages.find((p) => p.path === '/business/ecopalm-products')!;
    const { problems, content } = loadContent(copyWithHidden(inContent(line.file)));
    expect(problems.map(formatProblem)).toEqual([]);
    const after = content!;
    expect(after.pages.some((p) => p.path === line.path)).toBe(false);
    // The line's catalogue (categories and their products) goes with it.
    expect(after.entries.filter((e) => e.collection.startsWith('ecopalm'))).toEqual([]);
    expect(siteAddresses(after).filter((a) => a.hashPath.toLowerCase().startsWith(line.path.toLowerCase()))).toEqual([]);
    // No menu entry, footer link or card points to it any more.
    const everything = [after.site, ...after.pages.map((p) => p.data), ...after.entries.map((e) => e.data)];
    expect(everything.flatMap(linksIn).filter((l) => l.toLowerCase().includes('ecopalm'))).toEqual([]);
    expect(before.pages.flatMap((p) => linksIn(p.data)).filter((l) => l.toLowerCase().includes('ecopalm')).length).toBeGreaterThan(0);
  });

  it('recomputes the counts written as {count:...}', () => {
    type Sections = { sections: { id?: string; heading?: string; items?: unknown[] }[] };
    const raw = JSON.parse(readFileSync(path.join(contentDir, 'pages/business.json'), 'utf8')) as Sections;
    const index = raw.sections.findIndex((s) => s.heading?.includes('{Count:'));
    if (index < 0) return; // the editors chose to write no count
    const template = raw.sections[index]!.heading!;
    const listId = /\{Count:([^}]+)\}/.exec(template)![1]!;
    const line = before.pages.find((p) => p.path === '/business/ecopalm-products')!;
    const after = loadContent(copyWithHidden(inContent(line.file))).content!;
    const counts = [before, after].map((c) => {
      const page = c.pages.find((p) => p.path === '/business')!.data as unknown as Sections;
      const items = page.sections.find((s) => s.id === listId)!.items!.length;
      expect(page.sections[index]!.heading).toBe(template.replace(`{Count:${listId}}`, countWord(items, true)));
      return items;
    });
    expect(counts[1]).toBe(counts[0]! - 1);
  });

  it('hides one catalogue entry: no page, no list entry, no link', () => {
    const entry = before.entries.find((e) => e.collection === 'api-products')!;
    const after = loadContent(copyWithHidden(inContent(entry.file))).content!;
    expect(after.entries.some((e) => e.file.endsWith(`/${entry.slug}.json`))).toBe(false);
    expect(after.entries.filter((e) => e.collection === 'api-products')).toHaveLength(before.entries.filter((e) => e.collection === 'api-products').length - 1);
  });

  it('refuses to hide a page the code links to', () => {
    const { problems } = loadContent(copyWithHidden('pages/contact.json'));
    expect(problems.map(formatProblem).join('\n')).toMatch(/pages\/contact\.json: hidden: this page cannot be hidden/);
  });
});

describe('text tokens', () => {
  it('writes small counts in words in English', () => {
    expect([countWord(6, false), countWord(8, true), countWord(21, false)]).toEqual(['six', 'Eight', '21']);
  });

  it('writes counts in the page\'s language, never as English words, on every translated page', () => {
    const content = loadContent(contentDir).content!;
    const englishWords = new RegExp(`\\b(${Array.from({ length: 21 }, (_, n) => countWord(n, false)).join('|')})\\b`, 'i');
    let filled = 0;
    for (const translation of content.translations) {
      if (translation.target.kind !== 'page') continue;
      const id = translation.target.id;
      const shown = content.localized[translation.locale].pages.find((p) => p.id === id);
      const walkPair = (written: unknown, out: unknown) => {
        if (typeof written === 'string' && typeof out === 'string') {
          const tokens = written.match(/\{[Cc]ount:[^}]+\}/g);
          if (!tokens) return;
          filled++;
          // The token became digits of the page's language, and no English number word took its place.
          expect(out).not.toMatch(/\{[Cc]ount:/);
          expect(out.replace(/[^0-9]/g, '')).not.toBe('');
          expect(out).not.toMatch(englishWords);
        } else if (Array.isArray(written) && Array.isArray(out)) written.forEach((w, i) => walkPair(w, out[i]));
        else if (written && typeof written === 'object' && out && typeof out === 'object')
          for (const [k, w] of Object.entries(written)) walkPair(w, (out as Record<string, unknown>)[k]);
      };
      walkPair(translation.data, shown?.data);
    }
    expect(filled).toBeGreaterThan(0);
  });
});
