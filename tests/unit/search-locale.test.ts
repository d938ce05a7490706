import { describe, expect, it } from 'vitest';
import { localeSearchDocs } from '../../scripts/vite/search-index-locale.ts';
import { COMPANY_GROUP, searchDocs, searchIndexFile } from '../../scripts/vite/search-index.ts';
import { ar } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { prefixedLocales } from '../../src/content/locales.ts';
import { addressKey, localeAddress } from '../../src/routing/addresses.ts';
import type { SearchIndexFile } from '../../src/features/search/search-doc.ts';
import { createSearch, indexTerms, queryTerms, withoutCodePrefix, type SiteSearch } from '../../src/features/search/search-engine.ts';
import { foldText, normalise } from '../../src/features/search/search-normalise.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { realContentDir, shownContent } from './content-dirs.ts';

// Search per locale, issue 31 item 7.

describe('the search normaliser', () => {
  const same = (a: string, b: string) => expect(normalise(a), `${a} / ${b}`).toBe(normalise(b));

  it('leaves ASCII as lower case, and folds Latin accents: "paracétamol" is "paracetamol"', () => {
    expect(normalise('Paracetamol')).toBe('paracetamol');
    same('Paracétamol', 'paracetamol');
    same('Sulfato ferroso, cápsulas', 'sulfato ferroso, capsulas');
    same('Niño', 'nino');
    same('Cœur', 'coeur');
    // Typed decomposed (e + combining acute, as some keyboards send it): one word, not two.
    expect(queryTerms('parace\u0301tamol').map(normalise)).toEqual(['paracetamol']);
  });

  it('drops Arabic harakat, shadda, sukun and the superscript alef', () => {
    same('بَارَاسِيتَامُول', 'باراسيتامول');
    same('مسكّن', 'مسكن');
    same('هٰذا', 'هذا');
    // A mark inside a word does not cut it in two.
    expect(indexTerms('مسكّن للألم')).toHaveLength(2);
  });

  it('writes every alef form as ا, alef maqsura and Persian yeh as ي, taa marbuta as ه', () => {
    for (const alef of ['أ', 'إ', 'آ', 'ٱ']) same(`${alef}سيتامينوفين`, 'اسيتامينوفين');
    same('مستشفى', 'مستشفي');
    same('فارسی', 'فارسي');
    same('مادة', 'ماده');
  });

  it('removes tatweel and invisible direction marks, also between the words of a query', () => {
    same('باراسيـــتامول', 'باراسيتامول');
    expect(queryTerms('باراسيـــتامول').map(normalise)).toEqual([normalise('باراسيتامول')]);
    expect(queryTerms('\u200f103-90-2\u200e')).toEqual(['103902']);
  });

  it('reads Arabic-Indic and Persian digits as Latin ones, in codes too', () => {
    expect(foldText('١٠٣-٩٠-٢')).toBe('103-90-2');
    expect(queryTerms('١٠٣-٩٠-٢')).toEqual(['103902']);
    expect(queryTerms('۰۷۱۳ ۲۰')).toEqual(['071320']);
    same('٢٥ كغ', '25 كغ');
  });

  it('drops the article in front of a word of three letters or more, as the buyer may or may not type it', () => {
    same('الكركم', 'كركم');
    same('الأرز', 'ارز');
    // Too short to be an article and a word: left alone (the buyer is still typing).
    expect(normalise('الب')).toBe('الب');
  });

  it('drops the code labels traders write in each language when a number follows', () => {
    for (const q of ['HS 0904', 'code SH 0904', 'SH 0904', 'código SA 0904', 'SA 0904', 'رمز HS 0904', 'رمز HS ٠٩٠٤']) expect(queryTerms(q), q).toEqual(['0904']);
    for (const q of ['CAS n° 50-81-7', 'N° CAS 50-81-7', 'رقم CAS 50-81-7', 'número CAS 50-81-7']) expect(queryTerms(q), q).toEqual(['50817']);
    // A word that merely ends like a label is a word.
    expect(withoutCodePrefix('visa 2024')).toBe('visa 2024');
  });
});

describe('an Arabic index (engine, own fixture)', () => {
  const engine = createSearch({
    groups: ['APIs'],
    docs: [
      { id: 0, title: 'باراسيتامول', url: '/ar/api/Paracetamol', group: 0, synonyms: ['أسيتامينوفين', 'Paracetamol', 'Acetaminophen'], cas: '103-90-2' },
      { id: 1, title: 'الكركم', url: '/ar/spices#turmeric', group: 0, item: true },
      { id: 2, title: 'مادة مساعدة', url: '/ar/excipients', group: 0 },
    ],
  });
  const first = (q: string) => engine.search(q)[0]?.hits[0];

  it('finds a name however it is written: with harakat, another alef, tatweel, taa marbuta, the article', () => {
    for (const q of ['باراسيتامول', 'بَارَاسِيتَامُول', 'باراسيـتامول', 'بارا']) expect(first(q)?.doc.id, q).toBe(0);
    expect(first('اسيتامينوفين')?.matched).toEqual({ field: 'synonym', value: 'أسيتامينوفين' });
    for (const q of ['كركم', 'الكركم']) expect(first(q)?.doc.id, q).toBe(1);
    expect(first('ماده')?.doc.id).toBe(2);
  });

  it('forgives a typo in an Arabic word of four letters, two in one of eight (a name written as heard: "بارستامول")', () => {
    for (const q of ['بارستامول', 'باراستامول', 'براسيتامول', 'بَارستامول', 'بارسـتامول']) expect(first(q)?.doc.id, q).toBe(0);
    expect(first('كركن')?.doc.id).toBe(1);
    // Not in short words, where one letter makes another word.
    expect(first('كرك')?.doc.id).toBe(1); // a prefix, not a typo
    expect(engine.search('ماذ')).toEqual([]);
  });

  it('finds the English name and the CAS number, in Latin or Arabic-Indic digits', () => {
    expect(first('paracetamol')?.matched).toEqual({ field: 'synonym', value: 'Paracetamol' });
    for (const q of ['103-90-2', '١٠٣-٩٠-٢', 'رقم CAS 103-90-2']) expect(first(q)?.matched, q).toEqual({ field: 'cas', value: '103-90-2' });
  });
});

describe('per-locale indexes built from content (tests/fixtures/content)', () => {
  const content = shownContent();
  const english = searchDocs(content);
  const load = (file: SearchIndexFile): SiteSearch => createSearch(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
  const engines = Object.fromEntries(prefixedLocales.map((l) => [l, load(searchIndexFile(localeSearchDocs(content, l)))]));
  const firstHit = (locale: keyof typeof engines, q: string) => engines[locale]!.search(q)[0]?.hits[0];
  // An entry translated into Arabic and French: the fixture's; nothing below names it.
  const entry = content.localized.ar.entries.find((e) => content.localized.fr.entries.some((f) => f.file === e.file));
  if (!entry) throw new Error('The fixture content needs an entry translated into both Arabic and French');
  const englishEntry = content.entries.find((e) => e.file === entry.file)!;
  const frEntry = content.localized.fr.entries.find((e) => e.file === entry.file)!;
  const cas = (englishEntry.data as { casNumber?: string }).casNumber;

  it('every locale has a document for every page and entry the site shows: translated ones in the language at its address, the others in English at theirs', () => {
    for (const locale of prefixedLocales) {
      const { docs } = localeSearchDocs(content, locale, english);
      const local = content.localized[locale];
      for (const page of content.pages) {
        const translated = local.pages.find((p) => p.id === page.id);
        const shown = translated ?? page;
        expect(
          docs.some((d) => !d.item && d.title === shown.data.title && d.url === shown.address.hashPath),
          `${locale} ${page.path}`,
        ).toBe(true);
      }
      for (const e of content.entries) {
        const shown = local.entries.find((x) => x.file === e.file) ?? e;
        expect(
          docs.some((d) => d.title === shown.title && d.url === shown.address.hashPath),
          `${locale} ${e.file}`,
        ).toBe(true);
      }
      expect(docs).toHaveLength(english.docs.length);
    }
  });

  it('keeps the English name and synonyms beside a translation, and CAS numbers and HS codes as they are', () => {
    const { docs } = localeSearchDocs(content, 'ar', english);
    const doc = docs.find((d) => d.url === entry.address.hashPath)!;
    const englishDoc = english.docs.find((d) => d.url === englishEntry.address.hashPath)!;
    expect(doc.title).toBe(entry.title);
    expect(doc.synonyms).toEqual(expect.arrayContaining([englishEntry.title, ...(englishDoc.synonyms ?? [])]));
    expect(doc.cas).toBe(englishDoc.cas);
    expect(doc.hs).toEqual(englishDoc.hs);
  });

  it(`on /ar/ the Arabic name, the English name typed in Latin script and the CAS number find the entry's Arabic page`, () => {
    expect(entry.title).not.toBe(englishEntry.title);
    for (const q of [entry.title, englishEntry.title.toLowerCase(), ...(cas ? [cas] : [])]) {
      expect(firstHit('ar', q)?.doc.url, q).toBe(entry.address.hashPath);
      expect(firstHit('ar', q)?.doc.title, q).toBe(entry.title);
    }
    expect(firstHit('ar', englishEntry.title.toLowerCase())?.matched).toEqual({ field: 'synonym', value: englishEntry.title });
  });

  it('on /fr/ the name with and without its accents finds the French page', () => {
    const plain = frEntry.title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    expect(plain).not.toBe(frEntry.title); // the fixture's French name has an accent
    for (const q of [frEntry.title, frEntry.title.toLowerCase(), plain.toLowerCase()]) expect(firstHit('fr', q)?.doc.url, q).toBe(frEntry.address.hashPath);
  });

  it('an entry not translated into a language is found there in English, at its English address', () => {
    const untranslated = content.entries.find((e) => !content.localized.ar.entries.some((x) => x.file === e.file) && e.title.length > 3);
    if (!untranslated) throw new Error('The fixture content needs an entry without an Arabic translation');
    const hit = engines.ar!.search(untranslated.title).flatMap((g) => g.hits).find((h) => h.doc.title === untranslated.title);
    expect(hit?.doc.url).toBe(untranslated.address.hashPath);
  });

  it("the company group has the language's name", () => {
    expect(english.groups).toContain(COMPANY_GROUP);
    const { groups } = localeSearchDocs(content, 'ar', english);
    expect(groups).not.toContain(COMPANY_GROUP);
    expect(groups).toContain(ar.search.company);
    expect(localeSearchDocs(content, 'fr', english).groups).toContain(fr.search.company);
  });

  it('a translated page and its items link to the page in the language, each item keeping its English name', () => {
    // The fixture's translated pages have no items: translate one that has (its media-rows titles) here.
    const page = content.pages.find((p) => p.data.sections.some((s) => s.type === 'media-rows' && s.items.length > 1));
    if (!page) throw new Error('The fixture content needs a page with a media-rows section');
    const data = structuredClone(page.data);
    for (const section of data.sections) if (section.type === 'media-rows') for (const item of section.items) item.title = `ترجمة ${item.title}`;
    const translated = { ...page, data: { ...data, title: `ترجمة ${page.data.title}` }, address: localeAddress(page.address, 'ar') };
    const localized = { ...content.localized, ar: { ...content.localized.ar, pages: [...content.localized.ar.pages.filter((p) => p.id !== page.id), translated] } };
    const { docs } = localeSearchDocs({ ...content, localized }, 'ar', english);
    const items = docs.filter((d) => d.item && d.sub === translated.data.title);
    const englishItems = english.docs.filter((d) => d.item && d.sub === page.data.title);
    expect(items.length).toBeGreaterThan(1);
    expect(items).toHaveLength(englishItems.length);
    items.forEach((item, i) => {
      expect(item.url).toBe(`${translated.address.hashPath}${englishItems[i]!.url.slice(page.path.length)}`);
      // Other sections' items were left in English here.
      expect([englishItems[i]!.title, `ترجمة ${englishItems[i]!.title}`]).toContain(item.title);
      if (item.title !== englishItems[i]!.title) expect(item.synonyms).toContain(englishItems[i]!.title);
    });
    expect(items.filter((d) => d.title.startsWith('ترجمة')).length).toBeGreaterThan(1);
    expect(docs.find((d) => !d.item && d.title === translated.data.title)?.url).toBe(translated.address.hashPath);
    // Found by the English item name on the Arabic index, at the Arabic address.
    const engine = createSearch(searchIndexFile({ ...localeSearchDocs({ ...content, localized }, 'ar', english) }));
    const item = items.find((d) => d.title.startsWith('ترجمة'))!;
    const englishName = item.synonyms![0]!;
    expect(engine.search(englishName).flatMap((g) => g.hits).find((h) => h.doc.title === item.title)?.doc.url).toBe(item.url);
  });

  it('trade queries work in every language: a code with its label finds what the code alone finds', () => {
    const code = english.docs.find((d) => d.hs?.some((h) => /^\d{4}/.test(h)))?.hs?.find((h) => /^\d{4}/.test(h));
    if (!code) throw new Error('The fixture content needs an HS code');
    const heading = code.slice(0, 4);
    for (const locale of prefixedLocales) {
      const ids = (q: string) => engines[locale]!.search(q).flatMap((g) => g.hits.map((h) => h.doc.id));
      expect(ids(heading).length, locale).toBeGreaterThan(0);
      for (const q of [`HS ${heading}`, `hs${heading}`, locale === 'ar' ? `رمز HS ${heading}` : locale === 'fr' ? `code SH ${heading}` : `código SA ${heading}`]) expect(ids(q), `${locale}: ${q}`).toEqual(ids(heading));
    }
  });
});

/**
 * The buyers' own words (issue 46 item 5): site.json's searchWords of a language find the page or
 * entry they name, first when typed whole, and the result names the word the buyer typed.
 */
describe("the buyers' own words (site.json searchWords)", () => {
  const check = (content: ReturnType<typeof shownContent>, label: string) => {
    const english = searchDocs(content);
    for (const locale of prefixedLocales) {
      const words = content.localized[locale].site.searchWords.filter((w) => w.locale === locale);
      if (!words.length) continue;
      const { docs } = localeSearchDocs(content, locale, english);
      const engine = createSearch(JSON.parse(JSON.stringify(searchIndexFile(localeSearchDocs(content, locale, english)))) as SearchIndexFile);
      for (const { words: typed, to } of words) {
        // The page or entry named, as the language shows it (its address in it where translated).
        const local = content.localized[locale];
        const page = content.pages.find((p) => addressKey(p.path) === addressKey(to));
        const entry = content.entries.find((e) => addressKey(e.address.hashPath) === addressKey(to));
        const target = page
          ? (local.pages.find((p) => p.id === page.id) ?? page).address.hashPath
          : entry && (local.entries.find((e) => e.file === entry.file) ?? entry).address.hashPath;
        if (!target) throw new Error(`${label}: searchWords names ${to}, which the site does not show`);
        const alsoNamed = new Set(docs.filter((d) => typed.some((w) => d.synonyms?.includes(w))).map((d) => d.url));
        for (const word of typed) {
          const hits = engine.search(word).flatMap((g) => g.hits);
          const firsts = hits.slice(0, [...alsoNamed].filter((u) => docs.some((d) => d.url === u && d.synonyms?.includes(word))).length);
          const hit = firsts.find((h) => h.doc.url === target);
          expect(hit?.doc.url, `${label} ${locale}: "${word}"`).toBe(target);
          expect(hit?.matched, `${label} ${locale}: "${word}"`).toEqual({ field: 'synonym', value: word });
        }
      }
    }
  };

  it('in the fixture content: "فيتامين ج" finds Ascorbic Acid first, named by the words typed', () => {
    const content = shownContent();
    expect(content.site.searchWords.some((w) => w.locale === 'ar')).toBe(true);
    check(content, 'fixture');
    const engine = createSearch(searchIndexFile(localeSearchDocs(content, 'ar')));
    const ascorbic = content.entries.find((e) => e.title === 'Ascorbic Acid')!;
    expect(engine.search('فيتامين ج')[0]?.hits[0]?.doc.url).toBe(ascorbic.address.hashPath);
  });

  it('in the real content: every set of words finds what it names first (spices, areca plates, vitamin C)', () => {
    const { content, problems } = loadContent(realContentDir);
    if (!content) throw new Error(problems.map((p) => p.message).join('\n'));
    check(content, 'content');
  });
});

describe('Arabic search on the real content, as a Gulf buyer types', () => {
  it('a paracetamol written as heard ("بارستامول") finds paracetamol first, at its Arabic page', () => {
    const { content, problems } = loadContent(realContentDir);
    if (!content) throw new Error(problems.map((p) => p.message).join('\n'));
    // The entry the English content names Paracetamol, shown on /ar/ as the content translates it.
    const english = content.entries.find((e) => normalise(e.title) === 'paracetamol');
    if (!english) throw new Error('the real content has no Paracetamol entry');
    const arabic = content.localized.ar.entries.find((e) => e.file === english.file) ?? english;
    const engine = createSearch(JSON.parse(JSON.stringify(searchIndexFile(localeSearchDocs(content, 'ar')))) as SearchIndexFile);
    const first = (q: string) => engine.search(q)[0]?.hits[0]?.doc;
    // The Arabic name as the content writes it, and as a buyer writes it by ear: one letter missing, one more.
    for (const q of [arabic.title, 'بارستامول', 'باراستامول']) {
      expect(first(q)?.url, q).toBe(arabic.address.hashPath);
      expect(first(q)?.title, q).toBe(arabic.title);
    }
  });
});
