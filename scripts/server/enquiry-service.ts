import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  cleanEnquiry,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  isHoneypotFilled,
  isIdempotencyKey,
  validateEnquiry,
  type EnquiryError,
} from '../../src/features/enquiry/rules.ts';

export const ENQUIRY_PATH = '/api/enquiry';
/** Room for a long message and 50 product lines written in any script (three bytes a character). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface EnquiryServiceOptions {
  /** JSON-lines file the accepted enquiries are appended to. */
  logFile?: string;
  maxBodyBytes?: number;
  /**
   * Origins besides the site's own (the `Host` the request came to) whose pages may post
   * enquiries, e.g. `https://www.example.com` behind a proxy that rewrites `Host`.
   * Default: the comma-separated `ENQUIRY_ALLOWED_ORIGINS`.
   */
  allowedOrigins?: string[];
  log?: (line: string) => void;
}

type Answer = { status: number; body: { ok: true; reference: string } | { errors: EnquiryError[] }; headers?: Record<string, string> };

export function enquiryLogFile(): string {
  return path.resolve(process.env.ENQUIRY_LOG ?? '.data/enquiries.jsonl');
}

function allowedOriginsFromEnv(): string[] {
  return (process.env.ENQUIRY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, { status, body, headers = {} }: Answer) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const refuse = (status: number, code: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { errors: [{ message, code }] },
  headers,
});

class TooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(new TooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(new TooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** `application/json`, with no charset or UTF-8: what fetch() sends. A form post from another site cannot. */
function isJson(contentType: string | undefined): boolean {
  const [type = '', ...params] = (contentType ?? '').toLowerCase().split(';').map((s) => s.trim());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** The site's own origin, or one configured. No Origin header (curl, a server) is not a browser on another site. */
function originAllowed(req: IncomingMessage, allowed: Set<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const normalised = normaliseOrigin(origin);
  if (!normalised) return false;
  return new URL(normalised).host === req.headers.host || allowed.has(normalised);
}

/** "ENQ-20261123-7F3A": the day it arrived and four random hex digits, unique in the log. */
function newReference(taken: Set<string>, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  for (let bytes = 2; ; bytes++) {
    for (let attempt = 0; attempt < 16; attempt++) {
      const reference = `ENQ-${day}-${randomBytes(bytes).toString('hex').toUpperCase()}`;
      if (!taken.has(reference)) return reference;
    }
  }
}

/** Appends one line and waits until it is on disk: an "ok" must never be lost to a power cut. */
async function appendDurably(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a');
  try {
    await handle.appendFile(line, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The local enquiry service: the hosted form services' convention (2xx `{"ok":true}`, here with
 * a `reference` such as "ENQ-20261123-7F3A" for the buyer to quote,
 * 4xx `{"errors":[{field?, message, code?}]}`), the browser's own validation rules, and a
 * JSON-lines log, fsync'ed line by line, so no accepted enquiry is lost.
 *
 * - Only `application/json` (415 otherwise) from the site's own origin or a configured one
 *   (403 otherwise): a script-less form on another site can post neither.
 * - A filled honeypot, whatever its value, gets the same "ok" a person would (a bot learns
 *   nothing) but is not stored.
 * - An idempotency key (the `Idempotency-Key` header, or `_key` in the body) makes a retry safe:
 *   the same key gets the first answer again and is stored once, also after a restart, since
 *   the keys are read back from the log.
 */
export function createEnquiryHandler(options: EnquiryServiceOptions = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const logFile = options.logFile ?? enquiryLogFile();
  const allowed = new Set((options.allowedOrigins ?? allowedOriginsFromEnv()).map(normaliseOrigin).filter((o): o is string => o !== null));
  const log = options.log ?? ((line: string) => console.warn(line));
  const answered = new Map<string, Answer>();
  const inFlight = new Map<string, Promise<Answer>>();
  const references = new Set<string>();
  // A crash can leave a last line without its newline: the next one must not be glued to it.
  let needsNewline = false;
  let writes: Promise<unknown> = Promise.resolve();

  const ready = (async () => {
    let text = '';
    try {
      text = await readFile(logFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    needsNewline = text.length > 0 && !text.endsWith('\n');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const record = JSON.parse(line) as { key?: unknown; reference?: unknown };
        if (typeof record.reference === 'string') references.add(record.reference);
        if (typeof record.key === 'string' && typeof record.reference === 'string') {
          answered.set(record.key, { status: 200, body: { ok: true, reference: record.reference } });
        }
      } catch {
        log(`enquiry: skipped an unreadable line in ${logFile}`);
      }
    }
  })();
  // Surfaces on the first request instead of as an unhandled rejection at start.
  ready.catch(() => {});

  async function store(fields: Record<string, unknown>, key: string | null): Promise<Answer> {
    const reference = newReference(references);
    const record = { receivedAt: new Date().toISOString(), reference, ...(key ? { key } : {}), ...cleanEnquiry(fields) };
    const line = `${needsNewline ? '\n' : ''}${JSON.stringify(record)}\n`;
    const write = writes.then(async () => {
      await mkdir(path.dirname(logFile), { recursive: true });
      await appendDurably(logFile, line);
      needsNewline = false;
    });
    writes = write.catch(() => {});
    try {
      await write;
    } catch (error) {
      log(`enquiry: could not store an enquiry: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(500, 'STORAGE_FAILED', 'The enquiry could not be stored');
    }
    references.add(reference);
    const answer: Answer = { status: 200, body: { ok: true, reference } };
    if (key) answered.set(key, answer);
    return answer;
  }

  async function handle(req: IncomingMessage): Promise<Answer> {
    if (req.method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED', 'Send enquiries with POST', { Allow: 'POST' });
    if (!originAllowed(req, allowed)) {
      req.resume();
      log(`enquiry: 403 refused a post from origin ${JSON.stringify(req.headers.origin)}`);
      return refuse(403, 'ORIGIN_NOT_ALLOWED', 'Enquiries are accepted only from this website');
    }
    if (!isJson(req.headers['content-type'])) {
      req.resume();
      return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the enquiry as JSON, with Content-Type: application/json');
    }
    let raw: string;
    try {
      raw = await readBody(req, maxBodyBytes);
    } catch (error) {
      return error instanceof TooLarge
        ? refuse(413, 'TOO_LARGE', `The enquiry is too long: at most ${maxBodyBytes / 1024} KB can be sent`)
        : refuse(400, 'BAD_REQUEST', 'The enquiry could not be read');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, 'INVALID_JSON', 'The request body must be JSON, like {"email": "…", "message": "…"}');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return refuse(400, 'INVALID_JSON', 'The request body must be a JSON object of form fields');
    }
    const fields = body as Record<string, unknown>;
    // Before validation, so a bot learns nothing from error messages either.
    if (isHoneypotFilled(Object.hasOwn(fields, HONEYPOT_FIELD) ? fields[HONEYPOT_FIELD] : undefined)) {
      log('enquiry: honeypot filled, answered ok and not stored');
      return { status: 200, body: { ok: true, reference: newReference(references) } };
    }
    const headerKey = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const key = (typeof headerKey === 'string' ? headerKey : undefined) ?? (Object.hasOwn(fields, IDEMPOTENCY_FIELD) ? fields[IDEMPOTENCY_FIELD] : undefined);
    if (key !== undefined && !isIdempotencyKey(key)) {
      return refuse(400, 'INVALID_IDEMPOTENCY_KEY', 'The idempotency key must be 16 to 100 letters, digits, "-" or "_"');
    }
    await ready;
    // No await between this check and inFlight.set below: a retry racing its original waits for it.
    while (key) {
      const done = answered.get(key);
      if (done) return done;
      const pending = inFlight.get(key);
      if (!pending) break;
      await pending;
    }
    const errors = validateEnquiry(fields);
    if (errors.length > 0) return { status: 422, body: { errors } };
    if (!key) return store(fields, null);
    const storing = store(fields, key);
    inFlight.set(key, storing);
    try {
      return await storing;
    } finally {
      inFlight.delete(key);
    }
  }

  return async function handleEnquiry(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      answer = await handle(req);
    } catch (error) {
      log(`enquiry: 500 ${error instanceof Error ? error.message : String(error)}`);
      answer = refuse(500, 'INTERNAL', 'The enquiry service failed');
    }
    send(res, answer);
  };
}
