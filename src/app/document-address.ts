import { publicUrl, shownRealPath } from '../routing/public-address.ts';
import enCompany from 'virtual:content/site/company';
import type { Locale } from '../content/locales.ts';
import { localeTableLater } from '../routing/locale-tables.ts';
import { pageMeta } from './page-meta.ts';

/** Sets a `<meta>` of the document's head (made if missing): what the page on show says about itself. */
function setMeta(attr: 'name' | 'property', key: string, value: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = value;
}

/** The tab's title, the description and the address of the page on show (useDocumentMeta); `current` is false once a later page is on show. */
export async function showHead(routeId: string, title: string, data: unknown, locale: Locale, current: () => boolean): Promise<void> {
  // In another language, its company facts (tagline, description): from the rest of its table, which
  // its home leaves for after its first render, when this first runs (the static page has its head).
  const company = locale === 'en' ? enCompany : (await localeTableLater(locale)).site.company;
  if (!current()) return;
  const { title: fullTitle, description } = pageMeta(routeId, title, data, company);
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  showAddress(routeId, data);
}

/**
 * The public address of the page on show in `<link rel="canonical">` and `og:url`, or neither for a
 * screen (not found) that has none. The static page wrote them for the page first opened; as the
 * visitor moves, a browser's share menu, a bookmark or an extension reading them gets the page on
 * show, not the first one and not the hash address. 
 */
function showAddress(routeId: string, data: unknown): void {
  const path = shownRealPath(routeId, data);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    canonical?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
    return;
  }
  const url = publicUrl(path);
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  setMeta('property', 'og:url', url);
}
