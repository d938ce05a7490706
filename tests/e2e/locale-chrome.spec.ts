import { expect, test, type Page } from '@playwright/test';
import { content } from './content.ts';
import { collectErrors, open, waitReady } from './helpers.ts';

/**
 * Issue 31 on the static pages and after the app takes them over: a page in another language has
 * its own site.json's nav and footer (site.<locale>.json), and its breadcrumb names the pages
 * above it in that language; the hash routes of a language (#/fr/...) still draw. What is expected
 * is read from the content the build was made from, never written here.
 */
const fr = content.localized.fr;
const ar = content.localized.ar;
const frHome = fr.pages.find((p) => p.path === '/');
// An Arabic API product whose list page is translated too, so its breadcrumb has an Arabic name to show.
const arProduct = ar.entries.find((e) => e.collection === 'api-products');
const arParent = arProduct ? ar.pages.find((p) => arProduct.address.hashPath.startsWith(`${p.address.hashPath}/`) && p.path !== '/') : undefined;
const frEntry = fr.entries.find((e) => e.collection === 'api-products');

/** The labels of the top-level nav and the footer's product heading, as the language's site.json gives them. */
const navLabels = (site: typeof fr.site) => site.nav.map((item) => item.label);

async function expectFrenchChrome(page: Page) {
  const header = page.locator('header');
  for (const label of navLabels(fr.site)) await expect(header.getByText(label, { exact: true }).first()).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: fr.site.footer.productsHeading })).toBeAttached();
  await expect(footer).toContainText(fr.site.company.description);
}

test.describe("a language's chrome and breadcrumbs", () => {
  test.skip(!frHome || !arProduct || !arParent || !frEntry, 'the content has no French home or Arabic API product with a translated list page');

  test('French home: its nav and footer in French in the static page (no script) and after the take-over', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/fr/');
    await expectFrenchChrome(still);
    // No English nav label that French words differently.
    const english = navLabels(content.site).filter((label) => !navLabels(fr.site).includes(label));
    for (const label of english) await expect(still.locator('header').getByText(label, { exact: true })).toHaveCount(0);
    await noScript.close();

    const errors = collectErrors(page);
    await page.goto('/fr/');
    await waitReady(page);
    await expectFrenchChrome(page);
    expect(errors).toEqual([]);
  });

  test('Arabic API product: its breadcrumb names its list page in Arabic, static and after the take-over', async ({ browser, page }) => {
    const crumb = (p: Page) => p.locator('main nav').getByRole('link', { name: arParent!.data.title, exact: true });
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(arProduct!.address.realPath);
    await expect(crumb(still)).toBeVisible();
    await noScript.close();

    await page.goto(arProduct!.address.realPath);
    await waitReady(page);
    await expect(crumb(page)).toBeVisible();
    await expect(page.locator('main h1')).toContainText(arProduct!.title);
  });

  test('a French hash route (#/fr/...) draws the French entry with the French nav', async ({ page }) => {
    await page.goto('/');
    await open(page, frEntry!.address.hashPath);
    await expect(page.locator('main h1')).toContainText(frEntry!.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectFrenchChrome(page);
  });
});

/**
 * Issue 46 item 7: on a phone the header's logo was squeezed to a wordmark ~7 px high beside the
 * buttons; there it shows its mark at a size one can see, in every language, and the whole logo
 * on a wide screen. Its name stays its alt text.
 */
test('the header logo is readable at 390 px and whole at 1280 px, in every language', async ({ page }) => {
  for (const prefix of ['', '/ar', '/es', '/fr']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/`);
      const logo = page.locator('header[data-sticky] a img').first();
      await expect(logo).toHaveAttribute('alt', /.+/);
      const box = (await logo.boundingBox())!;
      expect(box.height, `${prefix || 'en'} at ${width} px: logo ${box.width} x ${box.height}`).toBeGreaterThanOrEqual(32);
      const natural = await logo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      // A square of it (the mark), or the whole drawing at its own proportions: never squeezed between the two.
      const ratio = box.width / box.height;
      expect(Math.abs(ratio - 1) < 0.05 || Math.abs(ratio - natural) < 0.05, `${prefix || 'en'} at ${width} px: ${ratio} (whole: ${natural})`).toBe(true);
      if (width === 390) expect(ratio).toBeCloseTo(1, 1);
    }
  }
});
