import siteUrl from 'virtual:site-url';
import type { CollectionName } from '../content/collections.ts';
import type { IndexItem } from '../content/resolved.ts';
import { entryRealPath } from './entry-real-path.ts';
import { realPath } from './page-paths.ts';
import { pageRoutes } from './site-routes.ts';

/** What a route's loader hands a catalogue entry's page: enough to name the entry. */
interface EntryData {
  collection: CollectionName;
  item: Pick<IndexItem<CollectionName>, 'slug' | 'parent'>;
}

const isEntryData = (data: unknown): data is EntryData =>
  !!data && typeof data === 'object' && typeof (data as EntryData).collection === 'string' && !!(data as EntryData).item;

/**
 * The real path of what a route shows ("/business/api-excipients/paracetamol/"): a page's from its
 * route, a catalogue entry's from its loader data; null for a screen (not found, maintenance), which
 * has no static page. The one place the app asks for it: when the shared address module lands
 * (issue 25: `{ id, key, hashPath, realPath }` per page and entry, computed at build), its body
 * becomes a lookup of that address's `realPath`.
 */
export function shownRealPath(routeId: string, data: unknown): string | null {
  const page = pageRoutes.find((p) => p.id === routeId);
  if (page) return realPath(page.path);
  return isEntryData(data) ? entryRealPath(data.collection, data.item) : null;
}

/** The public address of a real path: SITE_URL and the path ("https://www.example.com/business/fmcg/"). */
export function publicUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl).href;
}
