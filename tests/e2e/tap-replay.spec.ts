import { expect, test } from '@playwright/test';
import { content, needs, pagesWith } from './content.ts';

/**
 * Issue 27, item 9: a tap is never lost. While the app adopts a static page, a section whose code
 * has not arrived keeps its static markup, and a tap there used to do nothing (React drops a click
 * on markup it cannot hydrate yet). The page's loader records the tap and the app replays it once
 * the section is live.
 */

// A page whose rows carry "Add … to enquiry" (the rice page today), and the first such product.
const rows = needs(pagesWith('media-rows', (s) => s.items.some((i) => i.quote)), 'page with quotable media rows');
const product = rows.section.items.find((i) => i.quote)!.quote!;
const realPath = content.pages.find((p) => p.path === rows.path)!.address.realPath;

/** The code of every section type (one chunk each, `*-section-*.js`), held back this long. */
const HOLD_MS = 3000;

test.describe('a tap while the page is being adopted', () => {
  test(`"Add ${product} to enquiry" tapped 200 ms after the static page shows, with each section's code held back ${HOLD_MS / 1000} s, ends with the product in the enquiry list`, async ({ page }) => {
    test.setTimeout(60_000);
    const held: string[] = [];
    const delivered: string[] = [];
    const sectionCode = /\/assets\/[^/]*-section-[^/]*\.js$/;
    await page.route(sectionCode, async (route) => {
      held.push(route.request().url());
      await new Promise((r) => setTimeout(r, HOLD_MS));
      await route.continue();
      delivered.push(route.request().url());
    });
    await page.goto(realPath, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: `Add ${product} to enquiry` });
    await expect(add).toBeVisible();
    await page.waitForTimeout(200);
    await add.click();
    // The rows' code had not arrived when the buyer tapped.
    expect(delivered.filter((url) => url.includes('/media-rows-section-'))).toEqual([]);
    await expect(page.getByRole('button', { name: `${product} is in your enquiry` })).toBeVisible({ timeout: 15_000 });
    expect(held.some((url) => url.includes('/media-rows-section-')), "the rows' code was held back").toBe(true);
    const list = page.getByRole('banner').getByRole('link', { name: 'Enquiry list (1)' });
    await expect(list).toBeVisible();
    // The list itself, on the contact page (its code no longer held back).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await list.click();
    await expect(page.getByLabel(`Quantity for ${product}`)).toBeVisible({ timeout: 15_000 });
  });
});
