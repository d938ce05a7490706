import { prefixedLocales, type PrefixedLocale } from '../../src/content/locales.ts';

/**
 * The build's `_redirects` for Netlify (written only in Netlify's builds, `NETLIFY=true`): each
 * language's not-found page for an unknown address under its prefix. Netlify serves only the root
 * `404.html` by itself; a rule with status 404 serves another page with that status, and, not
 * forced (no `!`), only where no file answers the address, so every real page is left alone.
 * Cloudflare Pages must not get this file: it follows its rules whether or not a file matches
 * (every /fr/ page would be a 404), and it serves the nearest `404.html` by itself anyway.
 */
export function redirectsFile(locales: readonly PrefixedLocale[] = prefixedLocales): string {
  return [
    '# Each language\'s not-found page (Netlify): only where no file answers the address.',
    ...locales.map((l) => `/${l}/*  /${l}/404.html  404`),
    '',
  ].join('\n');
}
