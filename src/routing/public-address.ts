import siteUrl from 'virtual:site-url';
import { siteManifest } from './site-manifest.ts';

/**
 * The real path of what a route shows ("/business/api-excipients/paracetamol/"), from the one
 * address model (addresses.ts: every page's and entry's realPath, computed at build): a page's
 * from its route, a catalogue entry's from its loader data (the entry's index item); null for a
 * screen (not found, maintenance), which has no static page.
 */
export function shownRealPath(routeId: string, data: unknown): string | null {
  const page = siteManifest.find((r) => r.kind === 'page' && r.id === routeId);
  if (page?.kind === 'page') return page.realPath;
  const item = (data as { item?: { realPath?: unknown } } | null | undefined)?.item;
  return typeof item?.realPath === 'string' ? item.realPath : null;
}

/** The public address of a real path: SITE_URL and the path ("https://www.example.com/business/fmcg/"). */
export function publicUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl).href;
}
