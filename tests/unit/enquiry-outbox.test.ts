import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../scripts/server/db/index.ts';
import { storeEnquiry } from '../../scripts/server/enquiry-store.ts';
import { cleanEnquiry, validateEnquiry } from '../../src/features/enquiry/rules.ts';
import { outboxSettingsFromEnv, retryDelivery, startOutbox } from '../../scripts/server/outbox/worker.ts';
import { startHookReceiver, startSmtp } from '../mail-servers.ts';

/**
 * Issue 43, item 2: each stored enquiry reaches a real SMTP server (smtp-server, read back with
 * mailparser) as a sales notification and the buyer's acknowledgement in the enquiry's language,
 * and a real HTTP receiver as a signed webhook; a delivery that fails is retried, then marked failed.
 */
const SMTP_PORT = Number(process.env.OUTBOX_TEST_PORT ?? 5111);
const HOOK_PORT = SMTP_PORT + 1;
const SECRET = 'webhook-secret-for-tests';
const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-outbox-'));
const mails: ParsedMail[] = [];
const hooks: { signature: string; body: string }[] = [];
let closeSmtp: () => void;
let closeHook: () => void;
let db: Database;

beforeAll(async () => {
  closeSmtp = await startSmtp(SMTP_PORT, mails);
  closeHook = await startHookReceiver(HOOK_PORT, hooks);
  db = await openDatabase(path.join(dir, 'outbox.db'));
});
afterAll(async () => {
  await db.close();
  closeSmtp();
  closeHook();
  rmSync(dir, { recursive: true, force: true });
});

const env = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  ENQUIRY_NOTIFY_TO: 'sales@example.com',
  ENQUIRY_FROM: 'Sales desk <enquiries@example.com>',
  ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${HOOK_PORT}/hook`,
  ENQUIRY_WEBHOOK_SECRET: SECRET,
  CONTENT_DIR: 'tests/fixtures/content',
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_MAX_DELAY_MS: '100',
  OUTBOX_MAX_ATTEMPTS: '3',
};

let n = 0;
const draw = () => `ENQ-20261207-${(0xa00000 + n++).toString(16).toUpperCase()}`;
const enquiry = (locale: string, company?: string) => ({
  'first-name': 'Amina',
  'last-name': 'Yusuf',
  email: `amina.${locale}@example.com`,
  message: 'Please quote CIF Jebel Ali.',
  ...(company ? { company } : {}),
  country: 'United Arab Emirates',
  locale,
  items: [
    { product: 'Cashew kernels', quantity: 2, unit: 'MT', variant: 'W320' },
    { product: 'Black pepper', quantity: 500, unit: 'kg', sample: true },
  ],
});
const until = async (test: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the outbox', () => {
  it('mails the sales notification and a French acknowledgement, and posts a signed webhook', async () => {
    const { record } = await storeEnquiry(db, enquiry('fr', 'Yusuf Trading'), { key: null, draw, deliveries: ['notify', 'ack', 'webhook'] });
    const outbox = startOutbox(db, outboxSettingsFromEnv(env), () => {});
    try {
      await until(() => mails.filter((m) => m.subject?.includes(record.reference)).length === 2 && hooks.some((h) => h.body.includes(record.reference)));
    } finally {
      await outbox.stop();
    }
    const notify = mails.find((m) => m.messageId === `<${record.reference}.notify@example.com>`)!;
    expect(notify.subject).toBe(`Enquiry ${record.reference}: Yusuf Trading, 2 products`);
    expect(notify.replyTo?.text).toContain('amina.fr@example.com');
    expect(notify.text).toContain('Country: United Arab Emirates');
    expect(notify.text).toContain('Black pepper: 500 kg · sample wanted');
    const ack = mails.find((m) => m.messageId === `<${record.reference}.ack@example.com>`)!;
    expect(ack.to && 'text' in ack.to ? ack.to.text : '').toContain('amina.fr@example.com');
    expect(ack.subject).toContain(record.reference);
    expect(ack.text).toContain('Nous répondons généralement sous 1 à 2 jours ouvrés.');
    expect(ack.text).toContain('Cashew kernels: 2 MT · W320');
    const delivered = hooks.find((h) => h.body.includes(record.reference))!;
    expect(delivered.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(delivered.body).digest('hex')}`);
    expect(JSON.parse(delivered.body)).toMatchObject({ id: `${record.reference}.webhook`, reference: record.reference, receivedAt: record.receivedAt, locale: 'fr', enquiry: { company: 'Yusuf Trading' } });
    expect(await db.query(`SELECT state FROM deliveries WHERE reference = ? AND state <> 'sent'`, [record.reference])).toEqual([]);
  });

  it('shows the sales team the indicative price each line was added at, and its validity (issue 49)', async () => {
    const posted = {
      ...enquiry('es', 'Yusuf Trading'),
      items: [
        { product: 'Cashew kernels', quantity: 2, unit: 'MT', seenPrice: { currency: 'USD', min: 4.2, max: 4.6, unit: 'kg', incoterm: 'FOB', validUntil: '2027-01-31' } },
        { product: 'Black pepper', quantity: 500, unit: 'kg', seenPrice: { currency: 'EUR', min: 7, max: 7, unit: 'kg', incoterm: 'CIF', validUntil: '2026-12-01' } },
        { product: 'Turmeric', quantity: 1, unit: 'MT' },
      ],
    };
    expect(validateEnquiry(posted)).toEqual([]);
    // The form's body as the service stores it; received after the pepper's price ran out.
    const { record } = await storeEnquiry(db, { ...cleanEnquiry(posted) }, { key: null, draw, deliveries: ['notify'], now: new Date('2026-12-07T10:00:00.000Z') });
    const outbox = startOutbox(db, outboxSettingsFromEnv(env), () => {});
    try {
      await until(() => mails.some((m) => m.messageId === `<${record.reference}.notify@example.com>`));
    } finally {
      await outbox.stop();
    }
    const text = mails.find((m) => m.messageId === `<${record.reference}.notify@example.com>`)!.text!;
    const lines = text.split('\n');
    const after = (line: string) => lines[lines.indexOf(line) + 1];
    expect(after('1. Cashew kernels: 2 MT')).toBe('   Price seen: USD 4.20-4.60 per kg, FOB, valid until 31 Jan 2027');
    expect(after('2. Black pepper: 500 kg')).toBe('   Price seen: EUR 7.00 per kg, CIF, valid until 1 Dec 2026, expired by then');
    expect(after('3. Turmeric: 1 MT')).toBe('');
  });

  it('writes the Arabic acknowledgement in Arabic', async () => {
    const { record } = await storeEnquiry(db, enquiry('ar'), { key: null, draw, deliveries: ['ack'] });
    const outbox = startOutbox(db, outboxSettingsFromEnv(env), () => {});
    try {
      await until(() => mails.some((m) => m.messageId === `<${record.reference}.ack@example.com>`));
    } finally {
      await outbox.stop();
    }
    const ack = mails.find((m) => m.messageId === `<${record.reference}.ack@example.com>`)!;
    expect(ack.subject).toContain('تلقّينا استفسارك');
    expect(ack.text).toContain('نردّ عادةً خلال يوم إلى يومَي عمل.');
  });

  it('retries with back-off while the SMTP server is down, marks the delivery failed after the last attempt, and sends it on "Retry now"', async () => {
    const { record } = await storeEnquiry(db, enquiry('en'), { key: null, draw, deliveries: ['notify'] });
    const down = startOutbox(db, outboxSettingsFromEnv({ ...env, SMTP_URL: 'smtp://127.0.0.1:5113' }), () => {});
    const state = async () => (await db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM deliveries WHERE reference = ?', [record.reference]))[0]!;
    try {
      const end = Date.now() + 5000;
      while ((await state()).state !== 'failed' && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await down.stop();
    }
    expect(await state()).toEqual({ state: 'failed', attempts: 3 });
    expect(await retryDelivery(db, `${record.reference}.notify`, 'staff@example.com')).toBe(true);
    const up = startOutbox(db, outboxSettingsFromEnv(env), () => {});
    try {
      await until(() => mails.some((m) => m.messageId === `<${record.reference}.notify@example.com>`));
    } finally {
      await up.stop();
    }
    expect((await state()).state).toBe('sent');
  });
});
