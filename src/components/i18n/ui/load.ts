import type { Locale } from '../../../content/locales.ts';
import { en, type UiStrings } from './en.ts';

/**
 * The UI dictionaries. English is in the first load (every English page needs it, and it is small);
 * each other locale's dictionary is a chunk of its own, fetched only for that locale's pages, so an
 * English visitor never downloads Arabic, Spanish or French strings.
 *
 * How a page gets its dictionary synchronously: whatever starts a locale's page (the root route's
 * loader in the app, the static render at build) awaits `loadUi(locale)` first; `useUi` then reads
 * it at once through React's `use` (the promise is marked fulfilled, which `use` reads without
 * suspending). If nothing awaited it, `useUi` suspends on the same promise, so a missing preload
 * costs a wait, never English text on an Arabic page.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<UiStrings>> = {
  ar: () => import('./ar.ts').then((m) => m.ar),
  es: () => import('./es.ts').then((m) => m.es),
  fr: () => import('./fr.ts').then((m) => m.fr),
};

/** A promise as React's `use` tracks it: once settled, `use` answers from these fields, without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const promises: Partial<Record<Locale, Tracked<UiStrings>>> = { en: fulfilled(en) };

/** The dictionary of `locale` if it is already loaded (English always is). */
export function uiFor(locale: Locale): UiStrings | undefined {
  const promise = promises[locale];
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/**
 * Loads `locale`'s dictionary once: the same promise for every caller (as `use` requires). A failed
 * load (a dropped connection) is forgotten, so the next render or navigation tries again.
 */
export function loadUi(locale: Locale): Promise<UiStrings> {
  const known = promises[locale];
  if (known) return known;
  if (locale === 'en') return (promises.en = fulfilled(en));
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
