import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { openDatabase } from '../../scripts/server/db/index.ts';
import { startSmtp } from '../mail-servers.ts';

/**
 * Issue 43, "done when": with the SMTP server down, 50 enquiries in flight and `npm start`'s server
 * killed with SIGKILL five times, then the SMTP server back: every acknowledged enquiry is stored
 * once and its notification delivered; a repeat only with the same Message-ID.
 */
const PORT = Number(process.env.SALES_DESK_CRASH_PORT ?? 5135);
const SMTP_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

test('kill -9 five times with 50 enquiries in flight and the SMTP server down: none lost, none twice, each notified', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'sales-desk-crash-'));
  const database = path.join(dir, 'enquiries.db');
  let server: ChildProcess | null = null;
  let said = '';
  const startServer = async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        DATABASE_URL: database,
        ENQUIRY_LOG: '',
        ENQUIRY_RATE_LIMIT: 'off',
        ENQUIRY_MIN_FILL_SECONDS: '0',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ENQUIRY_NOTIFY_TO: 'sales@example.com',
        ENQUIRY_FROM: 'Sales <enquiries@example.com>',
        ENQUIRY_WEBHOOK_URL: '',
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_MAX_DELAY_MS: '1000',
        OUTBOX_MAX_ATTEMPTS: '10000',
        OUTBOX_LEASE_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    await expect(async () => expect((await fetch(`${base}/api/enquiry`, { method: 'OPTIONS' }).catch(() => null))?.status, said.slice(-2000)).toBe(405)).toPass({
      timeout: 60_000,
    });
  };
  const acknowledged = new Map<string, string>();
  const send = async (i: number) => {
    const key = `crash-${i}-${randomUUID()}`;
    try {
      const res = await fetch(`${base}/api/enquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ 'first-name': 'Crash', 'last-name': `Test ${i}`, email: `crash${i}@example.com`, message: `Enquiry ${i}` }),
      });
      const body = (await res.json()) as { reference?: string };
      if (res.status === 200 && body.reference) acknowledged.set(key, body.reference);
    } catch {
      // Killed before it answered: not acknowledged, so not promised.
    }
  };
  const mails: ParsedMail[] = [];
  let closeSmtp: (() => void) | null = null;
  try {
    for (let round = 0; round < 5; round++) {
      await startServer();
      // Ten in flight; the server is killed while they are being stored and its outbox is retrying.
      const inFlight = Array.from({ length: 10 }, (_, j) => send(round * 10 + j));
      await new Promise((resolve) => setTimeout(resolve, 40 + round * 30));
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server!.kill('SIGKILL');
      await Promise.all([...inFlight, exited]);
    }
    expect(acknowledged.size).toBeGreaterThan(0);
    await startServer();
    closeSmtp = await startSmtp(SMTP_PORT, mails);
    const references = [...acknowledged.values()];
    const notified = () => new Set(mails.filter((m) => m.messageId?.includes('.notify@')).map((m) => /ENQ-\d{8}-[0-9A-F]+/.exec(m.subject ?? '')?.[0]));
    await expect.poll(() => references.filter((r) => !notified().has(r)), { timeout: 60_000 }).toEqual([]);
    const db = await openDatabase(database);
    try {
      for (const [key, reference] of acknowledged) {
        const rows = await db.query<{ reference: string }>('SELECT reference FROM enquiries WHERE idempotency_key = ?', [key]);
        expect(rows, key).toEqual([{ reference }]);
      }
    } finally {
      await db.close();
    }
    // A repeat (a send cut short by a kill) carries the Message-ID of the first.
    for (const reference of references) {
      const ids = new Set(mails.filter((m) => m.subject?.includes(reference)).map((m) => m.messageId));
      expect(ids.size, reference).toBeLessThanOrEqual(2);
      for (const id of ids) expect(id).toMatch(new RegExp(`^<${reference}\\.(notify|ack)@example\\.com>$`));
    }
  } finally {
    (server as ChildProcess | null)?.kill('SIGKILL');
    closeSmtp?.();
    rmSync(dir, { recursive: true, force: true });
  }
});
