import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToEnquiryButton } from '../../src/features/enquiry/add-to-enquiry-button.tsx';
import { EnquiryForm } from '../../src/features/enquiry/enquiry-form.tsx';
import { createEnquiryListStore, ENQUIRY_LIST_KEY } from '../../src/features/enquiry/enquiry-list-store.ts';
import { documentShownName, USUAL_DOCUMENTS } from '../../src/features/enquiry/line-documents.tsx';
import { documentTitles } from '../../src/content/document-types.ts';
import { fr } from '../../scripts/ui/words.ts';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { OfferedDocumentsContext } from '../../src/features/enquiry/offered-documents.ts';
import { cleanEnquiry, validateEnquiry } from '../../src/features/enquiry/rules.ts';
import { composeMessage, whatsappText } from '../../src/features/enquiry/summary.ts';

/**
 * "Documents wanted" per enquiry line (issue 28): a product's page hands the line the documents it
 * comes with; the buyer ticks some; they go as items[i].documents and in the message.
 */
const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Please quote' };
const offered = ['Specification sheet', 'Safety data sheet', 'DMF/CEP letter of access'];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('documents wanted: rules, message and list', () => {
  it('the rules accept a line with documents and clean them; a line without stays without', () => {
    const items = [{ product: 'Paracetamol', quantity: 25, unit: 'kg', documents: [' Safety data sheet ', 'Certificate of analysis'] }, { product: 'Cumin', quantity: 1, unit: 'MT' }];
    expect(validateEnquiry({ ...valid, items })).toEqual([]);
    expect(cleanEnquiry({ ...valid, items }).items).toEqual([
      { product: 'Paracetamol', quantity: 25, unit: 'kg', documents: ['Safety data sheet', 'Certificate of analysis'] },
      { product: 'Cumin', quantity: 1, unit: 'MT' },
    ]);
  });

  it('the message and the WhatsApp text name the documents wanted on the product’s line', () => {
    const items = [{ product: 'Paracetamol', quantity: 25, unit: 'kg' as const, documents: ['Certificate of analysis', 'Safety data sheet'] }];
    expect(composeMessage('Please quote.', items)).toBe('Please quote.\n\nProducts:\n- Paracetamol: 25 kg; documents wanted: Certificate of analysis, Safety data sheet');
    expect(whatsappText({ ...valid, items }, '')).toContain('- Paracetamol: 25 kg; documents wanted: Certificate of analysis, Safety data sheet');
  });

  it('the list keeps the documents a page offers and those ticked, in storage too, and drops what is not a name', () => {
    const store = createEnquiryListStore();
    expect(store.add('Paracetamol', 'kg', { documents: offered })).toBe('added');
    store.update('Paracetamol', { documents: ['Safety data sheet'] });
    expect(JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!)).toEqual([
      { product: 'Paracetamol', quantity: '1', unit: 'kg', documents: ['Safety data sheet'], documentOptions: offered },
    ]);
    localStorage.setItem(
      ENQUIRY_LIST_KEY,
      JSON.stringify([{ product: 'Paracetamol', quantity: '1', unit: 'kg', documents: ['Safety data sheet', 7, '', 'Safety data sheet', 'x\u0000y'], documentOptions: 'all' }]),
    );
    expect(createEnquiryListStore().getSnapshot().lines[0]).toMatchObject({ documents: ['Safety data sheet'], documentOptions: [] });
  });

  it('a line keeps a page’s own titles of its documents per language, added to when the product is added again from another language’s page', () => {
    const store = createEnquiryListStore();
    const [first, second] = offered as [string, string];
    expect(store.add('Paracetamol', 'kg', { documents: offered, titles: { locale: 'fr', titles: { [first]: 'Fiche de spécification' } } })).toBe('added');
    expect(store.add('Paracetamol', 'kg', { documents: offered, titles: { locale: 'es', titles: { [second]: 'Hoja de seguridad' } } })).toBe('present');
    // English pages have no titles of their own: nothing is added.
    expect(store.add('Paracetamol', 'kg', { documents: offered, titles: { locale: 'en', titles: { [first]: 'x' } } })).toBe('present');
    const stored = JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!) as { documentTitles: unknown }[];
    expect(stored[0]!.documentTitles).toEqual({ fr: { [first]: 'Fiche de spécification' }, es: { [second]: 'Hoja de seguridad' } });
    expect(createEnquiryListStore().getSnapshot().lines[0]!.documentTitles).toEqual(stored[0]!.documentTitles);
  });

  it('titles from storage that are not a known language’s names for names are dropped', () => {
    localStorage.setItem(
      ENQUIRY_LIST_KEY,
      JSON.stringify([
        { product: 'A', quantity: '1', unit: 'kg', documentTitles: { fr: { 'Safety data sheet': 'Fiche de données de sécurité', x: 7, '': 'vide', y: 'a\u0000b' }, de: { a: 'b' }, es: 'all', ar: ['x'] } },
        { product: 'B', quantity: '1', unit: 'kg', documentTitles: JSON.parse('{"__proto__": {"polluted": "yes"}, "fr": {"__proto__": "x"}}') },
        { product: 'C', quantity: '1', unit: 'kg', documentTitles: [1, 2] },
      ]),
    );
    const lines = createEnquiryListStore().getSnapshot().lines;
    expect(lines.map((l) => l.documentTitles)).toEqual([{ fr: { 'Safety data sheet': 'Fiche de données de sécurité' } }, {}, {}]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a product typed by name first gets its page’s documents when it is added from its page', () => {
    const store = createEnquiryListStore();
    store.add('Paracetamol');
    expect(store.add('Paracetamol', 'kg', { documents: offered })).toBe('present');
    expect(store.getSnapshot().lines[0]!.documentOptions).toEqual(offered);
  });

  it('"Add to enquiry" hands the line the documents of the page it is on', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore();
    render(
      <OfferedDocumentsContext value={{ names: offered, titles: {} }}>
        <AddToEnquiryButton product="Paracetamol" unit="kg" store={store} />
      </OfferedDocumentsContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Paracetamol to enquiry' }));
    expect(store.getSnapshot().lines[0]!.documentOptions).toEqual(offered);
  });
});

describe('a translated page’s own document titles', () => {
  it('pair each English name with the translation’s title in the same place; a type’s label or an unchanged title needs none', () => {
    const english = [{ type: 'certificate' as const, title: 'Halal certificate' }, { type: 'safety-data-sheet' as const }, { type: 'certificate' as const, title: 'FSSAI' }];
    const translated = [{ type: 'certificate' as const, title: 'Certificat halal' }, { type: 'safety-data-sheet' as const }, { type: 'certificate' as const, title: 'FSSAI' }];
    expect(documentTitles(english, translated)).toEqual({ 'Halal certificate': 'Certificat halal' });
    // A translation that does not hold the same documents gives no titles rather than wrong ones.
    expect(documentTitles(english, translated.slice(1))).toEqual({});
  });

  it('are what a line shows; a type’s label is still shown as the language names it', async () => {
    await loadUi('fr');
    const words = { enquiry: fr.enquiry, trade: fr.trade };
    expect(documentShownName('Halal certificate', words, { 'Halal certificate': 'Certificat halal' })).toBe('Certificat halal');
    expect(documentShownName('Safety data sheet', words, { 'Halal certificate': 'Certificat halal' })).toBe(fr.trade.documentTypes['safety-data-sheet']);
    expect(documentShownName('Halal certificate', words)).toBe('Halal certificate');
  });
});

describe('documents wanted in the enquiry form', () => {
  function renderForm() {
    const store = createEnquiryListStore();
    store.add('Paracetamol', 'kg', { documents: offered });
    store.add('Fixture spice typed by name');
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <EnquiryForm store={store} />
      </MemoryRouter>,
    );
    return store;
  }

  it('each line has a group "Documents wanted for {product}" with a checkbox per document its page offers, or the usual ones', () => {
    renderForm();
    const boxes = (product: string) => within(screen.getByRole('group', { name: `Documents wanted for ${product}` })).getAllByRole('checkbox');
    expect(boxes('Paracetamol').map((c) => c.closest('label')?.textContent)).toEqual(offered);
    expect(boxes('Fixture spice typed by name').map((c) => c.closest('label')?.textContent)).toEqual(USUAL_DOCUMENTS);
    expect([...boxes('Paracetamol'), ...boxes('Fixture spice typed by name')].every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('ticked documents go as items[i].documents, in the order offered, and the message lists them', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, reference: 'ENQ-20261126-AB12' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderForm();
    const group = screen.getByRole('group', { name: 'Documents wanted for Paracetamol' });
    await user.click(within(group).getByRole('checkbox', { name: 'DMF/CEP letter of access' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Specification sheet' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Safety data sheet' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Safety data sheet' }));
    await user.type(screen.getByLabelText('First name'), valid['first-name']);
    await user.type(screen.getByLabelText('Last name'), valid['last-name']);
    await user.type(screen.getByLabelText('Email'), valid.email);
    await user.type(screen.getByLabelText('Message', { exact: true }), valid.message);
    await user.click(screen.getByRole('button', { name: /send/i }));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { items: unknown[]; message: string };
    expect(body.items).toEqual([
      { product: 'Paracetamol', quantity: 1, unit: 'kg', documents: ['Specification sheet', 'DMF/CEP letter of access'] },
      { product: 'Fixture spice typed by name', quantity: 1, unit: 'kg' },
    ]);
    expect(body.message).toContain('- Paracetamol: 1 kg; documents wanted: Specification sheet, DMF/CEP letter of access');
    const sent = await screen.findByRole('table', { name: 'Products in the enquiry sent' });
    expect(within(sent).getByText(`Documents wanted: ${new Intl.ListFormat('en').format(['Specification sheet', 'DMF/CEP letter of access'])}`)).toBeInTheDocument();
  });
});
