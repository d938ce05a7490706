import { isEnquiryField, type EnquiryError, type EnquiryField, type EnquiryValues } from './rules.ts';

export const ENQUIRY_TIMEOUT_MS = 15_000;

export type FailureReason = 'network' | 'timeout' | 'server' | 'unreadable';

export type EnquiryResult =
  | { kind: 'success' }
  | { kind: 'invalid'; fieldErrors: Partial<Record<EnquiryField, string[]>>; formErrors: string[] }
  | { kind: 'failed'; reason: FailureReason; status?: number };

interface SubmitOptions {
  endpoint: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Extra keys sent with the four fields (the honeypot when a bot filled it). */
  extras?: Record<string, string>;
}

/** Where enquiries go: a hosted form service set at build time, else the local service beside the page. */
export function enquiryEndpoint(): string {
  const configured = import.meta.env.VITE_FORM_ENDPOINT as string | undefined;
  if (configured) return configured;
  // Relative to the page (not the hash route), so a deploy under a sub-path posts to its own service.
  return new URL('api/enquiry', `${window.location.origin}${window.location.pathname}`).href;
}

function readErrors(body: unknown): EnquiryError[] | null {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return null;
  const errors = body.errors.filter(
    (e: unknown): e is EnquiryError => !!e && typeof e === 'object' && 'message' in e && typeof e.message === 'string',
  );
  return errors.length > 0 ? errors : null;
}

export function groupErrors(errors: EnquiryError[]): Extract<EnquiryResult, { kind: 'invalid' }> {
  const fieldErrors: Partial<Record<EnquiryField, string[]>> = {};
  const formErrors: string[] = [];
  for (const error of errors) {
    if (isEnquiryField(error.field)) (fieldErrors[error.field] ??= []).push(error.message);
    else formErrors.push(error.message);
  }
  return { kind: 'invalid', fieldErrors, formErrors };
}

/**
 * Sends an enquiry and reads the answer the way hosted form services write it.
 * Success is claimed only for a 2xx answer that is JSON with `"ok": true`: a captcha page
 * or a proxy's HTML with status 200 is "unreadable", never "sent".
 */
export async function submitEnquiry(values: EnquiryValues, options: SubmitOptions): Promise<EnquiryResult> {
  const { endpoint, timeoutMs = ENQUIRY_TIMEOUT_MS, fetchImpl = fetch, extras = {} } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...extras, ...values }),
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
      body = null;
    }
    if (response.status >= 500) return { kind: 'failed', reason: 'server', status: response.status };
    const errors = readErrors(body);
    if (response.status >= 400) return errors ? groupErrors(errors) : { kind: 'failed', reason: 'unreadable', status: response.status };
    if (response.ok && body && typeof body === 'object' && 'ok' in body && body.ok === true) return { kind: 'success' };
    return errors ? groupErrors(errors) : { kind: 'failed', reason: 'unreadable', status: response.status };
  } finally {
    clearTimeout(timer);
  }
}
