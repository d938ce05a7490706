import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../../src/content/resolved.ts';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { ar, fr } from '../../scripts/ui/words.ts';
import { CompanyFactsSection } from '../../src/sections/company-facts/company-facts-section.tsx';
import { GallerySection } from '../../src/sections/gallery/gallery-section.tsx';
import { ProfileSection } from '../../src/sections/profile/profile-section.tsx';
import type { SectionContentOf } from '../../src/sections/section-types.ts';

const company = vi.hoisted(() => ({ current: {} as Partial<SiteContent['company']> }));
const registers = vi.hoisted(() => [
  { id: 'fssai', name: 'the food licence register', url: 'https://licences.example.gov/search' },
  { id: 'gstin', name: 'the tax register', url: 'https://tax.example.gov/search' },
  { id: 'iec', name: 'the trade register', url: 'https://trade.example.gov/iec' },
]);
vi.mock('virtual:content/site', () => ({ default: { get company() { return company.current; }, registers } }));

const pic = (alt: string) => ({ src: `/${alt || 'emblem'}.svg`, width: 320, height: 200, alt });
/** Each fact's label and value (a "Verify on …" link in the value is read on its own). */
const rows = (el: HTMLElement) =>
  Object.fromEntries(
    [...el.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      [...d.querySelector('dd')!.childNodes].filter((n) => n.nodeName !== 'P').map((n) => n.textContent).join(''),
    ]),
  );

describe('credentials (gallery section)', () => {
  const section: SectionContentOf<'gallery'> = {
    type: 'gallery',
    heading: 'Our Credentials',
    items: [
      {
        label: 'FSSAI',
        image: pic(''),
        document: 'FSSAI licence',
        issuedBy: 'Food Safety and Standards Authority of India',
        numberLabel: 'Licence no.',
        registrationNumber: '10019043001234',
        register: 'fssai',
        registeredSince: '2019',
        validUntil: '2027-03-31',
        scan: pic('FSSAI licence, scanned'),
      },
      { label: 'GST', image: pic(''), issuedBy: 'Government of India', numberLabel: 'GSTIN', registrationNumber: null, register: 'gstin' },
      { label: 'APEDA', image: pic(''), issuedBy: 'APEDA', numberLabel: 'Registration no.', registrationNumber: null, validUntil: null },
    ],
  };

  const renderSection = () =>
    render(
      <MemoryRouter>
        <GallerySection section={section} />
      </MemoryRouter>,
    );

  it('a tile is a button named by its label and shows the issuer, the number and the validity', () => {
    renderSection();
    const tiles = screen.getAllByRole('article');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['FSSAI', 'GST', 'APEDA']);
    expect(tiles[0]).toHaveTextContent('Food Safety and Standards Authority of India');
    expect(rows(tiles[0]!)).toEqual({ 'Licence no.': '10019043001234', 'Valid until': '31 March 2027' });
    expect(rows(tiles[1]!)).toEqual({ GSTIN: 'Available on request' });
    expect(rows(tiles[2]!)).toEqual({ 'Registration no.': 'Available on request', 'Valid until': 'Available on request' });
  });

  it('the dialog shows every fact and the scan when there is one', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'FSSAI' }));
    const dialog = screen.getByRole('dialog', { name: 'FSSAI' });
    expect(within(dialog).getByRole('img', { name: 'FSSAI licence, scanned' })).toBeInTheDocument();
    expect(rows(dialog)).toEqual({
      Document: 'FSSAI licence',
      'Licence no.': '10019043001234',
      'Registered since': '2019',
      'Valid until': '31 March 2027',
    });
    expect(within(dialog).queryByRole('link', { name: 'Ask for a copy' })).toBeNull();
  });

  it('a number in a register gets a "Verify on …" link to its public search page, in a new tab; a tile shows none', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(screen.queryByRole('link', { name: /^Verify on/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'FSSAI' }));
    const link = within(screen.getByRole('dialog', { name: 'FSSAI' })).getByRole('link', { name: 'Verify on the food licence register' });
    expect(link).toHaveAttribute('href', 'https://licences.example.gov/search');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleDescription(/new tab/);
  });

  it.each([['fr', fr], ['ar', ar]] as const)('the "Verify on …" link and its hint are in the page\'s language (%s)', async (locale, words) => {
    await loadUi(locale);
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LocaleProvider locale={locale}>
          <GallerySection section={section} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'FSSAI' }));
    const dialog = screen.getByRole('dialog', { name: 'FSSAI' });
    const link = await waitFor(() => within(dialog).getByRole('link', { name: words.facts.verifyOn({ register: 'the food licence register' }) }));
    expect(link).toHaveAccessibleDescription(words.facts.verifyHint);
    expect(within(dialog).queryByRole('link', { name: /^Verify on/ })).toBeNull();
  });

  it('a number still to be added gets no "Verify on …" link, though its register is known', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'GST' }));
    expect(within(screen.getByRole('dialog', { name: 'GST' })).queryByRole('link', { name: /^Verify on/ })).toBeNull();
  });

  it('without a scan the dialog shows the facts, "Available on request" for a missing number, and how to get a copy', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'GST' }));
    const dialog = screen.getByRole('dialog', { name: 'GST' });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(rows(dialog)).toEqual({ GSTIN: 'Available on request' });
    expect(within(dialog).getByRole('link', { name: 'Ask for a copy' })).toHaveAttribute('href', '/contact');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('profile', () => {
  const section: SectionContentOf<'profile'> = {
    type: 'profile',
    heading: 'A message from our Managing Director',
    name: 'Asha Rao Kulkarni',
    role: 'Managing Director',
    paragraphs: ['Thank you for considering us.'],
  };

  it('without a portrait: no picture at all, the message, and the signature with initials', () => {
    render(<ProfileSection section={section} />);
    const region = screen.getByRole('region', { name: section.heading });
    expect(within(region).queryByRole('img')).toBeNull();
    expect(region.querySelector('img, svg image, picture')).toBeNull();
    expect(region).toHaveTextContent('Thank you for considering us.');
    expect(region).toHaveTextContent('AKAsha Rao KulkarniManaging Director');
  });

  it('with a portrait: the photograph and no initials', () => {
    render(<ProfileSection section={{ ...section, image: pic('Asha Rao Kulkarni') }} />);
    const region = screen.getByRole('region', { name: section.heading });
    expect(within(region).getByRole('img', { name: 'Asha Rao Kulkarni' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/\bAK\b/);
  });
});

describe('company facts', () => {
  const section: SectionContentOf<'company-facts'> = { type: 'company-facts', heading: 'Company facts' };

  it('shows the site’s facts; a placeholder (null) reads "Available on request"', () => {
    company.current = {
      founded: 2012,
      countriesServed: ['United Arab Emirates', 'Kenya'],
      registrations: { iec: 'AAACS1234F', gstin: null, rcmc: 'PXL/SR/1234/2023', duns: null },
    };
    render(<CompanyFactsSection section={section} />);
    expect(rows(screen.getByRole('region', { name: 'Company facts' }))).toEqual({
      'Year founded': '2012',
      'Countries served': 'United Arab Emirates and Kenya',
      'IEC (Importer-Exporter Code)': 'AAACS1234F',
      GSTIN: 'Available on request',
      RCMC: 'PXL/SR/1234/2023',
      'D-U-N-S number': 'Available on request',
    });
  });

  it('links a known number to its register ("Verify on …", new tab), and no number still to be added or without a register', () => {
    company.current = {
      founded: 2012,
      countriesServed: ['Kenya'],
      registrations: { iec: 'AAACS1234F', gstin: null, rcmc: 'PXL/SR/1234/2023', duns: null },
    };
    render(<CompanyFactsSection section={section} />);
    const links = within(screen.getByRole('region', { name: 'Company facts' })).getAllByRole('link');
    // IEC has a number and a register; GSTIN has a register but no number; RCMC a number but no register.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Verify on the trade register');
    expect(links[0]).toHaveAttribute('href', 'https://trade.example.gov/iec');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener');
    expect(links[0]!.closest('dd')!.previousElementSibling).toHaveTextContent('IEC (Importer-Exporter Code)');
  });

  it('names the Coffee Board and Tea Board registrations where the site gives them (an exporter of coffee or tea needs them)', () => {
    company.current = {
      founded: 2012,
      countriesServed: ['Kenya'],
      registrations: { iec: 'AAACS1234F', gstin: null, rcmc: null, duns: null, coffeeBoard: 'CB/EXP/2291', teaBoard: null },
    };
    render(<CompanyFactsSection section={section} />);
    const facts = rows(screen.getByRole('region', { name: 'Company facts' }));
    expect(Object.keys(facts)).toHaveLength(8);
    expect(facts['Coffee Board registration']).toBe('CB/EXP/2291');
    expect(facts['Tea Board registration']).toBe('Available on request');
  });

  it('no confirmed country reads "Available on request", not an empty line', () => {
    company.current = { founded: null, countriesServed: [], registrations: { iec: null, gstin: null, rcmc: null, duns: null } };
    render(<CompanyFactsSection section={section} />);
    const values = Object.values(rows(screen.getByRole('region', { name: 'Company facts' })));
    expect(values).toEqual(Array(6).fill('Available on request'));
  });
});
