import path from 'node:path';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import type { LoadedEntry } from '../../scripts/content/model.ts';
import type { ApiProduct } from '../../src/content/catalogue/api-product/schema.ts';
import type { EcopalmCategory } from '../../src/content/catalogue/ecopalm-category/schema.ts';
import type { EcopalmProduct } from '../../src/content/catalogue/ecopalm-product/schema.ts';
import type { Page } from '../../src/content/page.ts';

/**
 * The content the browser tests' build was made from (content/, or CONTENT_DIR), as the site shows
 * it: checked, text tokens resolved, hidden pages and entries left out. The tests read what they
 * expect from here (titles, counts, names, order), so an editor's valid change keeps them green.
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
const loaded = loadContent(contentDir);
if (!loaded.content) throw new Error('content has problems: run npm run content:check');
export const content = loaded.content;
export const site = content.site;

/** One address per route, as the whole-site specs take them: every page, the screens, and one real entry of each catalogue kind. */
export function routeSamples(): { id: string; path: string }[] {
  const seen = new Set<string>();
  return siteAddresses(content, { screens: true })
    .filter((a) => !seen.has(a.id) && seen.add(a.id))
    .map((a) => ({ id: a.id, path: a.hashPath }));
}

type Section = Page['sections'][number];
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;

/** A shown page by its address, or undefined. */
export const pageAt = (address: string) => content.pages.find((p) => p.path.toLowerCase() === address.toLowerCase())?.data;

/** Sections of one type on a page (none if the page is not there). */
export const sectionsOf = <T extends Section['type']>(address: string, type: T): SectionOf<T>[] =>
  (pageAt(address)?.sections ?? []).filter((s): s is SectionOf<T> => s.type === type);

/** Every shown page with a section of this type that passes `test`, with that section. */
export function pagesWith<T extends Section['type']>(type: T, test: (s: SectionOf<T>) => boolean = () => true): { path: string; page: Page; section: SectionOf<T> }[] {
  return content.pages.flatMap((p) => {
    const section = p.data.sections.find((s): s is SectionOf<T> => s.type === type && test(s as SectionOf<T>));
    return section ? [{ path: p.path, page: p.data, section }] : [];
  });
}

const entriesOf = <T>(collection: LoadedEntry['collection']) => content.entries.filter((e) => e.collection === collection).map((e) => ({ ...e, data: e.data as T }));
export const apiProducts = entriesOf<ApiProduct>('api-products').map((e) => e.data);
/**
 * The API products translated into every one of `locales`: a test of a page in a language opens one
 * of these, never the first product of the list, which an editor's new (untranslated) product may be.
 */
export const translatedApiProducts = (...locales: ('ar' | 'es' | 'fr')[]) =>
  apiProducts.filter((p) => locales.every((l) => content.localized[l].entries.some((e) => e.collection === 'api-products' && e.key === p.productName)));
export const ecoCategories = entriesOf<EcopalmCategory>('ecopalm-categories').map((e) => ({ key: e.key, title: e.data.title, data: e.data }));
export const ecoProducts = entriesOf<EcopalmProduct>('ecopalm-products').map((e) => ({ key: e.key, category: e.parent!, data: e.data }));

/** The API list page (the catalogue's detail route sits under it) and its address for a product. */
export const apiListPath = '/business/api-excipients';
export const apiHref = (name: string) => `${apiListPath}/${encodeURIComponent(name)}`;

/** The first item that passes `test`, or an error that names what the content lacks. */
export function needs<T>(list: readonly T[], what: string, test: (t: T) => unknown = () => true): T {
  const found = list.find(test);
  if (found === undefined) throw new Error(`The content has no ${what}; the test needs one`);
  return found;
}

/** A string as a regular expression that matches it literally. */
export const literally = (text: string, flags = '') => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
