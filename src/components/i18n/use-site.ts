import { use } from 'react';
import type { SiteContent } from '../../content/resolved.ts';
import { localeTable } from '../../routing/locale-tables.ts';
import { useLocale } from './locale-context.tsx';

/**
 * The parts of site.json a component draws (nav, footer, company, texts...), in the page's
 * language: `useSite({ nav, company })` with the English parts it imports. On an English page those
 * are the answer (each travels with the code that draws it, as before); on another language's page,
 * that language's site.json (site.<locale>.json over the English), from the language's table, which
 * the router loaded before the page (locale-discovery.ts), so `use` answers without suspending.
 */
export function useSite<K extends keyof SiteContent>(english: Pick<SiteContent, K>): Pick<SiteContent, K> {
  const locale = useLocale();
  return locale === 'en' ? english : use(localeTable(locale)).site;
}
