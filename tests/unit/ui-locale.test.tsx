import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/app/build-routes.tsx';
import { discoverLocaleRoutes } from '../../src/app/locale-discovery.ts';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { ar } from '../../scripts/ui/words.ts';
import { en } from '../../scripts/ui/words.ts';
import { uiFor } from '../../src/components/i18n/ui/load.ts';
import { es } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { Carousel } from '../../src/components/ui/carousel.tsx';
import { TradeDetailsList } from '../../src/components/ui/trade-details.tsx';
import type { Locale } from '../../src/content/locales.ts';

/** The real route tree in memory at `path`, inside a page of `locale` (as h31's routes will give it), written `dir`. */
async function renderLocaleApp(path: string, locale: Locale, dir: 'ltr' | 'rtl') {
  // The page's language comes from its address (the root layout provides it), as on the site.
  const router = createMemoryRouter(buildRoutes(), { patchRoutesOnNavigation: discoverLocaleRoutes(), initialEntries: [locale === 'en' ? path : `/${locale}${path}`] });
  const utils = render(
    <div dir={dir}>
      <LocaleProvider locale={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </div>,
  );
  await screen.findByRole('contentinfo', {}, { timeout: 10000 });
  return utils;
}

const fixture = (file: string) => JSON.parse(readFileSync(resolve(process.env.CONTENT_DIR ?? 'tests/fixtures/content', file), 'utf8')) as Record<string, unknown>;

describe('the UI in the page\'s language (issue 31)', () => {
  // First in the file: nothing has loaded French yet, so this is the path where no loader preloaded it.
  it('a component suspends until its locale\'s dictionary arrives, then shows it (never English meanwhile)', async () => {
    expect(uiFor('fr')).toBeUndefined();
    // Awaited act: React retries a suspended render when the dictionary arrives (as the browser does by itself).
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <LocaleProvider locale="fr">
            <Carousel label="Produits" slides={[<p key="a">A</p>, <p key="b">B</p>]} />
          </LocaleProvider>
        </Suspense>,
      );
    });
    expect(await screen.findByRole('button', { name: fr.carousel.nextSlide })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.carousel.nextSlide })).toBeNull();
  });

  it('an API product page in Arabic, right to left: chrome translated, the CAS number kept left to right', async () => {
    const entry = fixture('catalogue/api-products/paracetamol.json');
    const { container } = await renderLocaleApp('/business/api-excipients/paracetamol', 'ar', 'rtl');
    expect(await screen.findByRole('link', { name: ar.catalogue.enquireAbout })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.print.print })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: ar.layout.breadcrumb })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.common.home })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ar.catalogue.specifications })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ar.trade.tradeDetails })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(ar.search.search) })).toBeInTheDocument();
    // The English words are gone from this page's chrome.
    expect(screen.queryByRole('link', { name: en.catalogue.enquireAbout })).toBeNull();
    expect(screen.queryByRole('button', { name: en.print.print })).toBeNull();
    // The CAS number is isolated left to right, so "103-90-2" is not reordered inside Arabic text.
    const cas = within(container.querySelector('dl')!).getByText(ar.catalogue.casNumber, { selector: 'dt' }).nextElementSibling as HTMLElement;
    const casValue = within(cas).getByText(String(entry.casNumber));
    expect(casValue.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    // The footer's chrome too (it arrives lazily).
    expect(await screen.findByRole('heading', { name: ar.footer.contactHeading })).toBeInTheDocument();
  });

  it('the footer writes the address with the comma of the page\'s language: "، " in Arabic, ", " in English (review of issue 31)', async () => {
    const { region, country } = (fixture('site.json').contact as { address: { region: string; country: string } }).address;
    await renderLocaleApp('/business/api-excipients/paracetamol', 'ar', 'rtl');
    const arabic = (await screen.findByRole('contentinfo')).querySelector('address')!;
    expect(arabic.textContent).toContain(`${region}\u060C ${country}`);
    expect(arabic.textContent).not.toContain(`${region}, ${country}`);
    cleanup();
    await renderLocaleApp('/business/api-excipients/paracetamol', 'en', 'ltr');
    expect((await screen.findByRole('contentinfo')).querySelector('address')!.textContent).toContain(`${region}, ${country}`);
  });

  it('an API product page in French draws its numbers as Intl writes French (issue 44: Intl, not numbers by hand)', async () => {
    const entry = fixture('catalogue/api-products/paracetamol.json');
    await renderLocaleApp('/business/api-excipients/paracetamol', 'fr', 'ltr');
    const weight = new Intl.NumberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(entry.molecularWeight));
    expect(await screen.findByText(new RegExp(`${weight} g/mol`))).toBeInTheDocument();
  });

  it('the same page in English keeps the English names (the contract\'s)', async () => {
    await renderLocaleApp('/business/api-excipients/paracetamol', 'en', 'ltr');
    expect(await screen.findByRole('link', { name: en.catalogue.enquireAbout })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.print.print })).toBeInTheDocument();
  });

  it('a carousel in Spanish names its controls and slides in Spanish', async () => {
    await act(async () => {
      render(
        <LocaleProvider locale="es">
          <Carousel label="Productos" slides={[<p key="a">A</p>, <p key="b">B</p>, <p key="c">C</p>]} />
        </LocaleProvider>,
      );
    });
    expect(await screen.findByRole('button', { name: es.carousel.previousSlide })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: es.carousel.nextSlide })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: es.carousel.slideOf({ index: '1', total: '3' }) })).toBeInTheDocument();
  });

  it('trade details in French: labels translated, the HS code left to right', async () => {
    const { container } = await act(async () =>
      render(
        <LocaleProvider locale="fr">
          <TradeDetailsList details={{ hsCode: { code: '2924.29', status: 'indicative' }, incoterms: ['FOB', 'CIF'] }} />
        </LocaleProvider>,
      ),
    );
    const list = await screen.findByText(fr.trade.hsCode, { selector: 'dt' });
    const row = list.nextElementSibling as HTMLElement;
    expect(within(row).getByText('2924.29').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(within(row).getByText(fr.trade.indicative)).toBeInTheDocument();
    expect(within(container).getByText(fr.trade.incoterms, { selector: 'dt' }).nextElementSibling?.textContent).toBe(new Intl.ListFormat('fr').format(['FOB', 'CIF']));
  });
});

describe('numbers and dates per locale', () => {
  it('English keeps its own formats; the others follow Intl, with Latin digits in Arabic', () => {
    expect(en.format.number(3000)).toBe('3,000');
    expect(fr.format.number(3000)).toBe(new Intl.NumberFormat('fr').format(3000));
    expect(es.format.number(12345)).toBe(new Intl.NumberFormat('es').format(12345));
    expect(ar.format.number(12345)).toMatch(/^[\d,.\u066C\u200F\u061C]+$/);
    expect(fr.format.fixed(151.163, 2)).toBe(new Intl.NumberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(151.163));
    expect(en.format.date('2027-03-31')).toBe('31 March 2027');
    expect(es.format.date('2027-03-31')).toBe(new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 2, 31))));
    expect(ar.format.date('2027-03-31')).toMatch(/31/);
    expect(fr.format.date('2019')).toBe('2019');
  });
});
