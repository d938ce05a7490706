import { ELAPSED_FIELD, IDEMPOTENCY_HEADER, own, type EnquiryError } from './rules.ts';

export const ENQUIRY_TIMEOUT_MS = 15_000;

export type FailureReason = 'network' | 'timeout' | 'server' | 'unreadable';

export type EnquiryResult =
  | { kind: 'success'; reference?: string }
  // The service's errors as it sent them: the form sorts them into its fields and lines (enquiry-form.tsx).
  | { kind: 'invalid'; errors: EnquiryError[] }
  | { kind: 'failed'; reason: FailureReason; status?: number };

interface SubmitOptions {
  endpoint: string;
  fetchImpl?: typeof fetch;
  /** Extra keys sent with the fields (the honeypot when a bot filled it). */
  extras?: Record<string, string>;
  /**
   * The draft's idempotency key: the same for every attempt at one enquiry, so a retry after a
   * lost answer is not stored twice. Sent as a header to our own service only: to a hosted
   * service on another origin, an unknown header needs its CORS consent, and a refused
   * preflight would lose the enquiry.
   */
  idempotencyKey?: string;
  /** How long the form was on screen (ms): to our own service only, which takes a post sooner than 3 s for a bot's. */
  elapsedMs?: number;
}

/** Where enquiries go: a hosted form service set at build time, else the local service beside the page. */
export function enquiryEndpoint(): string {
  const configured = import.meta.env.VITE_FORM_ENDPOINT as string | undefined;
  if (configured) return configured;
  // Relative to the page (not the hash route), so a deploy under a sub-path posts to its own service.
  return new URL('api/enquiry', `${window.location.origin}${window.location.pathname}`).href;
}

/**
 * Where the form posts without script (a plain form post: the static page before the app starts,
 * or a browser without JavaScript): the hosted form service, else the local service at the site's
 * root. The base keeps it right on every static page, at any depth and under a sub-path deploy.
 */
export function formAction(): string {
  const configured = import.meta.env.VITE_FORM_ENDPOINT as string | undefined;
  return configured || `${import.meta.env.BASE_URL}api/enquiry`;
}

/**
 * The field a hosted form service reads the address to send the visitor on to after a plain form
 * post (Formspree and FormSubmit: `_next`; set VITE_FORM_REDIRECT_FIELD for a service that names it
 * otherwise, e.g. `_redirect`). Null without a hosted service: the local service answers with its page.
 */
export function formRedirectField(): string | null {
  if (!import.meta.env.VITE_FORM_ENDPOINT) return null;
  return (import.meta.env.VITE_FORM_REDIRECT_FIELD as string | undefined) || '_next';
}

function readErrors(body: unknown): EnquiryError[] | null {
  const list = own(body, 'errors');
  if (!Array.isArray(list)) return null;
  const errors: EnquiryError[] = [];
  for (const e of list) {
    const message = own(e, 'message');
    if (typeof message !== 'string') continue;
    const field = own(e, 'field');
    const code = own(e, 'code');
    errors.push({ message, ...(typeof field === 'string' ? { field } : {}), ...(typeof code === 'string' ? { code } : {}) });
  }
  return errors.length > 0 ? errors : null;
}

function sameOrigin(endpoint: string): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return new URL(endpoint, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A reference the service gave the enquiry ("ENQ-20261123-7F3A9C"), if it is one we can show. */
function readReference(body: unknown): string | undefined {
  const reference = own(body, 'reference');
  return typeof reference === 'string' && /^[\w-]{1,40}$/.test(reference) ? reference : undefined;
}

/**
 * Sends an enquiry and reads the answer the way hosted form services write it.
 * Success is claimed only for a 2xx answer that is JSON with `"ok": true`: a captcha page
 * or a proxy's HTML with status 200 is "unreadable", never "sent".
 */
export async function submitEnquiry(payload: Record<string, unknown>, options: SubmitOptions): Promise<EnquiryResult> {
  const { endpoint, fetchImpl = fetch, extras = {}, idempotencyKey, elapsedMs } = options;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (idempotencyKey && sameOrigin(endpoint)) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ENQUIRY_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...extras, ...(elapsedMs !== undefined && sameOrigin(endpoint) ? { [ELAPSED_FIELD]: Math.round(elapsedMs) } : {}), ...payload }),
        signal: controller.signal,
      });
    } catch {
      return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
    }
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch {
      if (timedOut) return { kind: 'failed', reason: 'timeout' };
    }
    if (response.status >= 500) return { kind: 'failed', reason: 'server', status: response.status };
    const errors = readErrors(body);
    if (response.status >= 400) return errors ? { kind: 'invalid', errors } : { kind: 'failed', reason: 'unreadable', status: response.status };
    if (response.ok && own(body, 'ok') === true) {
      const reference = readReference(body);
      return reference ? { kind: 'success', reference } : { kind: 'success' };
    }
    return errors ? { kind: 'invalid', errors } : { kind: 'failed', reason: 'unreadable', status: response.status };
  } finally {
    clearTimeout(timer);
  }
}
