import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnquiryHandler } from '../../scripts/server/enquiry-service.ts';
import { EnquiryForm } from '../../src/features/enquiry/enquiry-form.tsx';
import { createEnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';
import { cleanEnquiry, validateEnquiry } from '../../src/features/enquiry/rules.ts';
import type { Price } from '../../src/content/trade-details.ts';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

/**
 * Issue 49, item 4: a line added from a page that shows an indicative price carries it to sales,
 * through the real local enquiry service (its validation and its log), over HTTP.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-seen-price-'));
const logFile = path.join(dir, 'enquiries.jsonl');
let server: Server;
let serviceUrl: string;
beforeAll(async () => {
  const handle = createEnquiryHandler({ logFile, log: () => undefined });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

type Priced = { productName: string; tradeDetails?: { price?: Price } };
const product = shownContent().entries.find((e) => e.collection === 'api-products' && (e.data as Priced).tradeDetails?.price)!;
const price = (product.data as Priced).tradeDetails!.price!;
const seen = { currency: price.currency, min: price.min, max: price.max, unit: price.unit, incoterm: price.incoterm, validUntil: price.validUntil };
const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Please quote' };

describe('the price the buyer saw', () => {
  it('the rules accept a line with seenPrice and keep it; they refuse one that is not a price', () => {
    const items = [{ product: 'Paracetamol', quantity: 25, unit: 'kg', seenPrice: seen }];
    expect(validateEnquiry({ ...valid, items })).toEqual([]);
    expect(cleanEnquiry({ ...valid, items }).items![0]!.seenPrice).toEqual(seen);
    expect(validateEnquiry({ ...valid, items: [{ ...items[0], seenPrice: { ...seen, min: seen.max + 1 } }] }).map((e) => e.field)).toEqual(['items[0].seenPrice']);
    expect(validateEnquiry({ ...valid, items: [{ ...items[0], seenPrice: { ...seen, currency: 'dollars' } }] }).map((e) => e.code)).toEqual(['TYPE_SEEN_PRICE']);
    // The content's own rule for a day (src/content/iso-date.ts): February has no 30th.
    expect(validateEnquiry({ ...valid, items: [{ ...items[0], seenPrice: { ...seen, validUntil: '2027-02-30' } }] }).map((e) => e.code)).toEqual(['TYPE_SEEN_PRICE']);
  });

  it('a line added from a page with a price sends it with the enquiry, and the service stores it', async () => {
    localStorage.clear();
    await renderApp(product.address.hashPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Add ${product.key} to enquiry` }));
    cleanup();
    // The page's own fetch, sent to the real service (the form posts to its site's /api/enquiry).
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (_url: unknown, init?: RequestInit) => realFetch(serviceUrl, init));
    try {
      render(
        <MemoryRouter initialEntries={['/contact']}>
          <EnquiryForm store={createEnquiryListStore()} />
        </MemoryRouter>,
      );
      await user.type(screen.getByLabelText('First name'), valid['first-name']);
      await user.type(screen.getByLabelText('Last name'), valid['last-name']);
      await user.type(screen.getByLabelText('Email'), valid.email);
      await user.type(screen.getByLabelText('Message', { exact: true }), valid.message);
      await user.click(screen.getByRole('button', { name: /send/i }));
      await waitFor(() => expect(existsSync(logFile) && readFileSync(logFile, 'utf8').trim()).toBeTruthy(), { timeout: 10000 });
    } finally {
      vi.unstubAllGlobals();
    }
    const record = JSON.parse(readFileSync(logFile, 'utf8').trim().split('\n').at(-1)!) as { items: { product: string; seenPrice?: unknown }[] };
    expect(record.items).toEqual([expect.objectContaining({ product: product.key, seenPrice: seen })]);
  });
});
