import { describe, expect, it } from 'vitest';
import { prefixedLocales } from '../../src/content/locales.ts';
import { redirectsFile } from '../../scripts/vite/redirects-file.ts';

/**
 * Issue 31: Netlify serves only the root 404.html; the build's `_redirects` (Netlify builds only)
 * serves each language's own. Read as Netlify reads it: `source destination status`, one a line.
 */
const rules = () =>
  redirectsFile()
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/));

describe('the Netlify _redirects file', () => {
  it('sends an unknown address under each language to that language\'s 404 page, with status 404', () => {
    expect(rules()).toEqual(prefixedLocales.map((l) => [`/${l}/*`, `/${l}/404.html`, '404']));
  });

  it('never forces a rule (a "!" status would hide every real page under the prefix)', () => {
    for (const [, , status] of rules()) expect(status).not.toMatch(/!/);
  });
});
