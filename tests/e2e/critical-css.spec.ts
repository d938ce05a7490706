import { expect, test, type Page } from '@playwright/test';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { content } from './content.ts';

/**
 * Each static page inlines only the rules its own markup uses (scripts/render/critical-css.ts) and
 * links the whole stylesheet at the end of <body>. The first paint must already be the final one:
 * every element, and its ::before, ::after and ::marker, computes the same style with the inlined
 * rules alone (the stylesheet blocked) as with the whole file loaded; what the markup keeps out of
 * the first paint (a closed menu, an element under `hidden`) is left out. Without script, so that the
 * page stays the static one in both loads. One address per route, at a phone's and a desktop's width.
 */
const addresses = siteAddresses(content).filter((a) => !a.locale);
// One address per route, and a right-to-left catalogue entry (its `rtl:` rules, Arabic text).
const rightToLeft = siteAddresses(content).find((a) => a.locale === 'ar' && a.entry);
const perRoute = [...addresses.filter((a, i) => addresses.findIndex((b) => b.id === a.id) === i), ...(rightToLeft ? [rightToLeft] : [])];

/** One number per element and pseudo-element, in document order: a hash of every computed property. */
async function styleHashes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const hash = (s: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
      return h >>> 0;
    };
    // What the markup keeps out of the first paint (scripts/render/critical-css.ts hiddenByMarkup: a
    // closed menu) is styled by the whole stylesheet, which has arrived before anyone opens it.
    const hiddenByMarkup = (el: Element) => {
      let child: Element | null = null;
      for (let node: Element | null = el; node; child = node, node = node.parentElement) {
        const hidden = node.getAttribute('hidden');
        if (hidden !== null && hidden !== 'until-found') return true;
        if (node instanceof HTMLDetailsElement && !node.open && child && !(child.tagName === 'SUMMARY' && node.querySelector(':scope > summary') === child)) return true;
      }
      return false;
    };
    const out: number[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (hiddenByMarkup(el)) {
        out.push(0, 0, 0, 0);
        continue;
      }
      for (const pseudo of [null, '::before', '::after', '::marker']) {
        // A pseudo-element that is not drawn (no content, not a list item's marker) only counts as such.
        if ((pseudo === '::before' || pseudo === '::after') && getComputedStyle(el, pseudo).content === 'none') {
          out.push(0);
          continue;
        }
        if (pseudo === '::marker' && getComputedStyle(el).display !== 'list-item') {
          out.push(0);
          continue;
        }
        const style = getComputedStyle(el, pseudo);
        let text = '';
        // Custom properties only matter through the properties they feed, which are compared: the
        // whole file registers every one the site uses (@property), a page's own rules only its own.
        // Transitions too: the inlined rules leave them out on purpose (nothing changes before the
        // whole stylesheet arrives: scripts/render/critical-css.ts TRANSITION).
        for (let i = 0; i < style.length; i++) if (!style[i]!.startsWith('--') && !style[i]!.startsWith('transition')) text += `${style[i]}:${style.getPropertyValue(style[i]!)};`;
        out.push(hash(text));
      }
    }
    return out;
  });
}

/** The properties of element/pseudo number `index` (styleHashes' order), for the message of a failure. */
async function styleAt(page: Page, index: number): Promise<Record<string, string>> {
  return page.evaluate((i) => {
    const el = document.querySelectorAll('*')[Math.floor(i / 4)]!;
    const style = getComputedStyle(el, [null, '::before', '::after', '::marker'][i % 4]);
    const out: Record<string, string> = { element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${['', '::before', '::after', '::marker'][i % 4]}` };
    for (let p = 0; p < style.length; p++) if (!style[p]!.startsWith('--') && !style[p]!.startsWith('transition')) out[style[p]!] = style.getPropertyValue(style[p]!);
    return out;
  }, index);
}

test.describe('critical CSS', () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [390, 1280]) {
    for (const a of perRoute) {
      test(`${a.realPath} at ${width} px computes the same style with the inlined rules alone as with the whole stylesheet`, async ({ browser }) => {
        // Every property of every element, twice: slow on a busy machine.
        test.setTimeout(120_000);
        const load = async (blockStylesheet: boolean) => {
          const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
          const page = await context.newPage();
          if (blockStylesheet) await page.route(/\/assets\/style-[\w-]+\.css$/, (route) => route.abort());
          const sheet = page.waitForResponse(/\/assets\/style-[\w-]+\.css$/).catch(() => null);
          await page.goto(a.realPath, { waitUntil: 'load' });
          if (!blockStylesheet) expect((await sheet)?.status(), 'the page links the whole stylesheet').toBe(200);
          return page;
        };
        const inlined = await load(true);
        const whole = await load(false);
        const [first, second] = [await styleHashes(inlined), await styleHashes(whole)];
        expect(first.length).toBe(second.length);
        const differing = first.flatMap((h, i) => (h === second[i] ? [] : [i]));
        const details: string[] = [];
        for (const i of differing.slice(0, 5)) {
          const [x, y] = [await styleAt(inlined, i), await styleAt(whole, i)];
          details.push(`${x.element}: ${Object.keys(y).filter((k) => x[k] !== y[k]).map((k) => `${k} ${x[k]} → ${y[k]}`).join(', ')}`);
        }
        expect(details, `${differing.length} elements differ`).toEqual([]);
        await inlined.context().close();
        await whole.context().close();
      });
    }
  }
});
