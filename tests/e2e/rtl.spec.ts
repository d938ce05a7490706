import { expect, test, type Page } from '@playwright/test';
import { apiHref, content, pagesWith, translatedApiProducts } from './content.ts';
import { collectErrors, open } from './helpers.ts';

/**
 * Right to left (issue 31, item 5), on the Arabic pages themselves: the layout mirrors through
 * logical classes, nothing scrolls sideways, the carousels move the right way, codes keep their
 * order. (tests/e2e/arabic.spec.ts walks the Arabic pages as a buyer uses them.)
 */
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
// Arabic pages: a product and a page that have one (an editor's new product or page may not yet).
const product = translatedApiProducts('ar').find((p) => p.casNumber);
const carouselPage = pagesWith('product-carousel', (s) => s.items.length > 1).find((p) => content.localized.ar.pages.some((t) => t.path === p.path));

for (const width of [390, 1280]) {
  test(`right to left at ${width} px: home, a product and the contact page do not scroll sideways`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    // The Arabic pages themselves.
    for (const path of ['/', ...(product ? [apiHref(product.productName)] : []), '/contact']) {
      await open(page, `/ar${path === '/' ? '' : path}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await noSideways(page), `${path} scrolls sideways at ${width} px`).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}

test('right to left, a CAS number keeps its order (isolated left to right)', async ({ page }) => {
  test.skip(!product, 'no API product with a CAS number');
  await open(page, `/ar${apiHref(product!.productName)}`);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const cas = page.getByText(product!.casNumber, { exact: true }).first();
  await expect(cas).toBeVisible();
  expect(await cas.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('right to left, the product carousel moves to the next slide and keeps it in view', async ({ page }) => {
  test.skip(!carouselPage, 'no page has a product carousel of several items');
  const { path, section } = carouselPage!;
  await page.setViewportSize({ width: 390, height: 900 });
  // The page's Arabic address (the carousel's heading is the translation's); the page's own <html dir="rtl">, nothing forced.
  const translated = content.localized.ar.pages.find((p) => p.path === path);
  test.skip(!translated, 'the page with a product carousel is not translated');
  const carousels = translated!.data.sections.flatMap((s) => (s.type === 'product-carousel' ? [s] : []));
  const heading = carousels.find((s) => s.items.length === section.items.length)?.heading ?? section.heading;
  await open(page, `/ar${path === '/' ? '' : path}`);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const region = page.getByRole('region', { name: heading });
  await region.scrollIntoViewIfNeeded();
  /** The labels of the slides fully inside the carousel's viewport. */
  const inView = () =>
    region.evaluate((el) => {
      const viewport = el.firstElementChild!.getBoundingClientRect();
      return [...el.querySelectorAll<HTMLElement>('[aria-roledescription]:not(section)')]
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left) >= r.width * 0.9;
        })
        .map((s) => s.getAttribute('aria-label'));
    });
  await expect.poll(inView).toHaveLength(1);
  const before = (await inView())[0];
  // Pause autoplay (focus inside the carousel stops it), then ask for the next slide.
  await region.getByRole('button').last().focus();
  await region.getByRole('button').last().press('Enter');
  // A slide in view, and a different one: embla moved right to left, not off the screen.
  await expect.poll(async () => {
    const now = await inView();
    return now.length === 1 && now[0] !== before;
  }).toBe(true);
});

test('right to left, the breadcrumb chevrons and arrows point the way of the line; left to right they do not turn', async ({ page }) => {
  test.skip(!product, 'no API product');
  const scales = () => page.locator('nav svg.icon, main a svg.icon').evaluateAll((icons) => icons.filter((i) => i.classList.contains('icon-mirror')).map((i) => getComputedStyle(i).scale));
  await open(page, `/ar${apiHref(product!.productName)}`);
  const ar = await scales();
  // The breadcrumb has a chevron before each crumb; the product page a "back" arrow.
  expect(ar.length).toBeGreaterThan(1);
  expect(new Set(ar)).toEqual(new Set(['-1 1']));
  await open(page, apiHref(product!.productName));
  const en = await scales();
  expect(en.length).toBe(ar.length);
  expect(new Set(en)).toEqual(new Set(['none']));
});

test('right to left, lists take the language\'s conjunction, not a Latin comma', async ({ page }) => {
  const entry = content.localized.ar.entries.find((e) => e.collection === 'api-products' && ((e.data as { synonyms?: string[] }).synonyms?.length ?? 0) > 1);
  test.skip(!entry, 'no API product translated into Arabic with two synonyms or more');
  const synonyms = (entry!.data as { synonyms: string[] }).synonyms;
  await open(page, entry!.address.hashPath);
  const row = page.locator('dd', { hasText: synonyms.at(-1)! }).first();
  await expect(row).toHaveText(new Intl.ListFormat('ar').format(synonyms));
});
