import { expect, test, type Page } from '@playwright/test';
import { routeSamples } from './content.ts';
import { open } from './helpers.ts';

/**
 * Issue 27, item 6: the phone's first screen. At 390 px every page's title and a line of what the
 * page offers are within the first 400 px, and its banner has no empty coloured band taller than
 * 120 px (a 40vh banner whose drawing is cropped away at that width was ~300 px of colour).
 */

const FOLD = 400;
const MAX_BAND = 120;

/**
 * The banner's boxes: its top and bottom, and the visible content inside it (text, controls,
 * pictures in the flow); the absolutely placed backdrop (drawing, gradient) is not content. The
 * empty bands are the gaps between them from top to bottom.
 */
async function bannerBands(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>('[aria-labelledby="page-title"]');
    if (!banner) return null;
    const box = banner.getBoundingClientRect();
    const spans = [...banner.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"]:not(svg)')) return false;
        if ([...banner.querySelectorAll<HTMLElement>('*')].some((a) => getComputedStyle(a).position === 'absolute' && a.contains(el))) return false;
        const r = el.getBoundingClientRect();
        if (r.height === 0 || r.width === 0) return false;
        const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        return hasText || el.matches('a, button, img, svg, input, select');
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return [r.top, r.bottom] as const;
      })
      .sort((a, b) => a[0] - b[0]);
    const gaps: { from: number; to: number }[] = [];
    let edge = box.top;
    for (const [top, bottom] of spans) {
      if (top > edge) gaps.push({ from: Math.round(edge), to: Math.round(top) });
      edge = Math.max(edge, bottom);
    }
    if (box.bottom > edge) gaps.push({ from: Math.round(edge), to: Math.round(box.bottom) });
    const lead = [...banner.querySelectorAll('p')].find((p) => p.textContent!.trim() && p.getClientRects().length > 0);
    return { gaps, lead: lead ? { text: lead.textContent!.trim(), bottom: lead.getBoundingClientRect().bottom } : null };
  });
}

test.describe('the first screen on a phone (390 px)', () => {
  for (const { id, path } of routeSamples()) {
    test(`${id} (${path}): the title and what the page offers within ${FOLD} px, no empty band over ${MAX_BAND} px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, 0));
      const h1 = await page.locator('h1').boundingBox();
      expect(h1, 'the page has a title').not.toBeNull();
      expect(h1!.y + h1!.height, 'h1 bottom').toBeLessThanOrEqual(FOLD);
      const bands = await bannerBands(page);
      // A page without a banner (home) opens with its own first section.
      if (!bands) return;
      const tall = bands.gaps.filter((g) => g.to - g.from > MAX_BAND);
      expect(tall, 'empty bands in the banner').toEqual([]);
      expect(bands.lead, 'a line under the title').not.toBeNull();
      expect(bands.lead!.bottom, `"${bands.lead!.text.slice(0, 40)}…" bottom`).toBeLessThanOrEqual(FOLD);
    });
  }

  test('the band check catches a tall empty banner', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent('<!doctype html><main><section aria-labelledby="page-title" style="min-height:340px;display:flex;align-items:flex-end"><div><h1 id="page-title">A title</h1><p>A line</p></div></section></main>');
    const bands = await bannerBands(page);
    expect(bands!.gaps.some((g) => g.to - g.from > MAX_BAND)).toBe(true);
  });
});
