import { use } from 'react';
import { useLocale } from './locale-context.tsx';
import { loadUi } from './ui/load.ts';
import type { UiStrings } from './ui/en.ts';

/**
 * The words of the UI in the page's locale (src/components/i18n/ui/). Synchronous once the locale's
 * dictionary is loaded (English always is; the root route's loader and the static render load the
 * others before rendering); otherwise the component suspends until it arrives. Always through
 * `use`, so a component that suspended calls the same hooks when React replays it.
 */
export function useUi(): UiStrings {
  return use(loadUi(useLocale()));
}
