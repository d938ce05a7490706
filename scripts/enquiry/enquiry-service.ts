import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { enquiryFields, HONEYPOT_FIELD, validateEnquiry, type EnquiryError } from '../../src/features/enquiry/rules.ts';

export const ENQUIRY_PATH = '/api/enquiry';
export const MAX_BODY_BYTES = 32 * 1024;

export interface EnquiryServiceOptions {
  /** JSON-lines file the accepted enquiries are appended to. */
  logFile?: string;
  maxBodyBytes?: number;
}

export function enquiryLogFile(): string {
  return path.resolve(process.env.ENQUIRY_LOG ?? '.data/enquiries.jsonl');
}

function answer(res: ServerResponse, status: number, body: { ok: true } | { errors: EnquiryError[] }, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

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

/**
 * The local enquiry service: the hosted form services' convention (2xx `{"ok":true}`,
 * 4xx `{"errors":[{field?, message, code?}]}`), the browser's own validation rules, and a
 * JSON-lines log so no accepted enquiry is lost. A filled honeypot gets the same "ok" a person
 * would (a bot learns nothing) but is not stored.
 */
export function createEnquiryHandler(options: EnquiryServiceOptions = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  return async function handleEnquiry(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      answer(res, 405, { errors: [{ message: 'Send enquiries with POST', code: 'METHOD_NOT_ALLOWED' }] }, { Allow: 'POST' });
      return;
    }
    let raw: string;
    try {
      raw = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof TooLarge) {
        answer(res, 413, { errors: [{ message: `The enquiry is too long: at most ${maxBodyBytes / 1024} KB can be sent`, code: 'TOO_LARGE' }] });
      } else {
        answer(res, 400, { errors: [{ message: 'The enquiry could not be read', code: 'BAD_REQUEST' }] });
      }
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      answer(res, 400, { errors: [{ message: 'The request body must be JSON, like {"email": "…", "message": "…"}', code: 'INVALID_JSON' }] });
      return;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      answer(res, 400, { errors: [{ message: 'The request body must be a JSON object of form fields', code: 'INVALID_JSON' }] });
      return;
    }
    const fields = body as Record<string, unknown>;
    const errors = validateEnquiry(fields);
    if (errors.length > 0) {
      answer(res, 422, { errors });
      return;
    }
    if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
      console.warn('enquiry: honeypot filled, answered ok and not stored');
      answer(res, 200, { ok: true });
      return;
    }
    const record: Record<string, string> = { receivedAt: new Date().toISOString() };
    for (const { name } of enquiryFields) record[name] = String(fields[name]).trim();
    const logFile = options.logFile ?? enquiryLogFile();
    try {
      await mkdir(path.dirname(logFile), { recursive: true });
      await appendFile(logFile, `${JSON.stringify(record)}\n`, 'utf8');
    } catch (error) {
      console.error('enquiry: could not store an enquiry', error);
      answer(res, 500, { errors: [{ message: 'The enquiry could not be stored', code: 'STORAGE_FAILED' }] });
      return;
    }
    answer(res, 200, { ok: true });
  };
}
