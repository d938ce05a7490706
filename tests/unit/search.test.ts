import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { sectionSchema, sectionSearch } from '../../src/content/section.ts';
import { searchDocs, searchIndexFile } from '../../scripts/vite/search-index.ts';
import { MAX_QUERY_LENGTH, type SearchIndexData, type SearchIndexFile } from '../../src/features/search/search-doc.ts';
import { createSearch, indexTerms, queryTerms, withoutCodePrefix, type SiteSearch } from '../../src/features/search/search-engine.ts';
import { contentDir } from './content-dirs.ts';
import { itemAnchors } from '../../src/content/item-anchor.ts';

// A small index of its own: the engine's behaviour, not today's catalogue.
const fixture: SearchIndexData = {
  groups: ['APIs', 'Agri', 'Company'],
  docs: [
    { id: 0, title: 'Paracetamol', url: '/api/Paracetamol', group: 0, sub: 'N-(4-Hydroxyphenyl)acetamide', synonyms: ['Acetaminophen', 'APAP'], cas: '103-90-2', hs: ['2924.29'], keywords: ['API'] },
    { id: 1, title: 'Ibuprofen', url: '/api/Ibuprofen', group: 0, cas: '15687-27-1', hs: ['2916.39'] },
    { id: 2, title: 'Chickpeas', url: '/agri/chickpeas', group: 1, synonyms: ['Kabuli chana'], hs: ['0713 20 10'], grades: ['58-60', '44-46'] },
    { id: 3, title: 'Cashews', url: '/agri/cashews', group: 1, grades: ['W320', 'SW320'], hs: ['0801.32'] },
    { id: 4, title: 'W320', url: '/agri/cashews#grades', group: 1, sub: 'Cashews', item: true },
    { id: 5, title: 'Rice', url: '/agri/rice', group: 1, hs: ['1006 30 20'] },
    { id: 6, title: 'About us', url: '/about', group: 2 },
    { id: 7, title: 'Talc', url: '/api/Talc', group: 0, hs: ['2526.20'] },
    { id: 8, title: 'Talc', url: '/minerals#families', group: 2, item: true, sub: 'Metals', hs: ['2526.20'] },
  ],
};
// The browser either builds the index from the documents or loads the one the build made (packed,
// and shipped as JSON): both must answer alike.
const engines: [string, SiteSearch][] = [
  ['index built in the browser', createSearch(fixture)],
  ['index made at build time', createSearch(JSON.parse(JSON.stringify(searchIndexFile(fixture))) as SearchIndexFile)],
];

describe.each(engines)('search engine (%s)', (_name, engine) => {
  const titles = (q: string) => engine.search(q).flatMap((g) => g.hits.map((h) => h.doc.title));
  const first = (q: string) => engine.search(q)[0]?.hits[0];

  it('finds by synonym and names the synonym that matched', () => {
    expect(first('acetaminophen')?.doc.title).toBe('Paracetamol');
    expect(first('acetaminophen')?.matched).toEqual({ field: 'synonym', value: 'Acetaminophen' });
    expect(first('kabuli chana')?.doc.title).toBe('Chickpeas');
  });

  it('finds a CAS number with or without hyphens, and by its start', () => {
    for (const q of ['103-90-2', '103902', '1039']) expect(first(q)?.doc.title, q).toBe('Paracetamol');
    expect(first('103902')?.matched).toEqual({ field: 'cas', value: '103-90-2' });
  });

  it('finds an HS code with or without dots and spaces, and by its first digits', () => {
    for (const q of ['0713 20 10', '07132010', '0713.20', '0713']) expect(first(q)?.doc.title, q).toBe('Chickpeas');
    expect(first('0713')?.matched).toEqual({ field: 'hs', value: '0713 20 10' });
    // Every product with the code.
    expect(titles('2526.20')).toEqual(expect.arrayContaining(['Talc', 'Talc']));
    expect(titles('2526.20')).toHaveLength(2);
  });

  it('finds grade codes', () => {
    expect(titles('W320')).toEqual(expect.arrayContaining(['W320', 'Cashews']));
    expect(engine.search('W320').flatMap((g) => g.hits).find((h) => h.doc.title === 'Cashews')?.matched).toEqual({ field: 'grade', value: 'W320' });
    expect(first('58-60')?.doc.title).toBe('Chickpeas');
  });

  it('forgives one typo in words of five letters or more, not in shorter words or codes', () => {
    expect(first('paracetmol')?.doc.title).toBe('Paracetamol');
    expect(first('ibuprofin')?.doc.title).toBe('Ibuprofen');
    expect(titles('paracetmoll')).toEqual([]); // two edits
    expect(titles('tlac')).toEqual([]); // four letters: no typo forgiven
    expect(titles('103903')).toEqual([]); // a code with a wrong digit is another product
  });

  it('matches prefixes as the buyer types, and every word of the query', () => {
    expect(first('parac')?.doc.title).toBe('Paracetamol');
    expect(titles('kabuli ch')).toEqual(['Chickpeas']);
    expect(titles('kabuli rice')).toEqual([]);
  });

  it('lists what is titled with a single character, A to Z, not every word or code starting with it', () => {
    expect(titles('c')).toEqual(['Cashews', 'Chickpeas']);
    expect(titles('C ')).toEqual(['Cashews', 'Chickpeas']);
    expect(titles('a')).toEqual(['About us']); // not Paracetamol, whose synonym starts with "a"
    expect(titles('w')).toEqual(['W320']); // the grade, not Cashews, which has W320 as a code
    expect(titles('1')).toEqual([]); // no title starts with 1, though CAS numbers do
    expect(engine.search('t').map((g) => [g.name, g.hits.length])).toEqual([
      ['APIs', 1],
      ['Company', 1],
    ]);
  });

  it('reads a query up to MAX_QUERY_LENGTH characters: a page pasted into the box is cut there', () => {
    expect(first(`acetaminophen${' '.repeat(MAX_QUERY_LENGTH)}zzzz`)?.doc.title).toBe('Paracetamol');
    expect(titles(`acetaminophen zzzz`)).toEqual([]);
  });

  it('does not search an item by the page it is on', () => {
    expect(titles('cashews')).toEqual(['Cashews']);
  });

  it('groups results by business line, in the order of their best result', () => {
    const groups = engine.search('talc');
    expect(groups.map((g) => g.name)).toEqual(['APIs', 'Company']);
    expect(engine.search('')).toEqual([]);
  });

  it('reads codes as one term however they are joined, but not across list lines', () => {
    // The label before a code is dropped (issue 27, item 4): "CAS 103-90-2" finds what "103-90-2" finds.
    expect(queryTerms('CAS 103-90-2')).toEqual(['103902']);
    expect(queryTerms('magnesium s')).toEqual(['magnesium']);
    expect(queryTerms('s')).toEqual(['s']);
    expect(indexTerms('40/50\n50/60', 'grades')).toEqual(['4050', '5060', '40', '50', '50', '60']);
    expect(indexTerms('0713 20 10\n0801.32', 'hs')).toEqual(['07132010', '080132']);
  });
});

const scratch = path.resolve('tests/.tmp', `search-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('MiniSearch, packed', () => {
  // The packed index (search-engine.ts PackedMiniSearch) reads and writes the state MiniSearch
  // declares protected for subclasses: the dependency is pinned exactly, and an upgrade must pass
  // this and the round-trip test below ("answers from the shipped (packed) file exactly ...").
  it('is pinned to one version, the one installed, whose protected state the packed index uses', () => {
    const wanted = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies.minisearch;
    const installed = (JSON.parse(readFileSync('node_modules/minisearch/package.json', 'utf8')) as { version: string }).version;
    expect(wanted).toBe(installed);
    const mini = new MiniSearch<{ id: number; t: string }>({ fields: ['t'] });
    mini.add({ id: 0, t: 'paracetamol' });
    const state = mini as unknown as Record<string, unknown> & { _index: { _tree: unknown } };
    for (const field of ['_documentIds', '_idToShortId', '_fieldLength']) expect(state[field], field).toBeInstanceOf(Map);
    for (const field of ['_documentCount', '_nextId']) expect(state[field], field).toBe(1);
    expect(state._avgFieldLength).toEqual([1]);
    expect(state._index._tree).toBeInstanceOf(Map);
  });
});

describe('search fields per section type', () => {
  it('are in the section registry for every type: one left out fails the typecheck', () => {
    const { cards: _left, ...withoutCards } = sectionSearch;
    // @ts-expect-error: a section type without its search fields
    const registry: typeof sectionSearch = withoutCards;
    expect(Object.keys(registry)).not.toContain('cards');
    expect(Object.keys(sectionSearch).sort()).toEqual(sectionSchema.options.map((o) => o.shape.type.value).sort());
  });
});

describe('item anchors (a grade tile\'s own place on its page)', () => {
  it('are the section id and the slugged name, unique within the section, and none without a section id', () => {
    expect(itemAnchors('grade-gallery', ['W320', 'White pieces', 'Crème Brûlée 8"'])).toEqual(['grade-gallery-w320', 'grade-gallery-white-pieces', 'grade-gallery-creme-brulee-8']);
    expect(itemAnchors('g', ['W 320', 'W-320', 'w320'])).toEqual(['g-w-320', 'g-w-320-2', 'g-w320']);
    expect(itemAnchors('g', ['قطع بيضاء', 'W320'])).toEqual(['g-item-1', 'g-w320']);
    expect(itemAnchors(undefined, ['W320'])).toEqual([undefined]);
  });
});

describe('search index built from content', () => {
  const { content } = loadContent(contentDir);
  if (!content) throw new Error('content has problems');
  const index = searchDocs(content);

  it('holds every page and every catalogue entry the site shows', () => {
    for (const page of content.pages) expect(index.docs.some((d) => d.url === page.path && d.title === page.data.title), page.path).toBe(true);
    for (const entry of content.entries) expect(index.docs.some((d) => d.title === entry.title && !d.item), entry.file).toBe(true);
  });

  it('holds the items inside pages, each linking to its page and anchor', () => {
    for (const page of content.pages) {
      for (const section of page.data.sections) {
        if (section.type !== 'media-rows') continue;
        for (const item of section.items) {
          const doc = index.docs.find((d) => d.item && d.title === item.title);
          expect(doc?.url, item.title).toBe(`${page.path}#${item.id ?? section.id}`);
          expect(doc?.sub).toBe(page.data.title);
        }
      }
    }
  });

  it("gives each grade tile its own anchor, the one its card carries, and a grade query opens the page there", () => {
    const engine = createSearch(index);
    let tiles = 0;
    for (const page of content.pages) {
      for (const section of page.data.sections) {
        if (section.type !== 'image-grid' || !section.id) continue;
        const anchors = itemAnchors(section.id, section.items.map((item) => item.caption));
        expect(new Set(anchors).size, page.path).toBe(anchors.length);
        section.items.forEach((item, i) => {
          const doc = index.docs.find((d) => d.item && d.title === item.caption && d.url.startsWith(`${page.path}#`));
          expect(doc?.url, item.caption).toBe(`${page.path}#${anchors[i]}`);
          expect(anchors[i]).not.toBe(section.id);
          tiles++;
        });
        // "cashew W320": a grade code of the page that is also a tile's caption opens at the tile.
        const grades = page.data.sections.flatMap((s) => (s.type === 'trade-details' ? (s.gradeCodes ?? []) : []));
        const i = section.items.findIndex((item) => grades.includes(item.caption));
        if (i < 0) continue;
        const query = `${page.data.title.split(' ')[0]} ${section.items[i]!.caption}`;
        const hit = engine.search(query).flatMap((g) => g.hits).find((h) => h.doc.title === page.data.title);
        expect(hit?.doc.url, query).toBe(`${page.path}#${anchors[i]}`);
      }
    }
    expect(tiles).toBeGreaterThan(0);
  });

  it('answers from the shipped (packed) file exactly as MiniSearch built from the documents does', () => {
    const shipped = createSearch(JSON.parse(JSON.stringify(searchIndexFile(searchDocs(content)))) as SearchIndexFile);
    const built = createSearch(index);
    // Everything a result shows and opens; keywords and `item` are searched or used by the build, not shipped.
    const answer = (engine: SiteSearch, q: string) =>
      engine.search(q).map((g) => [g.name, g.hits.map(({ doc: { keywords: _k, item: _i, ...shown }, matched }) => ({ ...shown, matched }))]);
    // What buyers type, from the content itself: word starts, whole titles, a typo, codes with and without separators.
    const queries = new Set<string>(['a', 'ac', 'grade', '0713', 'kabuli ch']);
    for (const doc of index.docs.filter((_, i) => i % 7 === 0)) {
      const word = doc.title.split(' ')[0]!;
      queries.add(doc.title).add(word.slice(0, 3)).add(word.length >= 5 ? `${word.slice(0, 2)}${word.slice(3)}` : word);
      if (doc.cas) queries.add(doc.cas).add(doc.cas.replace(/-/g, ''));
      for (const hs of doc.hs ?? []) queries.add(hs);
      for (const synonym of doc.synonyms ?? []) queries.add(synonym);
    }
    // And once the browser has been idle: every term's postings unpacked ahead of any search.
    const idle = globalThis.requestIdleCallback;
    let slices = 0;
    globalThis.requestIdleCallback = ((step: IdleRequestCallback) => {
      slices++;
      step({ didTimeout: false, timeRemaining: () => 50 });
      return slices;
    }) as typeof requestIdleCallback;
    let expanded: SiteSearch;
    try {
      expanded = createSearch(JSON.parse(JSON.stringify(searchIndexFile(searchDocs(content)))) as SearchIndexFile);
    } finally {
      globalThis.requestIdleCallback = idle;
    }
    expect(slices).toBeGreaterThan(0);
    let found = 0;
    for (const q of queries) {
      const expected = answer(built, q);
      expect(answer(shipped, q), q).toEqual(expected);
      expect(answer(expanded, q), q).toEqual(expected);
      if (expected.length) found++;
    }
    expect(found).toBeGreaterThan(queries.size / 2);
  });

  it('leaves out hidden pages and entries', () => {
    mkdirSync(scratch, { recursive: true });
    cpSync(contentDir, scratch, { recursive: true });
    const entry = content.entries.find((e) => e.collection === 'api-products')!;
    const file = path.join(scratch, 'catalogue/api-products', `${entry.slug}.json`);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), hidden: true }));
    const hidden = loadContent(scratch);
    expect(hidden.problems).toEqual([]);
    const docs = searchDocs(hidden.content!).docs;
    expect(docs.some((d) => d.title === entry.title && !d.item)).toBe(false);
    expect(docs.length).toBe(index.docs.length - 1);
  });
});

describe('trade queries (issue 27, item 4)', () => {
  // An index of its own: two products share the words of a synonym, one is named by it whole.
  const trade: SearchIndexData = {
    groups: ['APIs', 'Agri'],
    docs: [
      { id: 0, title: 'Vitamin A Palmitate', url: '/api/a', group: 0, synonyms: ['Retinyl palmitate'], keywords: ['vitamin'] },
      { id: 1, title: 'Vitamin E Acetate', url: '/api/e', group: 0 },
      { id: 2, title: 'Ascorbic Acid', url: '/api/c', group: 0, synonyms: ['Vitamin C', 'L-Ascorbic acid'], cas: '50-81-7' },
      { id: 3, title: 'Black Pepper', url: '/agri/spices#pepper', group: 1, item: true, hs: ['0904.11'] },
      { id: 4, title: 'Spices', url: '/agri/spices', group: 1, hs: ['0904.11', '0904.21', '0910.30'] },
      { id: 5, title: 'Turmeric', url: '/agri/spices#turmeric', group: 1, item: true, hs: ['0910.30'] },
      { id: 6, title: 'Cashews', url: '/agri/cashews', group: 1, grades: ['W320', 'SW320'] },
      { id: 7, title: 'Cashew kernels SW320', url: '/agri/cashews#sw320', group: 1, item: true },
      { id: 8, title: 'Cashew kernels W320', url: '/agri/cashews#w320', group: 1, item: true },
    ],
  };
  const engine = createSearch(trade);
  const ids = (q: string) => engine.search(q).flatMap((g) => g.hits.map((h) => h.doc.id));

  it.each([
    ['built in the browser', createSearch(trade)],
    ['shipped packed', createSearch(JSON.parse(JSON.stringify(searchIndexFile(trade))) as SearchIndexFile)],
  ])('a page found by its grade opens at that grade’s item (%s)', (_name, search) => {
    const page = (q: string) => search.search(q).flatMap((g) => g.hits).find((h) => h.doc.title === 'Cashews');
    expect(page('cashews W320')?.doc.url).toBe('/agri/cashews#w320');
    expect(page('cashews SW320')?.doc.url).toBe('/agri/cashews#sw320');
    // Found by its name, it opens at its top.
    expect(page('cashews')?.doc.url).toBe('/agri/cashews');
  });

  it('"HS 0904", "hs0904", "HS code 0904" and "HS-code: 0904" find what "0904" finds; "0904.11" finds the 0904.11 products', () => {
    const plain = ids('0904');
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ['HS 0904', 'hs0904', 'HS code 0904', 'hs code 0904', 'HS-code: 0904', 'HS no. 0904']) expect(ids(q), q).toEqual(plain);
    expect(ids('0904.11').sort()).toEqual([3, 4]);
    expect(ids('HS 0904.11').sort()).toEqual([3, 4]);
    expect(ids('CAS 50-81-7')).toEqual([2]);
    // "hs" alone, or inside a word, is a word like any other.
    expect(withoutCodePrefix('fish 0904')).toBe('fish 0904');
  });

  it('a synonym weighs as a name: "vitamin c" lists Ascorbic Acid first', () => {
    expect(ids('vitamin c')[0]).toBe(2);
    expect(ids('Vitamin C')[0]).toBe(2);
    // The other vitamins are still found.
    expect(ids('vitamin')).toEqual(expect.arrayContaining([0, 1, 2]));
  });
});
