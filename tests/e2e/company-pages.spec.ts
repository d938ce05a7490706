import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('credentials dialog', () => {
  test('opens from the keyboard, keeps Tab inside, closes on Escape and returns focus to the tile', async ({ page }) => {
    await open(page, '/credentials');
    const tile = page.getByRole('button', { name: 'FSSAI' });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'FSSAI' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('img', { name: 'FSSAI certificate' })).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('Close and a click on the dimmed background close it; the page does not scroll while it is open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/credentials');
    const tile = page.getByRole('button', { name: 'D.U.N.S' });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'D.U.N.S' });
    await expect(dialog).toBeVisible();
    const y = await scrollY(page);
    await page.mouse.move(195, 350);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(y);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Apeda' }).click();
    const apeda = page.getByRole('dialog', { name: 'Apeda' });
    await expect(apeda).toBeVisible();
    await page.mouse.click(6, 6);
    await expect(apeda).toBeHidden();
    const before = await scrollY(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  });

  test('a click inside the certificate does not close it', async ({ page }) => {
    await open(page, '/credentials');
    await page.getByRole('button', { name: 'Pharmexcil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pharmexcil' });
    await dialog.getByRole('img', { name: 'Pharmexcil certificate' }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('company pages', () => {
  for (const [path, h1] of [
    ['/about', 'About Us'],
    ['/quality-compliance', 'Quality & Compliance'],
    ['/credentials', 'Credentials'],
    ['/contact', 'Contact Us'],
    ['/maintenance', 'Site Under Maintenance'],
    ['/not-found', 'Page not found'],
  ] as const) {
    test(`${path}: one h1, no console errors, no horizontal scroll at 390 px, no axe violations`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Scroll-in sections settle before axe measures contrast.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(900);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('About: the Managing Director’s three social links open in a new tab', async ({ page }) => {
    await open(page, '/about');
    const director = page.getByRole('region', { name: 'A message from our Managing Director' });
    const links = director.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('Quality & Compliance: competencies in two columns of four, side by side on a wide screen', async ({ page }) => {
    await open(page, '/quality-compliance');
    const lists = page.getByRole('region', { name: 'Our Core Competencies' }).getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).getByRole('listitem')).toHaveCount(4);
    await expect(lists.nth(1).getByRole('listitem')).toHaveCount(4);
    const [left, right] = [await lists.nth(0).boundingBox(), await lists.nth(1).boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  });

  test('not found: an unknown product links back to the list and home', async ({ page }) => {
    await open(page, '/business/api-excipients/No%20Such%20Product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await page.getByRole('main').getByRole('link', { name: /back to/i }).click();
    await expect(page).toHaveURL(/#\/business\/api-excipients$/);
    await open(page, '/not-found');
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/#\/$/);
  });
});
