import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { validateEnquiry } from '../../src/features/enquiry/rules.ts';
import { MAX_ITEMS, PRODUCT_MAX_LENGTH, VARIANT_MAX_LENGTH } from '../../src/features/enquiry/line-rules.ts';
import { openDatabase } from '../server/db/index.ts';
import { MAX_BODY_BYTES } from '../server/enquiry-service.ts';

/**
 * Issue 43's attack, run as an attacker would against `npm start`'s server (serve.ts on the
 * build in `dist/`, its own SQLite file, a real SMTP server in this process): one client sends
 * 8,500 of the largest valid enquiries, the server is killed with SIGKILL and started again.
 * Measured: the start (time until it answers), its memory (RSS), the database's size, whether
 * every acknowledged enquiry is stored exactly once under the reference it was given, whether the
 * outbox delivers each one's notification and acknowledgement (once per Message-ID), and whether
 * a later enquiry is still accepted.
 *
 *   npx tsx scripts/probes/enquiry-attack.ts                    the rate limit as shipped
 *   npx tsx scripts/probes/enquiry-attack.ts --rate-limit off   no limit: every enquiry stored
 *   options: --total 8500 --concurrency 8 --port 41400 --dist dist
 *   (or `npx tsx scripts/probes/enquiry-flood.ts --attack ...`, the same)
 */

/** A character three bytes long in UTF-8 (Devanagari ka): the most bytes a message character may cost without a surrogate pair. */
const WIDE = '\u0915';

/**
 * The largest enquiry the service accepts: every field at its longest, 50 lines with every
 * detail, and a message that fills the body up to the service's limit (64 KiB) with
 * three-byte characters. Checked against the form's own rules.
 */
export function largestEnquiry(n: number, run: string): Record<string, unknown> {
  const pad = (text: string, length: number) => (text + ' ' + 'x'.repeat(length)).slice(0, length);
  const items = Array.from({ length: MAX_ITEMS }, (_, i) => ({
    product: pad(`Product ${i} of enquiry ${n} run ${run}`, PRODUCT_MAX_LENGTH),
    quantity: 999_999.5,
    unit: "FCL 40'",
    variant: pad(`Grade ${i}`, VARIANT_MAX_LENGTH),
    sample: true,
    targetPrice: { amount: 123_456.78, currency: 'USD' },
    seenPrice: { currency: 'USD', min: 100_000.25, max: 200_000.75, unit: 'kg', incoterm: 'FOB', validUntil: '2099-12-31' },
    documents: ['Certificate of analysis', 'Phytosanitary certificate', 'Certificate of origin'],
  }));
  const enquiry: Record<string, unknown> = {
    'first-name': pad(`Flood ${n}`, 100),
    'last-name': pad(`Attack ${run}`, 100),
    email: `flood.${n}.${run}@example.com`,
    company: pad(`Company ${n}`, 200),
    country: 'India',
    phone: '+91 22 1234 5678 9012 3456 7890 1234 567',
    port: pad('Port', 100),
    incoterm: 'CIF',
    locale: 'ar',
    items,
    message: '',
  };
  const prefix = `Enquiry ${n} of run ${run}. `;
  const room = MAX_BODY_BYTES - Buffer.byteLength(JSON.stringify({ ...enquiry, message: prefix }));
  const wide = Math.max(0, Math.min(20_000 - prefix.length, Math.floor(room / 3)));
  enquiry.message = prefix + WIDE.repeat(wide) + 'x'.repeat(Math.max(0, Math.min(20_000 - prefix.length - wide, room - wide * 3)));
  return enquiry;
}

/** One enquiry POSTed under its Idempotency-Key: the status, the reference given, and a 429's Retry-After. */
export function post(url: string, agent: Agent, key: string, body: string): Promise<{ status: number; reference?: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let reference: string | undefined;
        try {
          const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { reference?: unknown };
          if (typeof parsed.reference === 'string') reference = parsed.reference;
        } catch {
          // Not JSON: the status says enough.
        }
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, ...(reference ? { reference } : {}), ...(retryAfter ? { retryAfter } : {}) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Resident and peak memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rssMB: number; peakMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
}

const sizeMB = (file: string) => (existsSync(file) ? statSync(file).size / 1024 / 1024 : 0);
const round = (n: number, places = 1) => Number(n.toFixed(places));

/** A real SMTP server that keeps each message's Message-ID (the header only: 17,000 mails of 70 KB are not parsed whole). */
async function startSmtp(port: number) {
  const ids = new Map<string, number>();
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 10 * 1024 * 1024,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const headers = head.split(/\r?\n\r?\n/)[0] ?? '';
        const id = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? `none-${mails}`;
        ids.set(id, (ids.get(id) ?? 0) + 1);
        mails++;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { ids, mails: () => mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface AttackReport {
  rateLimit: string;
  sent: number;
  statuses: Record<number, number>;
  retryAfterSeen: boolean;
  floodSeconds: number;
  firstStart: { seconds: number; rssMB: number };
  afterFlood: { rssMB: number; peakMB: number };
  dbMBAtKill: number;
  restart: { seconds: number; rssMB: number; peakMB: number };
  acknowledged: number;
  storedOnce: number;
  missing: number;
  storedTwice: number;
  wrongReference: number;
  rowsInDatabase: number;
  delivery: { seconds: number; notified: number; acknowledgedByMail: number; repeatsSameMessageId: number; pendingOrFailed: number };
  afterDelivery: { rssMB: number; peakMB: number };
  dbMBAfterDelivery: number;
  laterEnquiry: { status: number; ms: number };
}

export async function enquiryAttack(options: { rateLimit?: string; total: number; concurrency: number; port: number; dist: string; log?: (line: string) => void }): Promise<AttackReport> {
  const log = options.log ?? ((line: string) => console.error(line));
  const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-attack-'));
  const dbFile = path.join(dir, 'enquiries.db');
  const smtpPort = options.port + 1;
  const base = `http://127.0.0.1:${options.port}`;
  const smtp = await startSmtp(smtpPort);
  let server: ChildProcess | null = null;
  let said = '';
  const start = async () => {
    const began = Date.now();
    said = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(options.port),
        DIST_DIR: options.dist,
        DATABASE_URL: dbFile,
        // As shipped: no journal, the default fill-time check, the limit given (empty: the default).
        ENQUIRY_LOG: '',
        ENQUIRY_MIN_FILL_SECONDS: '',
        ENQUIRY_RATE_LIMIT: options.rateLimit ?? '',
        TRUST_PROXY: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ENQUIRY_NOTIFY_TO: 'sales@example.com',
        ENQUIRY_FROM: 'Sales <enquiries@example.com>',
        ENQUIRY_WEBHOOK_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (c: Buffer) => (said = (said + c.toString()).slice(-4000)));
    server.stderr!.on('data', (c: Buffer) => (said = (said + c.toString()).slice(-4000)));
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited: ${said}`);
      const status = await fetch(`${base}/api/enquiry`, { method: 'OPTIONS' }).then((r) => r.status, () => 0);
      if (status === 405) break;
      if (Date.now() - began > 300_000) throw new Error(`no answer within 300 s: ${said}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (Date.now() - began) / 1000;
  };
  const pid = () => (server as ChildProcess | null)?.pid ?? 0;

  try {
    const firstSeconds = await start();
    const firstStart = { seconds: round(firstSeconds, 2), rssMB: memoryOf(pid()).rssMB };
    log(`started in ${firstStart.seconds} s, RSS ${firstStart.rssMB} MB; flooding ${options.total} enquiries at concurrency ${options.concurrency}`);

    const run = randomUUID().slice(0, 8);
    const sample = largestEnquiry(0, run);
    if (validateEnquiry(sample).length || Buffer.byteLength(JSON.stringify(sample)) > MAX_BODY_BYTES) throw new Error('largestEnquiry() is not a valid enquiry within the limit');
    const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
    const statuses: Record<number, number> = {};
    const acknowledged = new Map<string, string>();
    let retryAfterSeen = false;
    let next = 0;
    const floodStart = Date.now();
    const url = `${base}/api/enquiry`;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        for (let i = next++; i < options.total; i = next++) {
          const key = `attack-${run}-${String(i).padStart(6, '0')}`;
          const body = JSON.stringify(largestEnquiry(i, run));
          const answer = await post(url, agent, key, body);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status === 429 && answer.retryAfter) retryAfterSeen = true;
          if (answer.status === 200 && answer.reference) acknowledged.set(key, answer.reference);
          if (i % 1000 === 999) log(`${i + 1} sent (${JSON.stringify(statuses)})`);
        }
      }),
    );
    agent.destroy();
    const floodSeconds = round((Date.now() - floodStart) / 1000);
    const afterFlood = memoryOf(pid());
    log(`flood done in ${floodSeconds} s: ${JSON.stringify(statuses)}; RSS ${afterFlood.rssMB} MB (peak ${afterFlood.peakMB}); kill -9`);

    // Killed with its outbox mid-send.
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await exited;
    const dbMBAtKill = round(sizeMB(dbFile) + sizeMB(`${dbFile}-wal`));

    const restartSeconds = await start();
    const restart = { seconds: round(restartSeconds, 2), ...memoryOf(pid()) };
    log(`restarted in ${restart.seconds} s, RSS ${restart.rssMB} MB; waiting for the outbox`);

    const deliveryStart = Date.now();
    const references = [...acknowledged.values()];
    const has = (reference: string, kind: string) => smtp.ids.has(`<${reference}.${kind}@example.com>`);
    for (;;) {
      const left = references.filter((r) => !has(r, 'notify') || !has(r, 'ack')).length;
      if (left === 0) break;
      if (Date.now() - deliveryStart > 30 * 60_000) throw new Error(`${left} enquiries still undelivered after 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const deliverySeconds = round((Date.now() - deliveryStart) / 1000);
    const afterDelivery = memoryOf(pid());

    const db = await openDatabase(dbFile);
    let storedOnce = 0;
    let missing = 0;
    let storedTwice = 0;
    let wrongReference = 0;
    let rowsInDatabase = 0;
    let pendingOrFailed = 0;
    try {
      for (const [key, reference] of acknowledged) {
        const rows = await db.query<{ reference: string }>('SELECT reference FROM enquiries WHERE idempotency_key = ?', [key]);
        if (rows.length === 0) missing++;
        else if (rows.length > 1) storedTwice++;
        else if (rows[0]!.reference !== reference) wrongReference++;
        else storedOnce++;
      }
      rowsInDatabase = Number((await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM enquiries'))[0]!.n);
      pendingOrFailed = Number((await db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM deliveries WHERE state <> 'sent'`))[0]!.n);
    } finally {
      await db.close();
    }
    const dbMBAfterDelivery = round(sizeMB(dbFile) + sizeMB(`${dbFile}-wal`));

    // Later: one more enquiry (another run's key), of ordinary size.
    const laterStart = Date.now();
    const later = await fetch(`${base}/api/enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `later-${randomUUID()}` },
      body: JSON.stringify({ 'first-name': 'Later', 'last-name': 'Buyer', email: 'later@example.com', message: 'A quotation for 2 MT of cumin, please.' }),
    });
    const laterEnquiry = { status: later.status, ms: Date.now() - laterStart };

    const repeats = [...smtp.ids.values()].reduce((n, count) => n + count - 1, 0);
    return {
      rateLimit: options.rateLimit || 'as shipped (5/10m,20/1d)',
      sent: options.total,
      statuses,
      retryAfterSeen,
      floodSeconds,
      firstStart,
      afterFlood,
      dbMBAtKill,
      restart,
      acknowledged: acknowledged.size,
      storedOnce,
      missing,
      storedTwice,
      wrongReference,
      rowsInDatabase,
      delivery: {
        seconds: deliverySeconds,
        notified: references.filter((r) => has(r, 'notify')).length,
        acknowledgedByMail: references.filter((r) => has(r, 'ack')).length,
        repeatsSameMessageId: repeats,
        pendingOrFailed,
      },
      afterDelivery,
      dbMBAfterDelivery,
      laterEnquiry,
    };
  } finally {
    (server as ChildProcess | null)?.kill('SIGKILL');
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the service held: every acknowledged enquiry stored once and delivered, the restart within bounds, a later enquiry accepted. */
export function attackHeld(report: AttackReport): string[] {
  const problems: string[] = [];
  if (report.acknowledged === 0) problems.push('no enquiry was accepted');
  if (report.storedOnce !== report.acknowledged) problems.push(`${report.acknowledged - report.storedOnce} acknowledged enquiries not stored exactly once under their reference`);
  if (report.rowsInDatabase !== report.acknowledged) problems.push(`${report.rowsInDatabase} rows for ${report.acknowledged} acknowledged enquiries`);
  if (report.delivery.notified !== report.acknowledged || report.delivery.acknowledgedByMail !== report.acknowledged) problems.push('not every enquiry was mailed');
  if (report.restart.seconds > 3) problems.push(`the restart took ${report.restart.seconds} s (more than 3)`);
  if (report.restart.rssMB > 300 || report.afterDelivery.rssMB > 300) problems.push('more than 300 MB of memory');
  if (report.laterEnquiry.status !== 200) problems.push(`a later enquiry got ${report.laterEnquiry.status}`);
  return problems;
}

export async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const report = await enquiryAttack({
    rateLimit: arg('rate-limit'),
    total: Number(arg('total') ?? 8500),
    concurrency: Number(arg('concurrency') ?? 8),
    port: Number(arg('port') ?? process.env.PORT ?? 41400),
    dist: path.resolve(arg('dist') ?? 'dist'),
  });
  console.log(JSON.stringify(report, null, 2));
  const problems = attackHeld(report);
  console.log(problems.length ? `FAILED: ${problems.join('; ')}` : `held: ${report.acknowledged} of ${report.sent} accepted, each stored once and mailed; restart ${report.restart.seconds} s, ${report.restart.rssMB} MB`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
