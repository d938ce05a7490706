import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Sqlite from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
// The tests' SMTP server (a probe is a test run by hand): one server to keep, not two alike.
import { startSmtp } from '../../tests/mail-servers.ts';

/**
 * Issue 43's key promises, asked over HTTP of any checkout's `npm start` server (its
 * scripts/serve.ts on its own build; scripts/server/serve.ts in an older checkout), so the same
 * questions can be put to the code before the desk and to the code now ("seen failing first",
 * docs/sales-desk-attack.md):
 *   1. an idempotency key and its reference are kept where every server and every restart sees
 *      them (two servers on one store; a kill -9 straight after the answer);
 *   2. an old `.data/enquiries.jsonl` is taken in once, by reference: its keys still answer with
 *      their references after the file is gone, and no enquiry is stored twice;
 *   3. the buyer's acknowledgement arrives, in the language of the page (JSON from /fr/, a form
 *      post without script from /ar/), at a real SMTP server this probe runs;
 *   4. the 6th enquiry in 10 minutes from one address gets 429 with Retry-After, another address not.
 *
 *   npx tsx scripts/probes/desk-before-after.ts --root /tmp/old-desk --port 41460
 *   (--root: a checkout with node_modules and a build in dist/; default this one. The servers use
 *   --port and --port + 1, the SMTP server --port + 2.)
 */

type Result = { check: string; ok: boolean; detail: string };

const children = new Set<ChildProcess>();
const trace = (line: string) => process.env.PROBE_TRACE && console.error(line);
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** One server of the checkout in `root`, its working directory (and so its `.data/`) `cwd`. */
async function startServer(root: string, cwd: string, port: number, env: Record<string, string>): Promise<Server> {
  // The server keeps its compressed copies of the build under ./node_modules/.cache: the
  // checkout's, so they are written once, not at every start in a fresh folder (~50 s each).
  if (!existsSync(path.join(cwd, 'node_modules'))) symlinkSync(path.join(root, 'node_modules'), path.join(cwd, 'node_modules'));
  const loader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|ENQUIRY_|SMTP_URL|TRUST_PROXY|DKIM_|PORT$|DIST_DIR$|CONTENT_DIR$)/.test(k)),
  );
  // A checkout from before scripts/serve.ts kept `npm start`'s server in scripts/server/.
  const serve = ['scripts/serve.ts', 'scripts/server/serve.ts'].map((file) => path.join(root, file)).find((file) => existsSync(file))!;
  const child = spawn(process.execPath, ['--import', loader, serve], {
    cwd,
    env: { ...clean, PORT: String(port), DIST_DIR: path.join(root, 'dist'), CONTENT_DIR: path.join(root, 'content'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  trace(`start ${root} on ${port} in ${cwd}`);
  // A fresh checkout's first start compresses its build (~50 s; minutes on a busy machine).
  const end = Date.now() + 300_000;
  for (;;) {
    if (ended(child)) throw new Error(`the server on ${port} exited: ${output}`);
    try {
      await send(base, '/', 'GET');
      return { child, base, output: () => output };
    } catch {
      if (Date.now() > end) {
        // Its pipes would keep the probe alive after the table: it is ended here.
        child.kill('SIGKILL');
        throw new Error(`the server on ${port} did not answer in 300 s: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Whether the child has ended: by its own exit (exitCode) or by a signal (signalCode; exitCode stays null). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  // A server killed before (kill -9 in check 1b) has no 'exit' left to wait for.
  if (ended(server.child)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  // A server that does not end on SIGTERM within 5 s is killed.
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(base: string, pathname: string, method: string, body?: string, headers: Record<string, string> = {}, localAddress?: string): Promise<Answer> {
  if (method !== 'GET') trace(`${method} ${base}${pathname}`);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers, agent: false, ...(localAddress ? { localAddress } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // A server that never answers is a finding, not a hang of the probe.
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The enquiry as both versions store it (cleanEnquiry's key order): required fields, then the language. */
const enquiry = (n: string, locale = 'en') => ({ 'first-name': `Buyer ${n}`, 'last-name': 'Probe', email: `buyer.${n}@example.com`, message: `Please quote, enquiry ${n}.`, locale });

const postJson = (base: string, body: object, key?: string, localAddress?: string): Promise<Answer> =>
  send(base, '/api/enquiry', 'POST', JSON.stringify(body), { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, localAddress).catch(
    (error: unknown) => ({ status: 0, headers: {}, body: error instanceof Error ? error.message : String(error) }),
  );

const referenceOf = (answer: Answer): string | null => {
  try {
    const parsed = JSON.parse(answer.body) as { reference?: unknown };
    return typeof parsed.reference === 'string' ? parsed.reference : null;
  } catch {
    return /ENQ-\d{8}-[0-9A-F]{6,}/.exec(answer.body)?.[0] ?? (answer.status === 0 ? answer.body : null);
  }
};

const NO_LIMIT = { ENQUIRY_RATE_LIMIT: 'off', ENQUIRY_MIN_FILL_SECONDS: '0' };

/** 1. The key and its reference, seen by a second server on the same store and by the server after kill -9. */
async function keysAcrossServers(root: string, port: number): Promise<Result[]> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'desk-probe-keys-'));
  const a = await startServer(root, cwd, port, NO_LIMIT);
  const b = await startServer(root, cwd, port + 1, NO_LIMIT);
  try {
    const key = 'probe-key-two-servers-0001';
    const first = referenceOf(await postJson(a.base, enquiry('k1'), key));
    const second = referenceOf(await postJson(b.base, enquiry('k1'), key));
    const results: Result[] = [
      { check: '1a. the same Idempotency-Key sent to a second server on the same store gets the same reference', ok: !!first && first === second, detail: `server A: ${first}, server B: ${second}` },
    ];
    const key2 = 'probe-key-kill-nine-000001';
    const before = referenceOf(await postJson(a.base, enquiry('k2'), key2));
    await stopServer(a, 'SIGKILL');
    const again = await startServer(root, cwd, port, NO_LIMIT);
    const after = referenceOf(await postJson(again.base, enquiry('k2'), key2));
    await stopServer(again);
    results.push({ check: '1b. a key answered just before kill -9 gets the same reference after the restart', ok: !!before && before === after, detail: `before: ${before}, after: ${after}` });
    return results;
  } finally {
    await stopServer(a);
    await stopServer(b);
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** 2. An old journal in `.data/enquiries.jsonl`, as the service before the database wrote it. */
async function journalImport(root: string, port: number): Promise<Result[]> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'desk-probe-journal-'));
  mkdirSync(path.join(cwd, '.data'));
  const journal = path.join(cwd, '.data/enquiries.jsonl');
  const old = [1, 2, 3].map((n) => ({ receivedAt: `2026-10-0${n}T09:00:00.000Z`, reference: `ENQ-2026100${n}-0A0B0${n}`, key: `probe-journal-key-00000${n}`, ...enquiry(`j${n}`) }));
  writeFileSync(journal, old.map((r) => `${JSON.stringify(r)}\n`).join(''));
  try {
    let server = await startServer(root, cwd, port, NO_LIMIT);
    const read = referenceOf(await postJson(server.base, enquiry('j1'), old[0]!.key));
    await stopServer(server);
    renameSync(journal, `${journal}.moved`);
    server = await startServer(root, cwd, port, NO_LIMIT);
    const withoutFile = referenceOf(await postJson(server.base, enquiry('j2'), old[1]!.key));
    await stopServer(server);
    // The journal back (over whatever the server wrote meanwhile), and two more starts.
    renameSync(`${journal}.moved`, journal);
    for (let i = 0; i < 2; i++) {
      server = await startServer(root, cwd, port, NO_LIMIT);
      await postJson(server.base, enquiry(`later${i}`));
      await stopServer(server);
    }
    const dbFile = path.join(cwd, '.data/enquiries.db');
    let stored = 'no database: the journal read into memory at every start is the only record';
    let once = false;
    if (existsSync(dbFile)) {
      const db = new Sqlite(dbFile, { readonly: true });
      const counts = old.map((r) => (db.prepare('SELECT count(*) AS n FROM enquiries WHERE reference = ?').get(r.reference) as { n: number }).n);
      const total = (db.prepare('SELECT count(*) AS n FROM enquiries').get() as { n: number }).n;
      db.close();
      once = counts.every((n) => n === 1) && total === old.length + 2;
      stored = `rows per journal reference: ${counts.join(', ')}; rows in all: ${total} (3 imported + 2 new)`;
    }
    return [
      { check: '2a. a key from the old journal answers with its reference', ok: read === old[0]!.reference, detail: `journal: ${old[0]!.reference}, answer: ${read}` },
      { check: '2b. ... still after the journal file is gone (taken into the store, not read at start)', ok: withoutFile === old[1]!.reference, detail: `journal: ${old[1]!.reference}, answer: ${withoutFile}` },
      { check: '2c. after three more starts each journal enquiry is stored exactly once', ok: once, detail: stored },
    ];
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** 3. Acknowledgements at a real SMTP server, in the language of the page the enquiry came from. */
async function acknowledgements(root: string, port: number): Promise<Result[]> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'desk-probe-ack-'));
  const mails: ParsedMail[] = [];
  const closeSmtp = await startSmtp(port + 2, mails);
  const server = await startServer(root, cwd, port, { ...NO_LIMIT, SMTP_URL: `smtp://127.0.0.1:${port + 2}`, ENQUIRY_NOTIFY_TO: 'sales@example.com', ENQUIRY_FROM: 'Sales <sales@example.com>' });
  try {
    const fr = referenceOf(await postJson(server.base, enquiry('fr', 'fr'), 'probe-ack-french-0000001'));
    const form = new URLSearchParams({ ...enquiry('ar', 'ar') }).toString();
    const ar = referenceOf(
      await send(server.base, '/api/enquiry', 'POST', form, { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server.base}/ar/contact/` }),
    );
    const ackOf = (reference: string | null, to: string) =>
      mails.find((m) => !!reference && m.subject?.includes(reference) && (m.to && 'text' in m.to ? m.to.text : '').includes(to));
    const end = Date.now() + 5000;
    while (Date.now() < end && !(ackOf(fr, 'buyer.fr@') && ackOf(ar, 'buyer.ar@'))) await new Promise((resolve) => setTimeout(resolve, 50));
    const frAck = ackOf(fr, 'buyer.fr@');
    const arAck = ackOf(ar, 'buyer.ar@');
    const language = (mail: ParsedMail | undefined) => (mail ? String(mail.headers.get('content-language') ?? '?') : 'none');
    return [
      {
        check: '3a. a JSON enquiry from a French page: the buyer gets an acknowledgement in French within 5 s',
        ok: language(frAck) === 'fr' && !!frAck?.text?.includes(fr!),
        detail: `reference ${fr}; mails received ${mails.length}; acknowledgement: ${frAck ? `"${frAck.subject}", Content-Language ${language(frAck)}` : 'none'}`,
      },
      {
        check: '3b. a form post without script from an Arabic page: an acknowledgement in Arabic within 5 s',
        ok: language(arAck) === 'ar' && /[\u0600-\u06FF]/.test(arAck?.text ?? ''),
        detail: `reference ${ar}; acknowledgement: ${arAck ? `"${arAck.subject}", Content-Language ${language(arAck)}` : 'none'}`,
      },
    ];
  } finally {
    await stopServer(server);
    closeSmtp();
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** 4. The rate limit as shipped: five enquiries in 10 minutes per address. */
async function rateLimit(root: string, port: number): Promise<Result[]> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'desk-probe-limit-'));
  const server = await startServer(root, cwd, port, { ENQUIRY_MIN_FILL_SECONDS: '0' });
  try {
    const statuses: number[] = [];
    let sixth: Answer | null = null;
    for (let i = 1; i <= 6; i++) {
      const answer = await postJson(server.base, enquiry(`r${i}`, 'es'));
      statuses.push(answer.status);
      if (i === 6) sixth = answer;
    }
    const other = await postJson(server.base, enquiry('r7'), undefined, '127.0.0.2');
    const code = (() => {
      try {
        return (JSON.parse(sixth!.body) as { errors?: { code?: string; message?: string }[] }).errors?.[0];
      } catch {
        return undefined;
      }
    })();
    return [
      {
        check: '4a. the 6th enquiry in 10 minutes from one address: 429, Retry-After, RATE_LIMITED in the page\'s language',
        ok: sixth?.status === 429 && !!sixth.headers['retry-after'] && code?.code === 'RATE_LIMITED',
        detail: `statuses ${statuses.join(', ')}; Retry-After ${String(sixth?.headers['retry-after'] ?? 'none')}; ${code ? `${code.code}: "${code.message}"` : 'no error'}`,
      },
      { check: '4b. another address meanwhile: accepted', ok: other.status === 200, detail: `status ${other.status}` },
    ];
  } finally {
    await stopServer(server);
    rmSync(cwd, { recursive: true, force: true });
  }
}

export async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(arg('root') ?? '.');
  const port = Number(arg('port') ?? 41460);
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error(`no build in ${root}/dist: run "npm run build" there first`);
  const results: Result[] = [];
  for (const check of [keysAcrossServers, journalImport, acknowledgements, rateLimit]) {
    console.error(`${check.name}…`);
    try {
      results.push(...(await check(root, port)));
    } catch (error) {
      results.push({ check: check.name, ok: false, detail: `could not run: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  console.log(`| check (${root}) | result | seen |\n|---|---|---|`);
  for (const r of results) console.log(`| ${r.check} | ${r.ok ? 'pass' : 'FAIL'} | ${r.detail.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await main(process.argv.slice(2));
  // Whatever a failed check left running (a server, a socket) must not hold the probe open after its table.
  for (const child of children) child.kill('SIGKILL');
  process.exit(code);
}
