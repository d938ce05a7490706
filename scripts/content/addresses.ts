import { generatePath } from 'react-router';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { realPath, realSegment } from '../../src/routing/page-paths.ts';
import { defaultParent, screens } from '../../src/routing/routes.ts';
import type { LoadedContent, LoadedEntry } from './model.ts';

/** One address of the site: the hash route the app shows and the real address of its static page. */
export interface SiteAddress {
  /** "page", "screen" or the collection of a catalogue entry. */
  kind: 'page' | 'screen' | CollectionName;
  /** The route id (a page's id, a screen's, a kind's detail route). */
  routeId: string;
  /** The path after `#`, as the app's links write it (parameters encoded). */
  hashPath: string;
  /** The static page's address, lower-case and hyphenated, ending in "/" ("/" for home). */
  realPath: string;
  title: string;
  description: string;
  /** Breadcrumb parent page path, for pages. */
  parent: string | null;
  entry?: LoadedEntry;
}

/** The hash path of a catalogue entry's page. */
export function entryHashPath(entry: LoadedEntry): string {
  const route = kinds[entry.collection].route as { path: string; param: string; parentParam?: string };
  const params: Record<string, string> = { [route.param]: entry.key };
  if (route.parentParam) params[route.parentParam] = entry.parent ?? '';
  return generatePath(route.path, params);
}

/** The real address of a catalogue entry's page: its route with each parameter replaced by the file name (slug). */
export function entryRealPath(content: Pick<LoadedContent, 'entries'>, entry: LoadedEntry): string {
  const def = kinds[entry.collection];
  const route = def.route as { path: string; param: string; parentParam?: string };
  const parentSlug = () => {
    const parentKind = def.parent?.kind;
    const parent = content.entries.find((e) => e.collection === parentKind && e.key.toLowerCase() === (entry.parent ?? '').toLowerCase());
    return parent?.slug ?? realSegment(entry.parent ?? '');
  };
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s === `:${route.param}` ? entry.slug : s === `:${route.parentParam}` ? parentSlug() : realSegment(s)));
  return `/${segments.join('/')}/`;
}

/** Every page, every catalogue entry and the screens a visitor can open, with both their addresses. */
export function siteAddresses(content: Pick<LoadedContent, 'pages' | 'entries'>, options: { screens?: boolean } = {}): SiteAddress[] {
  const paths = new Set(content.pages.map((p) => p.path));
  const out: SiteAddress[] = content.pages.map((p) => ({
    kind: 'page',
    routeId: p.id,
    hashPath: p.path,
    realPath: realPath(p.path),
    title: p.data.title,
    description: p.data.description,
    parent: p.data.parent ?? defaultParent(p.path, paths),
  }));
  for (const entry of content.entries) {
    out.push({
      kind: entry.collection,
      routeId: kinds[entry.collection].route.id,
      hashPath: entryHashPath(entry),
      realPath: entryRealPath(content, entry),
      title: entry.title,
      description: entry.description,
      parent: null,
      entry,
    });
  }
  if (options.screens) {
    for (const s of screens) out.push({ kind: 'screen', routeId: s.id, hashPath: s.path, realPath: realPath(s.path), title: s.title, description: '', parent: null });
  }
  return out;
}
