import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeAllRules } from './helpers.ts';
import { openDatabase, type Database } from '../../scripts/server/db/index.ts';
import { storeEnquiry } from '../../scripts/server/enquiry-store.ts';

/**
 * The sales desk under `npm start`'s server (playwright.config.ts gives it DATABASE_URL): staff
 * made with `npm run desk -- add-user` (the password scripted on standard input), enquiries stored
 * by the service's own store in the same database.
 */
const DATABASE = process.env.DATABASE_URL ?? '.data/e2e-enquiries.db';
const PASSWORD = 'desk e2e password 2026';
const XSS_SCRIPT = '<script>alert(1)</script>';
const XSS_IMG = '"><img src=x onerror=alert(2)>';

const unique = () => randomBytes(3).toString('hex').toUpperCase();

function addStaff(email: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/desk/cli.ts', 'add-user', email], {
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: DATABASE },
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

async function addEnquiry(db: Database, enquiry: Record<string, unknown>): Promise<string> {
  const reference = `ENQ-20261207-${unique()}`;
  await storeEnquiry(db, enquiry, { key: null, draw: () => reference, deliveries: [] });
  return reference;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoAxeViolations(page: Page) {
  // Judged as staff see it: with the desk's stylesheet applied (see the 390 px check below).
  await page.waitForLoadState('load');
  const { violations } = await axeAllRules(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

let db: Database;
const staff = `staff-${unique().toLowerCase()}@example.com`;

test.beforeAll(async () => {
  db = await openDatabase(DATABASE);
  // The lock-out test's failures count against this machine's address too: earlier runs on the same database must not lock it.
  await db.run(`DELETE FROM sign_in_failures WHERE subject LIKE 'client:%'`);
  addStaff(staff);
});
test.afterAll(async () => {
  await db.close();
});

test.describe('sales desk', () => {
  test('a member of staff signs in, finds an enquiry by its reference, marks it Answered, and exports its lines', async ({ page }) => {
    const reference = await addEnquiry(db, {
      'first-name': 'Amira',
      'last-name': 'حداد',
      email: 'amira@example.com',
      message: 'Please quote CIF Aqaba.',
      company: 'Haddad Trading',
      items: [
        { product: 'Cashew kernels W320', quantity: 2, unit: "FCL 20'", variant: 'W320', sample: true },
        { product: 'Basmati rice 1121', quantity: 25, unit: 't', targetPrice: { amount: 980, currency: 'USD' } },
      ],
    });
    await page.goto('/desk/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(reference);
    await page.getByRole('searchbox', { name: 'Search enquiries' }).press('Enter');
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Cashew kernels W320' })).toBeVisible();
    await expect(page.getByText('حداد')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', `mailto:amira@example.com?subject=Your%20enquiry%20${reference}`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Answered');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status')).toHaveText('Status saved.');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Answered');
    await expect(page.getByText(`set by ${staff}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Enquiries' }).first().click();
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(reference);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Answered');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv.split('\r\n').filter((line) => line.startsWith(reference));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Answered,Amira,حداد,amira@example.com,Haddad Trading');
    expect(rows[0]).toContain("Cashew kernels W320,2,FCL 20',W320,yes");
    expect(rows[1]).toContain('Basmati rice 1121,25,t,,,980,USD');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto(`/desk/enquiries/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('refuses pages and data without a session, and a change without its CSRF token', async ({ page }) => {
    const reference = await addEnquiry(db, { 'first-name': 'Lena', 'last-name': 'Vogel', email: 'lena@example.com', message: 'Quote please.' });
    const res = await page.goto(`/desk/enquiries/${reference}`);
    expect(res!.headers()['cache-control']).toBe('no-store');
    expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Vogel')).toHaveCount(0);
    expect((await page.request.get('/desk/export.csv')).status()).toBe(401);
    expect((await page.request.get('/desk/enquiries.json')).status()).toBe(401);

    // Signing in from here comes back to the enquiry.
    await signIn(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    const refused = await page.request.post(`/desk/enquiries/${reference}/status`, { form: { status: 'Spam' } });
    expect(refused.status()).toBe(403);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('New');
  });

  test('locks sign-in after repeated failures, even with the right password', async ({ page }) => {
    const locked = `locked-${unique().toLowerCase()}@example.com`;
    addStaff(locked);
    await page.goto('/desk/');
    for (let i = 0; i < 5; i++) await signIn(page, locked, `wrong password ${i}`);
    await signIn(page, locked);
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('shows every field holding markup as text, at 390 px, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const reference = await addEnquiry(db, {
      'first-name': XSS_SCRIPT,
      'last-name': XSS_IMG,
      email: 'xss@example.com',
      message: XSS_SCRIPT,
      company: XSS_IMG,
      items: [{ product: XSS_IMG, quantity: 1, unit: 'kg', variant: XSS_SCRIPT }],
    });
    await page.goto(`/desk/enquiries/${reference}`);
    await signIn(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText(XSS_SCRIPT, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(XSS_IMG, { exact: true }).first()).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    // Nothing wider than the screen, measured once the desk's stylesheet applies: the browser paints
    // nothing before it, but a script may measure the page while it is still on its way (CI saw 524).
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.goto(`/desk/?q=${reference}`);
    await expect(page.getByRole('cell', { name: XSS_IMG }).first()).toBeVisible();
    expect(dialogs).toEqual([]);

    // An erasure request: Delete asks first, then the buyer's data is gone and the reference stays.
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('link', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Delete ${reference}?` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status')).toHaveText('The enquiry was deleted.');
    await page.goto(`/desk/enquiries/${reference}`);
    await expect(page.getByText(`by ${staff}: the buyer's personal data was erased`)).toBeVisible();
    await expect(page.getByText('xss@example.com')).toHaveCount(0);
  });
});
