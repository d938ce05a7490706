import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { open, waitReady } from './helpers.ts';
import { pagesWith } from './content.ts';

/**
 * Issue 27, items 2 and 3 with JavaScript: a quote line a trader can use reaches the service whole
 * (unit FCL 20', a grade, a sample, a target price) and the message lists it; the header's
 * "Enquiry list (N)" lands on the list, focused; the toast after sending stays below the header.
 */

const logFile = path.resolve(process.env.ENQUIRY_LOG ?? '.data/e2e-enquiries.jsonl');
const logLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : []);
const SUCCESS = 'Your form has been submitted! We will get back to you shortly.';

/**
 * A commodity whose content lists its grades as the enquiry line's choices (the cashew page's white
 * wholes today: W180 ... W500), on a page that also has grade codes, and a grade from the middle of
 * its list (W320 today), read from the content rather than written here.
 */
function gradedCommodity(): { path: string; name: string; grades: string[]; grade: string } | null {
  for (const { path: at, section } of pagesWith('trade-details', (t) => !!t.gradeCodes?.length && !!t.products?.some((p) => p.quote && p.variants))) {
    const product = section.products!.find((p) => p.quote && p.variants)!;
    const grades = [...product.variants!];
    return { path: at, name: product.quote!, grades, grade: grades[Math.floor(grades.length / 2)]! };
  }
  return null;
}

async function fillBuyer(page: Page, stamp: string) {
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill(`Yusuf ${stamp}`);
  await page.getByLabel('Email').fill('amina@example.com');
  await page.getByLabel('Message').fill('Quote lines test.');
}

const listLink = (page: Page, n: number) => page.getByRole('banner').getByRole('link', { name: `Enquiry list (${n})` });

test.describe('quote lines and after sending (issue 27, items 2 and 3)', () => {
  test("a commodity line with unit FCL 20', a grade from its content (W320), sample wanted and a target price reaches the service with those fields, and the message lists them", async ({ page }) => {
    const product = gradedCommodity();
    test.skip(!product, 'needs a commodity whose trade details list grades for its enquiry line');
    const { path: at, name, grades, grade } = product!;
    await open(page, at);
    await page.getByRole('button', { name: `Add ${name} to enquiry`, exact: true }).click();
    await listLink(page, 1).click();
    await waitReady(page);
    await page.getByLabel(`Unit for ${name}`, { exact: true }).selectOption("FCL 20'");
    const variant = page.getByLabel(`Grade or size for ${name}`, { exact: true });
    expect(await variant.locator('option').allTextContents()).toEqual(expect.arrayContaining(grades));
    await variant.selectOption(grade);
    await page.getByLabel(`Sample wanted for ${name}`, { exact: true }).check();
    await page.getByLabel(`Target price for ${name}`, { exact: true }).fill('1,450');
    await page.getByLabel(`Currency of the target price for ${name}`, { exact: true }).selectOption('EUR');
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await fillBuyer(page, stamp);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/enquiry') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const body = (await request).postDataJSON() as { items: unknown[]; message: string };
    expect(body.items).toEqual([expect.objectContaining({ product: name, unit: "FCL 20'", variant: grade, sample: true, targetPrice: { amount: 1450, currency: 'EUR' } })]);
    expect(body.message).toContain(`${name} (${grade}): 1 FCL 20'`);
    expect(body.message).toContain('sample wanted');
    expect(body.message).toContain("target price EUR 1,450 per FCL 20'");
    await expect(page.getByRole('form').getByText(SUCCESS)).toBeVisible();
    const stored = logLines().filter((l) => l['last-name'] === `Yusuf ${stamp}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.items).toEqual([expect.objectContaining({ unit: "FCL 20'", variant: grade, sample: true, targetPrice: { amount: 1450, currency: 'EUR' } })]);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the header's enquiry list link lands on the list, scrolled into view and focused; the toast after sending stays below the header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const product = 'Test quote-lines product e2e';
      await open(page, `/contact?product=${encodeURIComponent(product)}`);
      await open(page, '/business');
      await page.evaluate(() => window.scrollTo(0, 400));
      await listLink(page, 1).click();
      await waitReady(page);
      // The address is the contract's, the list is what the buyer sees and where focus is.
      await expect(page).toHaveURL(/#\/contact$/);
      const heading = page.getByRole('heading', { name: /^Products for quotation/ });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByLabel(`Quantity for ${product}`, { exact: true })).toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      const headingBox = await heading.boundingBox();
      expect(headingBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

      await fillBuyer(page, `${Date.now()}`);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      const toast = page.locator('[role="status"]:not(form *)', { hasText: SUCCESS });
      await expect(toast).toBeVisible();
      const banner = (await page.getByRole('banner').boundingBox())!;
      // Below the sticky header (never over the logo, menu or enquiry list link) once it has slid in, centred.
      await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(banner.y + banner.height);
      // The toast's bar (its text's box sits right of the icon).
      const box = (await toast.locator('..').boundingBox())!;
      const centre = await page.evaluate(() => document.documentElement.clientWidth / 2);
      expect(Math.abs(box.x + box.width / 2 - centre)).toBeLessThanOrEqual(2);
    });
  }
});
