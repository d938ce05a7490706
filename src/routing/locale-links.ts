import type { LocaleTable } from '../content/resolved.ts';
import { addressKey, splitLocale } from './addresses.ts';
import { localeScreens, redirects, screens } from './routes.ts';

/**
 * Whether an English address (a hash path, maybe with a query) has a page in a language: a page
 * or catalogue entry translated into it, or one of the screens every language has. A redirect is
 * judged by its target. Anything else (an untranslated page or entry) has no address there, so a
 * link to it from a page in that language goes to the English page, marked as English (contract:
 * "Languages, second pass").
 */
export function hasLocaleAddress(englishPath: string, table: Pick<LocaleTable, 'addresses'>): boolean {
  const given = addressKey(englishPath);
  const key = addressKey(redirects.find((r) => addressKey(r.path) === given)?.to ?? given);
  return table.addresses.has(key) || screens.some((s) => (localeScreens as readonly string[]).includes(s.id) && addressKey(s.path) === key);
}

/** The path of a link target (string or path object), if it is an absolute English address. */
export function englishTarget(to: string | Partial<{ pathname: string }>): string | null {
  const path = typeof to === 'string' ? to : to.pathname;
  if (!path || !path.startsWith('/')) return null;
  return splitLocale(path).locale === 'en' ? path : null;
}
