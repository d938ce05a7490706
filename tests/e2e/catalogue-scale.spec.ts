import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers.ts';
import { scaleFixture, serveScaleFixture, type ScaleFixture } from './scale-fixture.ts';
import { needs, sectionsOf } from './content.ts';

/**
 * The API list with a few hundred products (tests/e2e/scale-fixture.ts builds that site once and
 * serves it on its own port). Expectations come from the fixture's content, never from numbers
 * written here, except the page size, which is read off the first render.
 */
const port = Number(process.env.SCALE_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 5);
const LIST = '/business/api-excipients';
// The list's heading and search label, from the content the scale fixture is grown from.
const listSection = needs(sectionsOf(LIST, 'catalogue-list'), 'API catalogue list', (s) => s.collection === 'api-products');

// One build and one server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: `http://localhost:${port}` });

let fixture: ScaleFixture;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  fixture = scaleFixture();
  if (fixture.buildSeconds) console.log(`Built the ${fixture.products.length}-product fixture in ${fixture.buildSeconds.toFixed(0)} s`);
  server = await serveScaleFixture(port);
});

test.afterAll(() => {
  server?.kill();
});

const fmt = (n: number) => n.toLocaleString('en');

function list(page: Page) {
  const region = page.getByRole('region', { name: listSection.heading });
  return { region, cards: region.getByRole('list').first().getByRole('listitem'), showMore: region.getByRole('button', { name: 'Show more' }) };
}

async function axeSerious(page: Page, include?: string) {
  // Let scroll-in animations finish: axe judges contrast on what is finally shown.
  await page.waitForTimeout(800);
  const axe = new AxeBuilder({ page });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

async function names(cards: Locator): Promise<string[]> {
  return cards.locator('h3').allTextContents();
}

test('the first page of cards, and a count of every product', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, LIST);
  const { region, cards, showMore } = list(page);
  const total = fixture.products.length;
  const pageSize = await cards.count();
  expect(pageSize).toBeGreaterThanOrEqual(24);
  expect(pageSize).toBeLessThan(total);
  await expect(region.getByText(`Showing ${fmt(pageSize)} of ${fmt(total)} products`).first()).toBeVisible();
  expect(await names(cards)).toEqual(fixture.products.slice(0, pageSize));
  await expect(showMore).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('Show more reaches the last product, keeping keyboard focus on the new cards', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, LIST);
  const { region, cards, showMore } = list(page);
  const total = fixture.products.length;
  const pageSize = await cards.count();
  // By keyboard: focus the button and press Enter; focus lands on the first new card.
  await showMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(Math.min(2 * pageSize, total));
  // The card's first control is its title link; its Add to enquiry button comes next.
  const focused = page.locator(':focus');
  const focusedCard = page.locator('li:has(:focus) h3');
  await expect(focused).toHaveAttribute('href', /#\/business\/api-excipients\//);
  expect(await focusedCard.textContent()).toBe(fixture.products[pageSize]);
  await expect(focused).toBeInViewport();
  // Tab goes on through the new cards (title, then Add button), not back to the top of the page.
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName(`Add ${fixture.products[pageSize]} to enquiry`);
  await page.keyboard.press('Tab');
  expect(await focusedCard.textContent()).toBe(fixture.products[pageSize + 1]);
  await expect(region.getByText(`Showing ${fmt(Math.min(2 * pageSize, total))} of ${fmt(total)} products`).first()).toBeVisible();
  // By pointer, to the end.
  while (await showMore.isVisible()) await showMore.click();
  await expect(cards).toHaveCount(total);
  expect(await names(cards)).toEqual(fixture.products);
  await expect(region.getByText(`${fmt(total)} products`, { exact: true })).toBeVisible();
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last()).toBeVisible();
  // The whole page was checked with one page of cards; here the list with all of them.
  expect(await axeSerious(page, '#products')).toEqual([]);
});

test('search finds a product that is not drawn yet, and opens it', async ({ page }) => {
  await open(page, LIST);
  const { region, cards } = list(page);
  const pageSize = await cards.count();
  // The last product whose name is in no other name: far beyond the first page.
  const target = fixture.products.findLast((p) => fixture.products.filter((q) => q.toLowerCase().includes(p.toLowerCase())).length === 1)!;
  expect(fixture.products.indexOf(target)).toBeGreaterThanOrEqual(pageSize);
  await expect(cards.locator('h3').filter({ hasText: target })).toHaveCount(0);
  const search = region.getByRole('searchbox', { name: listSection.searchLabel });
  await search.fill(target);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator('h3')).toHaveText(target);
  await expect(region.getByText(/^1 of [\d,]+ products matches$/)).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  // A broad query pages its matches too.
  await search.fill('grade');
  const grades = fixture.products.filter((p) => /grade/i.test(p)).length;
  expect(grades).toBeGreaterThan(pageSize);
  await expect(region.getByText(`${fmt(grades)} of ${fmt(fixture.products.length)} products match, showing ${fmt(pageSize)}`)).toBeVisible();
  await expect(cards).toHaveCount(pageSize);
  await search.fill(target);
  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
});

test('cards on screen at first never start hidden; the rest fade in as they are scrolled to', async ({ page }) => {
  await page.addInitScript(() => {
    const hidden: string[] = [];
    (window as unknown as { __hiddenOnScreen: string[] }).__hiddenOnScreen = hidden;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.dataset.reveal !== 'hidden') continue;
        const box = el.getBoundingClientRect();
        if (box.top < window.innerHeight && box.bottom > 0) hidden.push(el.textContent?.slice(0, 40) ?? '');
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-reveal'], subtree: true });
  });
  await open(page, LIST);
  const { cards } = list(page);
  await cards.first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __hiddenOnScreen: string[] }).__hiddenOnScreen)).toEqual([]);
  // A card below the fold waits hidden, and is shown once scrolled to.
  const last = cards.last();
  await expect(last.locator('xpath=./*[1]')).toHaveAttribute('data-reveal', 'hidden');
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('xpath=./*[1]')).toHaveAttribute('data-reveal', 'shown');
});

test('reduced motion: nothing is hidden or moved', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, LIST);
  const { cards } = list(page);
  await cards.last().scrollIntoViewIfNeeded();
  expect(await page.locator('[data-reveal]').count()).toBe(0);
});
