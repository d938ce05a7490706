import type { Locale } from '../../content/locales.ts';
import { messages, type CompiledSection } from './messages.ts';

/**
 * Compiled catalogue sections as components read them (functions for parameterised messages).
 * The `format` section (./format.ts) is added by whoever loads the words: it stays out of the app's
 * start, which only the components that write numbers, lists or dates need.
 */
export function uiOf<T>(locale: Locale, sections: Readonly<Record<string, CompiledSection>>): T {
  return Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, messages(locale, v)])) as T;
}
