import { kinds, type CollectionName } from '../../src/content/collections.ts';
import type { SearchFields } from '../../src/content/define-kind.ts';
import { sectionSearch, type SectionSearch } from '../../src/content/section.ts';
import type { Locale } from '../../src/content/locales.ts';
import type { Site } from '../../src/content/site.ts';
import { addressKey, contentPath } from '../../src/routing/addresses.ts';
import { packDoc, type SearchDoc, type SearchIndexData, type SearchIndexFile } from '../../src/features/search/search-doc.ts';
import { packSearchIndex } from '../../src/features/search/search-engine.ts';
import type { LoadedContent, LoadedPage } from '../content/model.ts';

/** Fallback group of pages outside the business lines (about, contact, credentials ...). */
export const COMPANY_GROUP = 'Company';

const norm = (s: string) => s.trim().toLowerCase();
const nonEmpty = <T>(list: readonly T[] | undefined): T[] | undefined => (list && list.length ? [...list] : undefined);

/** The business line a page belongs to: the page /business/<line>, or the company pages. */
function groupOf(path: string, pages: readonly LoadedPage[]): string {
  const [, top, line] = path.split('/');
  if (top !== 'business' || !line) return COMPANY_GROUP;
  return pages.find((p) => p.path === `/business/${line}`)?.data.title ?? COMPANY_GROUP;
}

/** The page a catalogue kind's entries hang under (its route's parent, following parent kinds). */
function kindPagePath(collection: CollectionName): string {
  let parent: string = kinds[collection].route.parent;
  for (let hops = 0; !parent.startsWith('/') && hops < 10; hops++) {
    const up = (Object.values(kinds) as { route: { id: string; parent: string } }[]).find((k) => k.route.id === parent);
    if (!up) break;
    parent = up.route.parent;
  }
  return parent;
}

/**
 * Everything the site search finds, from the content the site shows (hidden pages and entries
 * are not in `content.pages` / `content.entries`, and links to them are already pruned): every
 * page, every catalogue entry, and what each section type says it adds (src/content/section.ts
 * sectionSearch: cards, grid and carousel items, gallery tiles, a trade-details table's codes).
 */
export function searchDocs(content: Pick<LoadedContent, 'pages' | 'entries'> & { site?: Pick<Site, 'searchWords'> }): SearchIndexData {
  const groups: string[] = [];
  const groupIndex = (name: string) => {
    const i = groups.indexOf(name);
    return i >= 0 ? i : groups.push(name) - 1;
  };
  const docs: Omit<SearchDoc, 'id'>[] = [];

  for (const page of content.pages) {
    const group = groupIndex(groupOf(page.path, content.pages));
    const pageDoc: Omit<SearchDoc, 'id'> = { title: page.data.title, url: page.path, group };
    docs.push(pageDoc);
    const items: Omit<SearchDoc, 'id'>[] = [];
    const addItem = (title: string, url: string) => {
      const known = items.find((d) => d.url === url && norm(d.title) === norm(title));
      if (known) return known;
      const doc: Omit<SearchDoc, 'id'> = { title, url, group, sub: page.data.title, item: true };
      items.push(doc);
      return doc;
    };
    const url = (to: string | undefined) => (to === undefined ? page.path : to.startsWith('#') ? `${page.path}${to}` : contentPath(to));
    const products: NonNullable<SectionSearch['products']> = [];
    for (const section of page.data.sections) {
      const found = (sectionSearch[section.type] as (s: typeof section) => SectionSearch)(section);
      for (const item of found.items ?? []) addItem(item.title, url(item.to));
      if (found.page) {
        pageDoc.hs = nonEmpty([...(pageDoc.hs ?? []), ...(found.page.hs ?? [])]);
        pageDoc.synonyms = nonEmpty([...(pageDoc.synonyms ?? []), ...(found.page.synonyms ?? [])]);
        pageDoc.grades = nonEmpty([...(pageDoc.grades ?? []), ...(found.page.grades ?? [])]);
      }
      products.push(...(found.products ?? []));
    }
    // Each product's codes join the item of the same name (or a new item), once every item is known.
    for (const product of products) {
      // "Mustard Oil, for markets where permitted ..." is the item "Mustard Oil".
      const name = norm(product.name);
      const target =
        items.find((d) => norm(d.title) === name) ?? items.find((d) => name.startsWith(`${norm(d.title)},`) || name.startsWith(`${norm(d.title)} (`)) ?? addItem(product.name, url(product.to));
      target.hs = [...new Set([...(target.hs ?? []), ...(product.hs ?? [])])];
      if (product.synonyms?.length) target.synonyms = [...new Set([...(target.synonyms ?? []), ...product.synonyms])];
      if (product.keywords?.length) target.keywords = [...new Set([...(target.keywords ?? []), ...product.keywords])];
    }
    docs.push(...items);
  }

  for (const entry of content.entries) {
    const def = kinds[entry.collection];
    const fields = (def as { search?: (e: unknown) => SearchFields }).search?.(entry.data) ?? {};
    docs.push({
      title: entry.title,
      url: entry.address.hashPath,
      group: groupIndex(groupOf(kindPagePath(entry.collection), content.pages)),
      sub: fields.subtitle,
      synonyms: nonEmpty(fields.synonyms),
      cas: fields.cas,
      hs: nonEmpty(fields.hsCodes),
      grades: nonEmpty(fields.gradeCodes),
      keywords: nonEmpty(fields.keywords),
    });
  }

  const out = docs.map((d, id) => ({ id, ...stripUndefined(d) }));
  if (content.site) addSearchWords(content.site.searchWords, 'en', out.map((d) => [d, d.url]));
  return { groups, docs: out };
}

/** A document's address as site.json's searchWords name it: the path as routes compare it, and the anchor of an item. */
export const wordsKey = (url: string) => {
  const cut = url.indexOf('#');
  return cut < 0 ? addressKey(url) : `${addressKey(url.slice(0, cut))}${url.slice(cut)}`;
};

/**
 * The buyers' own words of one language (site.json searchWords) added as synonyms to the documents
 * they name, each given with its English address: a synonym is found as the name is, and typed
 * whole puts its document first (search-engine.ts).
 */
export function addSearchWords(searchWords: Site['searchWords'], locale: Locale, docs: Iterable<readonly [SearchDoc, string]>): void {
  const mine = searchWords.filter((w) => w.locale === locale);
  if (!mine.length) return;
  const byKey = new Map<string, SearchDoc[]>();
  for (const [doc, url] of docs) {
    const key = wordsKey(url);
    byKey.set(key, [...(byKey.get(key) ?? []), doc]);
  }
  for (const { words, to } of mine) {
    for (const doc of byKey.get(wordsKey(contentPath(to))) ?? []) doc.synonyms = [...new Set([...(doc.synonyms ?? []), ...words])];
  }
}

/** The site search's JSON file: the documents, packed (search-doc.ts packDoc), and MiniSearch's index over them (search-engine.ts packSearchIndex). */
export function searchIndexFile({ groups, docs }: SearchIndexData): SearchIndexFile {
  const urlBases: string[] = [];
  return { groups, urlBases, docs: docs.map((d) => packDoc(d, urlBases)), index: packSearchIndex(docs) };
}

function stripUndefined<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)) as T;
}
