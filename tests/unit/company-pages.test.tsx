import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import site from 'virtual:content/site';
import { describe, expect, it } from 'vitest';
import { isPlaceholder } from '../../src/content/placeholder.ts';
import type { Page } from '../../src/content/page.ts';
import { splitColumns } from '../../src/sections/checklist/split-columns.ts';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

// Everything expected here is read from the content the tests run on (tests/fixtures/content).
const { pages } = shownContent();
type Section = Page['sections'][number];
type Of<T extends Section['type']> = Extract<Section, { type: T }>;
const pageAt = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`the test content has no page ${path}`);
  return page.data;
};
const sectionOf = <T extends Section['type']>(page: Page, type: T): Of<T> => {
  const section = page.sections.find((s): s is Of<T> => s.type === type);
  if (!section) throw new Error(`the page "${page.title}" has no ${type} section`);
  return section;
};
/** The first page that has a section of each of these types. */
const pageWith = (...types: Section['type'][]) => {
  const page = pages.find((p) => types.every((t) => p.data.sections.some((s) => s.type === t)));
  if (!page) throw new Error(`the test content has no page with ${types.join(' and ')} sections`);
  return page;
};

describe('company pages', () => {
  it('About: introduction, core values and a message with its social links', async () => {
    const about = pageAt('/about');
    const intro = sectionOf(about, 'prose');
    const values = sectionOf(about, 'features');
    const profile = sectionOf(about, 'profile');
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: about.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: intro.heading })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: values.heading });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(values.items.map((i) => i.title));
    const director = screen.getByRole('region', { name: profile.heading });
    const links = within(director).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual((profile.socials ?? []).map((s) => s.url));
    // A portrait only when content gives a real photograph; never a drawn stand-in.
    if (profile.image) expect(within(director).getByRole('img', { name: profile.image.alt })).toBeInTheDocument();
    else expect(within(director).queryByRole('img')).toBeNull();
    for (const link of links) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('a statement and a checklist: the quote as a blockquote, the list in two columns, the left one the larger', async () => {
    const { path, data } = pageWith('quote', 'checklist');
    const checklist = data.sections.find((s): s is Of<'checklist'> => s.type === 'checklist' && s.columns === 2)!;
    await renderApp(path);
    expect(document.querySelector('blockquote')).toHaveTextContent(sectionOf(data, 'quote').text);
    const region = screen.getByRole('region', { name: checklist.heading });
    expect(within(region).getAllByRole('list').map((l) => within(l).getAllByRole('listitem').length)).toEqual(splitColumns(checklist.items).map((c) => c.length));
  });

  it('Credentials: a tile per credential, named by its label; a tile opens a modal dialog with its facts, Close closes it', async () => {
    const user = userEvent.setup();
    const credentials = sectionOf(pageWith('gallery').data, 'gallery').items;
    await renderApp(pageWith('gallery').path);
    for (const { label } of credentials) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    const item = credentials[credentials.length - 1]!;
    const tile = screen.getByRole('button', { name: item.label });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: item.label });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const number = item.registrationNumber && !isPlaceholder(item.registrationNumber) ? item.registrationNumber : 'Available on request';
    expect(within(dialog).getByText(item.numberLabel).nextElementSibling).toHaveTextContent(number);
    if (item.scan) expect(within(dialog).getByRole('img', { name: item.scan.alt })).toBeInTheDocument();
    else expect(within(dialog).queryByRole('img')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('the company facts block, wherever a page has one; no placeholder text reaches the page', async () => {
    const withFacts = pages.filter((p) => p.data.sections.some((s) => s.type === 'company-facts'));
    expect(withFacts.length).toBeGreaterThan(0);
    for (const { path } of withFacts) {
      const { unmount } = await renderApp(path);
      const main = await screen.findByRole('main');
      const facts = within(main).getByText('IEC (Importer-Exporter Code)', { selector: 'dt' }).closest('section')!;
      expect([...facts.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
        'Year founded', 'Countries served', 'IEC (Importer-Exporter Code)', 'GSTIN', 'RCMC', 'D-U-N-S number',
      ]);
      const founded = site.company.founded === null ? 'Available on request' : String(site.company.founded);
      expect(facts.querySelector('dd')).toHaveTextContent(founded);
      expect(main).not.toHaveTextContent(/to be added|replace this file|placeholder|sample certificate/i);
      unmount();
    }
  });

  it('Contact: address, tel: and mailto: links from the site facts, the form and the response promise', async () => {
    const contact = sectionOf(pageAt('/contact'), 'contact');
    const { city, postalCode, region, country } = site.contact.address;
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: pageAt('/contact').title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: contact.heading })).toBeInTheDocument();
    expect(within(main).getByText(`${city} ${postalCode}, ${region}, ${country}`, { exact: false })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    expect(within(main).getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    expect(within(main).getByRole('form', { name: contact.formHeading })).toBeInTheDocument();
    expect(within(main).getByText(contact.responseNote)).toBeInTheDocument();
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

  it('Maintenance: the heading, the text and the picture from site.json', async () => {
    const { heading, text } = site.texts.maintenance;
    await renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: site.maintenanceImage.alt })).toBeInTheDocument();
  });
});
