import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { prefixedLocales, type Locale } from '../../src/content/locales.ts';
import { addressKey, contentPath, localeAddress, screenAddress, type Address } from '../../src/routing/addresses.ts';
import { matchAddress } from '../../src/routing/match.ts';
import { defaultParent, detailRoutesOf, routeManifest, type DetailRouteDef, type PageRoute, type RouteDef } from '../../src/routing/routes.ts';
import type { LoadedContent, LoadedEntry, LoadedPage } from './model.ts';

/** One address of the site (src/routing/addresses.ts), with what the build writes at it. */
export interface SiteAddress extends Address {
  /** "page", "screen" or the collection of a catalogue entry. */
  kind: 'page' | 'screen' | CollectionName;
  title: string;
  description: string;
  entry?: LoadedEntry;
}

/** A page route as the build has it: its loaded page beside the route facts. */
export type BuildPageRoute = PageRoute & { description?: string; page?: LoadedPage };

type Content = Pick<LoadedContent, 'pages' | 'entries'> & Partial<Pick<LoadedContent, 'localized'>>;

/** A language's route manifest (routes.ts routeManifest) from loaded content: the same list the browser's router is built from. */
export function contentManifest(content: Content, locale: Locale = 'en'): RouteDef<BuildPageRoute>[] {
  const english = new Set(content.pages.map((p) => p.path));
  const pages = (locale === 'en' ? content.pages : (content.localized?.[locale].pages ?? [])).map(
    (page): BuildPageRoute => ({ kind: 'page', id: page.id, path: page.path, realPath: page.address.realPath, title: page.data.title, description: page.data.description, parent: page.data.parent ?? defaultParent(page.path, english), page }),
  );
  return routeManifest({ pages, details: detailRoutesOf(kinds) }, locale);
}

/**
 * The addresses a language's manifest has: a page route's own, each entry of a detail route's kind,
 * and (with `screens`) each screen's. Redirects have none (the router answers them).
 */
export function manifestAddresses(routes: readonly RouteDef<BuildPageRoute>[], entries: readonly LoadedEntry[], locale: Locale, options: { screens?: boolean } = {}): SiteAddress[] {
  return routes.flatMap((route): SiteAddress[] => {
    if (route.kind === 'page') {
      const address = route.page?.address ?? localeAddress({ id: route.id, key: '', hashPath: route.path, realPath: route.realPath.replace(new RegExp(`^/${locale}/`), '/') }, locale);
      return [{ ...address, kind: 'page', title: route.title, description: route.description ?? '' }];
    }
    if (route.kind === 'detail') return entries.filter((e) => e.collection === route.collection).map((entry) => ({ ...entry.address, kind: entry.collection, title: entry.title, description: entry.description, entry }));
    if (route.kind === 'screen' && options.screens && locale === 'en') return [{ ...screenAddress(route), kind: 'screen', title: route.title, description: '' }];
    return [];
  });
}

/**
 * Every page, every catalogue entry and (with `screens`) the screens a visitor can open, with both
 * their addresses, in one list, from each language's route manifest: the static pages the build
 * writes, their sitemap lines and preloads, and the share pictures all come from here.
 */
export function siteAddresses(content: Content, options: { screens?: boolean } = {}, manifest: (locale: Locale) => readonly RouteDef<BuildPageRoute>[] = (l) => contentManifest(content, l)): SiteAddress[] {
  const languages: Locale[] = ['en', ...(content.localized ? prefixedLocales : [])];
  const all = languages.map((l) => manifestAddresses(manifest(l), l === 'en' ? content.entries : content.localized![l].entries, l, options));
  // Screens last, as the site has always listed them.
  return [...all.flat().filter((a) => a.kind !== 'screen'), ...all.flat().filter((a) => a.kind === 'screen')];
}

/** The route table of a content folder, as the router will build it (hidden pages included: links to them are dropped, not broken). */
export function contentRouteTable(input: { pagePaths: ReadonlySet<string> }): RouteDef[] {
  const pages: PageRoute[] = [...input.pagePaths].map((path) => ({ kind: 'page', id: path, path, realPath: path, title: path, parent: null }));
  return routeManifest({ pages, details: detailRoutesOf(kinds) });
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

/**
 * Where an internal link leads: a page's address key (a redirect's, its target's), or the entry a
 * detail address names (undefined where none has that name); null for a link out of the site, an
 * anchor, a screen or no page.
 */
export function linkTarget(table: readonly RouteDef[], entries: readonly LoadedEntry[], to: string): { page: string } | { entry: LoadedEntry | undefined } | null {
  if (/^(https:|mailto:|tel:|#)/.test(to)) return null;
  const match = matchAddress(table, contentPath(to).split(/[?#]/)[0] ?? '/');
  if (match?.route.kind === 'page') return { page: addressKey(match.route.path) };
  if (match?.route.kind === 'redirect') return { page: addressKey(match.route.to) };
  return match?.route.kind === 'detail' ? { entry: findEntry(entries, match.route, match.params) } : null;
}
