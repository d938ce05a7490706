/**
 * One thing the site search can find: a page, a catalogue entry, or an item inside a page (a
 * rice variety, a cashew grade, a spice). Built from content at build time
 * (scripts/vite/search-index.ts) and shipped in one JSON file with the index, loaded on first use.
 */
export interface SearchDoc {
  /** Its place in `docs` (the packed index relies on it). */
  id: number;
  title: string;
  /** The hash path it opens, with "#id" for an item inside a page. */
  url: string;
  /** Index into `groups`: the business line (or "Company") it belongs to. */
  group: number;
  /** Shown under the title: a chemical name, or the page an item is on. */
  sub?: string;
  /** True for items inside a page: their `sub` (the page title) is shown but not searched. */
  item?: true;
  synonyms?: string[];
  cas?: string;
  /** HS codes as the content writes them ("0713 20 10"). */
  hs?: string[];
  grades?: string[];
  /** Searched, never shown: in the index, left out of the documents the build ships. */
  keywords?: string[];
}

/**
 * How much of a query is read (the engine) and typed (the dialog's box): a name, a few words or
 * codes fit many times over. A page of text pasted into the box took MiniSearch 90-320 ms per
 * keystroke at 3,000 products.
 */
export const MAX_QUERY_LENGTH = 100;

/** The documents and their groups, as the build collects them; given these alone the browser builds the index itself (tests do). */
export interface SearchIndexData {
  groups: string[];
  docs: SearchDoc[];
}

/**
 * A document as the JSON file ships it: [title, group, url, sub, synonyms, cas, hs, grades], the
 * empty ones at the end left off and 0 for an empty one before another. `url` is a number k when
 * it is `urlBases[k]` followed by the encoded title (every catalogue entry: most of the file).
 * At 3,000 products the file is read, decoded and parsed on the first search: every byte costs.
 */
export type PackedDoc = [title: string, group: number, url: string | number, sub?: string | 0, synonyms?: string[] | 0, cas?: string | 0, hs?: string[] | 0, grades?: string[] | 0];

/** The site search's JSON file (scripts/vite/search-index.ts searchIndexFile): documents in id order, and MiniSearch's index over them. */
export interface SearchIndexFile {
  groups: string[];
  urlBases: string[];
  docs: PackedDoc[];
  index: PackedIndex;
}

/** The document a PackedDoc stands for. */
export function unpackDoc(packed: PackedDoc, id: number, urlBases: readonly string[]): SearchDoc {
  const [title, group, url, sub, synonyms, cas, hs, grades] = packed;
  const doc: SearchDoc = { id, title, group, url: typeof url === 'number' ? `${urlBases[url] ?? ''}${encodeURIComponent(title)}` : url };
  if (sub) doc.sub = sub;
  if (synonyms) doc.synonyms = synonyms;
  if (cas) doc.cas = cas;
  if (hs) doc.hs = hs;
  if (grades) doc.grades = grades;
  return doc;
}

/** What the JSON file ships for a document: what the browser shows and names beside a result (keywords and `item` are left out). */
export function packDoc(doc: SearchDoc, urlBases: string[]): PackedDoc {
  const cut = doc.url.lastIndexOf('/') + 1;
  let url: string | number = doc.url;
  if (doc.url.slice(cut) === encodeURIComponent(doc.title)) {
    const base = doc.url.slice(0, cut);
    url = urlBases.indexOf(base);
    if (url < 0) url = urlBases.push(base) - 1;
  }
  const packed: PackedDoc = [doc.title, doc.group, url, doc.sub ?? 0, doc.synonyms ?? 0, doc.cas ?? 0, doc.hs ?? 0, doc.grades ?? 0];
  while (packed.length > 3 && !packed[packed.length - 1]) packed.pop();
  return packed;
}

/** MiniSearch's radix tree of terms as nested arrays: an edge's label then the subtree under it; a number where a term ends, the offset of its postings. */
export type PackedTerms = (string | number | PackedTerms)[];

/**
 * MiniSearch's index as the build ships it (made by packSearchIndex, loaded by createSearch).
 * MiniSearch's own `toJSON` form costs a cold page about 100 ms at 3,000 products: JSON.parse
 * makes an object keyed by document number for every term and field, then `loadJS` turns each
 * into a Map and inserts every term into the radix tree again, splitting labels as it goes. This
 * form is the tree itself and flat numbers, so loading it only makes the Maps MiniSearch searches.
 */
export interface PackedIndex {
  terms: PackedTerms;
  /**
   * Per term: its number of fields, then for each field its id, its number of documents and one
   * number per document: twice the step from the previous document's id (from 0), plus 1 when the
   * term frequency is not 1 and follows as the next number. Most terms are in one document once.
   */
  postings: number[];
  /** Each document's length (distinct terms) in each field, document after document. */
  fieldLength: number[];
  averageFieldLength: number[];
}
