import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/content/locales.ts';
import type { UiStrings } from '../../src/components/i18n/ui-types.ts';
import { loadUi, uiFor } from '../../src/components/i18n/ui/load.ts';
import { catalogueDir, catalogueProblems, generatedTypes, readCatalogue } from '../../scripts/ui/catalogue.ts';
import { ar, en, es, fr } from '../../scripts/ui/words.ts';

const catalogues: Record<Locale, UiStrings> = { en, ar, es, fr };

/** Every leaf of a catalogue as [key, value]. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, value]];
}

/** A copy of the real catalogues in a temporary folder, `change` applied to one of them. */
function withChange(locale: Locale, change: (catalogue: Record<string, Record<string, unknown>>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ui-catalogues-'));
  cpSync(catalogueDir(), dir, { recursive: true });
  const file = path.join(dir, `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  change(catalogue);
  writeFileSync(file, JSON.stringify(catalogue));
  return dir;
}

const messagesOf = (dir: string) => catalogueProblems(dir, (f) => path.basename(f)).map((p) => `${p.file}: ${p.path}: ${p.message}`);

describe('UI word catalogues (content/ui/<locale>.json)', () => {
  it('the real catalogues pass the check', () => {
    expect(messagesOf(catalogueDir())).toEqual([]);
  });

  it('the code types follow English: a new message with a placeholder is a function of it, a plain one a string', () => {
    const en = readCatalogue(
      'en',
      withChange('en', (c) => Object.assign(c.search!, { sample: 'Try {example} or a CAS number', plain: 'Search' })),
    );
    const { types } = generatedTypes(en);
    expect(types).toMatch(/sample: \(values: \{ example: [^}]+\}\) => string;/);
    expect(types).toMatch(/plain: string;/);
    expect(types).not.toContain('sample: string');
  });

  it('the check names a missing key, a message that does not parse and a placeholder English lacks', () => {
    const missing = messagesOf(withChange('fr', (c) => delete c.search!.placeholder));
    expect(missing).toEqual([expect.stringMatching(/^fr\.json: search\.placeholder: missing: translate the English "/)]);
    const broken = messagesOf(withChange('es', (c) => (c.search!.none = 'Sin resultados para {query')));
    expect(broken).toEqual([expect.stringMatching(/^es\.json: search\.none: the message does not parse/)]);
    const unknown = messagesOf(withChange('ar', (c) => (c.search!.none = 'لا توجد نتائج لـ {querry}')));
    expect(unknown).toEqual(['ar.json: search.none: the placeholder {querry} is not in the English message (it has {query})']);
  });

  it('every language has exactly the English keys, each a string or a message function as in English', () => {
    const shape = (d: UiStrings) => leaves(d).filter(([k]) => !k.startsWith('format.')).map(([k, v]) => `${k}: ${typeof v}`).sort();
    for (const locale of locales) expect(shape(catalogues[locale]), locale).toEqual(shape(en));
  });

  it('no translation is empty, and the Arabic one is written in Arabic', () => {
    for (const locale of locales) {
      for (const [key, value] of leaves(readCatalogue(locale))) {
        expect(String(value).trim(), `${locale} ${key}`).not.toBe('');
        if (locale === 'ar' && !/^\{/.test(String(value)) && !/^(trade\.priceUnits|enquiry\.units|enquiry\.incoterms|catalogue\.badges)/.test(key)) expect(value, `ar ${key}`).toMatch(/[\u0600-\u06FF]|^[A-Z0-9 ()/'-]+$/);
      }
    }
  });

  it("the language switcher's name starts with \"Language\" in every language", () => {
    for (const locale of locales) expect(catalogues[locale].header.language, locale).toMatch(/^Language/);
  });

  it('counts are written by Intl in the page language, with its plural rules', () => {
    const count = (n: number) => ar.enquiryAdd.products({ n });
    expect(count(1)).not.toMatch(/\d/);
    expect(count(2)).not.toMatch(/\d/);
    const noun = (n: number) => count(n).replace(String(n), '').trim();
    // 3-10 take the plural, 11-99 the accusative singular, hundreds the genitive singular.
    expect(noun(3)).toBe(noun(10));
    expect(noun(3)).not.toBe(noun(11));
    expect(noun(11)).toBe(noun(99));
    expect(noun(11)).not.toBe(noun(100));
    expect(en.enquiryAdd.products({ n: 3000 })).toBe(`${new Intl.NumberFormat('en').format(3000)} products`);
    expect(es.enquiryAdd.products({ n: 12000 })).toBe(`${new Intl.NumberFormat('es').format(12000)} productos`);
    expect(fr.search.count({ n: 1 })).toBe('1 résultat');
  });

  it("another language's catalogue loads once, then answers synchronously", async () => {
    expect(uiFor('es')).toBeUndefined();
    const first = loadUi('es');
    expect(loadUi('es')).toBe(first);
    const loaded = await first;
    expect(uiFor('es')).toBe(loaded);
    expect(loaded.search.none({ query: 'x' })).toBe(es.search.none({ query: 'x' }));
  });
});

describe('French typography in the French catalogue', () => {
  it('no text of it breaks a line before : ; ! ? » or % or after « (the space there is the no-break space)', () => {
    const breakable = leaves(readCatalogue('fr')).filter(([, v]) => / [:;!?»%]|« /.test(String(v)));
    expect(breakable).toEqual([]);
    expect(JSON.stringify(leaves(readCatalogue('fr')))).toContain('\u00a0:');
  });
});
