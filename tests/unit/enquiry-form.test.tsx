import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import site from 'virtual:content/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm, SUCCESS_TEXT } from '../../src/features/enquiry/enquiry-form.tsx';
import { createEnquiryListStore, type EnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A new store per render, reading localStorage afresh as a reloaded page would. */
function renderForm(path = '/contact', store: EnquiryListStore = createEnquiryListStore()) {
  let location: Location | undefined;
  function Spy() {
    location = useLocation();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <EnquiryForm store={store} />
      <Spy />
    </MemoryRouter>,
  );
  return { ...view, store, location: () => location };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Amina');
  await user.type(screen.getByLabelText('Last name'), 'Yusuf');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Message', { exact: true }), 'Quote for 2 MT of cumin');
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('enquiry form', () => {
  it('has the four required, labelled, named fields, an e-mail rule and a hidden honeypot', () => {
    const { container } = renderForm();
    for (const [label, name] of [['First name', 'first-name'], ['Last name', 'last-name'], ['Email', 'email'], ['Message', 'message']]) {
      const field = screen.getByLabelText(label!);
      expect(field).toHaveAttribute('name', name);
      expect(field).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('pattern', '\\S+@\\S+');
    const honeypot = container.querySelector('input[name="_gotcha"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getByRole('button', { name: /send/i })).toHaveAttribute('type', 'submit');
  });

  it('checks the fields itself first: errors under the fields, focus on the first invalid one, nothing sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Last name'), 'Yusuf');
    await user.type(screen.getByLabelText('Email'), 'amina');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be an e-mail address, like name@company.com');
    expect(screen.getByLabelText('Message', { exact: true })).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'false');
    expect(first).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends once, disables the button while sending, then thanks the visitor inline and in a toast and resets', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: /send/i });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      // How long the form was on screen (issue 43): the local service takes under 3 s for a bot.
      _elapsed: expect.any(Number),
      'first-name': 'Amina',
      'last-name': 'Yusuf',
      email: 'amina@example.com',
      message: 'Quote for 2 MT of cumin',
    });
    await act(async () => answer(json(200, { ok: true })));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith(SUCCESS_TEXT, { id: 'enquiry-success' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('');
    expect(button).toBeEnabled();
    expect(localStorage.getItem('enquiry-draft')).toBeNull();
  });

  it('shows the service’s field errors prefixed under their fields and form errors in one alert', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        errors: [
          { field: 'email', message: 'should be an email' },
          { field: 'message', message: 'is too short' },
          { message: 'Too many submissions' },
          { message: 'try again tomorrow' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many submissions, try again tomorrow$/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email should be an email');
    expect(screen.getByLabelText('Message', { exact: true })).toHaveAccessibleDescription('Message is too short');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Amina');
  });

  it.each([
    ['a server error', () => Promise.resolve(json(500, { ok: true })), /problem \(error 500\).*Nothing was lost/],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), /could not reach.*Nothing was lost/],
    ['an unreadable answer', () => Promise.resolve(new Response('<html>captcha</html>', { status: 200 })), /could not confirm.*Nothing was lost/],
  ])('after %s it says what happened, keeps the values and lets the visitor retry', async (_, answer, message) => {
    const success = vi.spyOn(toast, 'success');
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SUCCESS_TEXT)).toBeNull();
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Quote for 2 MT of cumin');
    expect(screen.getByRole('button', { name: /send/i })).toBeEnabled();
  });

  it.each(['constructor', '__proto__', 'toString'])('a 422 naming the field "%s" shows it as a form error and lets the visitor retry (issue 10, item 8)', async (field) => {
    fetchMock.mockResolvedValue(json(422, { errors: [{ field, message: `Problem with ${field}` }] }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Problem with ${field}`);
    expect(screen.getByRole('button', { name: /send/i })).toBeEnabled();
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(json(503, {}))],
    ['an unreadable answer', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('after %s it offers the company e-mail and phone, and does not blame the visitor’s connection (issue 10, item 9)', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent(/check your (internet )?connection/i);
    expect(within(alert).getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    expect(within(alert).getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
  });

  it('sends every attempt at one enquiry with the same idempotency key, also after a reload; the next enquiry gets a new one (issue 10, item 6)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const first = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByRole('alert');
    first.unmount();
    renderForm();
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByText(SUCCESS_TEXT);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(new Headers(fetchMock.mock.calls[2]![1]?.headers).get('Idempotency-Key')).not.toBe(keys[0]);
  });

  it('keeps a draft across a reload (remount) until it is sent', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Message', { exact: true }), 'Half-written');
    first.unmount();
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Half-written');
  });

  it('a product link adds the product to the list once, focuses its quantity and drops the query (issue 10, item 14)', async () => {
    const view = renderForm('/contact?product=Metformin%20Hydrochloride');
    const quantity = await screen.findByLabelText('Quantity for Metformin Hydrochloride');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(view.store.getSnapshot().lines).toEqual([expect.objectContaining({ product: 'Metformin Hydrochloride', quantity: '1', unit: 'kg', variant: '', sample: false, price: '', documents: [], documentOptions: [] })]);
    await waitFor(() => expect(view.location()?.search).toBe(''));
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('');
    view.unmount();
    renderForm('/contact?product=Metformin%20Hydrochloride');
    expect(await screen.findAllByLabelText(/^Quantity for /)).toHaveLength(1);
  });

  it('shows markup typed by the visitor or sent back by the service as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    fetchMock.mockResolvedValue(json(422, { errors: [{ field: 'message', message: payload }, { message: payload }] }));
    const user = userEvent.setup();
    const { container } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(payload);
    expect(screen.getByLabelText('Message', { exact: true })).toHaveAccessibleDescription(`Message ${payload}`);
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('enquiry form with the enquiry list (issue 14)', () => {
  function withLines() {
    const store = createEnquiryListStore();
    store.add('Cumin Seeds', 'MT');
    store.add('Paracetamol');
    store.add('Cashew Kernels W320');
    return store;
  }

  it('shows each product with a labelled quantity, unit and remove button, above the form fields', async () => {
    const user = userEvent.setup();
    const store = withLines();
    renderForm('/contact', store);
    const quantity = screen.getByLabelText('Quantity for Paracetamol');
    expect(quantity).toHaveAttribute('type', 'number');
    expect(quantity.compareDocumentPosition(screen.getByLabelText('First name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.selectOptions(screen.getByLabelText('Unit for Paracetamol'), 'cartons');
    expect(store.getSnapshot().lines[1]).toMatchObject({ product: 'Paracetamol', quantity: '250', unit: 'cartons', documents: [], documentOptions: [] });
    expect([...(screen.getByLabelText('Unit for Cumin Seeds') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['kg', 'MT', 'L', 'pieces', 'cartons', 'bags', 'drums', "FCL 20'", "FCL 40'"]);
    await user.click(screen.getByRole('button', { name: 'Remove Paracetamol' }));
    expect(screen.queryByLabelText('Quantity for Paracetamol')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cashew Kernels W320' })).toHaveFocus());
    expect(screen.getByText(/Paracetamol removed\. Your enquiry list has 2 products\./)).toBeInTheDocument();
  });

  it('has the optional fields, labelled and named, with the Incoterms and a country list', () => {
    renderForm();
    for (const [label, name] of [['Company', 'company'], ['Country', 'country'], ['Phone', 'phone'], ['Destination port', 'port'], ['Incoterm', 'incoterm']]) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      expect(field).toHaveAttribute('name', name);
      expect(field).not.toBeRequired();
    }
    const incoterms = [...(screen.getByLabelText(/^Incoterm/) as HTMLSelectElement).options].map((o) => o.value);
    // No EXW: a foreign buyer cannot be the exporter of record in India (issue 27, item 2).
    expect(incoterms).toEqual(['', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DDP']);
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).options.length).toBeGreaterThan(200);
  });

  it('sends the items, the optional fields when filled and the products in the message; then confirms and empties the list', async () => {
    const success = vi.spyOn(toast, 'success');
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: 'ENQ-20261123-7F3A9C' }));
    const user = userEvent.setup();
    const store = withLines();
    renderForm('/contact', store);
    await user.clear(screen.getByLabelText('Quantity for Cumin Seeds'));
    await user.type(screen.getByLabelText('Quantity for Cumin Seeds'), '2.5');
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Company/), 'Gulf Foods LLC');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Oman');
    await user.type(screen.getByLabelText(/^Destination port/), 'Sohar');
    await user.selectOptions(screen.getByLabelText(/^Incoterm/), 'CIF');
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toEqual({
      _elapsed: expect.any(Number),
      'first-name': 'Amina',
      'last-name': 'Yusuf',
      email: 'amina@example.com',
      company: 'Gulf Foods LLC',
      country: 'Oman',
      port: 'Sohar',
      incoterm: 'CIF',
      items: [
        { product: 'Cumin Seeds', quantity: 2.5, unit: 'MT' },
        { product: 'Paracetamol', quantity: 1, unit: 'kg' },
        { product: 'Cashew Kernels W320', quantity: 1, unit: 'kg' },
      ],
      message: 'Quote for 2 MT of cumin\n\nProducts:\n- Cumin Seeds: 2.5 MT\n- Paracetamol: 1 kg\n- Cashew Kernels W320: 1 kg\n\nDelivery: CIF Sohar',
    });
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith(SUCCESS_TEXT, { id: 'enquiry-success' }));
    expect(screen.getByText('ENQ-20261123-7F3A9C')).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    const sent = screen.getByRole('table', { name: 'Products in the enquiry sent' });
    expect(within(sent).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Cumin Seeds2.5 MT', 'Paracetamol1 kg', 'Cashew Kernels W3201 kg']);
    expect(store.getSnapshot().lines).toEqual([]);
    expect(screen.queryByLabelText(/^Quantity for/)).toBeNull();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('');
  });

  it.each([
    ['a server error', () => Promise.resolve(json(500, {}))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s the list and every typed value survive', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    const store = withLines();
    renderForm('/contact', store);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Company/), 'Gulf Foods LLC');
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByRole('alert');
    expect(store.getSnapshot().lines).toHaveLength(3);
    expect(screen.getByLabelText('Quantity for Paracetamol')).toHaveValue(1);
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Gulf Foods LLC');
    expect(screen.getByLabelText('First name')).toHaveValue('Amina');
  });

  it('checks quantities before sending: the error names the product, sits under its line and takes the focus', async () => {
    const user = userEvent.setup();
    renderForm('/contact', withLines());
    await fillValid(user);
    await user.clear(screen.getByLabelText('Quantity for Paracetamol'));
    await user.type(screen.getByLabelText('Quantity for Paracetamol'), '0');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const quantity = screen.getByLabelText('Quantity for Paracetamol');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(/^Quantity for Paracetamol must be a number greater than 0/);
    expect(quantity).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the service’s errors on product lines under those lines', async () => {
    fetchMock.mockResolvedValue(json(422, { errors: [{ field: 'items[2].unit', message: 'Unit for Cashew Kernels W320 is not sold' }, { field: 'items', message: 'Too many' }] }));
    const user = userEvent.setup();
    renderForm('/contact', withLines());
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('Unit for Cashew Kernels W320 is not sold')).toBeInTheDocument();
    // The error is about the unit: the unit is marked, not the quantity.
    expect(screen.getByLabelText('Unit for Cashew Kernels W320')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Quantity for Cashew Kernels W320')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many');
  });

  it('offers "Send on WhatsApp", a plain link to the company number carrying the same summary', async () => {
    const user = userEvent.setup();
    renderForm('/contact', withLines());
    await fillValid(user);
    const link = screen.getByRole('link', { name: 'Send on WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.contact.whatsapp}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Enquiry from Amina Yusuf');
    expect(text).toContain('- Cumin Seeds: 1 MT');
    expect(text).toContain('- Cashew Kernels W320: 1 kg');
    expect(text).toContain('Quote for 2 MT of cumin');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('tells the visitor once, politely, when the browser will not keep the list', () => {
    const store = createEnquiryListStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    store.add('Cumin Seeds');
    renderForm('/contact', store);
    expect(screen.getAllByText(/will be kept only until you leave or reload the page/)).toHaveLength(1);
    expect(screen.getByLabelText('Quantity for Cumin Seeds')).toBeInTheDocument();
  });
});

describe('a lost answer, then an edit (issue 24, item 5)', () => {
  const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1]?.headers).get('Idempotency-Key');
  const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /send/i }));

  it('resending the same text keeps the key; any edit after a lost answer sends with a new one', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await send(user);
    await screen.findByRole('alert');
    await send(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    await user.type(screen.getByLabelText('Message', { exact: true }), ', and 1 MT of fennel');
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: 'ENQ-20261126-7F3A9C' }));
    await send(user);
    await screen.findByText(SUCCESS_TEXT);
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(keyOf(2)).toMatch(/^[\w-]{16,}$/);
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]!.body)).message).toContain('1 MT of fennel');
  });

  it('a quantity changed on the list counts as an edit, also after a reload', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const store = createEnquiryListStore();
    store.add('Cumin Seeds');
    const first = renderForm('/contact', store);
    await fillValid(user);
    await send(user);
    await screen.findByRole('alert');
    first.unmount();
    renderForm('/contact', createEnquiryListStore());
    await user.clear(screen.getByLabelText('Quantity for Cumin Seeds'));
    await user.type(screen.getByLabelText('Quantity for Cumin Seeds'), '3');
    await send(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('the same text after a reload keeps the key, so the enquiry is stored once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const first = renderForm();
    await fillValid(user);
    await send(user);
    await screen.findByRole('alert');
    first.unmount();
    renderForm();
    await send(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('a 409 from the service (the key went with another text) says so plainly and the next send has a new key', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was already used for a different enquiry (reference ENQ-20261126-000001).' }] }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/earlier version of this enquiry reached us.*send enquiry.*again/i);
    expect(alert).not.toHaveTextContent(/idempotency/i);
    expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Quote for 2 MT of cumin');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await send(user);
    await screen.findByText(SUCCESS_TEXT);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});

describe('what the visitor wrote, repeated after the send (issue 24, item 11)', () => {
  it('shows the message with its line breaks, and never a text-direction override raw', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, reference: 'ENQ-20261126-7F3A9C' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const message = screen.getByLabelText('Message', { exact: true });
    await user.clear(message);
    await user.type(message, 'Invoice \u202Efdp.exe\u202C attached{Enter}\u2067second line\u2069');
    await user.click(screen.getByRole('button', { name: /send/i }));
    await screen.findByText(SUCCESS_TEXT);
    // Sent as written...
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)).message).toContain('\u202Efdp.exe\u202C');
    // ...shown in the order it was typed, with nothing that could turn it around.
    const shown = screen.getByText(/Invoice fdp\.exe attached/);
    expect(shown).toHaveAttribute('dir', 'auto');
    expect(shown.textContent).toBe('Invoice fdp.exe attached\nsecond line');
    expect(document.body.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
