import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../server/db/index.ts';
import type { ServerRoute } from '../server/static-server.ts';
import { retryDelivery } from '../server/outbox/worker.ts';
import { csrfMatches, endSession, findSession, signIn, type Session } from './auth.ts';
import { BOM, CSV_COLUMNS, csvLine, csvRows } from './csv.ts';
import { eachEnquiry, eraseEnquiry, getEnquiry, isStatus, listEnquiries, setNotes, setStatus, type ListFilter } from './enquiries.ts';
import { clientAddress, isSecure, trustProxy } from '../server/client-address.ts';
import { BodyTooLarge, readBody } from '../server/request-body.ts';
import { deletePage, enquiryHref, enquiryPage, listPage, messagePage, signInPage } from './views.ts';

/**
 * The sales desk at /desk/ (`npm start` only; nothing of it is in dist/). Every page needs a
 * session: without one a page answers with the sign-in page (401, the address kept so signing in
 * returns to it) and a data request (CSV, JSON) with a plain 401. Every change is a POST carrying
 * the session's CSRF token (403 without it) from a page of this origin.
 */
export const DESK_PATH = '/desk/';
export const SESSION_COOKIE = 'desk_session';

export interface DeskOptions {
  database: Database;
  /** Called after `Retry now` (the outbox's kick, so the delivery leaves at once). */
  onRetry?: () => void;
  /** Believe X-Forwarded-For/-Proto (default: `TRUST_PROXY`). */
  trustProxy?: boolean;
  log?: (line: string) => void;
}

/** The strictest policy the pages allow: no script at all, styles only from our stylesheet, never framed. */
export const DESK_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLESHEET = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'desk.css'), 'utf8');

const securityHeaders = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': DESK_CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Addresses hold references and searches (an e-mail address): never sent to another site. Not
  // no-referrer: under it a browser sends `Origin: null` with the desk's own form posts.
  'Referrer-Policy': 'same-origin',
};

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, { ...securityHeaders, 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
const sendPage = (res: ServerResponse, status: number, body: string, headers?: Record<string, string | string[]>) => send(res, status, 'text/html; charset=utf-8', body, headers);
const redirect = (res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) => {
  res.writeHead(303, { ...securityHeaders, Location: location, ...headers });
  res.end();
};

/** Where signing in may lead back to: a desk address, nothing else. */
const safeNext = (next: unknown) => (typeof next === 'string' && /^\/desk\/[\x21-\x7e]*$/.test(next) && !next.includes('\\') ? next : DESK_PATH);

function filterOf(url: URL): ListFilter {
  const status = url.searchParams.get('status') ?? '';
  return { q: (url.searchParams.get('q') ?? '').slice(0, 200), status: isStatus(status) ? status : '', after: url.searchParams.get('after') ?? undefined };
}

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** A form post's fields (`application/x-www-form-urlencoded`), at most `limit` bytes (over it: `BodyTooLarge`, a 413). */
async function formOf(req: IncomingMessage, limit = 32 * 1024): Promise<URLSearchParams> {
  const body = await readBody(req, limit);
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams();
}

const NOTICES: Record<string, string> = { status: 'Status saved.', notes: 'Notes saved.', retry: 'The delivery will be tried again now.', deleted: 'The enquiry was deleted.' };

export function createDeskHandler(options: DeskOptions) {
  const db = options.database;
  const trusted = options.trustProxy ?? trustProxy();
  const log = options.log ?? ((line: string) => console.warn(line));

  const cookie = (req: IncomingMessage, value: string, maxAge?: number) =>
    `${SESSION_COOKIE}=${value}; Path=/desk; HttpOnly; SameSite=Strict${isSecure(req, trusted) ? '; Secure' : ''}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;

  /** A post from a page of another site (a browser says where it comes from): refused whatever it carries. */
  function crossSite(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin || origin === 'null') return origin === 'null';
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true;
    }
  }

  async function handleSignIn(req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    const email = form.get('email') ?? '';
    const next = safeNext(form.get('next'));
    const result = await signIn(db, { email, password: form.get('password') ?? '', client: clientAddress(req, trusted) });
    if (result.ok) return redirect(res, next, { 'Set-Cookie': cookie(req, result.sessionId) });
    if (result.reason === 'locked') log(`desk: sign-in locked for ${clientAddress(req, trusted)}`);
    const error =
      result.reason === 'locked'
        ? `Too many failed sign-ins: signing in is locked until ${result.until?.slice(11, 16)} UTC. Try again later.`
        : 'The e-mail or password is not right.';
    sendPage(res, result.reason === 'locked' ? 429 : 401, signInPage({ next, email, error }));
  }

  async function exportCsv(res: ServerResponse, filter: ListFilter) {
    const day = new Date().toISOString().slice(0, 10);
    res.writeHead(200, { ...securityHeaders, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="enquiries-${day}.csv"` });
    if (res.req.method === 'HEAD') return void res.end();
    let chunk = BOM + csvLine(CSV_COLUMNS);
    for await (const { row, record } of eachEnquiry(db, { ...filter, after: undefined })) {
      chunk += csvRows(row, record);
      if (chunk.length > 64 * 1024) {
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        chunk = '';
      }
    }
    res.end(chunk);
  }

  async function change(req: IncomingMessage, res: ServerResponse, session: Session, reference: string, what: string) {
    const form = await formOf(req);
    if (!csrfMatches(session, form.get('csrf'))) return sendPage(res, 403, messagePage('Refused', 'This change came without the form’s security token. Open the page again and repeat it.', session));
    let done: boolean;
    if (what === 'status') {
      const status = form.get('status');
      if (!isStatus(status)) return sendPage(res, 400, messagePage('Not a status', 'Choose one of the statuses in the list.', session));
      done = await setStatus(db, reference, status, session.email);
    } else if (what === 'notes') {
      done = await setNotes(db, reference, form.get('notes') ?? '', session.email);
    } else if (what === 'retry') {
      const id = form.get('delivery') ?? '';
      const [row] = await db.query<{ reference: string }>('SELECT reference FROM deliveries WHERE id = ?', [id]);
      done = row?.reference === reference && (await retryDelivery(db, id, session.email));
      if (done) options.onRetry?.();
    } else if (what === 'delete') {
      done = await eraseEnquiry(db, reference, session.email);
      if (done) {
        log(`desk: ${reference} deleted by ${session.email}`);
        return redirect(res, `${DESK_PATH}?done=deleted`);
      }
    } else return sendPage(res, 404, messagePage('Not found', 'There is no such action.', session));
    if (!done) return sendPage(res, 409, messagePage('Not changed', 'The enquiry is not there any more, or was deleted, or the delivery was sent meanwhile.', session));
    redirect(res, `${enquiryHref(reference)}?done=${what}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://desk.invalid');
    const address = url.pathname;
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    if (address === '/desk') return redirect(res, DESK_PATH);
    if (address === '/desk/desk.css' && read) return send(res, 200, 'text/css; charset=utf-8', STYLESHEET, { 'Cache-Control': 'no-cache' });
    if (!read && method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD, POST' });
    if (!read && crossSite(req)) return sendPage(res, 403, messagePage('Refused', 'A change to the desk must come from the desk’s own pages.'));
    if (address === '/desk/sign-in' && method === 'POST') return handleSignIn(req, res);

    const sessionId = cookiesOf(req).get(SESSION_COOKIE);
    const session = await findSession(db, sessionId);
    const data = address.endsWith('.csv') || address.endsWith('.json');
    if (!session) {
      if (data) return send(res, 401, 'text/plain; charset=utf-8', 'Sign in to the desk first.');
      // A stale cookie is dropped so the browser stops sending it.
      const clear = sessionId ? { 'Set-Cookie': cookie(req, '', 0) } : undefined;
      return sendPage(res, 401, signInPage({ next: read ? safeNext(`${url.pathname}${url.search}`) : DESK_PATH }), clear);
    }

    if (address === '/desk/sign-out' && method === 'POST') {
      const form = await formOf(req);
      if (!csrfMatches(session, form.get('csrf'))) return sendPage(res, 403, messagePage('Refused', 'Signing out came without the form’s security token.', session));
      await endSession(db, sessionId!);
      return redirect(res, DESK_PATH, { 'Set-Cookie': cookie(req, '', 0) });
    }
    const notice = NOTICES[url.searchParams.get('done') ?? ''];
    if (address === DESK_PATH && read) {
      const filter = filterOf(url);
      return sendPage(res, 200, listPage(session, filter, await listEnquiries(db, filter), notice));
    }
    if (address === '/desk/export.csv' && read) return exportCsv(res, filterOf(url));
    if (address === '/desk/enquiries.json' && read) return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(await listEnquiries(db, filterOf(url))));
    const match = /^\/desk\/enquiries\/([^/]+)(?:\/(status|notes|retry|delete))?$/.exec(address);
    if (match) {
      let reference: string;
      try {
        reference = decodeURIComponent(match[1]!);
      } catch {
        return sendPage(res, 400, messagePage('Bad address', 'That is not a reference.', session));
      }
      const what = match[2];
      if (!read) return what ? change(req, res, session, reference, what) : sendPage(res, 405, messagePage('Not allowed', 'Nothing to post here.', session));
      const view = await getEnquiry(db, reference);
      if (!view) return sendPage(res, 404, messagePage('Not found', `There is no enquiry ${reference}.`, session));
      if (what === 'delete' && !view.deletedAt) return sendPage(res, 200, deletePage(session, reference));
      if (what) return redirect(res, enquiryHref(reference));
      return sendPage(res, 200, enquiryPage(session, view, notice));
    }
    sendPage(res, 404, messagePage('Not found', 'There is no such desk page.', session));
  }

  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return send(res, 413, 'text/plain; charset=utf-8', `Too large: the desk takes a form of at most ${error.limit / 1024} KB.`);
      throw error;
    });
}

/** The desk's routes for the local server: everything under /desk/, and /desk itself. */
export function deskRoutes(options: DeskOptions): ServerRoute[] {
  const handle = createDeskHandler(options);
  return [
    { path: '/desk', handle },
    { path: DESK_PATH, prefix: true, handle },
  ];
}
