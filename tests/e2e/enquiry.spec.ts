import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers.ts';

const SUCCESS = 'Your form has been submitted! We will get back to you shortly.';
const ENDPOINT = '**/api/enquiry';
// The same file the playwright config hands to the server.
const logFile = path.resolve(process.env.ENQUIRY_LOG ?? '.data/e2e-enquiries.jsonl');
const logLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

async function fill(page: Page, message = 'Please quote 2 MT of cumin seeds, CIF Jebel Ali.') {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill(`Yusuf ${stamp}`);
  await page.getByLabel('Email').fill('amina@example.com');
  await page.getByLabel('Message').fill(message);
  return stamp;
}

const sendButton = (page: Page) => page.getByRole('button', { name: /send/i });

test.describe('contact enquiry', () => {
  test('a valid enquiry reaches the local service: one new log line, inline message and toast, form reset', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/contact');
    const before = logLines().length;
    const stamp = await fill(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/enquiry') && r.method() === 'POST');
    await sendButton(page).click();
    const sent = await request;
    expect(sent.headers()['accept']).toBe('application/json');
    expect(sent.postDataJSON()).toMatchObject({ 'first-name': 'Amina', 'last-name': `Yusuf ${stamp}`, email: 'amina@example.com' });
    await expect(page.getByRole('form').getByText(SUCCESS)).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(2);
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    const lines = logLines();
    expect(lines.length).toBe(before + 1);
    expect(lines.filter((l) => l.includes(stamp))).toHaveLength(1);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ 'last-name': `Yusuf ${stamp}`, receivedAt: expect.any(String) });
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('empty or malformed fields are caught before sending, with focus on the first', async ({ page }) => {
    await open(page, '/contact');
    let requests = 0;
    page.on('request', (r) => r.url().endsWith('/api/enquiry') && requests++);
    await page.getByLabel('Email').fill('amina at example');
    await sendButton(page).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email must be an e-mail address, like name@company.com')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('the real service’s field errors appear under their fields and nothing is logged', async ({ page }) => {
    await open(page, '/contact');
    const stamp = await fill(page);
    // A browser that skips our checks (or an old cached script) sends a bad e-mail: the service refuses it.
    await page.route(ENDPOINT, (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'nope', message: ' ' }) }));
    await sendButton(page).click();
    await expect(page.getByText('Email must be an e-mail address, like name@company.com')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('amina@example.com');
    expect(logLines().filter((l) => l.includes(stamp))).toEqual([]);
  });

  test('a 500 says the service failed, keeps everything and allows a retry that succeeds', async ({ page }) => {
    await open(page, '/contact');
    await fill(page);
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' }));
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toContainText('error 500');
    await expect(page.getByRole('alert')).toContainText('Nothing was lost');
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(page.getByLabel('Message')).toHaveValue('Please quote 2 MT of cumin seeds, CIF Jebel Ali.');
    // Only the first test writes to the shared log, so that one can count its lines while tests run in parallel.
    await page.unroute(ENDPOINT);
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
    await sendButton(page).click();
    await expect(page.getByRole('form').getByText(SUCCESS)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an aborted request says the service could not be reached', async ({ page }) => {
    await open(page, '/contact');
    await fill(page);
    await page.route(ENDPOINT, (route) => route.abort('connectionreset'));
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toContainText('could not reach');
    await expect(page.getByRole('alert')).toContainText('Nothing was lost');
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByLabel('First name')).toHaveValue('Amina');
  });

  test('a service that hangs for 16 seconds times out after 15 with a clear message', async ({ page }) => {
    test.setTimeout(45_000);
    await open(page, '/contact');
    await fill(page);
    await page.route(ENDPOINT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }).catch(() => {});
    });
    const started = Date.now();
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByRole('alert')).toContainText('did not answer within 15 seconds', { timeout: 20_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(14_500);
    expect(waited).toBeLessThan(16_000);
    await expect(page.getByRole('alert')).toContainText('Nothing was lost');
    await expect(sendButton(page)).toBeEnabled();
    await page.waitForTimeout(1_500);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  test('a 200 that is not JSON (a captcha page) is never taken for success', async ({ page }) => {
    await open(page, '/contact');
    await fill(page);
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Verify</title><p>Please complete the captcha</p>' }),
    );
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toContainText('could not confirm that your enquiry arrived');
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(page.getByLabel('Last name')).toHaveValue(/^Yusuf /);
  });

  test('a double click sends one request', async ({ page }) => {
    await open(page, '/contact');
    await fill(page);
    let requests = 0;
    await page.route(ENDPOINT, async (route) => {
      requests++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await sendButton(page).dblclick();
    await expect(page.getByRole('form').getByText(SUCCESS)).toBeVisible();
    expect(requests).toBe(1);
  });

  test('what was typed survives a reload until it is sent', async ({ page }) => {
    await open(page, '/contact');
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Message').fill('Half-written enquiry about basmati rice');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Amina');
    await expect(page.getByLabel('Email')).toHaveValue('amina@example.com');
    await expect(page.getByLabel('Message')).toHaveValue('Half-written enquiry about basmati rice');
  });

  test('markup in a field or in an error message is shown as text and never runs', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/contact');
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    await fill(page, payload);
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ errors: [{ field: 'message', message: payload }, { message: payload }] }) }),
    );
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(payload);
    await expect(page.getByText(`Message ${payload}`)).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(payload);
    await page.reload();
    await expect(page.getByLabel('Message')).toHaveValue(payload);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });

  test('the honeypot is out of reach: Tab goes from Message straight to the button', async ({ page }) => {
    await open(page, '/contact');
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();
    await expect(page.locator('input[name="_gotcha"]')).toBeHidden();
  });

  test('an "Enquire about this product" link prefills the message', async ({ page }) => {
    await open(page, '/contact?product=Metformin%20Hydrochloride');
    await expect(page.getByLabel('Message')).toHaveValue('I would like a quotation for Metformin Hydrochloride: quantity, grade, destination port: ');
  });
});
