import type { Locale } from '../../content/locales.ts';
import { formatFor } from './format.ts';
import { messages, type CompiledSection } from './messages.ts';

/** Compiled catalogue sections as components read them (functions for parameterised messages), with the language's formats. */
export function uiOf<T>(locale: Locale, sections: Readonly<Record<string, CompiledSection>>): T {
  return { ...Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, messages(locale, v)])), format: formatFor(locale) } as T;
}
