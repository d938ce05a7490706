import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { EnquiryForm } from '../../src/features/enquiry/enquiry-form.tsx';
import { createEnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';
import { cleanEnquiry, validateEnquiry } from '../../src/features/enquiry/rules.ts';

// Issue 31, item 8: an enquiry sent from a page in another language says which, and keeps the English product names.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const valid = { 'first-name': 'Lucía', 'last-name': 'Gómez', email: 'lucia@example.com', message: 'Cotización, por favor' };

describe('the enquiry in the buyer’s language', () => {
  it('carries locale "es" from a Spanish page, with the product names as the list holds them (English)', async () => {
    const store = createEnquiryListStore();
    store.add('Paracetamol');
    // As the app's loader does for a locale page: the dictionary is there before the first render.
    const { loadUi } = await import('../../src/components/i18n/ui/load.ts');
    await loadUi('es');
    const { localeTable } = await import('../../src/routing/locale-tables.ts');
    await localeTable('es');
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/es/contact']}>
        <LocaleProvider locale="es">
          <EnquiryForm store={store} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    // The form in Spanish (its labels are the Spanish dictionary's, once loaded).
    const { es } = await import('../../scripts/ui/words.ts');
    await user.type(await screen.findByLabelText(es.enquiry.fields['first-name'], {}, { timeout: 15_000 }), valid['first-name']);
    await user.type(screen.getByLabelText(es.enquiry.fields['last-name']), valid['last-name']);
    await user.type(screen.getByLabelText(es.enquiry.fields.email), valid.email);
    await user.type(screen.getByLabelText(es.enquiry.fields.message, { exact: true }), valid.message);
    await user.click(screen.getByRole('button', { name: es.enquiry.send }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { locale?: string; items?: { product: string }[] };
    expect(body.locale).toBe('es');
    expect(body.items?.map((i) => i.product)).toEqual(['Paracetamol']);
  });

  it('is checked by the shared rules: a known locale is kept, anything else refused at its field', () => {
    expect(validateEnquiry({ ...valid, locale: 'es' })).toEqual([]);
    expect(cleanEnquiry({ ...valid, locale: 'es' }).locale).toBe('es');
    expect(validateEnquiry({ ...valid, locale: 'de' })).toEqual([{ field: 'locale', message: 'must be one of en, ar, es, fr', code: 'TYPE_LOCALE' }]);
    expect(cleanEnquiry(valid)).not.toHaveProperty('locale');
  });
});
