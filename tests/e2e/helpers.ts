import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Every rule axe has, experimental ones included (by default axe leaves those out), named one by
 * one so a rule carrying a tag of its own (or disabled by default) runs too; only the deprecated
 * ones (duplicate-id, which HTML parsing made obsolete) are left out. The experimental
 * `label-content-name-mismatch` (WCAG 2.5.3) is how a link whose visible text is not part of its
 * name was caught (issue 27, item 7; axe 4.14's stricter reading, issue 47, item 10).
 */
export const ALL_AXE_RULES = axe
  .getRules()
  .filter((r) => !r.tags.includes('deprecated'))
  .map((r) => r.ruleId);

/** axe on `page` with every rule (ALL_AXE_RULES). */
export const axeAllRules = (page: Page) => new AxeBuilder({ page }).withRules(ALL_AXE_RULES);

/** The tags of every rule, for callers that select by tag. */
export const ALL_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/**
 * Opens a route (hash path) and waits until the app has rendered whatever route the address
 * leads to. A hash change keeps the document, so the wait is for the route, not the load event.
 */
export async function open(page: Page, hashPath: string) {
  const target = new URL(`/#${hashPath}`, page.url().startsWith('http') ? page.url() : 'http://x').hash;
  if (page.url().startsWith('http') && new URL(page.url()).hash === target) {
    await page.reload();
  } else {
    if (page.url().startsWith('http')) await page.evaluate(() => delete document.documentElement.dataset.routePath);
    await page.goto(`/#${hashPath}`);
  }
  await waitReady(page);
}

/** The app has rendered the route the address bar names. */
export async function waitReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.waitForFunction(() => {
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    };
    const rendered = document.documentElement.dataset.routePath;
    const wanted = decode(location.hash.slice(1).split('?')[0] || '/');
    return rendered !== undefined && decode(rendered).toLowerCase() === wanted.toLowerCase();
  });
}

/** Holds the app's entry script back until the returned function is called: the static page as a slow connection shows it before the app starts. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Console errors and uncaught exceptions, collected for assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
