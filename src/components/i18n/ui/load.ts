import type { Locale } from '../../../content/locales.ts';
import { loadOnce } from '../../../routing/load-once.ts';
import { uiOf, type CompiledSection } from '../messages.ts';
import type { UiStrings } from '../ui-types.ts';
import { inFirstSections, type FirstUi } from '../first-sections.ts';

/**
 * The catalogues of the languages other than English (content/ui/<locale>.json), fetched only for
 * that language's pages, so an English visitor never downloads Arabic, Spanish or French words
 * (English sections travel with the code that shows them: ../use-ui.ts). Each comes in two parts
 * (scripts/vite/ui-plugin.ts): its first sections (../first-sections.ts), in the same file as its
 * table, and the rest, which comes after the first render of home, with the code that shows it.
 *
 * How a page gets its words synchronously: whatever starts a language's page (its routes' loader in
 * the app, the static render at build) awaits `loadFirstUi(locale)`, or `loadUi(locale)` for a page
 * that shows more; `useUi` then reads them at once through React's `use` (the promise is marked
 * fulfilled, which `use` reads without suspending). If nothing awaited them, `useUi` suspends on the
 * same promise, so a missing preload costs a wait, never English text on an Arabic page.
 */
type Sections = Record<string, CompiledSection>;
const parts: Record<Translated, { first: () => Promise<{ default: Sections }>; later: () => Promise<{ default: Sections }> }> = {
  ar: { first: () => import('virtual:ui/ar/first'), later: () => import('virtual:ui/ar/later') },
  es: { first: () => import('virtual:ui/es/first'), later: () => import('virtual:ui/es/later') },
  fr: { first: () => import('virtual:ui/fr/first'), later: () => import('virtual:ui/fr/later') },
};

type Translated = Exclude<Locale, 'en'>;

const firstParts = loadOnce((locale: Translated) => parts[locale].first().then((m) => uiOf<FirstUi>(locale, m.default)));
// The formats (../format.ts) come with the rest of the words: home's first render writes no number.
const wholes = loadOnce((locale: Translated) =>
  Promise.all([parts[locale].first(), parts[locale].later(), import('../format.ts')]).then(([a, b, f]) => ({ ...uiOf<UiStrings>(locale, { ...a.default, ...b.default }), format: f.formatFor(locale) })),
);

/** The whole catalogue of `locale` if it is already loaded. */
export function uiFor(locale: Translated): UiStrings | undefined {
  return wholes.loaded(locale);
}

/** Loads `locale`'s whole catalogue once: the same promise for every caller (as `use` requires). */
export function loadUi(locale: Translated): Promise<UiStrings> {
  return wholes.load(locale);
}

/** Loads `locale`'s first sections once (already there when its table is: the same file). */
export function loadFirstUi(locale: Translated): Promise<FirstUi> {
  return firstParts.load(locale);
}

/** What a component naming `sections` reads in `locale`: its first sections if those are all it names, else the whole catalogue. */
export function loadUiSections<K extends keyof UiStrings>(locale: Translated, sections: readonly K[]): Promise<Pick<UiStrings, K>> {
  // Every section named is a first one (checked just before): the first part holds them all.
  return inFirstSections(sections) ? (firstParts.load(locale) as Promise<Partial<UiStrings>> as Promise<Pick<UiStrings, K>>) : wholes.load(locale);
}
