import { use } from 'react';
import type { FirstSite, SiteContent } from '../../content/resolved.ts';
import { localeTable, localeTableLater } from '../../routing/locale-tables.ts';
import { useLocale } from './locale-context.tsx';

/**
 * The parts of site.json a component draws (footer, contact, texts...), in the page's language:
 * `useSite({ footer, contact })` with the English parts it imports. On an English page those are
 * the answer (each travels with the code that draws it); on another language's page, that
 * language's site.json (site.<locale>.json over the English), from the rest of its table
 * (LocaleTableLater), which comes after its home's first render: so only code drawn after it (the
 * footer, a screen) or on pages whose static page preloads it calls this; the header uses useFirstSite.
 */
export function useSite<K extends keyof SiteContent>(english: Pick<SiteContent, K>): Pick<SiteContent, K> {
  const locale = useLocale();
  return locale === 'en' ? english : use(localeTableLater(locale)).site;
}

/**
 * What every page's first render draws of site.json (FirstSite: the header's logo, name and menu,
 * home's heading), in the page's language: from the language's table, which the router loaded
 * before the page (locale-discovery.ts), so `use` answers without suspending.
 */
export function useFirstSite<K extends keyof FirstSite>(english: Pick<FirstSite, K>): Pick<FirstSite, K> {
  const locale = useLocale();
  return locale === 'en' ? english : use(localeTable(locale)).site;
}
