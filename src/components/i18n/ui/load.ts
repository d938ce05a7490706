import { defaultLocale, type Locale } from '../../../content/locales.ts';
import { en, type UiStrings } from './en.ts';

/**
 * The UI dictionaries. English is in the first load (every English page needs it, and it is small);
 * each other locale's dictionary is a chunk of its own, fetched only for that locale's pages, so an
 * English visitor never downloads Arabic, Spanish or French strings.
 *
 * How a page gets its dictionary synchronously: whatever starts a locale's page (the root route's
 * loader in the app, the static render at build) awaits `loadUi(locale)` first; from then on
 * `uiFor(locale)` answers at once. If nothing awaited it, `useUi` suspends on the same promise
 * (React `use`), so a missing preload costs a wait, never English text on an Arabic page.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<UiStrings>> = {
  ar: () => import('./ar.ts').then((m) => m.ar),
  es: () => import('./es.ts').then((m) => m.es),
  fr: () => import('./fr.ts').then((m) => m.fr),
};

const loaded: Partial<Record<Locale, UiStrings>> = { [defaultLocale]: en };
const pending: Partial<Record<Locale, Promise<UiStrings>>> = {};

/** The dictionary of `locale` if it is already loaded (English always is). */
export function uiFor(locale: Locale): UiStrings | undefined {
  return loaded[locale];
}

/**
 * Loads `locale`'s dictionary once; the same promise for every caller while it is on its way. A
 * failed load (a dropped connection) is forgotten, so the next navigation tries again.
 */
export function loadUi(locale: Locale): Promise<UiStrings> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  if (locale === 'en') return Promise.resolve(en);
  const promise = (pending[locale] ??= loaders[locale]().then(
    (strings) => {
      loaded[locale] = strings;
      return strings;
    },
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  ));
  return promise;
}
