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

const numbers = new Map<Locale, Intl.NumberFormat>();
const plurals = new Map<Locale, Intl.PluralRules>();

// Digits stay Latin (0-9) in Arabic too: CAS numbers, HS codes and quantities on the same page are
// written that way, as Gulf and North African trade documents do; two digit systems would read worse.
// Created on first use, once per language: the first Intl object of a language loads its data.
export function numberFormat(locale: Locale): Intl.NumberFormat {
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 20 })));
  return f;
}

function pluralRules(locale: Locale): Intl.PluralRules {
  let f = plurals.get(locale);
  if (!f) plurals.set(locale, (f = new Intl.PluralRules(locale)));
  return f;
}

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
