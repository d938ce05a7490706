import { useEffect } from 'react';
import site from 'virtual:content/site';
import type { RouteId } from './routes.ts';

function setMeta(selector: string, attr: 'name' | 'property', key: string, value: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = value;
}

/** `{page title} | {company}` in the tab, and the page's description for link previews. */
export function useDocumentMeta(routeId: RouteId, title: string, data: unknown) {
  const description =
    data && typeof data === 'object' && 'description' in data && typeof data.description === 'string'
      ? data.description
      : site.company.description;
  const fullTitle = routeId === 'home' ? `${site.company.name} | ${site.company.tagline}` : `${title} | ${site.company.name}`;
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [fullTitle, description]);
}
