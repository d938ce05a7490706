import { expect, test } from '@playwright/test';
import { collectErrors, open, waitReady } from './helpers.ts';

test.describe('navigation and chrome', () => {
  test('the prerendered home page is in index.html before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Leading Global Producers');
    expect(html).toContain('Our Products');
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
  });

  test('the header turns sticky past 100 px and stays at the top', async ({ page }) => {
    await open(page, '/about');
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
    const button = nav.getByRole('button', { name: 'Our Business' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['API & Excipients', 'Agricultural Commodities', 'Edible & Essential Oils', 'Metals & Minerals', 'FMCG', 'EcoPalm Products']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.mouse.click(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await nav.getByRole('link', { name: 'Metals & Minerals' }).click();
    await expect(page).toHaveURL(/#\/business\/metals-minerals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metals & Mineral Resources');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone the Menu button shows and hides the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(contact).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the home carousel starts on slide 1 and moves with the buttons and arrow keys', async ({ page }) => {
    await open(page, '/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
    await expect(carousel.getByRole('heading', { name: 'Building Connections Across Continents' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(3)).toHaveAttribute('aria-hidden', 'false');
  });

  test('an unknown address replaces itself with the home page', async ({ page }) => {
    await open(page, '/about');
    await page.goto('/#/no/such/page');
    await waitReady(page);
    await expect(page).toHaveURL(/#\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/about$/);
  });

  test('/business/spices-herbs leads to the spices page', async ({ page }) => {
    await open(page, '/business/spices-herbs');
    await expect(page).toHaveURL(/#\/business\/agricultural-commodities\/spices$/);
  });

  test('links and addresses without a leading slash reach the same pages', async ({ page }) => {
    await page.goto('/#business/fmcg');
    await waitReady(page);
    await expect(page).toHaveURL(/#\/business\/fmcg$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast-Moving Consumer Goods');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Oils' }).click();
    await expect(page).toHaveURL(/#\/business\/edible-essential-oils$/);
  });

  test('every page sets its document title', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveTitle(/^Sahyadri Global Exports \| /);
    await open(page, '/credentials');
    await expect(page).toHaveTitle('Credentials | Sahyadri Global Exports');
    await open(page, '/business/agricultural-commodities/rice');
    await expect(page).toHaveTitle('Rice | Sahyadri Global Exports');
  });

  test('a new page opens at the top and Back restores the scroll position', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    await page.getByRole('link', { name: /Agricultural Commodities/ }).first().click();
    await expect(page).toHaveURL(/agricultural-commodities$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/#\/about$/);
  });

  test('the footer, loaded after the first render, is on every page; if its code fails the page still works', async ({ page }) => {
    await open(page, '/about');
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
    await page.route(/detail-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Business' }).click();
    await page.goto('/#/business/api-excipients/Paracetamol');
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible({ timeout: 15000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await page.unroute(/detail-page-[\w-]+\.js$/);
    await retry.click();
    await waitReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paracetamol');
    expect(errors.filter((e) => !/Failed to fetch|net::ERR_FAILED|dynamically imported/.test(e))).toEqual([]);
  });
});
