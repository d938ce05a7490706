import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, findSession, signIn, defaultAuthSettings } from '../../scripts/desk/auth.ts';
import { csvCell } from '../../scripts/desk/csv.ts';
import { createDeskHandler } from '../../scripts/desk/handler.ts';
import { hashPassword, verifyPassword } from '../../scripts/desk/passwords.ts';
import { openDatabase, type Database } from '../../scripts/server/db/index.ts';
import { storeEnquiry } from '../../scripts/server/enquiry-store.ts';
import { startPostgres, type PostgresServer } from '../postgres-server.ts';

/**
 * The sales desk's handlers on a real database (an SQLite file; a real PostgreSQL when one can be
 * started), over real HTTP: what a member of staff sees and what is refused without a session.
 */

const PASSWORD = 'correct horse battery';
const XSS_SCRIPT = '<script>alert(1)</script>';
const XSS_IMG = '"><img src=x onerror=alert(2)>';

async function seed(db: Database, reference: string, enquiry: Record<string, unknown>, at: Date) {
  await storeEnquiry(db, enquiry, { key: null, draw: () => reference, deliveries: [], now: at });
}

const buyer = (extra: Record<string, unknown> = {}) => ({
  'first-name': 'Amira',
  'last-name': 'Haddad',
  email: 'amira@example.com',
  message: 'Please quote.',
  company: 'Haddad Trading',
  country: 'Jordan',
  items: [
    { product: 'Cashew kernels W320', quantity: 2, unit: "FCL 20'", variant: 'W320', sample: true, targetPrice: { amount: 6.4, currency: 'USD' }, documents: ['COA', 'Phytosanitary'], seenPrice: { currency: 'USD', min: 4.2, max: 4.6, unit: 'kg', incoterm: 'FOB', validUntil: '2027-01-31' } },
    { product: 'Basmati rice', quantity: 25, unit: 't' },
  ],
  ...extra,
});

interface Desk {
  db: Database;
  base: string;
  close: () => Promise<void>;
}

async function startDesk(db: Database, port: number, options: { trustProxy?: boolean } = {}): Promise<Desk> {
  const handle = createDeskHandler({ database: db, log: () => undefined, trustProxy: options.trustProxy ?? false });
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { db, base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function signedIn(desk: Desk, email: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${desk.base}/desk/sign-in`, { method: 'POST', body: form({ email, password: PASSWORD, next: '/desk/' }), redirect: 'manual' });
  expect(res.status).toBe(303);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await fetch(`${desk.base}/desk/`, { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
  return { cookie, csrf };
}

const engines: { name: string; url: () => Promise<string | null>; port: number }[] = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'desk-test-'));
let postgres: PostgresServer | null = null;
let postgresReason = '';

engines.push({ name: 'SQLite', url: async () => path.join(tmp, 'desk.db'), port: 5151 });
engines.push({
  name: 'PostgreSQL',
  url: async () => {
    const started = startPostgres(5153);
    if ('reason' in started) {
      postgresReason = started.reason;
      console.warn(`desk tests on PostgreSQL skipped: ${started.reason}`);
      return null;
    }
    postgres = started;
    return started.url;
  },
  port: 5152,
});

afterAll(() => {
  postgres?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe.each(engines)('the desk on $name', (engine) => {
  let desk: Desk | null = null;
  const day = new Date('2026-11-20T09:00:00.000Z');

  beforeAll(async () => {
    const url = await engine.url();
    if (!url) return;
    const db = await openDatabase(url);
    await addStaff(db, 'staff@example.com', PASSWORD);
    await addStaff(db, 'locked@example.com', PASSWORD);
    // 120 ordinary enquiries a minute apart, and the ones the tests look at.
    for (let i = 0; i < 120; i++) await seed(db, `ENQ-20261120-${String(i).padStart(6, '0')}`, buyer({ email: `buyer${i}@example.com`, items: [{ product: `Product ${i}`, quantity: 1, unit: 'kg' }] }), new Date(day.getTime() + i * 60_000));
    await seed(db, 'ENQ-20261121-AAAAAA', buyer(), new Date('2026-11-21T08:00:00.000Z'));
    await seed(
      db,
      'ENQ-20261121-XSSXSS',
      buyer({ 'first-name': XSS_SCRIPT, 'last-name': XSS_IMG, company: XSS_IMG, message: XSS_SCRIPT, port: XSS_IMG, items: [{ product: XSS_SCRIPT, quantity: 1, unit: 'kg', variant: XSS_IMG }] }),
      new Date('2026-11-21T08:30:00.000Z'),
    );
    await seed(db, 'ENQ-20261121-FORMUL', buyer({ 'first-name': '=HYPERLINK("http://evil")', 'last-name': 'O"Neil, Jr', company: '+cmd', message: 'line one\nline two', 'phone': '+91 22 1234 5678', items: [{ product: '@SUM(A1)', quantity: 3, unit: 'kg' }] }), new Date('2026-11-21T09:00:00.000Z'));
    await seed(db, 'ENQ-20261121-ARABIC', buyer({ 'first-name': 'أميرة', 'last-name': 'حداد' }), new Date('2026-11-21T09:30:00.000Z'));
    await db.run(`INSERT INTO deliveries (id, reference, kind, state, attempts, last_error) VALUES ('ENQ-20261121-AAAAAA.ack', 'ENQ-20261121-AAAAAA', 'ack', 'failed', 12, 'connect ECONNREFUSED 127.0.0.1:25')`);
    desk = await startDesk(db, engine.port);
  }, 60_000);

  afterAll(async () => {
    await desk?.close();
    await desk?.db.close();
  });

  const skip = () => {
    if (!desk) console.warn(`skipped: ${postgresReason}`);
    return !desk;
  };

  it('answers every page without a session with the sign-in page, and data with 401', async () => {
    if (skip()) return;
    for (const address of ['/desk/', '/desk/enquiries/ENQ-20261121-AAAAAA', '/desk/enquiries/ENQ-20261121-AAAAAA/delete', '/desk/nothing']) {
      const res = await fetch(`${desk!.base}${address}`);
      const page = await res.text();
      expect(res.status, address).toBe(401);
      expect(page).toContain('<h1>Sign in</h1>');
      expect(page).toContain('<label for="email">Email</label>');
      expect(page).toContain('<label for="password">Password</label>');
      expect(page).toContain('>Sign in</button>');
      expect(page).not.toContain('Haddad');
    }
    for (const address of ['/desk/export.csv', '/desk/enquiries.json']) expect((await fetch(`${desk!.base}${address}`)).status, address).toBe(401);
    // A change without a session changes nothing.
    const res = await fetch(`${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA/status`, { method: 'POST', body: form({ status: 'Spam', csrf: 'x' }), redirect: 'manual' });
    expect(res.status).toBe(401);
    const [row] = await desk!.db.query<{ status: string }>('SELECT status FROM enquiries WHERE reference = ?', ['ENQ-20261121-AAAAAA']);
    expect(row!.status).toBe('New');
  });

  it('signs in with a session cookie that scripts cannot read, stored hashed, on pages with a strict policy', async () => {
    if (skip()) return;
    const wrong = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'staff@example.com', password: 'not the password' }), redirect: 'manual' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The e-mail or password is not right.');
    const res = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'Staff@Example.com', password: PASSWORD, next: '/desk/?q=amira' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/desk/?q=amira');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^desk_session=[\w-]{40,}; Path=\/desk; HttpOnly; SameSite=Strict$/);
    const id = cookie.split(';')[0]!.split('=')[1]!;
    const sessions = await desk!.db.query<{ id: string }>('SELECT id FROM sessions');
    expect(sessions.map((s) => s.id)).not.toContain(id);
    const list = await fetch(`${desk!.base}/desk/`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(list.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(await list.text()).toContain('>Sign out</button>');
  });

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    if (skip()) return;
    const proxied = await startDesk(desk!.db, engine.port + 10, { trustProxy: true });
    try {
      const res = await fetch(`${proxied.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'staff@example.com', password: PASSWORD }), headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }, redirect: 'manual' });
      expect(res.headers.get('set-cookie')).toContain('; Secure');
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is anyone's to send, and is not believed.
    const res = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'staff@example.com', password: PASSWORD }), headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
    expect(res.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('lists enquiries newest first, 50 a page, and pages on', async () => {
    if (skip()) return;
    const { cookie } = await signedIn(desk!, 'staff@example.com');
    const first = await (await fetch(`${desk!.base}/desk/enquiries.json`, { headers: { cookie } })).json();
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].reference).toBe('ENQ-20261121-ARABIC');
    const times = first.rows.map((r: { receivedAt: string }) => r.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const seen = new Set(first.rows.map((r: { reference: string }) => r.reference));
    let next = first.next;
    while (next) {
      const page = await (await fetch(`${desk!.base}/desk/enquiries.json?after=${encodeURIComponent(next)}`, { headers: { cookie } })).json();
      for (const r of page.rows) {
        expect(seen.has(r.reference)).toBe(false);
        seen.add(r.reference);
      }
      next = page.next;
    }
    expect(seen.size).toBe(124);
    const html = await (await fetch(`${desk!.base}/desk/`, { headers: { cookie } })).text();
    expect(html).toContain('<label for="q">Search enquiries</label>');
    expect(html).toContain('<label for="status">Status</label>');
    expect(html).toContain('>Export CSV</button>');
    expect(html).toMatch(/rel="next">Next page</);
  });

  it('finds enquiries by reference, name, company, e-mail and product, and filters by status', async () => {
    if (skip()) return;
    const { cookie } = await signedIn(desk!, 'staff@example.com');
    const search = async (query: string) =>
      ((await (await fetch(`${desk!.base}/desk/enquiries.json?${query}`, { headers: { cookie } })).json()).rows as { reference: string }[]).map((r) => r.reference);
    expect(await search('q=enq-20261120-000042')).toEqual(['ENQ-20261120-000042']);
    expect(await search('q=buyer7%40example.com')).toEqual(['ENQ-20261120-000007']);
    expect(await search('q=PRODUCT%20119')).toEqual(['ENQ-20261120-000119']);
    expect(await search('q=%D8%AD%D8%AF%D8%A7%D8%AF')).toEqual(['ENQ-20261121-ARABIC']);
    expect(await search('q=basmati')).toContain('ENQ-20261121-AAAAAA');
    // LIKE's wildcards are taken as text.
    expect(await search('q=%25')).toEqual([]);
    expect(await search('status=Won')).toEqual([]);
  });

  it('refuses a change without its CSRF token (403) and records who changed the status and when', async () => {
    if (skip()) return;
    const { cookie, csrf } = await signedIn(desk!, 'staff@example.com');
    const address = `${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA/status`;
    expect((await fetch(address, { method: 'POST', headers: { cookie }, body: form({ status: 'Answered' }), redirect: 'manual' })).status).toBe(403);
    expect((await fetch(address, { method: 'POST', headers: { cookie }, body: form({ status: 'Answered', csrf: `${csrf.slice(1)}x` }), redirect: 'manual' })).status).toBe(403);
    expect((await fetch(address, { method: 'POST', headers: { cookie, origin: 'https://evil.example' }, body: form({ status: 'Answered', csrf }), redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${desk!.base}/desk/sign-out`, { method: 'POST', headers: { cookie }, body: form({}), redirect: 'manual' })).status).toBe(403);
    let [row] = await desk!.db.query<{ status: string }>('SELECT status FROM enquiries WHERE reference = ?', ['ENQ-20261121-AAAAAA']);
    expect(row!.status).toBe('New');

    const res = await fetch(address, { method: 'POST', headers: { cookie }, body: form({ status: 'Answered', csrf }), redirect: 'manual' });
    expect(res.status).toBe(303);
    [row] = await desk!.db.query<{ status: string }>('SELECT status FROM enquiries WHERE reference = ?', ['ENQ-20261121-AAAAAA']);
    expect(row!.status).toBe('Answered');
    const page = await (await fetch(`${desk!.base}${res.headers.get('location')}`, { headers: { cookie } })).text();
    expect(page).toContain('<option value="Answered" selected>Answered</option>');
    expect(page).toMatch(/Answered since \d{4}-\d\d-\d\d \d\d:\d\d UTC, set by staff@example\.com/);
    expect(await (await fetch(`${desk!.base}/desk/enquiries.json?status=Answered`, { headers: { cookie } })).text()).toContain('ENQ-20261121-AAAAAA');

    const notes = await fetch(`${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA/notes`, { method: 'POST', headers: { cookie }, body: form({ notes: 'Called back <b>Tuesday</b>', csrf }), redirect: 'manual' });
    expect(notes.status).toBe(303);
    expect(await (await fetch(`${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA`, { headers: { cookie } })).text()).toContain('Called back &lt;b&gt;Tuesday&lt;/b&gt;</textarea>');
  });

  it('answers a form over 32 KB with a 413 that says the limit, and keeps the notes as they were', async () => {
    if (skip()) return;
    const { cookie, csrf } = await signedIn(desk!, 'staff@example.com');
    const reference = 'ENQ-20261121-FORMUL';
    const res = await fetch(`${desk!.base}/desk/enquiries/${reference}/notes`, { method: 'POST', headers: { cookie }, body: form({ notes: 'x'.repeat(40 * 1024), csrf }), redirect: 'manual' });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('at most 32 KB');
    const [row] = await desk!.db.query<{ notes: string | null }>('SELECT notes FROM enquiries WHERE reference = ?', [reference]);
    expect(row!.notes ?? '').toBe('');
  });

  it('shows one enquiry: its reference as heading, every field and line, deliveries with Retry now, and a reply link', async () => {
    if (skip()) return;
    const { cookie, csrf } = await signedIn(desk!, 'staff@example.com');
    const page = await (await fetch(`${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA`, { headers: { cookie } })).text();
    expect(page).toContain('<h1>ENQ-20261121-AAAAAA</h1>');
    for (const text of ['Amira', 'Haddad', 'amira@example.com', 'Haddad Trading', 'Jordan', 'Please quote.', 'Cashew kernels W320', "FCL 20&#39;", 'W320', '6.4 USD', 'COA, Phytosanitary', 'Basmati rice', '>25<']) expect(page).toContain(text);
    // The indicative price the buyer saw with the line, and until when it stood (issue 49).
    expect(page).toContain('<th scope="col">Price seen</th>');
    expect(page).toContain('<td>USD 4.20-4.60 per kg, FOB, valid until 31 Jan 2027</td>');
    expect(page).toContain('href="mailto:amira@example.com?subject=Your%20enquiry%20ENQ-20261121-AAAAAA">Reply by e-mail</a>');
    expect(page).toContain('<strong>Acknowledgement to the buyer</strong>: <span class="state state-failed">failed</span>, 12 attempts');
    expect(page).toContain('Last error: connect ECONNREFUSED');
    expect(page).toContain('>Retry now</button>');
    const retry = await fetch(`${desk!.base}/desk/enquiries/ENQ-20261121-AAAAAA/retry`, { method: 'POST', headers: { cookie }, body: form({ delivery: 'ENQ-20261121-AAAAAA.ack', csrf }), redirect: 'manual' });
    expect(retry.status).toBe(303);
    const [delivery] = await desk!.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM deliveries WHERE id = ?', ['ENQ-20261121-AAAAAA.ack']);
    expect(delivery).toMatchObject({ state: 'pending' });
    expect(Number(delivery!.attempts)).toBe(0);
  });

  it('shows every field holding markup as text', async () => {
    if (skip()) return;
    const { cookie } = await signedIn(desk!, 'staff@example.com');
    for (const address of ['/desk/enquiries/ENQ-20261121-XSSXSS', '/desk/?q=xssxss']) {
      const page = await (await fetch(`${desk!.base}${address}`, { headers: { cookie } })).text();
      expect(page).not.toContain('<script');
      expect(page).not.toContain('<img');
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    }
  });

  it('exports CSV: a BOM, one row per line, RFC 4180 quoting and no formulas', async () => {
    if (skip()) return;
    const { cookie } = await signedIn(desk!, 'staff@example.com');
    const res = await fetch(`${desk!.base}/desk/export.csv?q=ENQ-20261121`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Received,Status,First name,Last name,Email/);
    expect(lines.filter((l) => l.startsWith('ENQ-20261121-AAAAAA,'))).toHaveLength(2);
    expect(text).toContain('Cashew kernels W320,2,FCL 20\',W320,yes,6.4,USD,COA; Phytosanitary,"USD 4.20-4.60 per kg, FOB, valid until 31 Jan 2027"\r\n');
    expect(text).toContain('أميرة,حداد');
    expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(text).toContain('"O""Neil, Jr"');
    expect(text).toContain(",'+cmd,");
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain('"line one\nline two"');
    expect(text).not.toContain('ENQ-20261120-');
  });

  it('deletes an enquiry for an erasure request after asking to confirm: personal data gone, reference and who kept', async () => {
    if (skip()) return;
    const { cookie, csrf } = await signedIn(desk!, 'staff@example.com');
    const confirm = await (await fetch(`${desk!.base}/desk/enquiries/ENQ-20261120-000003/delete`, { headers: { cookie } })).text();
    expect(confirm).toContain('<h1>Delete ENQ-20261120-000003?</h1>');
    expect(confirm).toContain('>Delete</button>');
    expect((await fetch(`${desk!.base}/desk/enquiries/ENQ-20261120-000003/delete`, { method: 'POST', headers: { cookie }, body: form({}), redirect: 'manual' })).status).toBe(403);
    const res = await fetch(`${desk!.base}/desk/enquiries/ENQ-20261120-000003/delete`, { method: 'POST', headers: { cookie }, body: form({ csrf }), redirect: 'manual' });
    expect(res.status).toBe(303);
    const [row] = await desk!.db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE reference = ?', ['ENQ-20261120-000003']);
    expect(JSON.stringify(row)).not.toMatch(/buyer3@|Amira|Haddad|Product 3/);
    expect(row).toMatchObject({ reference: 'ENQ-20261120-000003', deleted_by: 'staff@example.com' });
    expect(row!.deleted_at).toBeTruthy();
    const page = await (await fetch(`${desk!.base}/desk/enquiries/ENQ-20261120-000003`, { headers: { cookie } })).text();
    expect(page).toContain('<h1>ENQ-20261120-000003</h1>');
    expect(page).toContain('by staff@example.com: the buyer');
  });

  it('locks an account after five failed sign-ins, even for the right password', async () => {
    if (skip()) return;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'locked@example.com', password: `wrong password ${i}` }), redirect: 'manual' });
      expect(res.status).toBe(i < 4 ? 401 : 429);
    }
    const res = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'locked@example.com', password: PASSWORD }), redirect: 'manual' });
    expect(res.status).toBe(429);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('Too many failed sign-ins');
    // Others still sign in.
    await signedIn(desk!, 'staff@example.com');
    // An e-mail without an account locks the same way: a lock tells no one which accounts exist.
    for (let i = 0; i < 4; i++) await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'nobody@example.com', password: `guess ${i}` }) });
    const fifth = await fetch(`${desk!.base}/desk/sign-in`, { method: 'POST', body: form({ email: 'nobody@example.com', password: 'guess 5' }) });
    expect(fifth.status).toBe(429);
  });

  it('locks a client address after many failures across accounts, and ends idle sessions', async () => {
    if (skip()) return;
    const db = desk!.db;
    const now = new Date('2030-01-01T00:00:00.000Z');
    // Fewer than the default's twenty (each a whole scrypt check), the rule the same.
    const settings = { ...defaultAuthSettings, clientFailures: 4 };
    for (let i = 0; i < settings.clientFailures; i++) await signIn(db, { email: `nobody${i}@example.com`, password: 'x', client: '198.51.100.7' }, settings, now);
    expect(await signIn(db, { email: 'staff@example.com', password: PASSWORD, client: '198.51.100.7' }, settings, now)).toMatchObject({ ok: false, reason: 'locked' });
    const later = new Date(now.getTime() + defaultAuthSettings.lockMs + 1000);
    const result = await signIn(db, { email: 'staff@example.com', password: PASSWORD, client: '198.51.100.7' }, settings, later);
    expect(result.ok).toBe(true);
    const id = (result as { sessionId: string }).sessionId;
    expect(await findSession(db, id, defaultAuthSettings, new Date(later.getTime() + 29 * 60_000))).not.toBeNull();
    expect(await findSession(db, id, defaultAuthSettings, new Date(later.getTime() + 29 * 60_000 + 31 * 60_000))).toBeNull();
  });
});

describe('passwords and cells', () => {
  it('hashes with scrypt, its salt and parameters in the string', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hash)).toBe(false);
  });

  it('neutralises formulas and quotes what needs it', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('npm run desk', () => {
  const file = path.join(tmp, 'cli.db');
  const desk = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/desk/cli.ts', ...args], { input, encoding: 'utf8', env: { ...process.env, DATABASE_URL: file } });

  it('adds staff with a password read from standard input, at least 12 characters, and lists and removes them', async () => {
    const short = desk(['add-user', 'sales@example.com'], 'too short\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const added = desk(['add-user', 'Sales@Example.com'], `${PASSWORD}\n`);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(desk(['list-users'], '').stdout).toContain('sales@example.com');
    const db = await openDatabase(file);
    try {
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM staff WHERE email = ?', ['sales@example.com']);
      expect(row!.password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    } finally {
      await db.close();
    }
    expect(desk(['remove-user', 'sales@example.com'], '').status).toBe(0);
    expect(desk(['list-users'], '').stdout).not.toContain('sales@example.com');
  }, 60_000);
});
