import { useEffect } from 'react';
import company from 'virtual:content/site/company';
import { pageMeta } from './page-meta.ts';

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
export function useDocumentMeta(routeId: string, title: string, data: unknown) {
  const { title: fullTitle, description } = pageMeta(routeId, title, data, company);
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [fullTitle, description]);
}
