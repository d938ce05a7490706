import type { Locale } from '../../src/content/locales.ts';
import type { UiStrings } from '../../src/components/i18n/ui-types.ts';
import { formatFor } from '../../src/components/i18n/format.ts';
import { compileCatalogue, readCatalogue } from './catalogue.ts';
import { uiOf, type CompiledSection } from '../../src/components/i18n/messages.ts';

/**
 * A language's UI words in Node (the static render's head, the enquiry service's pages, the search
 * index, tests): the same catalogue and runtime as the browser's, compiled when first asked.
 */
const cache = new Map<Locale, UiStrings>();
export function uiIn(locale: Locale): UiStrings {
  let ui = cache.get(locale);
  if (!ui) cache.set(locale, (ui = { ...uiOf<UiStrings>(locale, compileCatalogue(readCatalogue(locale)) as Record<string, CompiledSection>), format: formatFor(locale) }));
  return ui;
}

export const en = uiIn('en');
export const ar = uiIn('ar');
export const es = uiIn('es');
export const fr = uiIn('fr');
