import { expect, test } from '@playwright/test';
import { redirects } from '../../src/routing/routes.ts';
import { apiHref, apiProducts, content, literally, needs, pageAt, sectionsOf, site } from './content.ts';
import { collectErrors, open, waitReady } from './helpers.ts';
import { HtmlEdit } from '../../scripts/html-edit.ts';

// The menu, the home page and the titles come from the content the build was made from.
const inner = '/business';
const dropdown = needs(site.nav, 'menu item with a dropdown', (item) => item.children);
const target = dropdown.children!.at(-1)!;
const topLink = needs([...site.nav].reverse(), 'menu link', (item) => item.to && item.to !== '/');
const hero = needs(sectionsOf('/', 'hero-carousel'), 'hero carousel on the home page');
const homeCards = needs(sectionsOf('/', 'cards'), 'cards on the home page', (s) => s.items.some((i) => i.to));
/** Text as React writes it into HTML. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test.describe('navigation and chrome', () => {
  test('the prerendered home page is in index.html before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const first = hero.slides[0]!;
    for (const text of [first.heading, first.description, homeCards.heading].filter((t): t is string => !!t)) expect(html).toContain(escape(text));
    // Read through the parser: the inlined drawing in the picture's src is itself markup ("<svg …>").
    const parsed = new HtmlEdit(html);
    expect(parsed.find((el) => el.tagName === 'img' && parsed.attr(el, 'fetchpriority') === 'high')).toBeDefined();
  });

  test('the header turns sticky past 100 px and stays at the top', async ({ page }) => {
    await open(page, inner);
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('the Our Business dropdown opens, closes outside and leads to a business page', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: dropdown.label });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const { label } of dropdown.children!) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.mouse.click(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await nav.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${literally(target.to).source}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(target.to)!.title);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone the Menu button shows and hides the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, inner);
    const menu = page.getByRole('button', { name: 'Menu' });
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: topLink.label, exact: true });
    await expect(contact).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(new RegExp(`#${literally(topLink.to!).source}$`));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the home carousel starts on slide 1 and moves with the buttons and arrow keys', async ({ page }) => {
    test.skip(hero.slides.length < 2, 'the home carousel has one slide');
    await open(page, '/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(hero.slides.length);
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
    const second = hero.slides[1]!;
    if (second.heading) await expect(carousel.getByText(second.heading, { exact: true })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(hero.slides.length - 1)).toHaveAttribute('aria-hidden', 'false');
  });

  test('an unknown address replaces itself with the home page', async ({ page }) => {
    await open(page, inner);
    await page.goto('/#/no/such/page');
    await waitReady(page);
    await expect(page).toHaveURL(/#\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${inner}$`));
  });

  for (const { path, to } of redirects) {
    test(`${path} leads to ${to}`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`#${literally(pageAt(to) ? to : '/').source}$`));
    });
  }

  test('links and addresses without a leading slash reach the same pages', async ({ page }) => {
    await page.goto(`/#${inner.slice(1)}`);
    await waitReady(page);
    await expect(page).toHaveURL(new RegExp(`#${inner}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(inner)!.title);
    const written = [...site.footer.products, ...site.footer.menu].find((l) => !l.to.startsWith('/'));
    test.skip(!written, 'every footer link starts with a slash');
    await page.getByRole('contentinfo').getByRole('link', { name: written!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${literally(written!.to).source}$`));
  });

  test('every page sets its document title', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveTitle(`${site.company.name} | ${site.company.tagline}`);
    // An inner page and the deepest page.
    const deepest = [...content.pages].sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0]!;
    for (const path of [inner, deepest.path]) {
      await open(page, path);
      await expect(page).toHaveTitle(`${pageAt(path)!.title} | ${site.company.name}`);
    }
  });

  test('a new page opens at the top and Back restores the scroll position', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    const card = homeCards.items.find((i) => i.to)!;
    await page.getByRole('main').getByRole('link', { name: literally(card.title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${literally(card.to!.replace(/^\/?/, '/')).source}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, inner);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${inner}$`));
  });

  test('the footer, loaded after the first render, is on every page; if its code fails the page still works', async ({ page }) => {
    await open(page, inner);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await page.route(/footer-[\w-]+\.js$/, (route) => route.abort());
    const footerFailed = page.waitForEvent('requestfailed', (request) => /footer-[\w-]+\.js$/.test(request.url()));
    await page.reload();
    await footerFailed;
    await waitReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a page whose code fails to load reloads once, then offers Retry', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/');
    // The catalogue entry's template and loader travel in the detail-kit chunk (scripts/vite/chunks.ts).
    await page.route(/detail-kit-[\w-]+\.js$/, (route) => route.abort());
    const product = needs(apiProducts, 'API product').productName;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: dropdown.label }).click();
    await page.goto(`/#${apiHref(product)}`);
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible({ timeout: 15000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await page.unroute(/detail-kit-[\w-]+\.js$/);
    await retry.click();
    await waitReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
    expect(errors.filter((e) => !/Failed to fetch|net::ERR_FAILED|dynamically imported/.test(e))).toEqual([]);
  });
});
