import type { Locale } from '../../../content/locales.ts';
import type { UiStrings } from './en.ts';

/**
 * The UI dictionaries of the locales other than English, each a chunk of its own, fetched only for
 * that locale's pages, so an English visitor never downloads Arabic, Spanish or French strings
 * (English sections travel with the code that shows them: use-ui.ts).
 *
 * How a page gets its dictionary synchronously: whatever starts a locale's page (the root route's
 * loader in the app, the static render at build) awaits `loadUi(locale)` first; `useUi` then reads
 * it at once through React's `use` (the promise is marked fulfilled, which `use` reads without
 * suspending). If nothing awaited it, `useUi` suspends on the same promise, so a missing preload
 * costs a wait, never English text on an Arabic page.
 */
const loaders: Record<Translated, () => Promise<UiStrings>> = {
  ar: () => import('./ar.ts').then((m) => m.ar),
  es: () => import('./es.ts').then((m) => m.es),
  fr: () => import('./fr.ts').then((m) => m.fr),
};

/** A promise as React's `use` tracks it: once settled, `use` answers from these fields, without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

type Translated = Exclude<Locale, 'en'>;

const promises: Partial<Record<Translated, Tracked<UiStrings>>> = {};

/** The dictionary of `locale` if it is already loaded. */
export function uiFor(locale: Translated): UiStrings | undefined {
  const promise = promises[locale];
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/**
 * Loads `locale`'s dictionary once: the same promise for every caller (as `use` requires). A failed
 * load (a dropped connection) is forgotten, so the next render or navigation tries again.
 */
export function loadUi(locale: Translated): Promise<UiStrings> {
  const known = promises[locale];
  if (known) return known;
  const promise: Tracked<UiStrings> = loaders[locale]().then(
    (strings) => {
      Object.assign(promise, { status: 'fulfilled', value: strings });
      return strings;
    },
    (error: unknown) => {
      delete promises[locale];
      throw error;
    },
  );
  promise.status = 'pending';
  promises[locale] = promise;
  return promise;
}
