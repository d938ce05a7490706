/**
 * Names the enquiry's pages share with the local enquiry service (scripts/server/enquiry-pages.ts),
 * which answers a form post without script with those pages filled in. Plain constants: the
 * service runs in Node, without the app's modules.
 */

/** The enquiry form on the contact page: a link without script lands there, and the service finds it by it. */
export const ENQUIRY_FORM_ID = 'enquiry-form';

/** The enquiry list on the contact page. */
export const ENQUIRY_LIST_ID = 'enquiry-list';

/**
 * The history state the header's "Enquiry list (N)" navigates with: the contact page then brings
 * the list into view and focuses it. State, not a #fragment: the address stays `#/contact`, as the
 * contract names it.
 */
export const TO_LIST_STATE = { enquiryList: true } as const;

export function wantsList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { enquiryList?: unknown }).enquiryList === true;
}

/** On the "Enquiry received" page: the block the service shows, and its slots for the reference and the reply address. */
export const SENT_ANSWER_ATTR = 'data-enquiry-answer';
export const SENT_SLOT_ATTR = 'data-slot';
export const SENT_SLOTS = { reference: 'reference', email: 'email' } as const;

/**
 * Stands for the absolute address of the "Enquiry received" page in the static contact page's
 * redirect field (a hosted form service needs an absolute address); the build writes SITE_URL's
 * address in its place (scripts/render/render-site.ts).
 */
export const SENT_PAGE_TOKEN = '__enquiry_sent_page__';

/**
 * The history state search's no-result link navigates with, `{ message }`: the contact form starts
 * its message with it, "I am looking for: {query}" in the page's language (search's `lookingFor`), on
 * an empty message only (what the buyer typed is never replaced). It is the buyer's own text from
 * then on, editable and sent as written, the query kept verbatim after it.
 */
export function messageFrom(state: unknown): string | null {
  const message = typeof state === 'object' && state !== null ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message.slice(0, 500) : null;
}
