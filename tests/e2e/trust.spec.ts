import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { siteUrlOf } from '../../scripts/site-url.ts';
import { documentHeading, documentName } from '../../src/content/document-types.ts';
import type { DocumentRef } from '../../src/content/trade-details.ts';
import { apiHref, apiProducts, content, needs, site } from './content.ts';
import { fixtureContentDir, serveFixtureSite } from './fixture-site.ts';
import { collectErrors, open, waitReady } from './helpers.ts';

/**
 * What lets a buyer check the supplier before sending an enquiry (issue 28): documents per product,
 * documents asked for in the enquiry, registrations linked to their public registers, and a Share
 * button and canonical address that name the page's real address. Expectations come from the content.
 */
const siteUrl = siteUrlOf(process.env.SITE_URL);
const addresses = siteAddresses(content);
const logFile = path.resolve(process.env.ENQUIRY_LOG ?? '.data/e2e-enquiries.jsonl');
const logLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);
const isFile = (d: DocumentRef): d is Extract<DocumentRef, { file: unknown }> => 'file' in d;
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Serious and critical axe violations, once scroll-in sections have settled (axe judges contrast on what is shown). */
async function axeSerious(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(900);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const withFiles = needs(apiProducts, 'API product with a PDF to download', (p) => p.documents?.some(isFile));
const withSdsOnRequest = needs(apiProducts, 'API product with a safety data sheet on request', (p) => p.documents?.some((d) => !isFile(d) && d.type === 'safety-data-sheet'));
const realPathOf = (name: string) => addresses.find((a) => a.kind === 'api-products' && a.title === name)!.realPath;

test.describe('documents', () => {
  test('a product page lists its documents with label, date and size, and the download is the PDF, under a content-hashed name', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, apiHref(withFiles.productName));
    const section = page.getByRole('heading', { name: 'Documents', exact: true }).locator('..');
    for (const doc of withFiles.documents!) {
      if (!isFile(doc)) {
        await expect(section.getByRole('listitem').filter({ hasText: documentName(doc) })).toContainText('on request');
        continue;
      }
      const link = section.getByRole('link', { name: new RegExp(`^${escape(documentHeading(doc))} \\(.*${escape(longDate(doc.date))}, PDF, \\d+(\\.\\d)? [KM]B`) });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(path.basename(href)).toMatch(new RegExp(`^${escape(path.basename(doc.file, '.pdf'))}-[\\w-]{6,}\\.pdf$`));
      const response = await page.request.get(new URL(href, page.url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(errors).toEqual([]);
  });

  test('a product with a safety data sheet on request offers it in its enquiry line; ticked, it reaches the local service and the message', async ({ page }) => {
    const name = withSdsOnRequest.productName;
    await open(page, apiHref(name));
    await page.getByRole('button', { name: `Add ${name} to enquiry` }).click();
    await open(page, '/contact');
    const group = page.getByRole('group', { name: `Documents wanted for ${name}` });
    for (const doc of withSdsOnRequest.documents!) await expect(group.getByRole('checkbox', { name: documentName(doc) })).not.toBeChecked();
    await group.getByRole('checkbox', { name: 'Safety data sheet' }).check();
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill(`Yusuf ${stamp}`);
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Message').fill('Please quote, with the SDS.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('table', { name: 'Products in the enquiry sent' })).toContainText('Documents wanted: Safety data sheet');
    const record = JSON.parse(logLines().find((l) => l.includes(stamp))!) as { items: { product: string; documents?: string[] }[]; message: string };
    expect(record.items[0]).toMatchObject({ product: name, documents: ['Safety data sheet'] });
    expect(record.message).toContain(`- ${name}: 1 kg; documents wanted: Safety data sheet`);
  });
});

test.describe('verify links', () => {
  const credentials = content.pages.find((p) => p.data.sections.some((s) => s.type === 'gallery'))!;
  const tiles = credentials.data.sections.flatMap((s) => (s.type === 'gallery' ? s.items : []));

  test('on the site content, a credential whose number is still to be added links to no register', async ({ page }) => {
    await open(page, credentials.path);
    for (const tile of tiles.filter((t) => t.registrationNumber === null)) {
      await page.getByRole('button', { name: tile.label, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tile.label });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /^Verify on/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  });

  test.describe('on the test content, with real-looking numbers', () => {
    const fixture = loadContent(fixtureContentDir).content!;
    const fixturePage = fixture.pages.find((p) => p.data.sections.some((s) => s.type === 'gallery'))!;
    const fixtureTiles = fixturePage.data.sections.flatMap((s) => (s.type === 'gallery' ? s.items : []));
    let served: { baseURL: string; server: Server };
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      served = await serveFixtureSite();
    });
    test.afterAll(() => served?.server.close());

    test('each credential whose type has a register shows "Verify on …" (https, new tab, noopener); one to be added shows none', async ({ page }) => {
      const linked = fixtureTiles.filter((t) => t.registrationNumber !== null && fixture.site.registers.some((r) => r.id === t.register));
      expect(linked.length).toBeGreaterThan(0);
      await page.goto(`${served.baseURL}/#${fixturePage.path}`);
      await waitReady(page);
      for (const tile of fixtureTiles) {
        await page.getByRole('button', { name: tile.label, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: tile.label });
        const register = fixture.site.registers.find((r) => r.id === tile.register);
        if (register && tile.registrationNumber !== null) {
          const link = dialog.getByRole('link', { name: `Verify on ${register.name}` });
          await expect(link).toHaveAttribute('href', register.url);
          expect(new URL(register.url).protocol).toBe('https:');
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener');
        } else {
          await expect(dialog.getByRole('link', { name: /^Verify on/ })).toHaveCount(0);
        }
        if (register && tile.registrationNumber !== null) expect(await axeSerious(page, 'dialog[open]'), tile.label).toEqual([]);
        await dialog.getByRole('button', { name: 'Close' }).click();
      }
      // The company facts link their numbers the same way.
      const facts = page.getByRole('region', { name: fixturePage.data.sections.find((s) => s.type === 'company-facts')!.heading! });
      for (const [field, id] of [['iec', 'iec'], ['gstin', 'gstin'], ['duns', 'duns']] as const) {
        const register = fixture.site.registers.find((r) => r.id === id);
        const known = fixture.site.company.registrations[field] !== null;
        if (register) await expect(facts.getByRole('link', { name: `Verify on ${register.name}` })).toHaveCount(known ? 1 : 0);
      }
    });
  });
});

for (const width of [390, 1280]) {
  test(`a product page with its Share button and documents has no serious axe violations at ${width} px, and no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await open(page, apiHref(withFiles.productName));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
  });
}

test.describe('Share and the address of the page on show', () => {
  async function stubShare(page: Page) {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
  }

  test('"Share" on an API page yields SITE_URL and the page’s real path, never the hash address', async ({ page }) => {
    await stubShare(page);
    await open(page, apiHref(withFiles.productName));
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = (await page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared)) as { url: string }[];
    expect(shared.map((s) => s.url)).toEqual([new URL(realPathOf(withFiles.productName).slice(1), siteUrl).href]);
    expect(shared[0]!.url).not.toContain('#');
  });

  test('a static page read without script shows no Share button (it could do nothing); with the app it is there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const raw = await context.newPage();
    await raw.goto(realPathOf(withFiles.productName));
    await expect(raw.getByRole('heading', { level: 1 })).toHaveText(withFiles.productName);
    await expect(raw.getByRole('button', { name: 'Share' })).toBeHidden();
    await context.close();
  });

  test('without Web Share, "Share" copies the address and says "Link copied"', async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) } });
    });
    const business = addresses.find((a) => a.kind === 'page' && a.hashPath.startsWith('/business/'))!;
    await open(page, business.hashPath);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([new URL(business.realPath.slice(1), siteUrl).href]);
  });

  test('after navigating in the app from home to a product, the canonical link and og:url are that product’s real address', async ({ page }) => {
    await page.goto('/');
    await waitReady(page);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', siteUrl);
    const apiLine = addresses.find((a) => a.kind === 'page' && a.hashPath === '/business/api-excipients')!;
    await page.getByRole('main').locator(`a[href="#${apiLine.hashPath}"]`).first().click();
    await waitReady(page);
    await page.getByRole('link', { name: withFiles.productName, exact: true }).first().click();
    await waitReady(page);
    const expected = new URL(realPathOf(withFiles.productName).slice(1), siteUrl).href;
    await expect(canonical).toHaveAttribute('href', expected);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected);
    await expect(page).toHaveTitle(new RegExp(`^${escape(withFiles.productName)} \\| ${escape(site.company.name)}$`));
  });
});

test('home and the business overview state the same number of business lines', async ({ page }) => {
  // No word boundary before the number: the page's text runs on from the heading above it ("Our ProductsEight ...").
  const stated = /(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) business lines\b/gi;
  const numbers = async (address: string) => {
    await open(page, address);
    // Sections below the first may draw a moment after the route.
    await expect(page.locator('main')).toContainText(new RegExp(stated.source, 'i'));
    const text = (await page.locator('main').textContent()) ?? '';
    return [...text.matchAll(stated)].map((m) => m[1]!.toLowerCase());
  };
  const home = await numbers('/');
  const overview = await numbers('/business');
  expect(new Set([...home, ...overview]).size).toBe(1);
});
