import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, type Locale } from '../../content/locales';

/**
 * The page's locale, given once at the top of the tree (the app's root layout from the route, the
 * static render from the page it renders), so that any component can read it without props
 * threaded through every layer. English when nothing provides one (tests, the editor preview).
 */
const LocaleContext = createContext<Locale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
