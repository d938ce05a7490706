import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { splitLocale } from '../routing/addresses.ts';
import { localeTable } from '../routing/locale-tables.ts';
import { localeBranch } from './build-routes.tsx';

/**
 * Adds a language's routes to the router the first time an address in it is opened (a static page
 * at /fr/..., a hash route #/fr/..., the language switcher): react-router asks before matching an
 * address its routes do not fully know (here, one the catch-all would take), once the language's
 * table (its pages) is loaded; English addresses answer at once.
 */
export function discoverLocaleRoutes(): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  return ({ path, patch }) => {
    const { locale } = splitLocale(path);
    // An English address (or a language already added) answers at once, without a promise to wait for.
    if (locale === 'en' || added.has(locale)) return;
    return localeTable(locale).then((table) => {
      added.add(locale);
      patch('root', [localeBranch(locale, table)]);
    });
  };
}
