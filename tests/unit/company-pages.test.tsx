import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const credentialLabels = ['Pharmexcil', 'Apeda', 'G.S.T', 'Udyam', 'FSSAI', 'Chemexcil', 'One Star Export House', 'Spices Board', 'D.U.N.S'];

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

  it('Credentials: nine tiles; a tile opens a modal dialog with its certificate, Close closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/credentials');
    await screen.findByRole('heading', { level: 1, name: 'Credentials' });
    for (const name of credentialLabels) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const tile = screen.getByRole('button', { name: 'Spices Board' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Spices Board' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Spices Board certificate' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
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
