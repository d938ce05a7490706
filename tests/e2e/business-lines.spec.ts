import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers.ts';

const contentDir = process.env.CONTENT_DIR ?? 'content';
const readJson = <T>(file: string): T => JSON.parse(readFileSync(`${contentDir}/${file}`, 'utf8')) as T;

const A = '/business/agricultural-commodities';

const pages: [path: string, h1: string][] = [
  ['/business', 'Our Business'],
  ['/business/industrial-chemicals', 'Industrial Chemicals'],
  ['/business/metals-minerals', 'Metals & Mineral Resources'],
  ['/business/fmcg', 'Fast-Moving Consumer Goods'],
  ['/business/ecopalm-products', 'EcoPalm Products'],
  ['/business/ecopalm-products/gourmet-dinner-plates', 'GOURMET DINNER PLATES'],
  ['/business/ecopalm-products/gourmet-dinner-plates/round-plate-10in', 'Round Plate 10 inch'],
  ['/business/edible-essential-oils', 'Edible & Essential Oils'],
  [A, 'Agricultural Commodities'],
  [`${A}/FruitsAndVeg`, 'Fruits & Vegetables'],
  [`${A}/spices`, 'Spices'],
  [`${A}/rice`, 'Rice'],
  [`${A}/chickpeas`, 'Chickpeas'],
  [`${A}/nuts`, 'Nuts'],
  [`${A}/cashews`, 'Cashews'],
  [`${A}/peanuts`, 'Peanuts'],
];

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('business-line pages', () => {
  for (const width of [390, 1280]) {
    test(`every page renders its h1 without errors or sideways scroll at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      const errors = collectErrors(page);
      await page.setViewportSize({ width, height: 844 });
      for (const [path, h1] of pages) {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
        expect(await noSideways(page), `${path} scrolls sideways at ${width} px`).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }

  test('every table is readable on a phone: rows become labelled cards, nothing cut or hidden', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of [`${A}/cashews`, `${A}/peanuts`, `${A}/chickpeas`, '/business/api-excipients/Paracetamol']) {
        await open(page, path);
        const report = await page.locator('table').evaluateAll((tables) =>
          tables.flatMap((table) => {
            const problems: string[] = [];
            const box = table.closest('[role="region"]')!;
            if (box.scrollWidth > box.clientWidth + 1) problems.push(`${table.querySelector('caption')?.textContent}: wider than its box`);
            for (const cell of table.querySelectorAll('tbody td, tbody th')) {
              const r = cell.getBoundingClientRect();
              if (r.right > window.innerWidth + 1 || r.left < -1) problems.push(`${cell.textContent}: outside the screen`);
              const label = cell.getAttribute('data-label');
              if (label && getComputedStyle(cell, '::before').content !== JSON.stringify(label)) problems.push(`${cell.textContent}: no column label shown`);
            }
            return problems;
          }),
        );
        expect(report, `${path} at ${width} px`).toEqual([]);
        expect(await noSideways(page)).toBe(true);
      }
    }
  });

  test('the overview links all eight business lines, and spices-herbs redirects to spices', async ({ page }) => {
    await open(page, '/business/spices-herbs');
    await expect(page).toHaveURL(/#\/business\/agricultural-commodities\/spices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spices');
    await open(page, '/business');
    const lines = page.locator('#business-lines').getByRole('link');
    await expect(lines).toHaveCount(8);
    await lines.filter({ hasText: 'Spices & Herbs' }).click();
    await expect(page).toHaveURL(/#\/business\/agricultural-commodities\/spices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spices');
  });

  test('chemicals, metals and FMCG have 2, 3 and 3 paragraphs in their main text', async ({ page }) => {
    for (const [path, n] of [['/business/industrial-chemicals', 2], ['/business/metals-minerals', 3], ['/business/fmcg', 3]] as const) {
      await open(page, path);
      await expect(page.locator('#overview p:not(.eyebrow)'), path).toHaveCount(n);
      await expect(page.getByRole('link', { name: /quotation|product list/i }).last()).toHaveAttribute('href', '#/contact');
    }
  });

  test('agricultural commodities link their five categories; spices has 15 cards in order', async ({ page }) => {
    await open(page, A);
    const hrefs = await page.locator('#categories').getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['FruitsAndVeg', 'spices', 'rice', 'chickpeas', 'nuts'].map((p) => `#${A}/${p}`));
    await open(page, `${A}/spices`);
    const titles = page.locator('#spice-list h3');
    await expect(titles).toHaveCount(15);
    await expect(titles.first()).toHaveText('Red Chilli Whole');
    await expect(titles.last()).toHaveText('Cashew Nuts');
  });

  test('fruits and vegetables filter with aria-pressed', async ({ page }) => {
    type Grid = { type: string; id?: string; filters: { id: string; label: string }[]; items: { title: string; category: string }[] };
    const grid = readJson<{ sections: Grid[] }>('pages/business/agricultural-commodities/FruitsAndVeg.json').sections.find((s) => s.type === 'filter-grid')!;
    const titlesOf = (category?: string) => grid.items.filter((i) => !category || i.category === category).map((i) => i.title);
    await open(page, `${A}/FruitsAndVeg`);
    const group = page.getByRole('group', { name: 'Filter by category' });
    await expect(group.getByRole('button')).toHaveText(['All', 'Fruits', 'Vegetables', 'Citrus']);
    const pressed = () => group.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-pressed')));
    expect(await pressed()).toEqual(['true', 'false', 'false', 'false']);
    const items = page.locator('#produce h3');
    await expect(items).toHaveText(titlesOf());
    for (const title of ['White / Pink Garlic', 'Navel Orange']) expect(titlesOf()).toContain(title);
    await group.getByRole('button', { name: 'Vegetables' }).click();
    await expect(items).toHaveText(titlesOf('vegetables'));
    expect(await pressed()).toEqual(['false', 'false', 'true', 'false']);
    await group.getByRole('button', { name: 'Citrus' }).click();
    await expect(items).toHaveText(titlesOf('citrus'));
    await group.getByRole('button', { name: 'Fruits' }).click();
    await expect(items).toHaveText(titlesOf('fruits'));
    expect(titlesOf('fruits').length).toBeGreaterThan(0);
    await group.getByRole('button', { name: 'All' }).click();
    await expect(items).toHaveCount(grid.items.length);
  });

  test('rice shows four varieties with alternating picture sides', async ({ page }) => {
    await open(page, `${A}/rice`);
    const rows = page.locator('#varieties li');
    await expect(rows.locator('h3')).toHaveText(['1121 Creamy Sella', '1121 Golden Sella', '1121 Steam', '1121 Raw']);
    const sides = await rows.evaluateAll((lis) =>
      lis.map((li) => (li.querySelector('img')!.getBoundingClientRect().left < li.querySelector('h3')!.getBoundingClientRect().left ? 'left' : 'right')),
    );
    expect(sides).toEqual(['left', 'right', 'left', 'right']);
    await expect(page.getByRole('heading', { name: 'About 1121 Basmati Rice' })).toBeVisible();
  });

  test('chickpeas: HS code, specification and packaging tables, two-column benefits', async ({ page }) => {
    await open(page, `${A}/chickpeas`);
    await expect(page.getByText('07132010')).toBeVisible();
    const spec = page.getByRole('table', { name: 'Kabuli chickpea specification' });
    await expect(spec.getByRole('row')).toHaveCount(10);
    await expect(spec).toContainText('0.3% max');
    await expect(page.getByRole('table', { name: 'Chickpea packaging options' })).toContainText('25 or 50 kg new PP bag');
    await expect(page.locator('#benefits [data-columns="2"] ul')).toHaveCount(2);
  });

  test('nuts link cashews and peanuts and show the peanut facts', async ({ page }) => {
    await open(page, `${A}/nuts`);
    const hrefs = await page.locator('#nut-types').getByRole('link').evaluateAll((l) => l.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`#${A}/cashews`, `#${A}/peanuts`]);
    await expect(page.getByRole('heading', { name: 'Facts on Peanut Nuts' })).toBeVisible();
  });

  test('cashew grade links scroll to their sections and leave the route alone', async ({ page }) => {
    await open(page, `${A}/cashews`);
    const url = page.url();
    const table = page.getByRole('table', { name: 'Cashew kernel grade types' });
    for (const [name, id] of [['White wholes', 'white_wholes'], ['White pieces', 'white_pieces'], ['Scorched wholes', 'scorched_wholes'], ['Scorched pieces', 'scorched_pieces']]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await table.getByRole('link', { name }).click();
      await expect(page.locator(`section#${id}`)).toBeInViewport();
      expect(page.url()).toBe(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashews');
    }
    await expect(page.locator('#grade-gallery figure')).toHaveCount(8);
    for (const id of ['white_wholes', 'scorched_wholes', 'dessert_wholes', 'white_pieces', 'scorched_pieces', 'dessert_pieces']) {
      await expect(page.locator(`section#${id} table`)).toHaveCount(1);
    }
    await page.getByRole('button', { name: 'Certificate: W240' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('peanuts: varieties, grades, pictures, packing, benefits, nutrition and facts', async ({ page }) => {
    await open(page, `${A}/peanuts`);
    for (const name of ['Peanut varieties', 'Peanut grades by count', 'Peanut packing and container loads']) {
      await expect(page.getByRole('table', { name })).toBeVisible();
    }
    await expect(page.locator('#gallery figure')).toHaveCount(6);
    for (const name of ['Benefits of peanuts', 'Nutrition facts', 'Facts on Peanut Nuts']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
  });
});

test.describe('eco-palm catalogue', () => {
  test('the range page leads to a category and a product, whose enquiry link names it', async ({ page }) => {
    await open(page, '/business/ecopalm-products');
    const cards = page.locator('#categories').getByRole('link');
    await expect(cards).toHaveCount(5);
    await expect(page.locator('#options h3')).toHaveText(['Size and shape', 'Branding', 'Packaging']);
    await cards.filter({ hasText: 'Party Serving Trays' }).click();
    await expect(page).toHaveURL(/#\/business\/ecopalm-products\/party-serving-trays$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PARTY SERVING TRAYS');
    await page.getByRole('link', { name: /Boat Tray/ }).click();
    await expect(page).toHaveURL(/#\/business\/ecopalm-products\/party-serving-trays\/boat-tray$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boat Tray');
    await expect(page.getByRole('img', { name: /boat-shaped/i })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Specifications of Boat Tray' })).toBeVisible();
    await page.getByRole('link', { name: 'Enquire about this product' }).click();
    await expect(page).toHaveURL(/#\/contact\?product=Boat%20Tray$/);
  });

  test('an unknown category says Product not found', async ({ page }) => {
    await open(page, '/business/ecopalm-products/garden-furniture');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  });
});

test.describe('oil carousel', () => {
  const slideState = (page: Page) =>
    page.getByRole('region', { name: 'Our oils' }).evaluate((region) => {
      const viewport = region.firstElementChild!.getBoundingClientRect();
      const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      const visible = slides.filter((s) => {
        const r = s.getBoundingClientRect();
        const overlap = Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left);
        return overlap >= r.width * 0.9;
      });
      return { count: visible.length, first: visible.map((s) => s.getAttribute('aria-label')).join(', ') };
    });

  /** The slides in view once the carousel is at rest (not mid-transition). */
  async function settled(page: Page) {
    for (;;) {
      const a = await slideState(page);
      await page.waitForTimeout(700);
      const b = await slideState(page);
      if (a.first === b.first) return b;
    }
  }

  test('brand section, banner link to About, and the Custom Branding & Exports link home', async ({ page }) => {
    await open(page, '/business/edible-essential-oils');
    await expect(page.getByText('Since 1975', { exact: true })).toBeVisible();
    await expect(page.getByText(`${new Date().getFullYear() - 1975} years of experience`).first()).toBeVisible();
    const company = readJson<{ company: { name: string } }>('site.json').company.name;
    await expect(page.getByRole('link', { name: `About ${company}` })).toHaveAttribute('href', '#/about');
    await expect(page.locator('#categories h3')).toHaveText(['Edible Oils', 'Food Products', 'Essential Oils', 'Spices']);
    const custom = page.getByRole('region', { name: 'Custom Branding & Exports' });
    await expect(custom.getByRole('link')).toHaveAttribute('href', '#/');
  });

  // As many slides as fit (3 from 1024 px, 2 from 768, 1 below); controls and autoplay only where some are out of view.
  const oils = readJson<{ sections: { type: string; items?: unknown[] }[] }>('pages/business/edible-essential-oils.json').sections.find(
    (s) => s.type === 'product-carousel',
  )!.items!.length;
  for (const [width, perView] of [[1920, 3], [1280, 3], [800, 2], [390, 1]] as const) {
    const shown = Math.min(oils, perView);
    const controls = oils > perView;
    test(`at ${width} px shows ${shown} slide(s) ${controls ? 'with Previous and Next' : 'and no controls (all fit)'}, no dots, no errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/business/edible-essential-oils');
      const carousel = page.getByRole('region', { name: 'Our oils' });
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await slideState(page)).count).toBe(shown);
      if (controls) {
        expect(await carousel.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).toEqual(['Previous', 'Next']);
      } else {
        await expect(carousel.getByRole('button')).toHaveCount(0);
        // Nothing to move to: the same slides stay, and autoplay never starts (it used to throw here).
        const start = (await settled(page)).first;
        await page.waitForTimeout(4000);
        expect((await slideState(page)).first).toBe(start);
      }
      await expect(carousel.getByRole('tab')).toHaveCount(0);
      expect(await noSideways(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('advances on its own, pauses on hover and on keyboard focus', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.mouse.move(5, 5);
    await open(page, '/business/edible-essential-oils');
    const carousel = page.getByRole('region', { name: 'Our oils' });
    await carousel.scrollIntoViewIfNeeded();
    const start = (await settled(page)).first;
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(start);

    await carousel.hover();
    const hovered = (await settled(page)).first;
    await page.waitForTimeout(4500);
    expect((await slideState(page)).first).toBe(hovered);
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(hovered);

    await page.getByRole('heading', { name: 'Our oils' }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Previous' })).toBeFocused();
    const focused = (await settled(page)).first;
    await page.waitForTimeout(4500);
    expect((await slideState(page)).first).toBe(focused);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next' })).not.toBeFocused();
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(focused);
  });

  test('does not autoplay under reduced motion, but the buttons still work', async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, '/business/edible-essential-oils');
    const carousel = page.getByRole('region', { name: 'Our oils' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await slideState(page)).count).toBe(2);
    const start = (await settled(page)).first;
    await page.waitForTimeout(7000);
    expect((await slideState(page)).first).toBe(start);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await slideState(page)).first).not.toBe(start);
  });
});
