/**
 * The UI's word catalogues in the web editor (issue 44 item 2): a translator opens the French
 * words, sees the English beside each message, and a message that does not parse is refused with
 * the content check's words. What the test types is made from the copy's en.json. And a native
 * reviewer marks a translation reviewed (issue 46 item 1): the launch check stops listing it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { humanize } from '../../scripts/cms/decap-config.ts';
import { openEditor, publish, readContent, textbox, warmEditor } from './cms-editor.ts';
import { startCms, type CmsServer } from './cms-server.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let cms: CmsServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(360_000);
  cms = await startCms('ui-words');
  await warmEditor(browser, cms);
});

test.afterAll(async () => {
  await cms?.stop();
});

const read = (rel: string) => readContent(cms, rel);

test('a French message that does not parse is refused in the editor, with the English shown beside it', async ({ page }) => {
  const en = JSON.parse(read('ui/en.json')) as Record<string, Record<string, string> | string>;
  const [, messages] = Object.entries(en).find(([, v]) => typeof v === 'object') as [string, Record<string, string>];
  const [key, english] = Object.entries(messages).find(([, v]) => typeof v === 'string')!;
  const before = read('ui/fr.json');

  await openEditor(page, cms, '#/collections/ui/entries/fr');
  await page.getByTestId('expand-button').first().click();
  await expect(page.getByText(`English: ${english}`).first()).toBeVisible();
  // Named by its label, with the editor's " (required)" mark where the form requires it.
  await textbox(page, humanize(key)).fill('{count, plural, one {#}');
  const summary = page.locator('[data-content-check]');
  await expect(summary).toContainText('the message does not parse (ICU MessageFormat)', { timeout: 20_000 });
  await publish(page);
  await expect(page.getByText(/Not saved/).first()).toBeVisible({ timeout: 20_000 });
  expect(read('ui/fr.json')).toBe(before);
});

test('a native reviewer marks the Arabic of a page reviewed: the launch check no longer lists it', async ({ page }) => {
  const awaiting = readdirSync(path.join(cms.content, 'pages')).filter((f) => /\.ar\.json$/.test(f) && read(`pages/${f}`).includes('"awaiting-native-review"'));
  test.skip(!awaiting.length, 'no Arabic page awaiting review');
  const file = `pages/${awaiting[0]!}`;
  // `npm run content:check -- --launch` on the copy: its line about this file.
  const launchLines = () =>
    `${spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/content/check-cli.ts', '--launch'], { env: { ...process.env, CONTENT_DIR: cms.content }, encoding: 'utf8' }).stdout}`
      .split('\n')
      .filter((l) => l.includes(awaiting[0]!) && l.includes('awaiting review'));
  expect(launchLines()).toHaveLength(1);
  await openEditor(page, cms, `#/collections/pages/entries/${awaiting[0]!.replace(/\.ar\.json$/, '')}`);
  // The English form's group first, the Arabic form's beside it.
  await page.getByRole('textbox', { name: /^Reviewed by/ }).nth(1).fill('Layla Haddad');
  await page.getByRole('textbox', { name: /^Reviewed on/ }).nth(1).fill('2026-01-15');
  await publish(page);
  await expect.poll(() => (JSON.parse(read(file)) as { $translation: Record<string, unknown> }).$translation, { timeout: 30_000 }).toMatchObject({ review: 'reviewed', reviewedBy: 'Layla Haddad', reviewedOn: '2026-01-15' });
  expect(launchLines()).toEqual([]);
});
