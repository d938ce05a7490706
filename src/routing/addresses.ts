import { generatePath } from 'react-router';
import { defaultLocale, prefixedLocales, type Locale, type PrefixedLocale } from '../content/locales.ts';

/**
 * One address of the site, of every page, screen and catalogue entry: computed once at build
 * (scripts/content/load.ts) and shipped to the browser with the routes and the catalogue; nothing
 * else derives a path. Languages add one field, `locale`, which `address()` below puts in front of
 * both paths; nothing else changes.
 */
export interface Address {
  /** The route that draws it: a page's id, a screen's, a catalogue kind's detail route. */
  id: string;
  /** What that route finds it by: an entry's key ("Paracetamol"); "" for a page or a screen, which their route alone names. */
  key: string;
  /** The app's address, after "#", parameters URL-encoded: "/business/api-excipients/Lutein%2010%25". */
  hashPath: string;
  /** Its static page's address: lower case, hyphenated, ending in "/" ("/" for home): "/business/api-excipients/lutein-10/". */
  realPath: string;
  /** The language of a translated page or entry (issue 31); absent for English, whose addresses are as they always were. */
  locale?: PrefixedLocale;
}

export type { PrefixedLocale } from '../content/locales.ts';

/**
 * The one normaliser of hash paths: how two addresses are compared, as the router matches them
 * (decoded, lower case, with its leading slash, without a trailing one, a query or a fragment).
 * Self-contained: index.html's preload script carries its source (scripts/vite/route-preload.ts).
 */
export function addressKey(hashPath: string): string {
  let key = hashPath.split(/[?#]/)[0] ?? '';
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape is compared as written.
  }
  return key.toLowerCase().replace(/^(?!\/)/, '/').replace(/(.)\/+$/, '$1');
}

/** A link written by an editor ("business/fmcg", "/business/fmcg") as an absolute route path. */
export function contentPath(to: string): string {
  return to.startsWith('/') ? to : `/${to}`;
}

/** One segment of a real address: "FruitsAndVeg" is "fruits-and-veg", "Lutein 10%" is "lutein-10". */
export function realSegment(segment: string): string {
  return segment
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Both paths of a route pattern: parameters URL-encoded into the hash path, and as given (file names) into the real path. */
function address(id: string, key: string, pattern: string, hashParams: Record<string, string> = {}, realParams: Record<string, string> = {}): Address {
  const real = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? (realParams[s.slice(1)] ?? '') : realSegment(s)));
  return { id, key, hashPath: generatePath(pattern, hashParams), realPath: real.length ? `/${real.join('/')}/` : '/' };
}

/**
 * The same page or entry in another language: both paths under `/{locale}` with the English
 * segments (`/fr/business/api-excipients/paracetamol/`, `#/fr/business/api-excipients/Paracetamol`);
 * English is the address itself.
 */
export function localeAddress(a: Address, locale: Locale): Address {
  if (locale === 'en') return a;
  return { ...a, locale, hashPath: `/${locale}${a.hashPath === '/' ? '' : a.hashPath}`, realPath: `/${locale}${a.realPath}` };
}

/** The locale an address (hash or real path) is in, and the English address it translates: "/fr/about" is French "/about". */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/([A-Za-z]{2})(?=\/|$|[?#])/.exec(path);
  const first = match?.[1]?.toLowerCase();
  if (!first || !(prefixedLocales as readonly string[]).includes(first)) return { locale: defaultLocale, path };
  const rest = path.slice(3);
  return { locale: first as PrefixedLocale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * A link target on a page in `locale`: an absolute path in English is put under the locale's
 * prefix; anchors, relative targets and paths already in a language are left as they are.
 */
export function localizedTo<T extends string | Partial<{ pathname: string; search: string; hash: string }>>(to: T, locale: Locale): T {
  if (locale === 'en') return to;
  const put = (path: string) => (path.startsWith('/') && splitLocale(path).locale === 'en' ? `/${locale}${path === '/' ? '' : path}` : path);
  if (typeof to === 'string') return put(to) as T;
  const path = (to as { pathname?: string }).pathname;
  return path ? ({ ...(to as object), pathname: put(path) } as T) : to;
}

/** A page's address, from its file under content/pages: pages/business/fmcg.json is /business/fmcg, pages/home.json is /. */
export function pageAddress(relativeFile: string): Address {
  const bare = relativeFile.replace(/\.json$/, '');
  return bare === 'home' ? address('home', '', '/') : address(bare, '', `/${bare}`);
}

/** A screen's address (not-found, maintenance): its route's path. */
export function screenAddress(screen: { id: string; path: string }): Address {
  return address(screen.id, '', screen.path);
}

/**
 * A catalogue entry's address, from its kind's detail route: the entry's key in the hash path and
 * its file name in the real path; for a kind with parents, the parent's key (as the entry names it)
 * and the parent's file name likewise.
 */
export function entryAddress(
  route: { id: string; path: string; param: string; parentParam?: string },
  entry: { key: string; slug: string; parent: string | null },
  parentSlug: string | null,
): Address {
  const hash = { [route.param]: entry.key };
  const real = { [route.param]: entry.slug };
  if (route.parentParam) {
    hash[route.parentParam] = entry.parent ?? '';
    real[route.parentParam] = parentSlug ?? realSegment(entry.parent ?? '');
  }
  return address(route.id, entry.key, route.path, hash, real);
}
