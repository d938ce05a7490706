import { use } from 'react';
import { useLocale } from './locale-context.tsx';
import { loadUi } from './ui/load.ts';
import type { UiStrings } from './ui/en.ts';

/**
 * The words of the UI in the page's locale (src/components/i18n/ui/). A component names the
 * sections it shows, with their English text: `useUi({ common: enCommon, trade: enTrade })`. On an
 * English page those are the answer, so each English section travels with the code that shows it
 * (home's first load carries only the sections home draws, not the whole dictionary). On another
 * locale's page the answer is that locale's dictionary: synchronous once loaded (the root route's
 * loader and the static render load it before rendering), else the component suspends until it
 * arrives. The locale does not change between a suspended render and its replay, so the same
 * hooks run both times.
 */
export function useUi<K extends keyof UiStrings>(english: Pick<UiStrings, K>): Pick<UiStrings, K> {
  const locale = useLocale();
  return locale === 'en' ? english : use(loadUi(locale));
}
