import { emptyEnquiry, enquiryFields, isIdempotencyKey, type EnquiryValues } from './rules.ts';

const DRAFT_KEY = 'enquiry-draft';

/** What the visitor typed, and the idempotency key every attempt to send it carries. */
export interface Draft {
  values: EnquiryValues;
  key: string;
}

/** A random key for one enquiry. randomUUID needs a secure context; a plain-http deploy falls back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Kept in this browser until the enquiry is sent (storage may be blocked: then nothing is kept). */
export function loadDraft(): Draft {
  const values = emptyEnquiry();
  let key: string | null = null;
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
      const record = saved as Record<string, unknown>;
      // Drafts saved before the key existed hold the values at the top level.
      const source = record.values && typeof record.values === 'object' ? (record.values as Record<string, unknown>) : record;
      for (const { name } of enquiryFields) {
        const value = Object.hasOwn(source, name) ? source[name] : undefined;
        if (typeof value === 'string') values[name] = value;
      }
      if (isIdempotencyKey(record.key)) key = record.key;
    }
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return { values, key: key ?? newIdempotencyKey() };
}

export function saveDraft({ values, key }: Draft): void {
  try {
    if (Object.values(values).every((v) => v === '')) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify({ values, key }));
  } catch {
    // Private mode or a full quota: the form still works, only the draft is not kept.
  }
}
