import { use } from 'react';
import { useLocale } from './locale-context.tsx';
import { loadUiSections } from './ui/load.ts';
import type { UiStrings } from './ui/en.ts';

/**
 * The words of the UI in the page's locale (src/components/i18n/ui/). A component names the
 * sections it shows, with their English text: `useUi({ common: enCommon, trade: enTrade })`. On an
 * English page those are the answer, so each English section travels with the code that shows it
 * (home's first load carries only the sections home draws, not the whole dictionary). On another
 * locale's page the answer is from that locale's dictionary: its first sections (ui/first-sections.ts)
 * if those are all the component names, else the whole; synchronous once loaded (the locale's
 * routes' loader and the static render load them before rendering), else the component suspends
 * until they arrive. The locale does not change between a suspended render and its replay, so the
 * same hooks run both times.
 */
export function useUi<K extends keyof UiStrings>(english: Pick<UiStrings, K>): Pick<UiStrings, K> {
  const locale = useLocale();
  return locale === 'en' ? english : use(loadUiSections(locale, Object.keys(english) as K[]));
}
