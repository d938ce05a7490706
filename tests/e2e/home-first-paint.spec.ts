import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HERO_INLINE_LIMIT } from '../../scripts/render/page-html.ts';
import { content, contentDir, needs, sectionsOf } from './content.ts';
import { waitReady } from './helpers.ts';

/**
 * Issue 30, item 4: home's first slide paints as early as another page's banner. Its picture
 * comes with the HTML (inline where it is a small drawing, else fetched at high priority), nothing
 * else is fetched before the first paint (home's route code waits with the app's, as on every
 * other page), and the app that takes over keeps the very node that painted, so the largest paint
 * is the static page's first one.
 */
const hero = needs(sectionsOf('/', 'hero-carousel'), 'a hero carousel on the home page');
const first = hero.slides[0]!;
/** What a phone paints: the portrait drawing where the slide has one. */
const phoneImage = first.imageNarrow ?? first.image;
const phoneFile = path.join(contentDir, phoneImage.src);
const inlined = phoneFile.endsWith('.svg') && existsSync(phoneFile) && statSync(phoneFile).size <= HERO_INLINE_LIMIT;

test.describe("home's first slide on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('paints from the HTML, before any script is fetched, and is the node the app keeps', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: Element[]; __firstSlideImg: Element | null };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (e.element) w.__lcp.push(e.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The static page's node, held before the app's scripts can run (they wait for the first paint).
      document.addEventListener('DOMContentLoaded', () => {
        w.__firstSlideImg = document.querySelector('#prerendered section[aria-roledescription] [role="group"] img');
      });
    });
    await page.goto('/');
    await waitReady(page);
    const slide = page.locator('main section[aria-roledescription] [role="group"]').first();
    const img = slide.locator('img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    // The carousel's engine (embla and its fade) loads once the page is idle and takes the slides over: it sets their opacity.
    await expect.poll(() => slide.evaluate((el) => (el as HTMLElement).style.opacity), { timeout: 15_000 }).toBe('1');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __lcp: Element[]; __firstSlideImg: HTMLImageElement | null };
      const now = document.querySelector<HTMLImageElement>('main section[aria-roledescription] [role="group"] img');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const scriptsBeforePaint = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < fcp && /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname);
      return {
        sameNode: !!w.__firstSlideImg && now === w.__firstSlideImg && now.isConnected,
        largestIsIt: w.__lcp.at(-1) === w.__firstSlideImg,
        currentSrc: now?.currentSrc.slice(0, 20) ?? '',
        opacity: now ? getComputedStyle(now.closest('[role="group"]')!).opacity : '',
        scriptsBeforePaint,
      };
    });
    expect(seen.sameNode, 'the app adopted the static first slide instead of drawing a new one').toBe(true);
    expect(seen.largestIsIt, "the page's largest paint is the static first slide's picture").toBe(true);
    expect(seen.opacity, 'the first slide is shown once the engine has taken over').toBe('1');
    expect(seen.scriptsBeforePaint, 'scripts fetched before the first paint').toEqual([]);
    if (inlined) expect(seen.currentSrc, 'a small drawing travels inside the HTML: no request').toMatch(/^data:image\/svg\+xml,/);
  });
});

test.describe('a deep link to a page (index.html#/about)', () => {
  // index.html fetches the list of the route's chunks (route-preload.ts) only for such an address.
  test("fetches its route's code beside the app's, not after it", async ({ page }) => {
    const target = needs(content.pages, 'a page other than home', (p) => p.path !== '/').path;
    await page.goto(`/#${target}`);
    await waitReady(page);
    const { named, fetched } = await page.evaluate(() => {
      const ready = performance.getEntriesByName('app-ready')[0]!.startTime;
      return {
        named: [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"]')].map((e) =>
          new URL('href' in e ? e.href : e.src).pathname,
        ),
        fetched: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= ready && new URL(e.name).pathname.endsWith('.js') && !new URL(e.name).pathname.includes('/route-preload-'))
          .map((e) => new URL(e.name).pathname),
      };
    });
    expect(fetched.filter((f) => !named.includes(f))).toEqual([]);
  });
});
