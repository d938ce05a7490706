import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siteUrl from 'virtual:site-url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { ShareButton } from '../../src/components/ui/share-button.tsx';
import { documentHeading, documentName } from '../../src/content/document-types.ts';
import type { DocumentRef } from '../../src/content/trade-details.ts';
import { ENQUIRY_LIST_KEY } from '../../src/features/enquiry/enquiry-list-store.ts';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

/**
 * What lets a buyer check the supplier (issue 28), on the test content: documents per product,
 * "Verify on …" links, Share and the canonical address as the visitor moves. Expectations come
 * from the content files, so any valid test content passes.
 */
const content = shownContent();
const addresses = siteAddresses(content);
const entryWithFiles = content.entries.find((e) => ((e.data as { documents?: DocumentRef[] }).documents ?? []).some((d) => 'file' in d));
const documentsOf = (data: unknown) => (data as { documents?: DocumentRef[] }).documents ?? [];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('documents on a product page', () => {
  it('lists each document: a file as a link starting with its label, with its date and size; the others "on request"', async () => {
    expect(entryWithFiles, 'the test content needs a product with a PDF').toBeDefined();
    const address = addresses.find((a) => a.entry === entryWithFiles)!;
    await renderApp(address.hashPath);
    const docs = documentsOf(entryWithFiles!.data);
    const heading = await screen.findByRole('heading', { name: 'Documents' });
    const list = within(heading.parentElement!);
    for (const doc of docs) {
      if ('file' in doc) {
        const link = list.getByRole('link', { name: new RegExp(`^${documentHeading(doc).replace(/[()/]/g, '\\$&')} \\(.*\\d{4}, PDF, \\d+ [KM]B\\)$`) });
        expect(link).toHaveAttribute('target', '_blank');
      } else {
        expect(list.getByText(documentName(doc))).toBeInTheDocument();
      }
    }
    expect(list.getAllByText('(on request)')).toHaveLength(docs.filter((d) => !('file' in d)).length);
  });

  it('"Add to enquiry" on a product page offers its documents in the enquiry line', async () => {
    const address = addresses.find((a) => a.entry === entryWithFiles)!;
    const user = userEvent.setup();
    await renderApp(address.hashPath);
    await user.click(await screen.findByRole('button', { name: `Add ${entryWithFiles!.title} to enquiry` }));
    const [line] = JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!) as { documentOptions: string[] }[];
    expect(line!.documentOptions).toEqual([...new Set(documentsOf(entryWithFiles!.data).map((d) => documentName(d)))]);
  });

  it('the quotable items of a commodity page offer the documents of its trade details', async () => {
    const page = content.pages.find((p) => p.data.sections.some((s) => s.type === 'trade-details' && s.documents) && JSON.stringify(p.data).includes('"quote"'))!;
    const docs = page.data.sections.flatMap((s) => (s.type === 'trade-details' ? (s.documents ?? []) : []));
    const user = userEvent.setup();
    await renderApp(page.path);
    await user.click((await screen.findAllByRole('button', { name: /^Add .* to enquiry$/ }))[0]!);
    const [line] = JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!) as { documentOptions: string[] }[];
    expect(line!.documentOptions).toEqual([...new Set(docs.map((d) => documentName(d)))]);
  });
});

describe('verify links on the credentials page', () => {
  const registers = content.site.registers;
  const page = content.pages.find((p) => p.data.sections.some((s) => s.type === 'gallery'))!;
  const tiles = page.data.sections.flatMap((s) => (s.type === 'gallery' ? s.items : []));

  it('a credential with a real number and a register links to it; one still "to be added" does not', async () => {
    const linked = tiles.filter((t) => t.registrationNumber !== null && registers.some((r) => r.id === t.register));
    const unlinked = tiles.filter((t) => t.registrationNumber === null && t.register);
    expect(linked.length, 'the test content needs a credential with a number in a register').toBeGreaterThan(0);
    expect(unlinked.length, 'the test content needs a credential in a register whose number is to be added').toBeGreaterThan(0);
    const user = userEvent.setup();
    await renderApp(page.path);
    for (const tile of [...linked, ...unlinked]) {
      await user.click(await screen.findByRole('button', { name: tile.label }));
      const dialog = screen.getByRole('dialog', { name: tile.label });
      const register = registers.find((r) => r.id === tile.register)!;
      if (tile.registrationNumber === null) {
        expect(within(dialog).queryByRole('link', { name: /^Verify on/ })).toBeNull();
      } else {
        const link = within(dialog).getByRole('link', { name: `Verify on ${register.name}` });
        expect(link).toHaveAttribute('href', register.url);
        expect(new URL(link.getAttribute('href')!).protocol).toBe('https:');
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener');
      }
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });
});

describe('Share and the page’s address', () => {
  const product = addresses.find((a) => a.kind === 'api-products')!;
  const publicAddress = (realPath: string) => new URL(realPath.slice(1), siteUrl).href;

  it('"Share" on a product page offers SITE_URL and its real path through Web Share', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const user = userEvent.setup();
    await renderApp(product.hashPath);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: product.title, url: publicAddress(product.realPath) });
  });

  it('without Web Share it copies the address and says "Link copied"; refused the clipboard, it shows the address to copy', async () => {
    // user-event puts a clipboard of its own on navigator; jsdom has no Web Share.
    const user = userEvent.setup();
    expect('share' in navigator).toBe(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButton url="https://www.example.com/business/fmcg/" title="FMCG" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://www.example.com/business/fmcg/');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: 'Copy this link:' })).toHaveValue('https://www.example.com/business/fmcg/');
  });

  it('business-line pages have Share; home does not', async () => {
    const business = addresses.find((a) => a.kind === 'page' && a.hashPath.startsWith('/business/'))!;
    const view = await renderApp(business.hashPath);
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    view.unmount();
    await renderApp('/');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('while the app navigates, the canonical link and og:url follow the page on show', async () => {
    const { router } = await renderApp('/');
    const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    await waitFor(() => expect(canonical()).toBe(publicAddress('/')));
    await act(() => router.navigate(product.hashPath));
    await waitFor(() => expect(canonical()).toBe(publicAddress(product.realPath)));
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', publicAddress(product.realPath));
    await act(() => router.navigate('/not-found'));
    await waitFor(() => expect(canonical()).toBeUndefined());
  });
});

describe('business lines', () => {
  it('home states the number of business lines the overview lists', () => {
    const overview = content.pages.find((p) => p.path === '/business')!;
    const lines = overview.data.sections.find((s) => 'id' in s && s.id === 'business-lines') as { items: unknown[] };
    const home = JSON.stringify(content.pages.find((p) => p.path === '/')!.data);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(home).toMatch(new RegExp(`\\b${words[lines.items.length]}\\b[^"]*business lines`, 'i'));
  });
});
