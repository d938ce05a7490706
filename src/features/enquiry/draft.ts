import { emptyEnquiry, enquiryFields, type EnquiryValues } from './rules.ts';

const DRAFT_KEY = 'enquiry-draft';

/** What the visitor typed, kept in this browser until the enquiry is sent (storage may be blocked: then nothing is kept). */
export function loadDraft(): EnquiryValues {
  const values = emptyEnquiry();
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (saved && typeof saved === 'object') {
      for (const { name } of enquiryFields) {
        const value = (saved as Record<string, unknown>)[name];
        if (typeof value === 'string') values[name] = value;
      }
    }
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return values;
}

export function saveDraft(values: EnquiryValues): void {
  try {
    if (Object.values(values).every((v) => v === '')) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Private mode or a full quota: the form still works, only the draft is not kept.
  }
}

/** The opening line of a quotation request for a product; added once, never over what the visitor wrote. */
export function withProductRequest(message: string, product: string | null): string {
  const name = product?.trim();
  if (!name || message.includes(name)) return message;
  const request = `I would like a quotation for ${name}: quantity, grade, destination port: `;
  return message.trim() === '' ? request : `${message.trimEnd()}\n\n${request}`;
}
