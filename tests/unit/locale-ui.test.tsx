import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { ar } from '../../scripts/ui/words.ts';
import { en } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { createEnquiryListStore, enquiryList } from '../../src/features/enquiry/enquiry-list-store.ts';
import { EnquiryListEditor } from '../../src/features/enquiry/enquiry-list.tsx';
import { AddToEnquiryButton } from '../../src/features/enquiry/add-to-enquiry-button.tsx';
import { EnquirySent } from '../../src/features/enquiry/enquiry-sent.tsx';
import { filterByHaystack, haystackOf } from '../../src/sections/catalogue-list/search.ts';
import { contentDir } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

/**
 * Issue 31, item 4, the words still English on other languages' pages: Share, a product's
 * documents, the not-found screen, the enquiry list's lines and the sent enquiry's summary; and
 * what the enquiry list names a product by (English, for the sales team). Every name looked for
 * comes from the dictionaries or the test content, never written here.
 */
const content = loadContent(contentDir).content!;
const frEntry = (collection: string) => content.localized.fr.entries.find((e) => e.collection === collection)!;
const englishOf = (file: string) => content.entries.find((e) => e.file === file)!;

beforeAll(async () => {
  // As the locale route's loader does before a page of that language renders.
  await Promise.all([loadUi('fr'), loadUi('ar')]);
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  for (const line of enquiryList.getSnapshot().lines) enquiryList.remove(line.product);
  vi.unstubAllGlobals();
});

describe('a product page in French', () => {
  it('an eco-palm product goes on the enquiry list under its English title (what is sent) and its French one (what the buyer reads)', async () => {
    const entry = frEntry('ecopalm-products');
    const english = englishOf(entry.file);
    expect(entry.title).not.toBe(english.title);
    await renderApp(entry.address.hashPath);
    await screen.findByRole('heading', { level: 1, name: entry.title });
    // The button names the product as the page does, in French (issue 46, item 2).
    const add = screen.getByRole('button', { name: fr.enquiryAdd.addName({ product: entry.title }) });
    await userEvent.click(add);
    expect(enquiryList.getSnapshot().lines.map((l) => l.product)).toEqual([english.title]);
    expect(enquiryList.getSnapshot().lines.map((l) => l.names.fr)).toEqual([entry.title]);
  });

  it('an eco-palm product\'s sizes go on its enquiry line in English, as the sales team reads them', async () => {
    const entry = frEntry('ecopalm-products');
    const english = englishOf(entry.file).data as { sizes: string[] };
    expect((entry.data as { sizes: string[] }).sizes).not.toEqual(english.sizes);
    await renderApp(entry.address.hashPath);
    await userEvent.click(await screen.findByRole('button', { name: fr.enquiryAdd.addName({ product: entry.title }) }));
    expect(enquiryList.getSnapshot().lines[0]!.variants).toEqual(english.sizes);
  });

  it('an API product\'s own documents go on its enquiry line by their English names', async () => {
    const entry = frEntry('api-products');
    const english = englishOf(entry.file);
    const documents = (english.data as { documents?: { title?: string }[] }).documents ?? [];
    const translated = (entry.data as { documents?: { title?: string }[] }).documents ?? [];
    // The test content has a document whose title is translated.
    expect(documents.some((d, i) => d.title && translated[i]?.title && translated[i]!.title !== d.title)).toBe(true);
    await renderApp(entry.address.hashPath);
    await userEvent.click((await screen.findAllByRole('button', { name: fr.enquiryAdd.addName({ product: entry.title }) }))[0]!);
    const line = enquiryList.getSnapshot().lines[0]!;
    const offered = line.documentOptions;
    const retitled = documents.flatMap((d, i) => (d.title && translated[i]?.title && translated[i]!.title !== d.title ? [[d.title, translated[i]!.title!] as const] : []));
    for (const [english, own] of retitled) {
      expect(offered.some((name) => name.includes(english))).toBe(true);
      expect(offered.some((name) => name.includes(own))).toBe(false);
    }
    // On the contact page in French the buyer reads the page's own titles; ticked, the line keeps the English.
    cleanup();
    // The editor shows the lines it is given: given again after each tick, as the contact page does.
    const editor = () => (
      <MemoryRouter>
        <LocaleProvider locale="fr">
          <EnquiryListEditor lines={enquiryList.getSnapshot().lines} remembered lineErrors={new Map()} store={enquiryList} />
        </LocaleProvider>
      </MemoryRouter>
    );
    const view = render(editor());
    // The line shows the product by its French page's name, and its controls name it so.
    expect(screen.getByText(entry.title, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(english.title)).toBeNull();
    const groupName = `${fr.enquiry.documentsWanted} ${fr.enquiry.forProduct({ product: entry.title })}`;
    for (const [englishTitle, own] of retitled) {
      const group = await screen.findByRole('group', { name: groupName });
      expect(within(group).queryByRole('checkbox', { name: englishTitle })).toBeNull();
      await userEvent.click(within(group).getByRole('checkbox', { name: own }));
      view.rerender(editor());
    }
    expect(enquiryList.getSnapshot().lines[0]!.documents).toEqual(retitled.map(([englishTitle]) => englishTitle));
  });

  it('Share is in French, and so is the status once the link is copied', async () => {
    const entry = frEntry('api-products');
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    // jsdom has no Web Share: the address goes to the clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp(entry.address.hashPath);
    await userEvent.click(await screen.findByRole('button', { name: fr.common.share }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(entry.address.realPath));
    expect(await screen.findByText(fr.common.linkCopied)).toBeInTheDocument();
    expect(screen.queryByText(en.common.linkCopied)).toBeNull();
  });

  it('its documents: the date and size formatted for French, the language named in French, "on request" translated', async () => {
    const entry = frEntry('api-products');
    const english = englishOf(entry.file).data as { documents: { type: keyof typeof fr.trade.documentTypes; file?: string; date?: string; onRequest?: boolean }[] };
    const file = english.documents.find((d) => d.file && d.date)!;
    const { container } = await renderApp(entry.address.hashPath);
    const heading = await screen.findByRole('heading', { name: fr.trade.documents });
    const list = heading.parentElement!;
    const link = within(list).getByRole('link', { name: new RegExp(`^${fr.trade.documentTypes[file.type]}`) });
    const name = link.textContent!;
    expect(name).toContain(fr.format.date(file.date!));
    expect(name).toMatch(new RegExp(fr.trade.kb({ n: '\\d+' })));
    // The sheet is in English: a French buyer is told so.
    expect(name).toContain(fr.trade.documentLanguage.en);
    expect(name).not.toMatch(/ KB|PDF, \d+ KB/);
    if (english.documents.some((d) => d.onRequest)) {
      expect(list.textContent!.replaceAll('\u00a0', ' ')).toContain(`(${fr.trade.onRequest})`);
      // Testing Library reads the page's no-break spaces (French spacing) as spaces.
      expect(within(list).getByText(fr.trade.documentsOnRequestHint.replace(/\s+/g, ' '))).toBeInTheDocument();
      expect(container.textContent).not.toContain(en.trade.documentsOnRequestHint);
    }
  });
});

describe('the not-found screen in another language', () => {
  it('/fr/not-found says it in French, in a French tab', async () => {
    await renderApp('/fr/not-found');
    expect(await screen.findByRole('heading', { level: 1, name: fr.notFound.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr.notFound.goHome })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    await waitFor(() => expect(document.title.startsWith(`${fr.notFound.pageNotFound} | `)).toBe(true));
  });

  it('an unknown product in Arabic says so in Arabic', async () => {
    await renderApp('/ar/business/api-excipients/no-such-product-xyz');
    expect(await screen.findByRole('heading', { level: 1, name: ar.notFound.productNotFound })).toBeInTheDocument();
  });
});

describe('the enquiry list on an Arabic page', () => {
  it('labels each line in Arabic around the English product name; units and documents are shown in Arabic, kept in English', async () => {
    const store = createEnquiryListStore();
    store.add('Paracetamol', 'MT', { documents: ['Certificate of analysis'] });
    render(
      <MemoryRouter>
        <LocaleProvider locale="ar">
          <EnquiryListEditor lines={store.getSnapshot().lines} remembered lineErrors={new Map()} store={store} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const w = ar.enquiry;
    const named = (label: string) => `${label} ${w.forProduct({ product: 'Paracetamol' })}`;
    expect(await screen.findByRole('heading', { name: new RegExp(`^${w.productsForQuotation}`) })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: named(w.quantity) })).toBeInTheDocument();
    const unit = screen.getByRole('combobox', { name: named(w.unit) });
    expect(unit).toHaveValue('MT');
    expect(within(unit).getByRole('option', { name: w.units.MT })).toHaveAttribute('value', 'MT');
    expect(screen.getByRole('button', { name: `${w.remove} Paracetamol` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: named(w.sampleWanted) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: named(w.targetPrice) })).toHaveAttribute('placeholder', w.optionalWord);
    const documents = screen.getByRole('group', { name: named(w.documentsWanted) });
    // Shown as the page's language names the type; ticked, the line keeps the English name.
    await userEvent.click(within(documents).getByRole('checkbox', { name: ar.trade.documentTypes['certificate-of-analysis'] }));
    expect(store.getSnapshot().lines[0]!.documents).toEqual(['Certificate of analysis']);
    expect(screen.getByRole('button', { name: `${w.add} ${w.addProductSr}` })).toBeInTheDocument();
    // None of the English words is left.
    for (const english of [en.enquiry.productsForQuotation, en.enquiry.sampleWanted, en.enquiry.documentsWanted, en.enquiry.targetPrice]) {
      expect(screen.queryByText(english, { exact: false })).toBeNull();
    }
  });

  it('adds a product typed by name and says so in Arabic', async () => {
    const store = createEnquiryListStore();
    const user = userEvent.setup();
    const { rerender } = render(
      <MemoryRouter>
        <LocaleProvider locale="ar">
          <EnquiryListEditor lines={store.getSnapshot().lines} remembered lineErrors={new Map()} store={store} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: `${ar.enquiry.add} ${ar.enquiry.addProductSr}` }));
    expect(screen.getByText(`${ar.enquiry.typeProductName}.`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: `${ar.enquiry.addByName} ${ar.common.optional}` }), 'Cumin');
    await user.keyboard('{Enter}');
    rerender(
      <MemoryRouter>
        <LocaleProvider locale="ar">
          <EnquiryListEditor lines={store.getSnapshot().lines} remembered lineErrors={new Map()} store={store} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ar.enquiry.addedNow({ product: 'Cumin', products: ar.enquiryAdd.products({ n: 1 }) }));
  });

  it('says a Latin product name added or removed isolated left to right inside the Arabic sentence (review of issue 31)', async () => {
    const store = createEnquiryListStore();
    const user = userEvent.setup();
    const name = 'Vitamin A Palmitate 1.7 M IU/g';
    const view = (lines = store.getSnapshot().lines) => (
      <MemoryRouter>
        <LocaleProvider locale="ar">
          <EnquiryListEditor lines={lines} remembered lineErrors={new Map()} store={store} />
        </LocaleProvider>
      </MemoryRouter>
    );
    const { rerender } = render(view());
    await user.click(await screen.findByRole('button', { name: `${ar.enquiry.add} ${ar.enquiry.addProductSr}` }));
    await user.type(screen.getByRole('textbox', { name: `${ar.enquiry.addByName} ${ar.common.optional}` }), name);
    await user.keyboard('{Enter}');
    rerender(view());
    const isolated = () => [...screen.getByRole('status').querySelectorAll('bdi')].map((b) => [b.getAttribute('dir'), b.textContent]);
    expect(screen.getByRole('status')).toHaveTextContent(ar.enquiry.addedNow({ product: name, products: ar.enquiryAdd.products({ n: 1 }) }));
    expect(isolated()).toEqual([['ltr', name]]);
    await user.click(screen.getByRole('button', { name: `${ar.enquiry.remove} ${name}` }));
    rerender(view());
    expect(screen.getByRole('status')).toHaveTextContent(ar.enquiry.removed({ product: name, rest: ar.enquiry.listEmpty }));
    expect(isolated()).toEqual([['ltr', name]]);
  });

  it('the "Add to enquiry" button says so with the name isolated, a name ending in ")" too', async () => {
    const store = createEnquiryListStore();
    const name = 'Cashew kernels (W320)';
    render(
      <MemoryRouter>
        <LocaleProvider locale="ar">
          <AddToEnquiryButton product={name} store={store} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(ar.enquiryAdd.toEnquiry) }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(ar.enquiryAdd.added({ product: name, products: ar.enquiryAdd.products({ n: 1 }) }));
    expect([...status.querySelectorAll('bdi')].map((b) => [b.getAttribute('dir'), b.textContent])).toEqual([['ltr', name]]);
  });
});

describe('the sent enquiry’s summary in French', () => {
  it('labels, country, units, details and documents in French; the product by its French name, what the buyer wrote as sent', async () => {
    const w = fr.enquiry;
    await act(async () => {
      render(
        <LocaleProvider locale="fr">
          <EnquirySent
            whatsapp="+91 90000 00000"
            sent={{
              reference: 'SGE-TEST-1',
              typed: 'Bonjour',
              payload: { 'first-name': 'Awa', 'last-name': 'Koné', email: 'awa@example.com', message: 'Bonjour', country: 'Germany', incoterm: 'CIF' },
              items: [{ product: 'Paracetamol', quantity: 2, unit: 'MT', sample: true, targetPrice: { amount: 1450, currency: 'USD' }, documents: ['Certificate of analysis', 'Halal certificate'] }],
              // The line's own titles in French, as its product's page gave them.
              titles: { Paracetamol: { 'Halal certificate': 'Certificat halal' } },
              // The product's name on its French page (the line's); the request sent the English one.
              names: { Paracetamol: 'Paracétamol' },
            }}
          />
        </LocaleProvider>,
      );
    });
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(w.name)).toBe('Awa Koné');
    expect(value(w.fields.country)).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('DE'));
    expect(value(w.fields.incoterm)).toBe(`CIF (${w.incoterms.CIF})`);
    expect(value(w.reference)).toBe('SGE-TEST-1');
    const table = screen.getByRole('table', { name: w.sentProductsCaption });
    expect(within(table).getByRole('columnheader', { name: w.product })).toBeInTheDocument();
    expect(within(table).getByText(`${fr.format.number(2)} ${w.units.MT}`)).toBeInTheDocument();
    expect(table.textContent).toContain(w.sampleWantedLine);
    expect(table.textContent).toContain(w.targetPriceLine({ price: 'USD 1,450', unit: w.units.MT }));
    expect(table.textContent).toContain(w.documentsWantedLine({ list: fr.format.list([fr.trade.documentTypes['certificate-of-analysis'], 'Certificat halal']) }));
    expect(within(table).getByRole('cell', { name: /^Paracétamol/ })).toBeInTheDocument();
    expect(table.textContent).not.toContain('Paracetamol');
    // The WhatsApp text names it as the buyer reads it, with the English name the sales team reads.
    const whatsapp = decodeURIComponent(new URL(screen.getByRole('link', { name: w.sendWhatsAppToo }).getAttribute('href')!).searchParams.get('text')!);
    expect(whatsapp).toContain('- Paracétamol (Paracetamol): 2 MT');
  });
});

describe('a catalogue list’s own filter box', () => {
  // As the site search compares Arabic (one normaliser): harakat, tatweel, alef, yaa and taa marbuta forms, the article.
  const items = [{ name: 'باراسيتامول' }, { name: 'أسبرين' }, { name: 'ميتفورمين هيدروكلوريد' }, { name: 'Paracétamol' }];
  const find = (query: string) => filterByHaystack(items, query, (i) => haystackOf([i.name])).map((i) => i.name);

  it.each([
    ['باراسيتامول', 'the word as written'],
    ['بَارَاسِيتَامُول', 'with harakat'],
    ['باراسيتامـــول', 'with tatweel'],
    ['باراسیتامول', 'with the Persian yaa'],
    ['الباراسيتامول', 'with the article'],
  ])('finds Paracetamol in Arabic from %s (%s)', (query) => {
    expect(find(query)).toEqual(['باراسيتامول']);
  });

  it('forgives alef forms, and accents in Latin script', () => {
    expect(find('اسبرين')).toEqual(['أسبرين']);
    expect(find('إسبرين')).toEqual(['أسبرين']);
    expect(find('paracetamol')).toEqual(['Paracétamol']);
  });
});
