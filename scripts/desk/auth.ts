import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../server/db/index.ts';
import { DUMMY_HASH, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

/**
 * Staff accounts, sign-in with lock-out, and sessions. A session's id is sent once, in the cookie,
 * and stored only as its SHA-256: a copy of the database does not sign anyone in.
 */

export interface AuthSettings {
  /** Failed sign-ins in a row that lock an account, and for how long. */
  accountFailures: number;
  /** Failed sign-ins from one client address (within `lockMs`) that lock it out, whatever the account. */
  clientFailures: number;
  lockMs: number;
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however busy. */
  absoluteMs: number;
}

export const defaultAuthSettings: AuthSettings = {
  accountFailures: 5,
  // Higher than an account's: an office behind one address must not lock itself out by one typo each.
  clientFailures: 20,
  lockMs: 15 * 60_000,
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An e-mail's failed sign-ins are counted under this key (sign_in_failures), an address's under `client:`. */
const accountKey = (email: string) => `account:${email}`;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function addStaff(db: Database, email: string, password: string, now = new Date()): Promise<void> {
  const address = normaliseEmail(email);
  if (!EMAIL.test(address)) throw new Error(`"${email}" is not an e-mail address.`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  // Adding someone again sets a new password (and lifts a lock): the way to reset one.
  await db.run(
    `INSERT INTO staff (email, password_hash, failed_logins, locked_until, created_at) VALUES (?, ?, 0, NULL, ?)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
    [address, hash, now.toISOString()],
  );
  await db.run('DELETE FROM sign_in_failures WHERE subject = ?', [accountKey(address)]);
  // A new password ends the sessions made with the old one.
  await db.run('DELETE FROM sessions WHERE email = ?', [address]);
}

export async function removeStaff(db: Database, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  await db.run('DELETE FROM sessions WHERE email = ?', [address]);
  return (await db.run('DELETE FROM staff WHERE email = ?', [address])).changes === 1;
}

export function listStaff(db: Database): Promise<{ email: string; createdAt: string; lockedUntil: string | null }[]> {
  return db.query(
    `SELECT s.email, s.created_at AS "createdAt", f.locked_until AS "lockedUntil" FROM staff s LEFT JOIN sign_in_failures f ON f.subject = 'account:' || s.email ORDER BY s.email`,
  );
}

export type SignInResult = { ok: true; sessionId: string } | { ok: false; reason: 'invalid' | 'locked'; until?: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A subject's failed sign-ins: how many since `first_at`, and the lock they set. */
const counterOf = async (db: Database, subject: string) =>
  (await db.query<{ failures: number; first_at: string; locked_until: string | null }>('SELECT failures, first_at, locked_until FROM sign_in_failures WHERE subject = ?', [subject]))[0];

/** When the subject's lock ends, if it is locked now. */
async function lockedUntil(db: Database, subject: string, at: string): Promise<string | null> {
  const row = await counterOf(db, subject);
  return row?.locked_until && row.locked_until > at ? row.locked_until : null;
}

/** Counts one failure; at `limit` within the window (the lock's length) the subject is locked: returns until when. */
async function countFailure(db: Database, subject: string, limit: number, settings: AuthSettings, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const row = await counterOf(db, subject);
  const fresh = !row || now.getTime() - Date.parse(row.first_at) > settings.lockMs;
  const failures = fresh ? 1 : Number(row.failures) + 1;
  const until = failures >= limit ? new Date(now.getTime() + settings.lockMs).toISOString() : null;
  await db.run(
    `INSERT INTO sign_in_failures (subject, failures, first_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (subject) DO UPDATE SET failures = excluded.failures, first_at = excluded.first_at, locked_until = excluded.locked_until`,
    [subject, until ? 0 : failures, fresh || until ? at : row.first_at, until],
  );
  return until;
}

/**
 * Checks an e-mail and password from `client`. Five failures for one e-mail within 15 minutes lock
 * it for 15 minutes (whether or not it has an account, so a lock tells nothing), twenty from one
 * address lock that address; while locked even the right password is refused. Unknown e-mails
 * cost the same scrypt check as known ones.
 */
export async function signIn(db: Database, input: { email: string; password: string; client: string }, settings = defaultAuthSettings, now = new Date()): Promise<SignInResult> {
  const email = normaliseEmail(input.email).slice(0, 254);
  const at = now.toISOString();
  const clientKey = `client:${input.client}`;
  const locked = (await lockedUntil(db, clientKey, at)) ?? (await lockedUntil(db, accountKey(email), at));
  if (locked) return { ok: false, reason: 'locked', until: locked };
  const [staff] = await db.query<{ password_hash: string }>('SELECT password_hash FROM staff WHERE email = ?', [email]);
  const matches = await verifyPassword(input.password, staff?.password_hash ?? DUMMY_HASH);
  if (staff && matches) {
    await db.run('DELETE FROM sign_in_failures WHERE subject = ?', [accountKey(email)]);
    // Tidying at each sign-in keeps both tables small without a timer: sessions past either limit, counts past their window.
    const idle = new Date(now.getTime() - settings.idleMs).toISOString();
    const old = new Date(now.getTime() - settings.absoluteMs).toISOString();
    await db.run('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?', [idle, old]);
    const window = new Date(now.getTime() - settings.lockMs).toISOString();
    await db.run('DELETE FROM sign_in_failures WHERE first_at < ? AND (locked_until IS NULL OR locked_until < ?)', [window, at]);
    return { ok: true, sessionId: await createSession(db, email, now) };
  }
  const accountLock = await countFailure(db, accountKey(email), settings.accountFailures, settings, now);
  const clientLock = await countFailure(db, clientKey, settings.clientFailures, settings, now);
  const until = clientLock ?? accountLock;
  return until ? { ok: false, reason: 'locked', until } : { ok: false, reason: 'invalid' };
}

async function createSession(db: Database, email: string, now: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.run('INSERT INTO sessions (id, email, csrf, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(id),
    email,
    randomBytes(32).toString('base64url'),
    now.toISOString(),
    now.toISOString(),
  ]);
  return id;
}

export interface Session {
  email: string;
  csrf: string;
}

/** The live session a cookie names (its use noted, for the idle timeout), or null: unknown, idle too long, too old, or its account removed. */
export async function findSession(db: Database, sessionId: string | undefined, settings = defaultAuthSettings, now = new Date()): Promise<Session | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const hashed = sha256(sessionId);
  const [row] = await db.query<{ email: string; csrf: string; created_at: string; last_seen_at: string; staff: string | null }>(
    'SELECT s.email, s.csrf, s.created_at, s.last_seen_at, t.email AS staff FROM sessions s LEFT JOIN staff t ON t.email = s.email WHERE s.id = ?',
    [hashed],
  );
  if (!row) return null;
  const t = now.getTime();
  if (!row.staff || t - Date.parse(row.last_seen_at) > settings.idleMs || t - Date.parse(row.created_at) > settings.absoluteMs) {
    await db.run('DELETE FROM sessions WHERE id = ?', [hashed]);
    return null;
  }
  // Written at most once a minute: a page of requests is not a page of writes.
  if (t - Date.parse(row.last_seen_at) > 60_000) await db.run('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [now.toISOString(), hashed]);
  return { email: row.email, csrf: row.csrf };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE id = ?', [sha256(sessionId)]);
}

/** Whether a form's token is the session's, compared in constant time. */
export function csrfMatches(session: Session, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const a = Buffer.from(token);
  const b = Buffer.from(session.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}
