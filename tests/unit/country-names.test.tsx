import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { fr } from '../../scripts/ui/words.ts';
import { countries } from '../../src/features/enquiry/countries.ts';
import { countryNamesIn } from '../../src/features/enquiry/country-names.ts';
import { createEnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';
import { EnquiryForm } from '../../src/features/enquiry/enquiry-form.tsx';
import { sectionRegistry } from '../../src/sections/registry.ts';
import { localeInfo, prefixedLocales } from '../../src/content/locales.ts';
import { localeTable } from '../../src/routing/locale-tables.ts';

/**
 * The enquiry form's countries in another language come from the build (Node's Intl), so that the
 * static page (read without script too) and the app's first render name them alike.
 */
describe('country names in the page’s language', () => {
  it.each(prefixedLocales)('%s: every country once, by its English name, named as Intl names it there, in that language’s order', async (locale) => {
    const names = await countryNamesIn[locale]();
    expect(names.map(([english]) => english).sort()).toEqual(countries.map(([, english]) => english).sort());
    const intl = localeInfo[locale].intl;
    const display = new Intl.DisplayNames([intl], { type: 'region', fallback: 'code' });
    for (const [code, english] of countries) expect(names.find(([e]) => e === english)![1]).toBe(display.of(code));
    const shown = names.map(([, s]) => s);
    expect(shown).toEqual([...shown].sort(new Intl.Collator(intl).compare));
  });

  it('a contact section in French loads them as its data; in English it loads none', async () => {
    const contact = { type: 'contact' as const, heading: 'h', formHeading: 'f', responseNote: 'r' };
    expect(await sectionRegistry.contact.data!(contact, 'en')).toBeNull();
    expect(await sectionRegistry.contact.data!(contact, 'fr')).toEqual(await countryNamesIn.fr());
  });

  it('the form offers them in that order, each sending its English name', async () => {
    // As the app does before a page in a language renders: its UI words and its table are loaded.
    await Promise.all([loadUi('fr'), localeTable('fr')]);
    const names = await countryNamesIn.fr();
    render(
      <MemoryRouter>
        <LocaleProvider locale="fr">
          <EnquiryForm store={createEnquiryListStore()} countryNames={names} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const select = await screen.findByRole('combobox', { name: new RegExp(`^${fr.enquiry.fields.country}`) });
    const options = within(select).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual(names.map(([english, shown]) => [english, shown]));
  });
});
