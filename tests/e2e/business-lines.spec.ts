import { expect, test, type Locator, type Page } from '@playwright/test';
import { redirects } from '../../src/routing/routes.ts';
import { splitColumns } from '../../src/sections/checklist/split-columns.ts';
import { content, ecoCategories, ecoProducts, literally, needs, pageAt, pagesWith, sectionsOf, type SectionOf } from './content.ts';
import { collectErrors, open } from './helpers.ts';

// Every expectation here is read from the content the build was made from (tests/e2e/content.ts).

/** Every business page, each eco-palm category and one eco-palm product, with the h1 each shows. */
const pages: [path: string, h1: string][] = [
  ...content.pages.filter((p) => p.path.startsWith('/business')).map((p): [string, string] => [p.path, p.data.title]),
  ...ecoCategories.slice(0, 1).map((c): [string, string] => [`/business/ecopalm-products/${c.key}`, c.title.toUpperCase()]),
  ...ecoProducts.slice(0, 1).map((p): [string, string] => [`/business/ecopalm-products/${p.category}/${p.key}`, p.data.title]),
];

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const cellText = (cell: string | { text: string }) => (typeof cell === 'string' ? cell : cell.text);
const hrefsOf = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
/** A link as the app writes it: a hash address, the leading slash added. */
const appHref = (to: string) => (to.startsWith('#') ? to : `#${to.startsWith('/') ? to : `/${to}`}`);

test.describe('business-line pages', () => {
  for (const width of [390, 1280]) {
    test(`every page renders its h1 without errors or sideways scroll at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
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
    test.setTimeout(120_000);
    const withTables = pagesWith('table').map((p) => p.path);
    expect(withTables.length, 'pages with tables').toBeGreaterThan(0);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of withTables) {
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

  test('the overview links every business line of its list; a retired address redirects', async ({ page }) => {
    for (const { path, to } of redirects) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`#${literally(pageAt(to) ? to : '/').source}$`));
      if (pageAt(to)) await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(to)!.title);
    }
    const lines = needs(sectionsOf('/business', 'cards'), 'cards section of links on /business', (s) => s.items.every((i) => i.to));
    await open(page, '/business');
    const links = page.getByRole('region', { name: lines.heading }).getByRole('link');
    expect(await hrefsOf(links)).toEqual(lines.items.map((i) => appHref(i.to!)));
    const last = lines.items[lines.items.length - 1]!;
    await links.filter({ hasText: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`${literally(appHref(last.to!)).source}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(last.to!)!.title);
  });

  test('the main text of a business page shows each of its paragraphs; its call to action leads where content says', async ({ page }) => {
    const found = pagesWith('prose', (s) => !!s.id).filter((p) => p.path.startsWith('/business/')).slice(0, 3);
    expect(found.length).toBeGreaterThan(0);
    for (const { path, section } of found) {
      await open(page, path);
      await expect(page.locator(`#${section.id} p:not(.eyebrow)`), path).toHaveCount(section.paragraphs.length);
      const cta = sectionsOf(path, 'cta').at(-1);
      if (cta) await expect(page.getByRole('link', { name: cta.link.label }).last()).toHaveAttribute('href', appHref(cta.link.to));
    }
  });

  test('a page of commodities links its cards in order; a card grid shows its titles in order', async ({ page }) => {
    const { path, section } = needs(pagesWith('cards', (s) => s.items.length > 1 && s.items.every((i) => i.to) && !!s.id), 'page with a linked card grid', (p) => p.path !== '/business');
    await open(page, path);
    expect(await hrefsOf(page.locator(`#${section.id}`).getByRole('link'))).toEqual(section.items.map((i) => appHref(i.to!)));
    const grid = needs(pagesWith('cards', (s) => !!s.id && s.items.length > 2), 'page with a card grid');
    await open(page, grid.path);
    const titles = page.locator(`#${grid.section.id} h3`);
    await expect(titles.first()).toHaveText(grid.section.items[0]!.title);
    await expect(titles).toHaveText(grid.section.items.slice(0, await titles.count()).map((i) => i.title));
  });

  test('a filter grid filters with aria-pressed', async ({ page }) => {
    const { path, section: grid } = needs(pagesWith('filter-grid', (s) => !!s.id), 'page with a filter grid');
    const titlesOf = (category?: string) => grid.items.filter((i) => !category || i.category === category).map((i) => i.title);
    await open(page, path);
    const group = page.getByRole('group', { name: 'Filter by category' });
    await expect(group.getByRole('button')).toHaveText([grid.allLabel, ...grid.filters.map((f) => f.label)]);
    const pressed = () => group.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-pressed')));
    expect(await pressed()).toEqual(['true', ...grid.filters.map(() => 'false')]);
    const items = page.locator(`#${grid.id} h3`);
    const more = page.locator(`#${grid.id}`).getByRole('button', { name: 'Show more' });
    const all = async () => {
      while (await more.isVisible()) await more.click();
    };
    await all();
    await expect(items).toHaveText(titlesOf());
    for (const [i, filter] of grid.filters.entries()) {
      await group.getByRole('button', { name: filter.label, exact: true }).click();
      await all();
      await expect(items).toHaveText(titlesOf(filter.id));
      expect(await pressed()).toEqual(['false', ...grid.filters.map((_, j) => String(i === j))]);
    }
    await group.getByRole('button', { name: grid.allLabel, exact: true }).click();
    await all();
    await expect(items).toHaveCount(grid.items.length);
  });

  test('media rows alternate their picture side', async ({ page }) => {
    const { path, section } = needs(pagesWith('media-rows', (s) => !!s.id && s.items.length > 1), 'page with media rows');
    await open(page, path);
    const rows = page.locator(`#${section.id} li`);
    await expect(rows.locator('h3')).toHaveText(section.items.map((i) => i.title));
    const sides = await rows.evaluateAll((lis) =>
      lis.map((li) => (li.querySelector('img')!.getBoundingClientRect().left < li.querySelector('h3')!.getBoundingClientRect().left ? 'left' : 'right')),
    );
    expect(sides).toEqual(section.items.map((_, i) => (i % 2 ? 'right' : 'left')));
  });

  test('a commodity page: HS codes, whole tables, a two-column checklist', async ({ page }) => {
    const { path } = needs(pagesWith('table'), 'page with a table', (p) => sectionsOf(p.path, 'trade-details').some((t) => t.hsCode || t.products?.length));
    await open(page, path);
    for (const trade of sectionsOf(path, 'trade-details')) {
      const codes = [trade.hsCode, ...(trade.products ?? []).map((p) => p.hsCode)].filter((c) => c !== undefined);
      for (const { code } of codes) await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
      // A code not yet confirmed by a customs broker says so in words, with what that means.
      const section = trade.id ? page.locator(`[id="${trade.id}"]`) : page.locator('main');
      if (codes.some((c) => c.status === 'indicative')) {
        await expect(section.getByText('indicative', { exact: true }).first()).toBeVisible();
        await expect(section.getByText(/not yet confirmed by a customs broker/).first()).toBeVisible();
      } else await expect(section.getByText('indicative', { exact: true })).toHaveCount(0);
    }
    for (const table of sectionsOf(path, 'table')) {
      const shown = page.getByRole('table', { name: table.caption });
      await expect(shown.getByRole('row')).toHaveCount(table.rows.length + 1);
      await expect(shown).toContainText(cellText(table.rows.at(-1)!.at(-1)!));
    }
    const checklist = pagesWith('checklist', (s) => s.columns === 2 && !!s.id)[0];
    if (checklist) {
      await open(page, checklist.path);
      const lists = page.locator(`#${checklist.section.id} [data-columns="2"] ul`);
      await expect(lists).toHaveCount(2);
      expect(await lists.evaluateAll((uls) => uls.map((ul) => ul.querySelectorAll('li').length))).toEqual(splitColumns(checklist.section.items).map((c) => c.length));
    }
  });

  test('in-page links of a table scroll to their sections and leave the route alone; a certificate opens and closes', async ({ page }) => {
    const linked = (t: SectionOf<'table'>) => t.rows.flat().filter((c): c is { text: string; to: string } => typeof c !== 'string' && c.to.startsWith('#'));
    const { path, page: data, section } = needs(pagesWith('table', (t) => linked(t).length > 0), 'table with in-page links');
    await open(page, path);
    const url = page.url();
    const table = page.getByRole('table', { name: section.caption });
    for (const cell of linked(section)) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await table.getByRole('link', { name: cell.text, exact: true }).click();
      await expect(page.locator(cell.to)).toBeInViewport();
      expect(page.url()).toBe(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
    }
    const grid = pagesWith('image-grid', (g) => !!g.id && g.items.some((i) => i.certificate))[0];
    if (grid) {
      await open(page, grid.path);
      await expect(page.locator(`#${grid.section.id} figure`)).toHaveCount(grid.section.items.length);
      const item = grid.section.items.find((i) => i.certificate)!;
      await page.getByRole('button', { name: `Certificate: ${item.caption}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});

test.describe('eco-palm catalogue', () => {
  test('the range page leads to a category and a product, whose enquiry link names it', async ({ page }) => {
    const product = needs(ecoProducts, 'eco-palm product');
    const category = ecoCategories.find((c) => c.key === product.category)!;
    const range = needs(sectionsOf('/business/ecopalm-products', 'cards'), 'eco-palm range of category cards', (s) => s.items.some((i) => i.to?.endsWith(`/${category.key}`)));
    await open(page, '/business/ecopalm-products');
    const cards = page.getByRole('region', { name: range.heading }).getByRole('link');
    await expect(cards).toHaveCount(range.items.filter((i) => i.to).length);
    await cards.filter({ hasText: range.items.find((i) => i.to?.endsWith(`/${category.key}`))!.title }).click();
    await expect(page).toHaveURL(new RegExp(`#/business/ecopalm-products/${category.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title.toUpperCase());
    await page.getByRole('link', { name: literally(product.data.title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/business/ecopalm-products/${category.key}/${product.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.data.title);
    await expect(page.getByRole('img', { name: product.data.image.alt })).toBeVisible();
    await expect(page.getByRole('table', { name: `Specifications of ${product.data.title}` })).toBeVisible();
    const enquire = page.getByRole('link', { name: 'Enquire about this product' });
    expect(await enquire.getAttribute('href')).toBe(`#/contact?${new URLSearchParams({ product: product.data.title }).toString().replace(/\+/g, '%20')}`);
    // The contact page puts the product on the enquiry list (and then drops the query from the address).
    await enquire.click();
    await expect(page.getByRole('spinbutton', { name: `Quantity for ${product.data.title}` })).toBeVisible();
  });

  test('an unknown category says Product not found', async ({ page }) => {
    await open(page, '/business/ecopalm-products/garden-furniture');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  });
});

test.describe('text the build computes', () => {
  test('a count of years ({years-since:YYYY}) is worked out from the year', async ({ page }) => {
    const raw = (p: (typeof content.pages)[number]) => JSON.stringify(content.allPages.find((a) => a.path === p.path)!.data);
    const found = content.pages.map((p) => ({ path: p.path, year: /\{years-since:(\d{4})\}/.exec(raw(p))?.[1] })).find((p) => p.year);
    test.skip(!found, 'no page counts years');
    await open(page, found!.path);
    await expect(page.locator('main')).toContainText(`${new Date().getFullYear() - Number(found!.year)} years`);
    await expect(page.locator('main')).not.toContainText('{years-since');
  });

  test('a banner link leads where content says', async ({ page }) => {
    const found = content.pages.find((p) => p.data.banner?.link);
    test.skip(!found, 'no banner has a link');
    const link = found!.data.banner!.link!;
    await open(page, found!.path);
    await expect(page.getByRole('link', { name: link.label })).toHaveAttribute('href', appHref(link.to));
  });
});

// The first page with a product carousel (the oils page today).
const carouselPage = pagesWith('product-carousel')[0];

test.describe('product carousel', () => {
  test.skip(!carouselPage, 'no page has a product carousel');
  const { path: carouselPath, section: carouselSection } = carouselPage ?? { path: '', section: { heading: '', items: [] } };
  const region = (page: Page) => page.getByRole('region', { name: carouselSection.heading });
  const slideState = (page: Page) =>
    region(page).evaluate((region) => {
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

  /** The carousel's own buttons: not those of its cards (an oil's "Add … to enquiry"). */
  const controlsOf = (carousel: ReturnType<typeof region>) =>
    carousel.getByRole('button').evaluateAll((b) => b.filter((x) => !x.closest('[aria-roledescription="slide"]')).map((x) => x.getAttribute('aria-label')));
  // As many slides as fit (3 from 1024 px, 2 from 768, 1 below); controls and autoplay only where some are out of view.
  const oils = carouselSection.items.length;
  for (const [width, perView] of [[1920, 3], [1280, 3], [800, 2], [390, 1]] as const) {
    const shown = Math.min(oils, perView);
    const controls = oils > perView;
    test(`at ${width} px shows ${shown} slide(s) ${controls ? 'with Previous and Next' : 'and no controls (all fit)'}, no dots, no errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, carouselPath);
      const carousel = region(page);
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await slideState(page)).count).toBe(shown);
      if (controls) {
        expect(await controlsOf(carousel)).toEqual(['Previous', 'Next']);
      } else {
        expect(await controlsOf(carousel)).toEqual([]);
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
    test.skip(oils <= 2, 'every slide fits at 800 px: nothing moves');
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.mouse.move(5, 5);
    await open(page, carouselPath);
    const carousel = region(page);
    await carousel.scrollIntoViewIfNeeded();
    const start = (await settled(page)).first;
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(start);

    await carousel.hover();
    const hovered = (await settled(page)).first;
    await page.waitForTimeout(4500);
    expect((await slideState(page)).first).toBe(hovered);
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(hovered);

    await page.getByRole('heading', { name: carouselSection.heading }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
    // Tab into the carousel: its cards' buttons (if they have any) come first, then Previous.
    const previous = carousel.getByRole('button', { name: 'Previous' });
    for (let i = 0; i < 10 && !(await previous.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    const focused = (await settled(page)).first;
    await page.waitForTimeout(4500);
    expect((await slideState(page)).first).toBe(focused);
    // Next, then out of the carousel.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next' })).not.toBeFocused();
    expect(await carousel.evaluate((c) => c.contains(document.activeElement))).toBe(false);
    await expect.poll(async () => (await slideState(page)).first, { timeout: 8000 }).not.toBe(focused);
  });

  test('does not autoplay under reduced motion, but the buttons still work', async ({ page }) => {
    test.skip(oils <= 2, 'every slide fits at 800 px: nothing moves');
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, carouselPath);
    const carousel = region(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await slideState(page)).count).toBe(Math.min(oils, 2));
    const start = (await settled(page)).first;
    await page.waitForTimeout(7000);
    expect((await slideState(page)).first).toBe(start);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await slideState(page)).first).not.toBe(start);
  });
});
