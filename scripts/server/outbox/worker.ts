import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '../db/index.ts';
import { recordEvent, type DeliveryKind, type EnquiryRecord } from '../enquiry-store.ts';
import { acknowledgement, domainOf, notification, signatureOf, webhookBody, type MailMessage, type MailSettings } from './messages.ts';

/**
 * The outbox worker: sends the deliveries queued with each enquiry (the sales notification, the
 * buyer's acknowledgement, the webhook), at least once. A row is claimed with a lease (a time
 * until which no other worker, in this process or another server, takes it); a worker killed
 * mid-send (kill -9) leaves the lease to run out, and the row is sent again by the next one,
 * with the same Message-ID or webhook id, so a repeat is recognisable. A failure is retried with
 * exponential back-off; after the last attempt the row is marked failed, for the desk's "Retry now".
 */

export interface OutboxSettings {
  smtpUrl: string | null;
  mail: MailSettings;
  webhookUrl: string | null;
  webhookSecret: string | null;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  /** The first retry's wait; each next one doubles, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long a claimed row is left to its worker before another may take it. */
  leaseMs: number;
  pollMs: number;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

/** The company's name for the acknowledgement's signature: content/site.json, else a plain word. */
function companyName(env: NodeJS.ProcessEnv): string {
  try {
    const site = JSON.parse(readFileSync(path.resolve(env.CONTENT_DIR ?? 'content', 'site.json'), 'utf8')) as { company?: { name?: string } };
    return site.company?.name ?? 'our company';
  } catch {
    return 'our company';
  }
}

/** The settings the environment gives (the README's "Mail and webhook"). */
export function outboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  const notifyTo = (env.ENQUIRY_NOTIFY_TO ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = env.ENQUIRY_FROM?.trim() || notifyTo[0] || 'enquiries@localhost';
  const key = env.DKIM_PRIVATE_KEY?.trim();
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    mail: { from, notifyTo, company: companyName(env) },
    webhookUrl: env.ENQUIRY_WEBHOOK_URL?.trim() || null,
    webhookSecret: env.ENQUIRY_WEBHOOK_SECRET || null,
    dkim:
      key && env.DKIM_SELECTOR
        ? {
            domainName: env.DKIM_DOMAIN?.trim() || domainOf(from),
            keySelector: env.DKIM_SELECTOR.trim(),
            // A key in the variable itself, or the path of a PEM file.
            privateKey: key.startsWith('-----BEGIN') ? key.replace(/\\n/g, '\n') : readFileSync(key, 'utf8'),
          }
        : null,
    retryBaseMs: number(env.OUTBOX_RETRY_BASE_MS, 30_000),
    maxDelayMs: number(env.OUTBOX_MAX_DELAY_MS, 60 * 60_000),
    maxAttempts: number(env.OUTBOX_MAX_ATTEMPTS, 12),
    leaseMs: number(env.OUTBOX_LEASE_MS, 120_000),
    pollMs: number(env.OUTBOX_POLL_MS, 1000),
  };
}

/** What `npm start` says at start about where enquiries go: the warning when no one is told. */
export function describeOutbox(settings: OutboxSettings): string[] {
  const said: string[] = [];
  if (!settings.smtpUrl) {
    said.push(
      'Enquiries are stored, but nobody is notified: SMTP_URL is not set. Set SMTP_URL (e.g. smtps://user:password@smtp.example.com:465) and ENQUIRY_NOTIFY_TO (the sales addresses) to mail each enquiry to sales and an acknowledgement to the buyer.',
    );
  } else {
    said.push(settings.mail.notifyTo.length ? `Enquiries are mailed to ${settings.mail.notifyTo.join(', ')}; buyers get an acknowledgement from ${settings.mail.from}` : 'ENQUIRY_NOTIFY_TO is not set: buyers get an acknowledgement, but no sales address is notified.');
  }
  if (settings.webhookUrl) said.push(`Enquiries are posted to the webhook ${new URL(settings.webhookUrl).origin}${settings.webhookSecret ? ', signed' : ' UNSIGNED: set ENQUIRY_WEBHOOK_SECRET'}`);
  return said;
}

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base… up to the cap. */
export const backoffMs = (attempts: number, settings: Pick<OutboxSettings, 'retryBaseMs' | 'maxDelayMs'>) =>
  Math.min(settings.maxDelayMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

interface DeliveryRow extends Record<string, unknown> {
  id: string;
  reference: string;
  kind: DeliveryKind;
  attempts: number;
}

/** A failure that retrying will not mend (the SMTP server refused the address for good): marked failed at once. */
class Permanent extends Error {}

export interface Outbox {
  /** Look for due rows now (called after each stored enquiry, so the first attempt does not wait for the poll). */
  kick: () => void;
  /** Stops after the sends in flight; their rows are left to their leases. */
  stop: () => Promise<void>;
  /** One pass: claims and sends every due row (the tests and the loop). */
  runOnce: () => Promise<number>;
}

export function startOutbox(db: Database, settings: OutboxSettings, log: (line: string) => void = (line) => console.warn(line)): Outbox {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, ...(settings.dkim ? { dkim: settings.dkim } : {}), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never)
    : null;

  async function send(row: DeliveryRow, record: EnquiryRecord): Promise<void> {
    if (row.kind === 'webhook') {
      if (!settings.webhookUrl) throw new Error('ENQUIRY_WEBHOOK_URL is not set');
      const body = webhookBody(record);
      const res = await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'enquiry-webhook/1',
          'X-Webhook-Id': row.id,
          ...(settings.webhookSecret ? { 'X-Signature-256': signatureOf(body, settings.webhookSecret) } : {}),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      return;
    }
    if (!transport) throw new Error('SMTP_URL is not set');
    if (row.kind === 'notify' && settings.mail.notifyTo.length === 0) throw new Permanent('ENQUIRY_NOTIFY_TO is not set');
    const message: MailMessage = row.kind === 'notify' ? notification(record, settings.mail) : acknowledgement(record, settings.mail);
    try {
      await transport.sendMail(message);
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx from the server is its final word on this message (a 4xx or a dropped connection is not).
      if (code !== undefined && code >= 500 && code < 600) throw new Permanent((error as Error).message);
      throw error;
    }
  }

  /** Claims a row for this worker; false when another got it first. */
  async function claim(row: DeliveryRow, now: Date): Promise<boolean> {
    const until = new Date(now.getTime() + settings.leaseMs).toISOString();
    const { changes } = await db.run(
      `UPDATE deliveries SET lease_until = ?, attempts = attempts + 1
       WHERE id = ? AND state = 'pending' AND attempts = ? AND (lease_until IS NULL OR lease_until < ?)`,
      [until, row.id, row.attempts, now.toISOString()],
    );
    return changes === 1;
  }

  async function deliver(row: DeliveryRow): Promise<void> {
    const attempt = row.attempts + 1;
    const [enquiry] = await db.query<{ data: string; deleted_at: string | null }>('SELECT data, deleted_at FROM enquiries WHERE reference = ?', [row.reference]);
    try {
      // Erased or purged meanwhile: there is no one to tell about it any more.
      if (!enquiry || enquiry.deleted_at) throw new Permanent('the enquiry was deleted');
      await send(row, JSON.parse(enquiry.data) as EnquiryRecord);
      const at = new Date().toISOString();
      await db.run(`UPDATE deliveries SET state = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?`, [at, row.id]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof Permanent || attempt >= settings.maxAttempts;
      const next = new Date(Date.now() + backoffMs(attempt, settings)).toISOString();
      await db.run(`UPDATE deliveries SET state = ?, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`, [
        final ? 'failed' : 'pending',
        final ? null : next,
        message.slice(0, 500),
        row.id,
      ]);
      if (final) {
        log(`outbox: ${row.kind} of ${row.reference} failed after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${message}`);
        await recordEvent(db, { reference: row.reference, at: new Date().toISOString(), by: 'outbox', kind: 'delivery-failed', detail: `${row.kind}: ${message}` });
      } else log(`outbox: ${row.kind} of ${row.reference}, attempt ${attempt}, failed (${message}); next at ${next}`);
    }
  }

  let running: Promise<number> | null = null;
  let again = false;
  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = new Date();
      const due = await db.query<DeliveryRow>(
        `SELECT id, reference, kind, attempts FROM deliveries
         WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
         ORDER BY next_attempt_at LIMIT 20`,
        [now.toISOString(), now.toISOString()],
      );
      if (due.length === 0) return sent;
      const mine: DeliveryRow[] = [];
      for (const row of due) if (await claim(row, now)) mine.push(row);
      // A few at a time: one slow SMTP server does not hold up the webhook, nor open twenty connections.
      for (let i = 0; i < mine.length; i += 5) await Promise.all(mine.slice(i, i + 5).map(deliver));
      sent += mine.length;
      if (mine.length === 0) return sent;
    }
  }
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log(`outbox: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  };

  let stopped = false;
  const timer = setInterval(() => void runOnce(), settings.pollMs);
  timer.unref();
  void runOnce();
  return {
    kick: () => {
      if (!stopped) void runOnce();
    },
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}

/** The desk's "Retry now": a failed (or waiting) delivery is due again at once, with a fresh series of attempts. */
export async function retryDelivery(db: Database, id: string, by: string): Promise<boolean> {
  const now = new Date().toISOString();
  const [row] = await db.query<{ reference: string }>(`SELECT reference FROM deliveries WHERE id = ? AND state <> 'sent'`, [id]);
  if (!row) return false;
  const { changes } = await db.run(`UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL WHERE id = ? AND state <> 'sent'`, [now, id]);
  if (changes === 1) await recordEvent(db, { reference: row.reference, at: now, by, kind: 'delivery-retry', detail: id });
  return changes === 1;
}
