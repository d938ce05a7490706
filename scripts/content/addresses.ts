import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { prefixedLocales } from '../../src/content/locales.ts';
import { screenAddress, type Address } from '../../src/routing/addresses.ts';
import { routeTable, screens, type DetailRouteDef, type PageRoute, type RouteDef } from '../../src/routing/routes.ts';
import type { LoadedContent, LoadedEntry } from './model.ts';

/** One address of the site (src/routing/addresses.ts), with what the build writes at it. */
export interface SiteAddress extends Address {
  /** "page", "screen" or the collection of a catalogue entry. */
  kind: 'page' | 'screen' | CollectionName;
  title: string;
  description: string;
  entry?: LoadedEntry;
}

/**
 * Every page, every catalogue entry and (with `screens`) the screens a visitor can open, with both
 * their addresses, in one list: the addresses were computed as the content was loaded.
 */
export function siteAddresses(content: Pick<LoadedContent, 'pages' | 'entries'> & Partial<Pick<LoadedContent, 'localized'>>, options: { screens?: boolean } = {}): SiteAddress[] {
  const of = (c: Pick<LoadedContent, 'pages' | 'entries'>) => [
    ...c.pages.map((p): SiteAddress => ({ ...p.address, kind: 'page', title: p.data.title, description: p.data.description })),
    ...c.entries.map((entry): SiteAddress => ({ ...entry.address, kind: entry.collection, title: entry.title, description: entry.description, entry })),
  ];
  return [
    ...of(content),
    // The pages and entries translated into each language, at their addresses in it (issue 31).
    ...(content.localized ? prefixedLocales.flatMap((l) => of(content.localized![l])) : []),
    ...(options.screens ? screens.map((s): SiteAddress => ({ ...screenAddress(s), kind: 'screen', title: s.title, description: '' })) : []),
  ];
}

/** The route table of a content folder, as the router will build it (hidden pages included: links to them are dropped, not broken). */
export function contentRouteTable(input: { pagePaths: ReadonlySet<string> }): RouteDef[] {
  const pages: PageRoute[] = [...input.pagePaths].map((path) => ({ kind: 'page', id: path, path, title: path, parent: null }));
  return routeTable(
    pages,
    (Object.keys(kinds) as CollectionName[]).map((collection) => ({ ...kinds[collection].route, kind: 'detail' as const, collection })),
  );
}

/** The entry a detail address names, if any. */
export function findEntry(entries: readonly LoadedEntry[], route: DetailRouteDef, params: Record<string, string>): LoadedEntry | undefined {
  const value = (params[route.param] ?? '').toLowerCase();
  const parentValue = route.parentParam ? (params[route.parentParam] ?? '').toLowerCase() : null;
  // Keys compared trimmed: a name with a stray space is reported once, for itself, not as broken links to it.
  return entries.find(
    (e) => e.collection === route.collection && e.key.trim().toLowerCase() === value.trim() && (parentValue === null || e.parent?.trim().toLowerCase() === parentValue.trim()),
  );
}
