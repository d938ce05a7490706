import type { Locale } from '../../../content/locales.ts';
import { loadOnce } from '../../../routing/load-once.ts';
import type { UiStrings } from './en.ts';
import { inFirstSections, type FirstUi } from './first-sections.ts';

/**
 * The UI dictionaries of the locales other than English, fetched only for that locale's pages, so
 * an English visitor never downloads Arabic, Spanish or French strings (English sections travel
 * with the code that shows them: use-ui.ts). Each comes in two parts: its first sections
 * (first-sections.ts), in the same file as its table, and the whole dictionary, whose other
 * sections come after the first render of home, with the code that shows them.
 *
 * How a page gets its words synchronously: whatever starts a locale's page (its routes' loader in
 * the app, the static render at build) awaits `loadFirstUi(locale)`, or `loadUi(locale)` for a page
 * that shows more; `useUi` then reads them at once through React's `use` (the promise is marked
 * fulfilled, which `use` reads without suspending). If nothing awaited them, `useUi` suspends on the
 * same promise, so a missing preload costs a wait, never English text on an Arabic page.
 */
const loaders: Record<Translated, { first: () => Promise<FirstUi>; whole: () => Promise<UiStrings> }> = {
  ar: { first: () => import('./ar/ar-first.ts').then((m) => m.first), whole: () => import('./ar.ts').then((m) => m.ar) },
  es: { first: () => import('./es/es-first.ts').then((m) => m.first), whole: () => import('./es.ts').then((m) => m.es) },
  fr: { first: () => import('./fr/fr-first.ts').then((m) => m.first), whole: () => import('./fr.ts').then((m) => m.fr) },
};

type Translated = Exclude<Locale, 'en'>;

const firstParts = loadOnce((locale: Translated) => loaders[locale].first());
const wholes = loadOnce((locale: Translated) => loaders[locale].whole());

/** The whole dictionary of `locale` if it is already loaded. */
export function uiFor(locale: Translated): UiStrings | undefined {
  return wholes.loaded(locale);
}

/** Loads `locale`'s whole dictionary once: the same promise for every caller (as `use` requires). */
export function loadUi(locale: Translated): Promise<UiStrings> {
  return wholes.load(locale);
}

/** Loads `locale`'s first sections once (already there when its table is: the same file). */
export function loadFirstUi(locale: Translated): Promise<FirstUi> {
  return firstParts.load(locale);
}

/** What a component naming `sections` reads in `locale`: its first sections if those are all it names, else the whole dictionary. */
export function loadUiSections<K extends keyof UiStrings>(locale: Translated, sections: readonly K[]): Promise<Pick<UiStrings, K>> {
  // Every section named is a first one (checked just before): the first part holds them all.
  return inFirstSections(sections) ? (firstParts.load(locale) as Promise<Partial<UiStrings>> as Promise<Pick<UiStrings, K>>) : wholes.load(locale);
}
