import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { foldText, normalise } from './search-normalise.ts';
import { MAX_QUERY_LENGTH, unpackDoc, type PackedIndex, type PackedTerms, type SearchDoc, type SearchIndexData, type SearchIndexFile } from './search-doc.ts';

/**
 * The site search, on MiniSearch: prefix matching as the buyer types, one typo forgiven in words
 * of five letters or more, and codes found however they are written ("103-90-2" and "103902",
 * "0713 20 10" and "07132010"). Everything here runs in the browser, on the index the build
 * made from content (virtual:content/search-index).
 */

// Few fields, few terms: at 3,000 products building the index is most of what the first search
// costs. Codes (CAS, HS, grades) share one field; chemical names and page titles under items
// are shown, not searched (synonyms are how editors add names to find a product by).
type Field = 'title' | 'synonyms' | 'codes' | 'keywords';
const FIELDS: Field[] = ['title', 'synonyms', 'codes', 'keywords'];
// A synonym is a name the product is known by ("Vitamin C"): it weighs as the title does.
const BOOST: Partial<Record<Field, number>> = { title: 3, codes: 3, synonyms: 3 };
/** How many results a query shows at most: enough to scan, few enough to draw within a frame. */
export const MAX_RESULTS = 30;

/** Numbers joined by hyphens, dots, slashes or spaces ("103-90-2", "0713 20 10"): one code, by its digits. Not across lines: list values are joined by "\n". */
const JOINED_DIGITS = /\d+(?:[-./ \t]+\d+)+/g;
const squash = (code: string) => code.replace(/\D/g, '');
// Marks belong to their word: an Arabic shadda or a decomposed accent must not cut it in two
// (normalise drops them from the term afterwards, search-normalise.ts).
const words = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** The terms a field's text is indexed by. Codes (CAS, HS) by their digits only; other text by its words and any joined numbers. */
export function indexTerms(written: string, field?: string): string[] {
  const text = foldText(written);
  if (field === 'cas' || field === 'hs') return text.split('\n').map(squash).filter(Boolean);
  return [...(text.match(JOINED_DIGITS) ?? []).map(squash), ...words(text)];
}

/**
 * How traders write a code: "HS 0904", "hs0904", "HS code 0904", "HS-code: 0904.11", "CAS 50-81-7",
 * "CAS no. 50-81-7"; in the site's other languages as their UI names them: "code SH 0904",
 * "CAS n° 50-81-7", "código SA 0904", "رمز HS 0904", "رقم CAS 50-81-7". The label is not a word of
 * any product: dropped when a number follows it, so the query finds what the number alone finds.
 */
const CODE_PREFIX =
  /(?<![\p{L}\p{N}])(?:(?:code|c[oó]digo|n[°º]|num[eé]ro|número|رمز|رقم)[\s.:#-]*)?(?:hs|sh|sa|cas)(?:[\s.:#-]*(?:code|no|number|nr|n[°º]|num[eé]ro|número))?[\s.:#°º-]*(?=\d)/giu;
export function withoutCodePrefix(query: string): string {
  return foldText(query).replace(CODE_PREFIX, ' ');
}

/**
 * The terms of a query: joined numbers become one code, the rest words. A single character
 * beside other words is left out: it is usually the start of the next word, and as a prefix
 * it would match most of a large catalogue ("magnesium s").
 */
export function queryTerms(query: string): string[] {
  const terms = words(withoutCodePrefix(query).replace(JOINED_DIGITS, squash));
  return terms.length > 1 ? terms.filter((t) => t.length > 1) : terms;
}

const ARABIC = /^\p{Script=Arabic}+$/u;
/**
 * One typo forgiven in words of five letters or more; never in codes, where a typo is another
 * product. Arabic words are shorter and a drug's name is written as heard, its long vowels (ا و ي)
 * put in or left out ("بارستامول" for "باراسيتامول"): one typo from four letters, two from eight.
 */
export const fuzzy = (term: string): number | false => {
  if (ARABIC.test(term)) return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
  return term.length >= 5 && /^\p{L}+$/u.test(term) ? 1 : false;
};

/** The field that matched, to show beside the title in the page's language ("CAS 103-90-2", "HS 0713 20 10", "Grade W320": the UI dictionary's search.matched*). */
export interface SearchMatch {
  field: 'cas' | 'hs' | 'grade' | 'synonym';
  value: string;
}

export interface SearchHit {
  doc: SearchDoc;
  matched?: SearchMatch;
}

export interface SearchGroup {
  name: string;
  hits: SearchHit[];
}

export interface SiteSearch {
  /** Results grouped by business line; groups in the order of their best result. */
  search(query: string): SearchGroup[];
}

/** The value (synonym, code) that shares the most terms with what matched. */
function valueMatching(values: readonly string[] | undefined, terms: ReadonlySet<string>, field: 'synonyms' | 'hs' | 'grades'): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const value of values ?? []) {
    const shared = new Set(indexTerms(value, field).map(normalise).filter((t) => terms.has(t))).size;
    if (shared > most) [best, most] = [value, shared];
  }
  return best;
}

/** Which field to name beside a result: a code or synonym that matched, not the title the buyer can already read. */
export function matchedField(doc: SearchDoc, result: Pick<SearchResult, 'terms' | 'match'>): SearchMatch | undefined {
  const fields = new Set(Object.values(result.match).flat());
  const terms = new Set(result.terms);
  if (fields.has('codes')) {
    if (doc.cas && terms.has(squash(doc.cas))) return { field: 'cas', value: doc.cas };
    const hs = valueMatching(doc.hs, terms, 'hs');
    if (hs) return { field: 'hs', value: hs };
    const grade = valueMatching(doc.grades, terms, 'grades');
    if (grade) return { field: 'grade', value: grade };
  }
  if (fields.has('synonyms') && !fields.has('title')) {
    const synonym = valueMatching(doc.synonyms, terms, 'synonyms');
    if (synonym) return { field: 'synonym', value: synonym };
  }
  return undefined;
}

/** MiniSearch's options: the same when the build makes the index (packSearchIndex) and when the browser loads it. */
const options: Options<SearchDoc> = {
  fields: FIELDS,
  storeFields: [],
  extractField: (doc, field) => {
    if (field === 'codes') return [doc.cas && squash(doc.cas), ...(doc.hs ?? []).map(squash), ...(doc.grades ?? [])].filter(Boolean).join('\n');
    const value = doc[field as keyof SearchDoc];
    return Array.isArray(value) ? value.join('\n') : (value as string | number | undefined);
  },
  tokenize: indexTerms,
  processTerm: normalise,
  searchOptions: {
    boost: BOOST,
    prefix: true,
    fuzzy,
    combineWith: 'AND',
    tokenize: queryTerms,
    processTerm: normalise,
  },
};

type FieldTermData = Map<number, Map<number, number>>;
type Tree = Map<string, Tree | FieldTermData>;

/**
 * A term's data (its documents and frequencies per field), made from the packed postings the first
 * time a search reaches it, not on load: making them all took half of the loading (6,552 terms,
 * 31,000 postings at 3,000 products). The rest are made while the browser is idle after that
 * (expandWhenIdle), so a broad prefix does not make them during a keystroke. A search only ever
 * asks a term's data for a field (MiniSearch termResults); nothing here edits the index, so this
 * stands in for the Map. A class, not closures: one small object per term on load.
 */
class LazyTermData {
  private fields: FieldTermData | undefined;
  private readonly postings: readonly number[];
  private readonly at: number;
  constructor(postings: readonly number[], at: number) {
    this.postings = postings;
    this.at = at;
  }

  get(field: number): Map<number, number> | undefined {
    return this.expand().get(field);
  }

  expand(): FieldTermData {
    if (this.fields) return this.fields;
    const postings = this.postings;
    let at = this.at;
    const fields: FieldTermData = new Map();
    for (let f = postings[at++]!; f > 0; f--) {
      const field = postings[at++]!;
      const docs = new Map<number, number>();
      let doc = 0;
      for (let n = postings[at++]!; n > 0; n--) {
        const step = postings[at++]!;
        doc += step >> 1;
        docs.set(doc, step & 1 ? postings[at++]! : 1);
      }
      fields.set(field, docs);
    }
    return (this.fields = fields);
  }
}

/**
 * MiniSearch, packed and unpacked through the state it declares `protected` for subclasses (the
 * radix tree, document ids and field lengths): MiniSearch is pinned to one exact version, and an
 * upgrade must pass the unit tests (tests/unit/search.test.ts), which check that state and compare
 * every answer with a MiniSearch built from the documents. Its public loadJSON takes ~100 ms more
 * on a cold page at 3,000 products (search-doc.ts PackedIndex).
 */
class PackedMiniSearch extends MiniSearch<SearchDoc> {
  /** The terms whose Maps no search has made yet (maybe: a search does not take them off). */
  unexpanded: LazyTermData[] = [];

  /**
   * Make the terms' Maps a few at a time while the browser is idle (never more than ~4 ms at
   * once, so a keystroke waits at most that long); where requestIdleCallback is missing (Safari)
   * they stay lazy.
   */
  expandWhenIdle(): void {
    if (typeof requestIdleCallback !== 'function') return;
    const step = (deadline: IdleDeadline) => {
      const until = performance.now() + Math.min(4, deadline.timeRemaining());
      do this.unexpanded.pop()?.expand();
      while (this.unexpanded.length && performance.now() < until);
      if (this.unexpanded.length) requestIdleCallback(step);
    };
    requestIdleCallback(step);
  }

  /** Document ids must be 0..n-1 in order (searchDocs in scripts/vite/search-index.ts numbers them so): then MiniSearch's short ids are the ids, and need not ship. */
  pack(): PackedIndex {
    const width = FIELDS.length;
    const fieldLength: number[] = [];
    for (const [short, id] of this._documentIds) {
      if (short !== id) throw new Error(`search index: document ${String(id)} is not number ${short}`);
      const lengths = this._fieldLength.get(short) ?? [];
      for (let f = 0; f < width; f++) fieldLength.push(lengths[f] ?? 0);
    }
    const postings: number[] = [];
    const packNode = (node: Tree): PackedTerms => {
      const out: PackedTerms = [];
      for (const [label, value] of node) {
        if (label !== '') {
          out.push(label, packNode(value as Tree));
          continue;
        }
        out.push(postings.length);
        postings.push((value as FieldTermData).size);
        for (const [field, docs] of value as FieldTermData) {
          postings.push(field, docs.size);
          let previous = 0;
          for (const [doc, freq] of docs) {
            if (freq === 1) postings.push((doc - previous) * 2);
            else postings.push((doc - previous) * 2 + 1, freq);
            previous = doc;
          }
        }
      }
      return out;
    };
    return { terms: packNode(this._index._tree as unknown as Tree), postings, fieldLength, averageFieldLength: this._avgFieldLength };
  }

  static unpack(packed: PackedIndex, count: number): PackedMiniSearch {
    const mini = new PackedMiniSearch(options);
    const { postings, fieldLength } = packed;
    const width = FIELDS.length;
    for (let id = 0; id < count; id++) {
      mini._documentIds.set(id, id);
      mini._idToShortId.set(id, id);
      mini._fieldLength.set(id, fieldLength.slice(id * width, id * width + width));
    }
    mini._documentCount = mini._nextId = count;
    mini._avgFieldLength = packed.averageFieldLength;
    const unpackNode = (packedNode: PackedTerms): Tree => {
      const node: Tree = new Map();
      for (let i = 0; i < packedNode.length; i++) {
        const item = packedNode[i]!;
        if (typeof item === 'number') {
          const data = new LazyTermData(postings, item);
          mini.unexpanded.push(data);
          node.set('', data as unknown as FieldTermData);
        } else node.set(item as string, unpackNode(packedNode[++i] as PackedTerms));
      }
      return node;
    };
    mini._index._tree = unpackNode(packed.terms) as unknown as typeof mini._index._tree;
    return mini;
  }
}

/** The index over the documents, made at build time (scripts/vite/search-index.ts) and shipped packed with them. */
export function packSearchIndex(docs: readonly SearchDoc[]): PackedIndex {
  const mini = new PackedMiniSearch(options);
  mini.addAll(docs);
  return mini.pack();
}

/** The search over the build's JSON file (the site's), or over bare documents (indexed here: tests). */
export function createSearch(data: SearchIndexFile | SearchIndexData): SiteSearch {
  let mini: MiniSearch<SearchDoc>;
  let docAt: (id: number) => SearchDoc | undefined;
  const titleAt = (id: number): string => {
    const doc = data.docs[id]!;
    return Array.isArray(doc) ? doc[0] : doc.title;
  };
  if ('index' in data) {
    const packed = PackedMiniSearch.unpack(data.index, data.docs.length);
    packed.expandWhenIdle();
    mini = packed;
    // A document is unpacked when it is first a result, not all 3,000 on load.
    const unpacked: SearchDoc[] = [];
    docAt = (id) => {
      const packed = data.docs[id];
      return packed && (unpacked[id] ??= unpackDoc(packed, id, data.urlBases));
    };
  } else {
    mini = new MiniSearch<SearchDoc>(options);
    mini.addAll(data.docs);
    docAt = (id) => data.docs[id];
  }

  /**
   * One character is the start of a word or code the buyer has not finished: as a prefix it matches
   * most of a large catalogue (every term starting with "s", every CAS number starting with "9"),
   * in an order that means nothing, and at 3,000 products took up to 45 ms. So it lists what is
   * titled with that character, A to Z, like an index.
   */
  const startingWith = (letter: string) => {
    const found: { key: string; id: number }[] = [];
    for (let id = 0; id < data.docs.length; id++) {
      const title = titleAt(id);
      if (normalise(title.charAt(0)) === letter) found.push({ key: title.toLowerCase(), id });
    }
    return found
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id))
      .slice(0, MAX_RESULTS)
      .map(({ id }) => ({ id, terms: [], match: {} }));
  };

  /**
   * A page found by one of its grades ("cashew W320") opens at that grade: the page's own item
   * named by the grade (its row or card) gives the anchor. Looked up only when a grade matched.
   */
  const gradeAnchor = (doc: SearchDoc, matched: SearchMatch | undefined): SearchDoc => {
    // (The shipped index leaves `item` out: an item is what has a "#" in its address.)
    if (matched?.field !== 'grade' || doc.url.includes('#')) return doc;
    // Whole words, punctuation as spaces: "58-60" is in "Kabuli chickpeas, 58-60 count", "W320" not in "SW320".
    const spaced = (text: string) => ` ${normalise(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
    const grade = spaced(matched.value);
    for (let id = 0; id < data.docs.length; id++) {
      if (!spaced(titleAt(id)).includes(grade)) continue;
      const item = docAt(id);
      if (item && item.url.startsWith(`${doc.url}#`)) return { ...doc, url: item.url };
    }
    return doc;
  };

  return {
    search(typed) {
      const query = typed.slice(0, MAX_QUERY_LENGTH);
      const trimmed = query.trim();
      if (!trimmed) return [];
      let results: Pick<SearchResult, 'id' | 'terms' | 'match'>[] =
        trimmed.length === 1 ? startingWith(normalise(trimmed)) : mini.search(query).slice(0, MAX_RESULTS);
      // A query that is a product's whole name or synonym ("vitamin c": Ascorbic Acid) puts that
      // product first, whatever else shares its longer words ("Vitamin A Palmitate").
      const whole = normalise(trimmed).replace(/\s+/g, ' ');
      const isWhole = (name: string) => normalise(name).replace(/\s+/g, ' ') === whole;
      const named = (id: number) => {
        const doc = docAt(id);
        return !!doc && (isWhole(doc.title) || !!doc.synonyms?.some(isWhole));
      };
      if (results.length > 1) results = [...results.filter((r) => named(r.id as number)), ...results.filter((r) => !named(r.id as number))];
      const groups = new Map<number, SearchGroup>();
      for (const result of results) {
        const doc = docAt(result.id as number);
        if (!doc) continue;
        let group = groups.get(doc.group);
        if (!group) {
          group = { name: data.groups[doc.group] ?? '', hits: [] };
          groups.set(doc.group, group);
        }
        // The synonym typed whole is the one named ("فيتامين ج", whose one-letter word the query leaves out).
        const synonym = isWhole(doc.title) ? undefined : doc.synonyms?.find(isWhole);
        const matched: SearchMatch | undefined = synonym ? { field: 'synonym', value: synonym } : matchedField(doc, result);
        group.hits.push({ doc: gradeAnchor(doc, matched), matched });
      }
      return [...groups.values()];
    },
  };
}
