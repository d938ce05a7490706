import { uiIn } from '../ui/words.ts';
import type { PrefixedLocale } from '../../src/content/locales.ts';
import type { SearchDoc, SearchIndexData } from '../../src/features/search/search-doc.ts';
import { normalise } from '../../src/features/search/search-normalise.ts';
import { addressKey } from '../../src/routing/addresses.ts';
import type { LoadedContent } from '../content/model.ts';
import { addSearchWords, COMPANY_GROUP, searchDocs } from './search-index.ts';

/**
 * The site search in another language (issue 31 item 7): one index per locale, built from what the
 * site shows in it. Apart from search-index.ts on purpose: that file says what is found, this one
 * only swaps in the translation and keeps the English names beside it.
 *
 * - Every page and entry the site shows is in it: translated where a translation is published
 *   (its text, its address in the language), English otherwise (its English address), as the
 *   language switcher and the locale's router fall back.
 * - A translated page, entry or item keeps its English name and synonyms as synonyms (buyers type
 *   INN names in Latin script on an Arabic page; "Also known as Paracetamol" shows why it came up)
 *   and its English keywords; CAS numbers, HS codes and grades are not text and stay as they are.
 * - The group of pages outside the business lines is named by the language's UI catalogue.
 */

type Content = Pick<LoadedContent, 'pages' | 'entries' | 'localized'>;

/**
 * searchDocs' documents cut per page (the page's own document, then its items) and per entry, in
 * content order: searchDocs lists each page's document before its items, and entries after every
 * page. Parallel lists of the same content (English, and that content with translations laid over)
 * give blocks that stand for the same things.
 */
function blocks(docs: readonly SearchDoc[], pages: number): SearchDoc[][] {
  const out: SearchDoc[][] = [];
  for (const doc of docs) {
    if (doc.item && out.length) out[out.length - 1]!.push(doc);
    else out.push([doc]);
  }
  if (out.length < pages) throw new Error('search index: fewer page documents than pages');
  return out;
}

/** The English document's names and keywords added to its translation's (each name once, as the search compares them). */
function keepEnglish(doc: SearchDoc, english: SearchDoc): void {
  const known = new Set([doc.title, ...(doc.synonyms ?? [])].map(normalise));
  const names = [english.title, ...(english.synonyms ?? [])].filter((name) => {
    const key = normalise(name);
    return !known.has(key) && !!known.add(key);
  });
  if (names.length) doc.synonyms = [...(doc.synonyms ?? []), ...names];
  const keywords = [...new Set([...(doc.keywords ?? []), ...(english.keywords ?? [])])];
  if (keywords.length) doc.keywords = keywords;
}

/**
 * A translated page's items answer to the English items they translate: the same sections give
 * them in the same order, so by position; where merging items of the same name made the two lists
 * differ in length, by an address only one item has in each.
 */
function pairItems(items: SearchDoc[], english: SearchDoc[]): [SearchDoc, SearchDoc][] {
  if (items.length === english.length) return items.map((d, i) => [d, english[i]!]);
  const single = (list: SearchDoc[]) => new Map(list.filter((d) => list.filter((x) => x.url === d.url).length === 1).map((d) => [d.url, d]));
  const theirs = single(english);
  return [...single(items)].flatMap(([url, d]) => (theirs.has(url) ? [[d, theirs.get(url)!] as [SearchDoc, SearchDoc]] : []));
}

/** The documents of the site search in `locale` (see the file's comment). */
export function localeSearchDocs(content: Content, locale: PrefixedLocale, english: SearchIndexData = searchDocs(content)): SearchIndexData {
  const local = content.localized[locale];
  const pageOf = new Map(local.pages.map((p) => [p.id, p]));
  const entryOf = new Map(local.entries.map((e) => [e.file, e]));
  const pages = content.pages.map((p) => pageOf.get(p.id) ?? p);
  const entries = content.entries.map((e) => entryOf.get(e.file) ?? e);
  const mixed = searchDocs({ pages, entries });

  // English names beside the translation, block by block.
  const mine = blocks(mixed.docs, pages.length);
  const theirs = blocks(english.docs, content.pages.length);
  if (mine.length !== theirs.length) throw new Error(`search index (${locale}): ${mine.length} blocks, English has ${theirs.length}`);
  // Each document with its English address, for the buyers' words of the language (site.json searchWords).
  const paired: [SearchDoc, string][] = [];
  mine.forEach((block, b) => {
    const translated = b < pages.length ? pageOf.has(pages[b]!.id) : entryOf.has(entries[b - pages.length]!.file);
    const [head, ...items] = block;
    const [englishHead, ...englishItems] = theirs[b]!;
    const pairs = [[head!, englishHead!] as const, ...pairItems(items, englishItems)];
    for (const [doc, englishDoc] of pairs) {
      paired.push([doc, englishDoc.url]);
      if (translated) keepEnglish(doc, englishDoc);
    }
  });
  addSearchWords(local.site.searchWords, locale, paired);

  // Links to a translated page (a page's document, its items, a card leading to another page) go
  // to its address in the language; entries already have theirs; the rest stay English.
  const localAddress = new Map(local.pages.map((p) => [addressKey(p.path), p.address.hashPath]));
  const localise = (url: string) => {
    const cut = url.indexOf('#');
    const [path, anchor] = cut < 0 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
    const to = localAddress.get(addressKey(path));
    return to === undefined ? url : `${to}${anchor}`;
  };
  return {
    groups: mixed.groups.map((g) => (g === COMPANY_GROUP ? uiIn(locale).search.company : g)),
    docs: mixed.docs.map((d) => ({ ...d, url: localise(d.url) })),
  };
}
