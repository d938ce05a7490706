import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { CHOSEN_LOCALE_KEY } from '../../src/components/layout/language-switcher.tsx';
import { localeInfo, locales } from '../../src/content/locales.ts';
import { fr } from '../../scripts/ui/words.ts';
import { contentDir } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

// Issue 31 in the app: the test content's French and Arabic translations (tests/fixtures/content/*.fr.json, *.ar.json).
const content = loadContent(contentDir).content!;
const frPage = content.localized.fr.pages[0]!;
const frEntry = content.localized.fr.entries[0]!;
const untranslatedEntry = content.entries.find((e) => !content.localized.fr.entries.some((f) => f.file === e.file))!;
const untranslatedPage = content.pages.find((p) => !content.localized.fr.pages.some((f) => f.id === p.id))!;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The translated page is on show: its own heading, or on home (whose heading is the company's) its title in the tab. */
async function shown(page: typeof frPage) {
  if (page.path !== '/') await screen.findByRole('heading', { level: 1, name: page.data.title });
  else {
    // Home's heading is the company's, in the page's language (its words and its site.json).
    const { company } = content.localized.fr.site;
    await screen.findByRole('heading', { level: 1, name: fr.layout.homeHeading({ company: company.name, tagline: company.tagline }) });
  }
}

const switcher = () => document.querySelector('header details')!;
const languageLink = (name: string) => within(switcher() as HTMLElement).getByRole('link', { name });

describe('pages in other languages', () => {
  it('draws a translated page at /fr/... with its translated title and <html lang dir>', async () => {
    await renderApp(frPage.address.hashPath);
    await shown(frPage);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('draws a translated entry, and replaces the address of an untranslated one with its English address', async () => {
    await renderApp(frEntry.address.hashPath);
    expect(await screen.findByRole('heading', { level: 1, name: frEntry.title })).toBeInTheDocument();
    cleanup();
    const { router } = await renderApp(`/fr${untranslatedEntry.address.hashPath}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(untranslatedEntry.address.hashPath));
  });

  it('keeps links of a page in its language', async () => {
    await renderApp(frPage.address.hashPath);
    await shown(frPage);
    const homeLink = document.querySelector('header a')!;
    // The memory router of the tests writes paths (the site's hash router writes #/fr).
    expect(homeLink.getAttribute('href')).toBe('/fr');
  });
});

describe('language switcher', () => {
  it('is named "Language" (with the code it shows), lists every language named in itself with its lang, and keeps the page', async () => {
    await renderApp(frPage.address.hashPath === '/fr' ? '/' : frPage.address.hashPath.slice(3));
    expect(switcher().querySelector('summary')).toHaveAttribute('aria-label', 'Language: EN');
    for (const locale of locales) expect(languageLink(localeInfo[locale].selfName)).toHaveAttribute('lang', locale);
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('href', frPage.address.hashPath);
  });

  it('starts with "Language" on a page in another language too, and leads back to the English page', async () => {
    await renderApp(frPage.address.hashPath);
    await shown(frPage);
    expect(switcher().querySelector('summary')!.getAttribute('aria-label')).toMatch(/^Language/);
    expect(languageLink('English')).toHaveAttribute('href', frPage.address.hashPath.slice(3) || '/');
  });

  it('offers English for a page not translated into a language', async () => {
    await renderApp(untranslatedPage.address.hashPath);
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('href', untranslatedPage.address.hashPath);
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('hreflang', 'en');
  });

  it('knows an entry\'s languages: the translated one is offered in French, the untranslated one in English', async () => {
    const english = content.entries.find((e) => e.file === frEntry.file)!;
    await renderApp(english.address.hashPath);
    await screen.findByRole('heading', { level: 1, name: english.title });
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('href', frEntry.address.hashPath);
    cleanup();
    await renderApp(untranslatedEntry.address.hashPath);
    await screen.findByRole('heading', { level: 1, name: untranslatedEntry.title });
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('href', untranslatedEntry.address.hashPath);
    expect(languageLink(localeInfo.fr.selfName)).toHaveAttribute('hreflang', 'en');
  });

  it('remembers the choice for the visit and lists it first, without leaving the page by itself', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(frPage.address.hashPath);
    await shown(frPage);
    await user.click(languageLink('English'));
    await waitFor(() => expect(router.state.location.pathname).toBe(frPage.address.hashPath.slice(3) || '/'));
    expect(sessionStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('en');
    cleanup();
    sessionStorage.setItem(CHOSEN_LOCALE_KEY, 'ar');
    const again = await renderApp('/contact');
    await waitFor(() => expect(within(switcher() as HTMLElement).getAllByRole('link')[0]).toHaveAttribute('lang', 'ar'));
    expect(again.router.state.location.pathname).toBe('/contact');
  });
});
