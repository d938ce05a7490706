import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { splitLocale } from '../routing/addresses.ts';
import { localeTable } from '../routing/locale-tables.ts';

/**
 * Adds a language's routes to the router the first time an address in it is opened (a static page
 * at /fr/..., a hash route #/fr/..., the language switcher): react-router asks before matching an
 * address its routes do not fully know (here, one the catch-all would take). The routes' code and
 * the language's table load side by side; English addresses answer at once.
 */
export function discoverLocaleRoutes(): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  return ({ path, patch }) => {
    const { locale } = splitLocale(path);
    // An English address (or a language already added) answers at once, without a promise to wait for.
    if (locale === 'en' || added.has(locale)) return;
    return Promise.all([import('./locale-routes.tsx'), localeTable(locale)]).then(([{ localeRoutes }, table]) => {
      added.add(locale);
      patch('root', [localeRoutes(locale, table)]);
    });
  };
}
