import type { LocaleTable, LocaleTableLater } from '../content/resolved.ts';
import { addressKey, splitLocale } from './addresses.ts';
import { localeScreens, redirects, screens } from './routes.ts';

/** The address a link to an English address ends at (a redirect is judged by its target), as an addressKey. */
function targetKey(englishPath: string): string {
  const given = addressKey(englishPath);
  return addressKey(redirects.find((r) => addressKey(r.path) === given)?.to ?? given);
}

/** Whether an English address is a page translated into a language (its table's pages) or one of the screens every language has. */
export function isLocalePage(englishPath: string, table: { pages: readonly Pick<LocaleTable['pages'][number], 'path'>[] }): boolean {
  const key = targetKey(englishPath);
  return table.pages.some((p) => addressKey(p.path) === key) || screens.some((s) => (localeScreens as readonly string[]).includes(s.id) && addressKey(s.path) === key);
}

/** Whether an English address is a catalogue entry translated into a language. */
export function isLocaleEntry(englishPath: string, later: Pick<LocaleTableLater, 'entries'>): boolean {
  return later.entries.has(targetKey(englishPath));
}

/** The path of a link target (string or path object), if it is an absolute English address. */
export function englishTarget(to: string | Partial<{ pathname: string }>): string | null {
  const path = typeof to === 'string' ? to : to.pathname;
  if (!path || !path.startsWith('/')) return null;
  return splitLocale(path).locale === 'en' ? path : null;
}
