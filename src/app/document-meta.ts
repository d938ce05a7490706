import { use, useEffect } from 'react';
import enCompany from 'virtual:content/site/company';
import type { Locale } from '../content/locales.ts';
import { localeTable } from '../routing/locale-tables.ts';
import { setMeta } from './head-meta.ts';
import { pageMeta } from './page-meta.ts';

/** `{page title} | {company}` in the tab, the page's description and its public address for link previews and share menus. */
export function useDocumentMeta(routeId: string, title: string, data: unknown, locale: Locale = 'en') {
  // In another language, its company facts (tagline, description): its table is in before its pages render.
  const company = locale === 'en' ? enCompany : use(localeTable(locale)).site.company;
  const { title: fullTitle, description } = pageMeta(routeId, title, data, company);
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [fullTitle, description]);
  useEffect(() => {
    let current = true;
    // Its code comes after the first render (the static page's own <head> already names its
    // address); the module system fetches it once.
    import('./document-address.ts').then(
      // A quicker later navigation has written its own address by now.
      ({ showAddress }) => current && showAddress(routeId, data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [routeId, data]);
}
