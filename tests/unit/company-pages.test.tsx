import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isPlaceholder } from '../../src/content/placeholder.ts';
import { renderApp } from './render-app.tsx';

type Section = { type: string; items?: { label: string; registrationNumber?: string; numberLabel?: string; scan?: { alt: string } }[] };
const sectionsOf = (file: string) => (JSON.parse(readFileSync(`content/pages/${file}`, 'utf8')) as { sections: Section[] }).sections;
const credentials = sectionsOf('credentials.json').find((s) => s.type === 'gallery')!.items!;
const homeStrip = sectionsOf('home.json').find((s) => s.type === 'logo-strip')!.items!;

describe('company pages', () => {
  it('About: introduction, three core values and the Managing Director with three social links', async () => {
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Connecting the World' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quality Over Quantity',
      'Awesome Customer Service',
      'Being dependable',
    ]);
    const director = screen.getByRole('region', { name: 'A message from our Managing Director' });
    const links = within(director).getAllByRole('link');
    expect(links).toHaveLength(3);
    // A portrait only when content gives a real photograph; never a drawn stand-in.
    const portrait = (sectionsOf('about.json').find((s) => s.type === 'profile') as { image?: { alt: string } }).image;
    if (portrait) expect(within(director).getByRole('img', { name: portrait.alt })).toBeInTheDocument();
    else expect(within(director).queryByRole('img')).toBeNull();
    for (const link of links) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('Quality & Compliance: statement, 8 competencies in columns of 4 and 4, 8 FSP benefits, 3 case cards', async () => {
    await renderApp('/quality-compliance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality & Compliance' })).toBeInTheDocument();
    expect(document.querySelector('blockquote')).not.toBeNull();
    const competencies = screen.getByRole('region', { name: 'Our Core Competencies' });
    expect(within(competencies).getAllByRole('list').map((l) => within(l).getAllByRole('listitem').length)).toEqual([4, 4]);
    const benefits = screen.getByRole('region', { name: 'Benefits of an FSP partnership' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(benefits).toHaveTextContent(/full-service provider/i);
    const record = screen.getByRole('region', { name: 'Record of Success' });
    expect(within(record).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(document.body).not.toHaveTextContent(/20 years/i);
  });

  it('Credentials: a tile per credential, named by its label; a tile opens a modal dialog with its facts, Close closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/credentials');
    await screen.findByRole('heading', { level: 1, name: 'Credentials' });
    for (const { label } of credentials) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    const item = credentials[credentials.length - 1]!;
    const tile = screen.getByRole('button', { name: item.label });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: item.label });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const number = item.registrationNumber && !isPlaceholder(item.registrationNumber) ? item.registrationNumber : 'Available on request';
    expect(within(dialog).getByText(item.numberLabel ?? 'Registration no.').nextElementSibling).toHaveTextContent(number);
    if (item.scan) expect(within(dialog).getByRole('img', { name: item.scan.alt })).toBeInTheDocument();
    else expect(within(dialog).queryByRole('img')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('Credentials and About: the company facts block; no placeholder text reaches the page', async () => {
    for (const path of ['/credentials', '/about']) {
      const { unmount } = await renderApp(path);
      const main = await screen.findByRole('main');
      const facts = within(main).getByText('IEC (Importer-Exporter Code)', { selector: 'dt' }).closest('section')!;
      expect([...facts.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
        'Year founded', 'Countries served', 'IEC (Importer-Exporter Code)', 'GSTIN', 'RCMC', 'D-U-N-S number',
      ]);
      expect(main).not.toHaveTextContent(/to be added|replace this file|placeholder|sample certificate/i);
      unmount();
    }
  });

  it('the home registrations strip names each credential as the Credentials page does', () => {
    expect(homeStrip.map((i) => i.label)).toEqual(credentials.map((i) => i.label));
  });

  it('Contact: address, tel: and mailto: links from the site facts, the form and the response promise', async () => {
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(within(main).getByText(/Bangalore 560038, Karnataka, India/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '+91 80 4123 4567' })).toHaveAttribute('href', 'tel:+918041234567');
    expect(within(main).getByRole('link', { name: 'enquiries@example.com' })).toHaveAttribute('href', 'mailto:enquiries@example.com');
    expect(within(main).getByRole('form', { name: 'Send us an enquiry' })).toBeInTheDocument();
    expect(within(main).getByText('We usually respond within 1-2 business days.')).toBeInTheDocument();
  });

  it('Not found: a heading that says so and a link home; an unknown product also links back to the list', async () => {
    await renderApp('/not-found');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('an unknown API product shows the not-found screen with a link back to the list', async () => {
    await renderApp('/business/api-excipients/No%20Such%20Product');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /back to/i })).toHaveAttribute('href', '/business/api-excipients');
    expect(within(main).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('Maintenance: the heading, the exact text and the picture', async () => {
    await renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Under Maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText('Our website is under construction, we are working very hard to give you the best experience with this one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /crane/i })).toBeInTheDocument();
  });
});
