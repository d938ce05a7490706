import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { ENQUIRY_FORM_ID } from '../../src/features/enquiry/enquiry-ids.ts';
import { startHookReceiver, startSmtp } from '../mail-servers.ts';

/**
 * Issue 43: `npm start`'s own server (scripts/serve.ts on the build), with the defaults
 * (rate limit, fill time), a real SMTP server and a real webhook receiver started here. Each test
 * sends from an address of its own (TRUST_PROXY and X-Forwarded-For), so the limit of one does
 * not touch another.
 */
const PORT = Number(process.env.SALES_DESK_PORT ?? 5130);
const SMTP_PORT = PORT + 1;
const HOOK_PORT = PORT + 2;
const SECRET = 'e2e-webhook-secret';
const base = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

const mails: ParsedMail[] = [];
const hooks: { signature: string; body: string }[] = [];
let closeSmtp: () => void;
let closeHook: () => void;
let server: ChildProcess;
let dir: string;
let said = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), 'sales-desk-e2e-'));
  closeSmtp = await startSmtp(SMTP_PORT, mails);
  closeHook = await startHookReceiver(HOOK_PORT, hooks);
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: path.join(dir, 'enquiries.db'),
      ENQUIRY_LOG: '',
      ENQUIRY_RATE_LIMIT: '',
      ENQUIRY_MIN_FILL_SECONDS: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ENQUIRY_NOTIFY_TO: 'sales@example.com',
      ENQUIRY_FROM: 'Sales <enquiries@example.com>',
      ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${HOOK_PORT}/hook`,
      ENQUIRY_WEBHOOK_SECRET: SECRET,
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it said, for a failure's message (and to see the one line per enquiry).
  server.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await expect(async () => expect((await fetch(base).catch(() => null))?.ok, said).toBe(true)).toPass({ timeout: 100_000 });
  expect(said).not.toContain('nobody is notified');
});

test.afterAll(async () => {
  server?.kill('SIGKILL');
  closeSmtp?.();
  closeHook?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let client = 10;
/** A page whose requests come from an address of their own. */
async function visitor(browser: import('@playwright/test').Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${client++}` } });
  return context.newPage();
}

async function fill(page: Page, email: string) {
  const form = page.locator(`#${ENQUIRY_FORM_ID}`);
  await form.locator('[name="first-name"]').fill('Amina');
  await form.locator('[name="last-name"]').fill('Yusuf');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="message"]').fill('Please quote 2 MT of cumin seeds, CIF Jebel Ali.');
  // A person takes longer than 3 s to fill a form; sooner is answered like a bot.
  await page.waitForTimeout(3200);
  await form.locator('button[type="submit"]').click();
}

const mailsTo = (email: string) => mails.filter((m) => JSON.stringify(m.to ?? '').includes(email) || m.replyTo?.text.includes(email));

async function expectMails(email: string) {
  // One notification (Reply-To the buyer) and one acknowledgement (to the buyer), within 5 s.
  await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(2);
  const notify = mailsTo(email).find((m) => m.messageId?.includes('.notify@'))!;
  const ack = mailsTo(email).find((m) => m.messageId?.includes('.ack@'))!;
  expect(notify.subject).toMatch(/^Enquiry ENQ-\d{8}-[0-9A-F]{6}: Amina Yusuf, 0 products$/);
  const reference = /ENQ-\d{8}-[0-9A-F]{6}/.exec(notify.subject!)![0];
  expect(ack.subject).toContain(reference);
  return { reference, ack };
}

test('an enquiry sent with JavaScript: one notification and one acknowledgement, and a signed webhook', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${base}/contact/`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const email = `js.${Date.now()}@example.com`;
  await fill(page, email);
  const { reference, ack } = await expectMails(email);
  await expect(page.getByText(reference).first()).toBeVisible();
  expect(ack.text).toContain('We usually respond within 1-2 business days.');
  await expect.poll(() => hooks.filter((h) => h.body.includes(reference)).length).toBe(1);
  const delivered = hooks.find((h) => h.body.includes(reference))!;
  expect(delivered.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(delivered.body).digest('hex')}`);
  expect(JSON.parse(delivered.body)).toMatchObject({ reference, locale: 'en', enquiry: { email } });
});

test('an enquiry sent without JavaScript: the same mails, the reference on the page', async ({ browser }) => {
  const page = await visitor(browser, false);
  await page.goto(`${base}/contact/`);
  const email = `nojs.${Date.now()}@example.com`;
  await fill(page, email);
  const { reference } = await expectMails(email);
  await expect(page.getByText(reference)).toBeVisible();
});

test('without JavaScript, a post sooner than 3 s after the server drew the page is answered like a bot and not stored; a person\'s is', async ({ browser }) => {
  const bot = await visitor(browser, false);
  await bot.goto(`${base}/contact/`);
  const botEmail = `nojs.fast.${Date.now()}@example.com`;
  const form = bot.locator(`#${ENQUIRY_FORM_ID}`);
  await form.locator('[name="first-name"]').fill('Quick');
  await form.locator('[name="last-name"]').fill('Bot');
  await form.locator('[name="email"]').fill(botEmail);
  await form.locator('[name="message"]').fill('Cheap pills, best price.');
  await form.locator('button[type="submit"]').click();
  // The same "received" page a person gets (a bot learns nothing), with a reference that leads nowhere.
  await expect(bot.getByText(/ENQ-\d{8}-[0-9A-F]{6}/).first()).toBeVisible();
  const person = await visitor(browser, false);
  await person.goto(`${base}/contact/`);
  const email = `nojs.person.${Date.now()}@example.com`;
  await fill(person, email);
  await expectMails(email);
  // The person's mails left after the bot's post: had it been stored, its mails would have been first.
  expect(mailsTo(botEmail)).toEqual([]);
});

for (const [locale, words] of [
  ['fr', /Nous répondons généralement sous 1 à 2 jours ouvrés/],
  ['ar', /نردّ عادةً خلال يوم إلى يومَي عمل/],
] as const) {
  test(`the acknowledgement of an enquiry from the ${locale} page is in that language`, async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto(`${base}/${locale}/contact/`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const email = `${locale}.${Date.now()}@example.com`;
    await fill(page, email);
    const { ack } = await expectMails(email);
    expect(ack.text).toMatch(words);
    expect(ack.headers.get('content-language')).toBe(locale);
  });
}

test('the 6th enquiry in 10 minutes from one address is refused in the form, values kept; another address is not affected', async ({ browser }) => {
  const page = await visitor(browser);
  const address = `203.0.113.${client - 1}`;
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post(`${base}/api/enquiry`, {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      data: { 'first-name': 'Flood', 'last-name': `N${i}`, email: `flood${i}@example.com`, message: `Enquiry ${i}` },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto(`${base}/contact/`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const email = `limited.${Date.now()}@example.com`;
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry'));
  await fill(page, email);
  expect((await answer).status()).toBe(429);
  await expect(page.getByText('You have sent several enquiries in a short time')).toBeVisible();
  await expect(page.locator(`#${ENQUIRY_FORM_ID} [name="email"]`)).toHaveValue(email);
  const other = await visitor(browser);
  await other.goto(`${base}/contact/`);
  await expect(other.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const otherEmail = `other.${Date.now()}@example.com`;
  await fill(other, otherEmail);
  await expectMails(otherEmail);
});
