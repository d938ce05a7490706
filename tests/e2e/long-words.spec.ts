import { expect, test, type Page } from '@playwright/test';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { content } from './content.ts';
import { waitReady } from './helpers.ts';

/**
 * Issue 24, item 9: one unbroken word of 500 characters in content (a pasted URL, a long chemical
 * name without spaces, a slip) must wrap inside its box, never widen the page on a phone. Each
 * page is probed by appending such a word to every piece of text it shows (paragraphs, headings,
 * table cells, captions, lists, the breadcrumb, the footer), then measuring the page's width.
 */
const WORD = 'Unbroken'.repeat(63).slice(0, 500);

/** One address for each section type the content uses, one entry of each catalogue kind, and home. */
function probeAddresses() {
  const addresses = siteAddresses(content);
  const chosen = new Map<string, (typeof addresses)[number]>();
  const add = (a: (typeof addresses)[number] | undefined) => a && chosen.set(a.realPath, a);
  add(addresses.find((a) => a.realPath === '/'));
  const seen = new Set<string>();
  for (const page of content.pages) {
    const types = page.data.sections.map((s) => s.type).filter((t) => !seen.has(t));
    if (types.length === 0) continue;
    types.forEach((t) => seen.add(t));
    add(addresses.find((a) => a.kind === 'page' && a.id === page.id));
  }
  for (const kind of new Set(addresses.map((a) => a.kind))) if (kind !== 'page' && kind !== 'screen') add(addresses.find((a) => a.kind === kind));
  return [...chosen.values()];
}

async function widenEveryText(page: Page): Promise<void> {
  await page.evaluate((word) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      // Not the controls (buttons, menus, disclosures such as the language switcher and the menu
      // without script, form fields) whose labels are the code's own and sized to fit.
      if (!node.textContent?.trim() || !parent || parent.closest('script, style, template, noscript, svg, [aria-hidden="true"], button, select, option, label, details, nav[aria-label="Main"], .sr-only')) continue;
      nodes.push(node);
    }
    for (const node of nodes) node.textContent = `${node.textContent} ${word}`;
  }, WORD);
}

async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('[aria-hidden="true"], .sr-only'))
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`.slice(0, 140));
    return { width, culprits };
  });
}

test.describe('a 500-character word never widens the page at 375 px (issue 24, item 9)', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const addresses = probeAddresses();

  test('static pages, JavaScript off', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    for (const a of addresses) {
      await page.goto(a.realPath);
      await widenEveryText(page);
      const { width, culprits } = await overflow(page);
      expect(width, `${a.realPath} is ${width} px wide: ${culprits.join(', ')}`).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  test('the app, JavaScript on', async ({ page }) => {
    test.setTimeout(90_000);
    for (const a of addresses) {
      await page.goto(`/#${a.hashPath}`);
      await waitReady(page);
      await widenEveryText(page);
      const { width, culprits } = await overflow(page);
      expect(width, `/#${a.hashPath} is ${width} px wide: ${culprits.join(', ')}`).toBeLessThanOrEqual(375);
    }
  });
});
