import type { Locale } from '../../content/locales.ts';

/**
 * The UI's words come from the catalogues content/ui/<locale>.json: ICU MessageFormat strings,
 * parsed at build time (scripts/ui/catalogue.ts, with FormatJS's parser) into the compact form
 * below, so the browser carries no parser. This file turns that form into the words a component
 * shows, with the browser's Intl for plurals and numbers.
 *
 * A message is a string when it has no placeholder, else a list of parts:
 *   "text"                        literal text
 *   0                             `#` in a plural: its number, written in the page's language
 *   [name]                        {name}: a number is written in the page's language, anything else as it is
 *   [name, 's', {key: parts}]     {name, select, ...}: a value that is null, undefined or "" selects `none`
 *   [name, 'p', {key: parts}, n]  {name, plural, ...} with offset n: `=3` first, then Intl.PluralRules' category
 */
export type Part = string | 0 | readonly [string] | readonly [string, 's' | 'p', Readonly<Record<string, readonly Part[]>>, number?];
export type Compiled = string | readonly Part[];

/** A catalogue section as the build delivers it: messages compiled, or nested sections. */
export interface CompiledSection {
  readonly [key: string]: Compiled | CompiledSection;
}

export type Values = Readonly<Record<string, unknown>>;

/** `make(key)` on first use, the same answer after: the first Intl object of a language loads its data. */
export function once<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

// Digits stay Latin (0-9) in Arabic too: CAS numbers, HS codes and quantities on the same page are
// written that way, as Gulf and North African trade documents do; two digit systems would read worse.
export const numberFormat = once((locale: Locale) => new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 20 }));
const pluralRules = once((locale: Locale) => new Intl.PluralRules(locale));

function write(parts: readonly Part[], values: Values, locale: Locale, pound: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === 0) out += numberFormat(locale).format(pound);
    else {
      const value = values[part[0]];
      if (part.length === 1) out += typeof value === 'number' ? numberFormat(locale).format(value) : String(value ?? '');
      else if (part[1] === 's') {
        const key = value === null || value === undefined || value === '' ? 'none' : String(value);
        out += write(part[2][key] ?? part[2].other ?? [], values, locale, pound);
      } else {
        const n = Number(value) - (part[3] ?? 0);
        const options = part[2];
        out += write(options[`=${String(value)}`] ?? options[pluralRules(locale).select(n)] ?? options.other ?? [], values, locale, n);
      }
    }
  }
  return out;
}

const cache = new WeakMap<CompiledSection, Map<Locale, unknown>>();

/**
 * A section's words in `locale`: its strings as they are, its parameterised messages as functions
 * of one object of named values (`ui.carousel.slideOf({ index, total })`). The same object for the
 * same section each time (components compare nothing, but rendering stays cheap).
 */
export function messages<T>(locale: Locale, section: CompiledSection): T {
  let byLocale = cache.get(section);
  if (!byLocale) cache.set(section, (byLocale = new Map()));
  let out = byLocale.get(locale);
  if (!out) {
    out = Object.fromEntries(
      Object.entries(section).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : Array.isArray(value) ? (values: Values = {}) => write(value as readonly Part[], values, locale, 0) : messages(locale, value as CompiledSection),
      ]),
    );
    byLocale.set(locale, out);
  }
  return out as T;
}

/**
 * Compiled catalogue sections as components read them (functions for parameterised messages).
 * The `format` section (./format.ts) is added by whoever loads the words: it stays out of the app's
 * start, which only the components that write numbers, lists or dates need.
 */
export function uiOf<T>(locale: Locale, sections: Readonly<Record<string, CompiledSection>>): T {
  return Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, messages(locale, v)])) as T;
}
