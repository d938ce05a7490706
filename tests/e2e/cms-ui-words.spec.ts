/**
 * The UI's word catalogues in the web editor (issue 44 item 2): a translator opens the French
 * words, sees the English beside each message, and a message that does not parse is refused with
 * the content check's words. What the test types is made from the copy's en.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { humanize } from '../../scripts/cms/decap-config.ts';
import { startCms, type CmsServer } from './cms-server.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let cms: CmsServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(360_000);
  cms = await startCms('ui-words');
  const page = await browser.newPage();
  await page.goto(`${cms.url}/admin/`, { timeout: 180_000 });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 180_000 });
  await page.close();
});

test.afterAll(async () => {
  await cms?.stop();
});

const read = (rel: string) => readFileSync(path.join(cms.content, rel), 'utf8');

test('a French message that does not parse is refused in the editor, with the English shown beside it', async ({ page }) => {
  const en = JSON.parse(read('ui/en.json')) as Record<string, Record<string, string> | string>;
  const [, messages] = Object.entries(en).find(([, v]) => typeof v === 'object') as [string, Record<string, string>];
  const [key, english] = Object.entries(messages).find(([, v]) => typeof v === 'string')!;
  const before = read('ui/fr.json');

  await page.goto(`${cms.url}/admin/`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  await expect(page.getByText('Interface words').first()).toBeVisible({ timeout: 60_000 });
  await page.goto(`${cms.url}/admin/#/collections/ui/entries/fr`);
  await page.getByTestId('expand-button').first().click();
  await expect(page.getByText(`English: ${english}`).first()).toBeVisible();
  await page.getByRole('textbox', { name: humanize(key), exact: true }).first().fill('{count, plural, one {#}');
  const summary = page.locator('[data-content-check]');
  await expect(summary).toContainText('the message does not parse (ICU MessageFormat)', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/Not saved/).first()).toBeVisible({ timeout: 20_000 });
  expect(read('ui/fr.json')).toBe(before);
});
