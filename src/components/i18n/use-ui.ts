import { use } from 'react';
import { useLocale } from './locale-context.tsx';
import { loadUi, uiFor } from './ui/load.ts';
import type { UiStrings } from './ui/en.ts';

/**
 * The words of the UI in the page's locale (src/components/i18n/ui/). Synchronous once the locale's
 * dictionary is loaded (the root route's loader and the static render load it before rendering);
 * otherwise the component suspends until it arrives.
 */
export function useUi(): UiStrings {
  const locale = useLocale();
  return uiFor(locale) ?? use(loadUi(locale));
}
