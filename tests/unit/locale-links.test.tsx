import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressKey, splitLocale } from '../../src/routing/addresses.ts';
import { prefixedLocales } from '../../src/content/locales.ts';
import { localeScreens, screens } from '../../src/routing/routes.ts';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

/**
 * Contract, "Languages, second pass": an untranslated entry (or page) is linked from a page in
 * another language at its English address, with hreflang="en"; no page in a language links to an
 * address that language does not have. Walks every translated page and entry of the test content.
 */
const content = shownContent();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

for (const locale of prefixedLocales) {
  const translated = content.localized[locale];
  const englishOf = (file: string) => content.entries.find((e) => e.file === file)?.address.hashPath;
  const own = new Set([
    ...translated.pages.map((p) => addressKey(p.path)),
    ...translated.entries.flatMap((e) => (englishOf(e.file) ? [addressKey(englishOf(e.file)!)] : [])),
    ...screens.filter((s) => (localeScreens as readonly string[]).includes(s.id)).map((s) => addressKey(s.path)),
  ]);
  const shown = [...translated.pages.map((p) => ({ label: p.file, hashPath: p.address.hashPath })), ...translated.entries.map((e) => ({ label: e.file, hashPath: e.address.hashPath }))];

  describe(`links on the pages in ${locale}`, () => {
    it.skipIf(shown.length === 0)('lead to an address in the language only where there is one, else to the English page marked hreflang="en"', async () => {
      let english = 0;
      for (const page of shown) {
        await renderApp(page.hashPath);
        await screen.findAllByRole('heading', { level: 1 });
        // The language switcher's links lead out of the language on purpose.
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => !a.closest('header details'));
        for (const a of links) {
          const href = a.getAttribute('href')!;
          if (!href.startsWith('/')) continue;
          const { locale: target, path } = splitLocale(href);
          if (target === locale) expect(own.has(addressKey(path)), `${page.label} links to ${href}, which is not translated`).toBe(true);
          else if (target === 'en') {
            expect(own.has(addressKey(path)), `${page.label} links to the English ${href}, which has a page in ${locale}`).toBe(false);
            expect(a.getAttribute('hreflang'), `${page.label}: the link to ${href}`).toBe('en');
            english++;
          }
        }
        cleanup();
      }
      // The test content leaves pages untranslated, so a translated page links to some.
      expect(english).toBeGreaterThan(0);
    }, 60_000);
  });
}
