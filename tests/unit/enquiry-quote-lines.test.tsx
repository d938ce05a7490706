import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import site from 'virtual:content/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm, SUCCESS_TEXT } from '../../src/features/enquiry/enquiry-form.tsx';
import { createEnquiryListStore, ENQUIRY_LIST_KEY } from '../../src/features/enquiry/enquiry-list-store.ts';
import { CURRENCIES, UNITS } from '../../src/features/enquiry/line-rules.ts';
import { cleanEnquiry, validateEnquiry } from '../../src/features/enquiry/rules.ts';
import { composeMessage, itemLine, whatsappText } from '../../src/features/enquiry/summary.ts';

/** Issue 27, items 2 and 3: quote lines a trader can use, and a confirmation that repeats the enquiry. */

const base = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };
const line = (extra: Record<string, unknown>) => ({ product: 'Cashew kernels, white wholes', quantity: 2, unit: "FCL 20'", ...extra });
const codes = (input: unknown) => validateEnquiry(input).map((e) => [e.field, e.code]);

describe('quote line rules (shared by the form and the service)', () => {
  it('offers the contract’s units, in its order', () => {
    expect(UNITS).toEqual(['kg', 'MT', 'L', 'pieces', 'cartons', 'bags', 'drums', "FCL 20'", "FCL 40'"]);
    for (const unit of UNITS) expect(validateEnquiry({ ...base, items: [line({ unit })] })).toEqual([]);
  });

  it('accepts a grade or size, a sample and a target price, and stores them trimmed', () => {
    const item = line({ variant: ' W320 ', sample: true, targetPrice: { amount: 6.4, currency: 'USD' } });
    expect(validateEnquiry({ ...base, items: [item] })).toEqual([]);
    expect(cleanEnquiry({ ...base, items: [item] }).items).toEqual([
      { product: 'Cashew kernels, white wholes', quantity: 2, unit: "FCL 20'", variant: 'W320', sample: true, targetPrice: { amount: 6.4, currency: 'USD' } },
    ]);
    // "No sample" is the default: not stored.
    expect(cleanEnquiry({ ...base, items: [line({ sample: false })] }).items).toEqual([{ product: 'Cashew kernels, white wholes', quantity: 2, unit: "FCL 20'" }]);
    for (const currency of CURRENCIES) expect(validateEnquiry({ ...base, items: [line({ targetPrice: { amount: 1, currency } })] })).toEqual([]);
  });

  it.each([
    ['an empty grade', { variant: '' }, 'items[0].variant', 'TYPE_TEXT'],
    ['a grade that is not text', { variant: 320 }, 'items[0].variant', 'TYPE_TEXT'],
    ['a grade of two lines', { variant: 'W320\nW240' }, 'items[0].variant', 'CONTROL_CHARS'],
    ['a grade of 101 characters', { variant: 'W'.repeat(101) }, 'items[0].variant', 'TOO_LONG'],
    ['a sample "yes"', { sample: 'yes' }, 'items[0].sample', 'TYPE_BOOLEAN'],
    ['a price of 0', { targetPrice: { amount: 0, currency: 'USD' } }, 'items[0].targetPrice', 'TYPE_PRICE'],
    ['a price as text', { targetPrice: { amount: '1450', currency: 'USD' } }, 'items[0].targetPrice', 'TYPE_PRICE'],
    ['a price without an amount', { targetPrice: { currency: 'USD' } }, 'items[0].targetPrice', 'TYPE_PRICE'],
    ['a price that is a number', { targetPrice: 1450 }, 'items[0].targetPrice', 'TYPE_PRICE'],
    ['a price in "usd"', { targetPrice: { amount: 1450, currency: 'usd' } }, 'items[0].targetPrice', 'TYPE_CURRENCY'],
    ['a price in no currency', { targetPrice: { amount: 1450 } }, 'items[0].targetPrice', 'TYPE_CURRENCY'],
    ['a price of a billion and one', { targetPrice: { amount: 1e9 + 1, currency: 'USD' } }, 'items[0].targetPrice', 'TYPE_PRICE'],
  ])('refuses %s, naming the product', (_, extra, field, code) => {
    expect(codes({ ...base, items: [line(extra)] })).toEqual([[field, code]]);
    expect(validateEnquiry({ ...base, items: [line(extra)] })[0]!.message).toContain('Cashew kernels, white wholes');
  });

  it('writes the details into the message a mail recipient reads', () => {
    const item = { product: 'Cashew kernels, white wholes', quantity: 2, unit: "FCL 20'" as const, variant: 'W320', sample: true as const, targetPrice: { amount: 1450, currency: 'USD' as const } };
    expect(itemLine(item)).toBe("Cashew kernels, white wholes (W320): 2 FCL 20'; sample wanted; target price USD 1,450 per FCL 20'");
    expect(composeMessage('Please quote.', [item], { incoterm: 'CIF', port: 'Mombasa' })).toBe(
      "Please quote.\n\nProducts:\n- Cashew kernels, white wholes (W320): 2 FCL 20'; sample wanted; target price USD 1,450 per FCL 20'\n\nDelivery: CIF Mombasa",
    );
  });

  it('puts the reference into the WhatsApp text once there is one', () => {
    expect(whatsappText({ 'first-name': 'Amina', 'last-name': 'Yusuf' }, 'Hi')).toMatch(/^Enquiry from Amina Yusuf\n/);
    expect(whatsappText({ 'first-name': 'Amina', 'last-name': 'Yusuf' }, 'Hi', 'ENQ-20261123-7F3A9C')).toMatch(/^Enquiry ENQ-20261123-7F3A9C from Amina Yusuf\n/);
  });
});

describe('the enquiry list keeps a line’s grades or sizes, grade, sample and target price', () => {
  it('keeps the grades or sizes the page offered, and only what was set, across a reload', () => {
    const store = createEnquiryListStore();
    expect(store.add('Cashew kernels, white wholes', 'MT', { variants: ['W240', 'W320', 'W320', ' '] })).toBe('added');
    store.update('Cashew kernels, white wholes', { variant: 'W320', sample: true, price: '1450', currency: 'EUR', unit: "FCL 20'" });
    expect(JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!)).toEqual([
      { product: 'Cashew kernels, white wholes', quantity: '1', unit: "FCL 20'", variant: 'W320', variants: ['W240', 'W320'], sample: true, price: '1450', currency: 'EUR' },
    ]);
    expect(createEnquiryListStore().getSnapshot().lines[0]).toEqual({
      product: 'Cashew kernels, white wholes',
      quantity: '1',
      unit: "FCL 20'",
      variant: 'W320',
      variants: ['W240', 'W320'],
      sample: true,
      price: '1450',
      currency: 'EUR',
      documents: [],
      documentOptions: [],
      documentTitles: {},
      names: {},
    });
  });

  it('a product typed by name, added later from its page, gains the page’s grades', () => {
    const store = createEnquiryListStore();
    store.add('Paracetamol');
    expect(store.getSnapshot().lines[0]!.variants).toEqual([]);
    expect(store.add('Paracetamol', 'kg', { variants: ['IP', 'BP', 'USP'] })).toBe('present');
    expect(store.getSnapshot().lines[0]!.variants).toEqual(['IP', 'BP', 'USP']);
  });

  it('drops what storage holds that a line cannot: a grade of two lines, a price object, an unknown currency', () => {
    localStorage.setItem(
      ENQUIRY_LIST_KEY,
      JSON.stringify([{ product: 'Cumin seeds', quantity: '2', unit: 'MT', variant: 'a\nb', variants: ['x', 3, 'x'], sample: 'yes', price: { a: 1 }, currency: 'XXX' }]),
    );
    expect(createEnquiryListStore().getSnapshot().lines).toEqual([
      { product: 'Cumin seeds', quantity: '2', unit: 'MT', variant: '', variants: ['x'], sample: false, price: '', currency: 'USD', documents: [], documentOptions: [], documentTitles: {}, names: {} },
    ]);
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const store = createEnquiryListStore();
  store.add('Cashew kernels, white wholes', 'MT', { variants: ['W240', 'W320', 'W450'] });
  store.add('Cumin seeds', 'MT');
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <EnquiryForm store={store} />
    </MemoryRouter>,
  );
  return store;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  // Pasted, not typed: the fields are not what these tests are about, and typing them costs seconds on a loaded machine.
  for (const [label, value] of [['First name', 'Amina'], ['Last name', 'Yusuf'], ['Email', 'amina@example.com'], ['Message', 'Please quote.']] as const) {
    await user.click(screen.getByLabelText(label, { exact: true }));
    await user.paste(value);
  }
}

describe('the contact form’s quote lines (issue 27)', () => {
  it('offers "Grade or size" only where the page listed grades, with a sample box and a target price in USD by default', () => {
    renderForm();
    const grade = screen.getByLabelText('Grade or size for Cashew kernels, white wholes') as HTMLSelectElement;
    expect([...grade.options].map((o) => o.value)).toEqual(['', 'W240', 'W320', 'W450']);
    expect(screen.queryByLabelText('Grade or size for Cumin seeds')).toBeNull();
    expect(screen.getByLabelText('Sample wanted for Cumin seeds')).not.toBeChecked();
    expect(screen.getByLabelText('Target price for Cumin seeds')).toHaveValue('');
    expect(screen.getByLabelText('Currency of the target price for Cumin seeds')).toHaveValue('USD');
    expect(screen.getByLabelText('Target price for Cumin seeds')).toHaveAccessibleDescription('per MT');
  });

  it('sends a line in FCL 20′ with grade W320, a sample and a target price, lists them in the message, and repeats the whole enquiry after sending', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: 'ENQ-20261123-7F3A9C' }));
    const user = userEvent.setup();
    const store = renderForm();
    const cashew = 'Cashew kernels, white wholes';
    await user.selectOptions(screen.getByLabelText(`Unit for ${cashew}`), "FCL 20'");
    await user.selectOptions(screen.getByLabelText(`Grade or size for ${cashew}`), 'W320');
    await user.click(screen.getByLabelText(`Sample wanted for ${cashew}`));
    await user.click(screen.getByLabelText(`Target price for ${cashew}`));
    await user.paste('1,450');
    await user.selectOptions(screen.getByLabelText(`Currency of the target price for ${cashew}`), 'EUR');
    await fillRequired(user);
    await user.click(screen.getByLabelText(/^Company/));
    await user.paste('Gulf Foods LLC');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Kenya');
    await user.click(screen.getByLabelText(/^Destination port/));
    await user.paste('Mombasa');
    await user.selectOptions(screen.getByLabelText(/^Incoterm/), 'CIF');
    await user.click(screen.getByRole('button', { name: /send/i }));

    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body.items).toEqual([
      { product: cashew, quantity: 1, unit: "FCL 20'", variant: 'W320', sample: true, targetPrice: { amount: 1450, currency: 'EUR' } },
      { product: 'Cumin seeds', quantity: 1, unit: 'MT' },
    ]);
    expect(body.message).toContain(`- ${cashew} (W320): 1 FCL 20'; sample wanted; target price EUR 1,450 per FCL 20'`);

    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(store.getSnapshot().lines).toEqual([]);
    const confirmation = screen.getByText('ENQ-20261123-7F3A9C').closest('div')!;
    for (const text of ['Gulf Foods LLC', 'Kenya', 'Mombasa', 'CIF (Cost, Insurance and Freight)', 'Please quote.', 'amina@example.com', 'Amina Yusuf']) {
      expect(within(confirmation).getByText(text, { exact: true })).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('table', { name: 'Products in the enquiry sent' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([`${cashew}W320 · sample wanted · target price EUR 1,450 per FCL 20'1 FCL 20'`, 'Cumin seeds1 MT']);
    if (site.contact.whatsapp) {
      const link = within(confirmation).getByRole('link', { name: /Send on WhatsApp/ });
      const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
      expect(text).toMatch(/^Enquiry ENQ-20261123-7F3A9C from Amina Yusuf \(Gulf Foods LLC, Kenya\)/);
      expect(text).toContain(`- ${cashew} (W320): 1 FCL 20'; sample wanted; target price EUR 1,450 per FCL 20'`);
    }
  });

  it('a target price that is not a number is named at its line, marked and focused; nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByLabelText('Target price for Cumin seeds'));
    await user.paste('about 2k');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const price = screen.getByLabelText('Target price for Cumin seeds');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(screen.getByText(/Target price for Cumin seeds must be a number greater than 0/)).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity for Cumin seeds')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
