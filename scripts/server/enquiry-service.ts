import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  DRAWN_FIELD,
  ELAPSED_FIELD,
  MIN_FILL_MS,
  cleanEnquiry,
  enquiryFields,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  isHoneypotFilled,
  isIdempotencyKey,
  validateEnquiry,
  type EnquiryError,
} from '../../src/features/enquiry/rules.ts';
import { isLocale, type Locale } from '../../src/content/locales.ts';
import { openDatabase, type Database } from './db/index.ts';
import { clientAddress } from './client-address.ts';
import { appendRecord } from './enquiry-log.ts';
import { answerHeaders, loadHeaderRules } from './header-rules.ts';
import { drawnAgoMs } from './drawn-token.ts';
import { parseRateLimit, RateLimiter } from './rate-limit.ts';
import { contactPage, enquiryPages, formWords, sentPage } from './enquiry-pages.ts';
import { BodyTooLarge, readBody } from './request-body.ts';
import { drawReference } from './enquiry-references.ts';
import { enquiryOf, findByKey, importJournal, storeEnquiry, type DeliveryKind, type EnquiryRecord } from './enquiry-store.ts';

export const ENQUIRY_PATH = '/api/enquiry';
/** Room for a long message and 50 product lines written in any script (three bytes a character). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface EnquiryServiceOptions {
  /**
   * The database (one opened, or its URL). Default: `DATABASE_URL`; else, with a `logFile`, an
   * SQLite file beside it (`enquiries.jsonl` → `enquiries.db`); else `.data/enquiries.db`.
   */
  database?: Database | string;
  /**
   * A JSON-lines journal each accepted enquiry is also appended to (fsync'ed, inside the
   * enquiry's transaction), and imported from once if it was written before there was a
   * database. Default: `ENQUIRY_LOG` when set; none otherwise (a journal is personal data that
   * erasure and retention do not reach), but `.data/enquiries.jsonl` is still imported once.
   */
  logFile?: string;
  /** The deliveries queued with each enquiry. Default: those configured (`configuredDeliveries()`). */
  deliveries?: readonly DeliveryKind[];
  /** The per-client limit, as `ENQUIRY_RATE_LIMIT` writes it (default that, else 5/10m,20/1d; "off" for none). */
  rateLimit?: string;
  /** A post sooner than this after its form was drawn is a bot's (default `ENQUIRY_MIN_FILL_SECONDS` × 1000, else 3 s). */
  minFillMs?: number;
  /** Called once an enquiry is stored (the outbox worker's `kick`, so its mail leaves at once). */
  onStored?: (reference: string) => void;
  /**
   * Origins besides the site's own (the `Host` the request came to) whose pages may post
   * enquiries, e.g. `https://www.example.com` behind a proxy that rewrites `Host`.
   * Default: the comma-separated `ENQUIRY_ALLOWED_ORIGINS`.
   */
  allowedOrigins?: string[];
  log?: (line: string) => void;
  /**
   * The built site (`dist/`), whose contact and "Enquiry received" pages answer a form post sent
   * without script; without it (the dev server) those answers are plain pages.
   */
  dist?: string | null;
}

type Answer = { status: number; body: { ok: true; reference: string } | { errors: EnquiryError[] }; headers?: Record<string, string> };
/** The answer to a form post: a page of the site. */
type PageAnswer = { status: number; html: string; headers?: Record<string, string>; /** The site's address of the page answered with: its headers are that page's. */ at: string };

/** The log written before there was a database, imported once. */
export const LEGACY_LOG = '.data/enquiries.jsonl';

export function enquiryLogFile(): string | null {
  return process.env.ENQUIRY_LOG ? path.resolve(process.env.ENQUIRY_LOG) : null;
}

/** The deliveries the environment configures: mail needs `SMTP_URL` (and sales addresses for the notification), the webhook its URL. */
export function configuredDeliveries(env: NodeJS.ProcessEnv = process.env): DeliveryKind[] {
  const kinds: DeliveryKind[] = [];
  if (env.SMTP_URL && env.ENQUIRY_NOTIFY_TO) kinds.push('notify');
  if (env.SMTP_URL) kinds.push('ack');
  if (env.ENQUIRY_WEBHOOK_URL) kinds.push('webhook');
  return kinds;
}

/** The database the options name (see `EnquiryServiceOptions.database`). */
export function databaseFor(options: Pick<EnquiryServiceOptions, 'database' | 'logFile'>): Promise<Database> {
  if (options.database && typeof options.database !== 'string') return Promise.resolve(options.database);
  if (options.database) return openDatabase(options.database);
  if (process.env.DATABASE_URL || !options.logFile) return openDatabase();
  const { dir, name } = path.parse(path.resolve(options.logFile));
  return openDatabase(path.join(dir, `${name}.db`));
}

/** `ENQUIRY_ALLOWED_ORIGINS`: blanks around a name, and empty names, fall out in normaliseOrigin() (a URL is trimmed). */
const allowedOriginsFromEnv = () => (process.env.ENQUIRY_ALLOWED_ORIGINS ?? '').split(',');

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, answer: Answer | PageAnswer, pageHeaders: (at: string) => Record<string, string>) {
  const page = 'html' in answer;
  res.writeHead(answer.status, {
    // A page the service answers with carries the site's security headers, as every page of the site (header-rules.ts).
    ...(page ? pageHeaders(answer.at) : {}),
    'Content-Type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...answer.headers,
  });
  res.end(page ? answer.html : JSON.stringify(answer.body));
}

const refuse = (status: number, code: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { errors: [{ message, code }] },
  headers,
});

/** `application/json`, with no charset or UTF-8: what fetch() sends. A form post from another site cannot. */
function isJson(contentType: string | undefined): boolean {
  const [type = '', ...params] = (contentType ?? '').toLowerCase().split(';').map((s) => s.trim());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** `application/x-www-form-urlencoded`: what a plain HTML form posts (the contact page without script). */
function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().split(';')[0]!.trim() === 'application/x-www-form-urlencoded';
}

/** The fields a form post can carry: the enquiry's own, its language, the honeypot and the idempotency key; the first of each name. */
const formFieldNames: ReadonlySet<string> = new Set([...enquiryFields.map((f) => f.name), 'locale', HONEYPOT_FIELD, IDEMPOTENCY_FIELD, DRAWN_FIELD]);

function formFields(raw: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) if (formFieldNames.has(name) && !Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/**
 * The idempotency key of a form post that carries none (a page without script cannot make a
 * random one): the enquiry itself and the day. The browser's "send again?" after a reload posts
 * the same text and gets the same reference; the same text another day is a new enquiry.
 */
function formKey(fields: Record<string, string>, now = new Date()): string {
  return `form-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${fingerprintOf(fields).slice(0, 32)}`;
}

/** The language of the site's page a form was posted from (`/fr/contact/` is French), English if none. */
function refererLocale(req: IncomingMessage): Locale {
  try {
    const first = new URL(req.headers.referer ?? '').pathname.split('/')[1];
    return isLocale(first) ? first : 'en';
  } catch {
    return 'en';
  }
}

/** The site's own origin, or one configured. No Origin header (curl, a server) is not a browser on another site. */
function originAllowed(req: IncomingMessage, allowed: Set<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const normalised = normaliseOrigin(origin);
  if (!normalised) return false;
  return new URL(normalised).host === req.headers.host || allowed.has(normalised);
}

/** What an idempotency key is compared by: the enquiry as it is stored (trimmed, in one key order), hashed. */
function fingerprintOf(fields: unknown): string {
  return createHash('sha256').update(JSON.stringify(cleanEnquiry(fields))).digest('base64url');
}

/**
 * The local enquiry service: the hosted form services' convention (2xx `{"ok":true}`, here with
 * a `reference` such as "ENQ-20261123-7F3A9C" for the buyer to quote,
 * 4xx `{"errors":[{field?, message, code?}]}`), the browser's own validation rules, and a
 * database (`db/`, `enquiry-store.ts`): an enquiry is acknowledged only once its transaction,
 * with its outbox rows, has committed; none is lost, none stored twice.
 *
 * - Only `application/json` (415 otherwise) from the site's own origin or a configured one
 *   (403 otherwise): a script-less form on another site can post neither.
 * - A filled honeypot, whatever its value, gets the same "ok" a person would (a bot learns
 *   nothing) but is not stored.
 * - An idempotency key (the `Idempotency-Key` header, or `_key` in the body) makes a retry safe:
 *   the same key with the same enquiry gets the first answer again and is stored once, also
 *   after a restart and across servers, since the key is unique in the database; the same key with a different
 *   enquiry gets 409, never the first answer for text that was not stored.
 */
export function createEnquiryHandler(options: EnquiryServiceOptions = {}) {
  const logFile = options.logFile ?? enquiryLogFile();
  const allowed = new Set((options.allowedOrigins ?? allowedOriginsFromEnv()).map(normaliseOrigin).filter((o): o is string => o !== null));
  const log = options.log ?? ((line: string) => console.warn(line));
  const pages = enquiryPages(options.dist ?? null);
  const deliveries = options.deliveries ?? configuredDeliveries();
  const limiter = new RateLimiter(parseRateLimit(options.rateLimit ?? process.env.ENQUIRY_RATE_LIMIT));
  const minFillMs = options.minFillMs ?? (process.env.ENQUIRY_MIN_FILL_SECONDS?.trim() ? Number(process.env.ENQUIRY_MIN_FILL_SECONDS) * 1000 : MIN_FILL_MS);
  const headerRules = loadHeaderRules(options.dist ?? null);

  // Nothing is read but the schema and, once ever, a log written before the database. Opened on
  // the first enquiry (the dev server's plugin is loaded by every vite command); `npm start`
  // passes the database it opened and migrated at start.
  let ready: Promise<Database> | null = null;
  const database = () =>
    (ready ??= (async () => {
      const db = await databaseFor(options);
      await importJournal(db, logFile ?? path.resolve(LEGACY_LOG), log);
      return db;
    })().catch((error: unknown) => {
      // Tried again on the next enquiry (a database that was down may be up by then).
      ready = null;
      throw error;
    }));

  /** The answer for an enquiry stored under `key` before: the same, or 409 for a different enquiry. */
  function replay(stored: EnquiryRecord, fields: Record<string, unknown>): Answer {
    if (fingerprintOf(enquiryOf(stored)) === fingerprintOf(fields)) return { status: 200, body: { ok: true, reference: stored.reference } };
    return refuse(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      `This idempotency key was already used for a different enquiry (reference ${stored.reference}), which was stored as it was first sent. Send a changed enquiry with a new key.`,
    );
  }

  async function store(db: Database, fields: Record<string, unknown>, key: string | null): Promise<Answer> {
    let result;
    try {
      result = await storeEnquiry(db, cleanEnquiry(fields), {
        key,
        draw: () => drawReference(),
        deliveries,
        beforeCommit: logFile ? (record) => appendRecord(logFile, record) : undefined,
      });
    } catch (error) {
      log(`enquiry: could not store an enquiry: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(500, 'STORAGE_FAILED', 'The enquiry could not be stored');
    }
    if (!result.created) return replay(result.record, fields);
    const { record } = result;
    const lines = Array.isArray(record.items) ? record.items.length : 0;
    // One line per enquiry for whoever watches the server: no name, no e-mail address.
    options.onStored?.(record.reference);
    (options.log ?? console.log)(`${record.receivedAt} enquiry ${record.reference} from ${typeof record.country === 'string' ? record.country : 'no country given'}, ${lines} line${lines === 1 ? '' : 's'}`);
    return { status: 200, body: { ok: true, reference: record.reference } };
  }

  /**
   * An enquiry's fields, however they were sent: the honeypot, the idempotency key (`headerKey`,
   * else `_key` in the fields), the stored enquiry under that key, the form's rules, then the database.
   */
  async function accept(fields: Record<string, unknown>, headerKey: string | undefined, client: string): Promise<Answer> {
    // Before validation, so a bot learns nothing from error messages either.
    const honeypot = isHoneypotFilled(Object.hasOwn(fields, HONEYPOT_FIELD) ? fields[HONEYPOT_FIELD] : undefined);
    if (honeypot || tooFast(fields)) {
      log(`enquiry: ${honeypot ? 'honeypot filled' : 'sent sooner than a person fills the form'}, answered ok and not stored`);
      return { status: 200, body: { ok: true, reference: drawReference() } };
    }
    const key = headerKey ?? (Object.hasOwn(fields, IDEMPOTENCY_FIELD) ? fields[IDEMPOTENCY_FIELD] : undefined);
    if (key !== undefined && !isIdempotencyKey(key)) {
      return refuse(400, 'INVALID_IDEMPOTENCY_KEY', 'The idempotency key must be 16 to 100 letters, digits, "-" or "_"');
    }
    const db = await database();
    // A retry of a stored enquiry gets its answer before validation, as it did the first time.
    const stored = key ? await findByKey(db, key) : null;
    if (stored) return replay(stored, fields);
    const wait = limiter.wait(client);
    if (wait > 0) {
      const locale = isLocale(fields.locale) ? fields.locale : 'en';
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      log(`enquiry: 429 rate limit for a client, ${minutes} min to wait`);
      return refuse(429, 'RATE_LIMITED', formWords(locale).formAnswer.rateLimited({ minutes: String(minutes) }), { 'Retry-After': String(Math.ceil(wait / 1000)) });
    }
    const errors = validateEnquiry(fields);
    if (errors.length > 0) return { status: 422, body: { errors } };
    // The key is checked again inside the transaction: a retry racing its original is stored once.
    const answer = await store(db, fields, key ?? null);
    if (answer.status === 200) limiter.add(client);
    return answer;
  }

  /** Sent sooner after the form was drawn than a person can fill it: the app's `_elapsed`, or a server-drawn page's signed `_drawn`. */
  function tooFast(fields: Record<string, unknown>): boolean {
    if (minFillMs <= 0) return false;
    const elapsed = Object.hasOwn(fields, ELAPSED_FIELD) ? Number(fields[ELAPSED_FIELD]) : NaN;
    if (Number.isFinite(elapsed)) return elapsed < minFillMs;
    const ago = Object.hasOwn(fields, DRAWN_FIELD) ? drawnAgoMs(fields[DRAWN_FIELD]) : null;
    return ago !== null && ago < minFillMs;
  }

  /**
   * A plain form post (the contact page without script): the same rules, honeypot and idempotency
   * as JSON, answered with a page of the site: "Enquiry received" with the reference, or the form
   * with every value kept and each error at its field.
   */
  async function handleForm(req: IncomingMessage, raw: string): Promise<PageAnswer> {
    const fields = formFields(raw);
    // The language of the page it was sent from: the answer is that language's page (English for anything else).
    const locale = isLocale(fields['locale']) ? fields['locale'] : 'en';
    const answer = await accept(fields, Object.hasOwn(fields, IDEMPOTENCY_FIELD) ? undefined : formKey(fields), clientAddress(req));
    if (answer.status === 200 && 'ok' in answer.body) {
      return { status: 200, html: pages.sent(answer.body.reference, cleanEnquiry(fields).email, locale), at: sentPage(locale) };
    }
    const errors = 'errors' in answer.body ? answer.body.errors : [];
    // A failure of ours, not of the form: the buyer's text is kept and nothing was stored.
    const kept = answer.status >= 500 ? [{ message: formWords(locale).formAnswer.notStored }] : errors;
    // The form page again, every value kept: a 429 with its Retry-After.
    return { status: answer.status, html: pages.form({ values: fields, errors: kept }, locale), at: contactPage(locale), headers: answer.headers };
  }

  async function handle(req: IncomingMessage): Promise<Answer | PageAnswer> {
    if (req.method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED', 'Send enquiries with POST', { Allow: 'POST' });
    const form = isFormPost(req.headers['content-type']);
    if (!originAllowed(req, allowed)) {
      req.resume();
      log(`enquiry: 403 refused a post from origin ${JSON.stringify(req.headers.origin)}`);
      const message = 'Enquiries are accepted only from this website';
      return form ? { status: 403, html: pages.refused(`${message}.`), at: ENQUIRY_PATH } : refuse(403, 'ORIGIN_NOT_ALLOWED', message);
    }
    if (!form && !isJson(req.headers['content-type'])) {
      req.resume();
      return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the enquiry as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded)');
    }
    let raw: string;
    try {
      raw = (await readBody(req, MAX_BODY_BYTES)).toString('utf8');
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      if (form) {
        // The body was not read, so its `locale` is not known: the page it came from tells.
        const locale = refererLocale(req);
        const words = formWords(locale).formAnswer;
        const message = tooLarge ? words.tooLarge({ kb: String(MAX_BODY_BYTES / 1024) }) : words.unreadable;
        return { status: tooLarge ? 413 : 400, html: pages.form({ values: {}, errors: [{ message }] }, locale), at: contactPage(locale) };
      }
      return tooLarge
        ? refuse(413, 'TOO_LARGE', `The enquiry is too long: at most ${MAX_BODY_BYTES / 1024} KB can be sent`)
        : refuse(400, 'BAD_REQUEST', 'The enquiry could not be read');
    }
    if (form) return handleForm(req, raw);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, 'INVALID_JSON', 'The request body must be JSON, like {"email": "…", "message": "…"}');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return refuse(400, 'INVALID_JSON', 'The request body must be a JSON object of form fields');
    }
    const headerKey = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    return accept(body as Record<string, unknown>, typeof headerKey === 'string' ? headerKey : undefined, clientAddress(req));
  }

  return async function handleEnquiry(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let answer: Answer | PageAnswer;
    try {
      answer = await handle(req);
    } catch (error) {
      log(`enquiry: 500 ${error instanceof Error ? error.message : String(error)}`);
      answer = refuse(500, 'INTERNAL', 'The enquiry service failed');
    }
    send(res, answer, (at) => answerHeaders(headerRules, req, at));
  };
}
