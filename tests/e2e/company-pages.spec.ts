import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screens } from '../../src/routing/routes.ts';
import { splitColumns } from '../../src/sections/checklist/split-columns.ts';
import { content, needs, pagesWith, site } from './content.ts';
import { collectErrors, open } from './helpers.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// The credentials page is the first with a gallery of credentials; every expectation comes from the content.
type Credential = { label: string; issuedBy: string; scan?: { alt: string } };
const gallery = needs(pagesWith('gallery', (s) => s.items.length > 0), 'page with a gallery of credentials');
const credentialsPath = gallery.path;
const credentials: Credential[] = gallery.section.items;
const [first, second, third] = [credentials[0]!, credentials[1] ?? credentials[0]!, credentials[credentials.length - 1]!];

/** The dialog shows the certificate's scan when content has one, and its issuer either way. */
async function expectCertificate(dialog: ReturnType<Page['getByRole']>, item: Credential) {
  await expect(dialog.getByText(item.issuedBy)).toBeVisible();
  if (item.scan) await expect(dialog.getByRole('img', { name: item.scan.alt })).toBeVisible();
  else await expect(dialog.getByRole('img')).toHaveCount(0);
}

test.describe('credentials dialog', () => {
  test('opens from the keyboard, keeps Tab inside, closes on Escape and returns focus to the tile', async ({ page }) => {
    await open(page, credentialsPath);
    const tile = page.getByRole('button', { name: second.label, exact: true });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: second.label });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expectCertificate(dialog, second);
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
    await open(page, credentialsPath);
    const tile = page.getByRole('button', { name: third.label, exact: true });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: third.label });
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

    await page.getByRole('button', { name: second.label, exact: true }).click();
    const other = page.getByRole('dialog', { name: second.label });
    await expect(other).toBeVisible();
    await page.mouse.click(6, 6);
    await expect(other).toBeHidden();
    const before = await scrollY(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  });

  test('a click inside the certificate does not close it; a click anywhere on a tile opens it', async ({ page }) => {
    await open(page, credentialsPath);
    const tile = page.getByRole('article').filter({ has: page.getByRole('button', { name: first.label, exact: true }) });
    const box = (await tile.boundingBox())!;
    // Near the bottom-left corner: over the facts, well away from the label.
    await tile.click({ position: { x: 12, y: box.height - 12 } });
    const dialog = page.getByRole('dialog', { name: first.label });
    await expect(dialog).toBeVisible();
    await expectCertificate(dialog, first);
    await dialog.getByRole('heading', { name: first.label }).click();
    await expect(dialog).toBeVisible();
  });

  test('no placeholder text or picture on the pages with credentials, company facts, people or certificates, nor in the credential dialogs', async ({ page }) => {
    const placeholderText = /replace this file|placeholder|sample certificate|to be added|\bTBD\b/i;
    // Every page with credentials, company facts, a person or certificates of analysis.
    const paths = new Set(['gallery', 'company-facts', 'profile', 'image-grid'].flatMap((type) => pagesWith(type as 'gallery').map((p) => p.path)));
    for (const path of paths) {
      await open(page, path);
      await expect(page.locator('main')).not.toContainText(placeholderText);
      // Stand-in artwork is marked data-placeholder="true" (or says "Replace this file"); none may be shown.
      const srcs = await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
      for (const src of srcs.filter((s) => s.endsWith('.svg'))) {
        expect(await (await page.request.get(src)).text(), `${path}: ${src}`).not.toMatch(/data-placeholder="true"|replace this file/i);
      }
    }
    await open(page, credentialsPath);
    for (const { label } of credentials) {
      await page.getByRole('button', { name: label, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: label });
      await expect(dialog).not.toContainText(placeholderText);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  });
});

test.describe('company pages', () => {
  // The pages outside the business lines, and the screens.
  // Screens whose heading is content's (the route's title names the tab).
  const screenTitle = (id: string) =>
    id === 'maintenance' ? site.texts.maintenance.heading : id === 'enquiry-sent' ? site.texts.enquirySent.heading : screens.find((s) => s.id === id)!.title;
  for (const [path, h1] of [
    ...content.pages.filter((p) => p.path !== '/' && !p.path.startsWith('/business')).map((p) => [p.path, p.data.title] as const),
    ...screens.map((s) => [s.path, screenTitle(s.id)] as const),
  ]) {
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

  test('a person’s social links open in a new tab', async ({ page }) => {
    const { path, section } = needs(pagesWith('profile', (s) => !!s.socials?.length), 'profile with social links');
    await open(page, path);
    const director = page.getByRole('region', { name: section.heading });
    const links = director.getByRole('link');
    await expect(links).toHaveCount(section.socials!.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a two-column checklist: two lists, the left one the larger, side by side on a wide screen', async ({ page }) => {
    const { path, section } = needs(pagesWith('checklist', (s) => s.columns === 2 && s.items.length > 1), 'two-column checklist');
    const [left, right] = splitColumns(section.items);
    await open(page, path);
    const lists = page.getByRole('region', { name: section.heading }).getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).getByRole('listitem')).toHaveCount(left!.length);
    await expect(lists.nth(1).getByRole('listitem')).toHaveCount(right!.length);
    const [a, b] = [await lists.nth(0).boundingBox(), await lists.nth(1).boundingBox()];
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
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
