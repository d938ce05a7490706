import { expect, type Page } from '@playwright/test';

/** Opens a route (hash path) and waits until the app has rendered it. */
export async function open(page: Page, hashPath: string) {
  await page.goto(`/#${hashPath}`);
  await waitReady(page);
}

export async function waitReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
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
