import { expect, test } from '@playwright/test';

/**
 * What a page shows arrives with it (issue 47, item 10): on an in-app navigation to home, its top
 * strip (e-mail and social links) and the tab's title are there in the same frame as its heading,
 * not after it. The code of each is held back 1.5 s, as a loaded machine delays it.
 */
test('an in-app navigation to home brings its top strip and its title with its heading', async ({ page }) => {
  await page.route(/\/assets\/(top-strip|document-address)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Contact's static page (its own title in its head), taken over by the app.
  await page.goto('/contact/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const before = await page.locator('main h1').textContent();
  // The first moment home's heading is in the page: what else is there then.
  await page.evaluate((contactHeading) => {
    const w = window as unknown as { seen?: { strip: boolean; title: string } };
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent;
      if (w.seen || !heading || heading === contactHeading) return;
      const strip = document.querySelector('header')?.previousElementSibling;
      w.seen = { strip: !!strip?.querySelector('a[href^="mailto:"]'), title: document.title };
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, before);
  const contactTitle = await page.title();
  // The logo leads home.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen?: unknown }).seen !== undefined)).toBe(true);
  await expect.poll(() => page.title(), { timeout: 10_000 }).not.toBe(contactTitle);
  const homeTitle = await page.title();
  const seen = await page.evaluate(() => (window as unknown as { seen: { strip: boolean; title: string } }).seen);
  expect(seen).toEqual({ strip: true, title: homeTitle });
});
