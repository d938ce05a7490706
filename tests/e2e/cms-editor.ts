import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import type { CmsServer } from './cms-server.ts';

/**
 * The web editor (tests/e2e/cms-server.ts's `npm run cms`) as an editor uses it in Chromium: the
 * steps the spec files share, named as an editor would say them.
 */

/** The editor's first load in a browser has Vite transform and bundle Decap (and reload the page once its dependencies are optimised): slow on a cold start, so done once, before any test's clock starts. */
export async function warmEditor(browser: Browser, cms: CmsServer): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${cms.url}/admin/`, { timeout: 180_000 });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 180_000 });
  await page.close();
}

/** Opens the editor and logs in to the local backend; then goes to `hash` (e.g. "#/collections/pages/entries/about") when given. */
export async function openEditor(page: Page, cms: CmsServer, hash?: string): Promise<void> {
  await page.goto(`${cms.url}/admin/`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  // Logged in once the collections are listed.
  await expect(page.getByText('Site settings').first()).toBeVisible({ timeout: 60_000 });
  if (hash) await page.goto(`${cms.url}/admin/${hash}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text box of a field, by its label (Decap adds " (optional)" to optional ones, the editor " (required)" to the others). */
export const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\((optional|required)\\))?$`) }).first();

/** The form's summaries of the content check have run on what the form holds now. */
export async function checked(page: Page): Promise<void> {
  // One English summary; with the languages side by side the translation's form has its own,
  // which checks the translation's file (data-translation-check).
  const summary = page.locator('[data-content-check]');
  await expect(summary).toBeVisible();
  await expect(summary).not.toHaveAttribute('data-content-check', 'checking', { timeout: 20_000 });
  for (const other of await page.locator('[data-translation-check]').all()) await expect(other).not.toHaveAttribute('data-translation-check', 'checking', { timeout: 20_000 });
  await expect(page.getByText('checking your latest change')).toHaveCount(0, { timeout: 20_000 });
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** A file of the copy's content folder, as text. */
export const readContent = (cms: CmsServer, rel: string) => readFileSync(path.join(cms.content, rel), 'utf8');

/** The file once it reads as JSON that `done` accepts (decap-server writes in place: a read may catch it half written). */
export async function saved(cms: CmsServer, rel: string, done: (data: Record<string, unknown>) => boolean, timeout = 20_000): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        try {
          text = readContent(cms, rel);
          return done(JSON.parse(text) as Record<string, unknown>);
        } catch {
          return false;
        }
      },
      { timeout },
    )
    .toBe(true);
  return text;
}
