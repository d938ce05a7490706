import { use } from 'react';
import { useLocale } from './locale-context.tsx';
import type { Format } from './format.ts';
import { uiOf, type CompiledSection } from './messages.ts';
import { loadUiSections } from './ui/load.ts';
import type { UiStrings } from './ui-types.ts';

/** What a component names: its English sections (`virtual:ui/en/<section>`), and `format` (./format.ts). */
export type EnglishSections<K extends keyof UiStrings> = { [S in K]: S extends 'format' ? Format : CompiledSection };

/**
 * The words of the UI in the page's language (content/ui/<locale>.json). A component names the
 * sections it shows, with their English text: `useUi({ common: enCommon, trade: enTrade })`, where
 * `enCommon` is `import { common as enCommon } from 'virtual:ui/en/common'`. On an English page
 * those are the answer, so each English section travels with the code that shows it (home's first
 * load carries only the sections home draws). On another language's page the answer is from that
 * language's catalogue: its first sections (./first-sections.ts) if those are all the component
 * names, else the whole; synchronous once loaded (the language's routes' loader and the static
 * render load them before rendering), else the component suspends until they arrive. The locale
 * does not change between a suspended render and its replay, so the same hooks run both times.
 */
export function useUi<K extends keyof UiStrings>(english: EnglishSections<K>): Pick<UiStrings, K> {
  const locale = useLocale();
  return locale === 'en' ? englishUi(english) : use(loadUiSections(locale, Object.keys(english) as K[]));
}

/** English sections as components read them, outside a component (or where the page's language does not matter). */
export function englishUi<K extends keyof UiStrings>(english: EnglishSections<K>): Pick<UiStrings, K> {
  const { format, ...sections } = english as Record<string, CompiledSection>;
  const ui = uiOf<Pick<UiStrings, K>>('en', sections);
  return format ? { ...ui, format } : ui;
}
