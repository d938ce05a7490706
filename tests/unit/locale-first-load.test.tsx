import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { es } from '../../scripts/ui/words.ts';
import { firstSections } from '../../src/components/i18n/first-sections.ts';
import { loadFirstUi, loadUi, loadUiSections, uiFor } from '../../src/components/i18n/ui/load.ts';
import { Footer } from '../../src/components/layout/footer.tsx';
import { Header } from '../../src/components/layout/header.tsx';
import { localeTable } from '../../src/routing/locale-tables.ts';
import { loadContent } from '../../scripts/content/load.ts';

// The content the app under test is built from (vitest.config.ts: CONTENT_DIR), in Spanish.
const esSite = loadContent(process.env.CONTENT_DIR).content!.localized.es.site;

// A locale's home loads its table and its dictionary's first sections, one file, and draws its
// first render from them; the rest of both comes with the code that shows it (issue 31's budget).
// In this order: nothing in this file loads Spanish before the first test.
describe("a locale's first load (issue 31)", () => {
  it('the header draws in Spanish from the first sections and the table alone: the rest of the dictionary is not loaded', async () => {
    await Promise.all([loadFirstUi('es'), localeTable('es')]);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/es']}>
          <LocaleProvider locale="es">
            <Header />
          </LocaleProvider>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('link', { name: es.layout.logoHome({ company: esSite.company.name }) })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: es.header.mainNav })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: esSite.nav[0]!.label })).toBeInTheDocument();
    expect(uiFor('es')).toBeUndefined();
    // The table carries only what the first render draws of site.json: not the company's description.
    expect(JSON.stringify((await localeTable('es')).site)).not.toContain(esSite.company.description);
  });

  it('a component naming a later section (the footer) waits for the whole dictionary and site.json, then draws in Spanish, never English', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/es']}>
          <Suspense fallback={<p>waiting</p>}>
            <LocaleProvider locale="es">
              <Footer />
            </LocaleProvider>
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: es.footer.contactHeading })).toBeInTheDocument();
    expect(uiFor('es')?.footer.contactHeading).toBe(es.footer.contactHeading);
  });

  it('names the first sections or the whole dictionary by what a component asks for', async () => {
    const first = await loadUiSections('es', [...firstSections]);
    expect(Object.keys(first).sort()).toEqual([...firstSections].sort());
    expect(first.header.search).toBe(es.header.search);
    expect(await loadUiSections('es', ['header', 'footer'])).toBe(await loadUi('es'));
  });
});
