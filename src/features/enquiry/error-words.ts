/**
 * An enquiry field's error in a page's language, from the error's code. rules.ts words its messages
 * in English (the service sends them so, for any client); the browser form (enquiry-form.tsx) and the
 * service's answer to a form posted without script (scripts/server/enquiry-pages.ts) both show them
 * through this one function, so a buyer reads the same sentence in French either way.
 */
import type { UiStrings } from '../../components/i18n/ui-types.ts';
import { brokenCharacterProblem, lineProblem } from './line-rules.ts';
import { enquiryFields, fieldLabels, INCOTERMS, type EnquiryError, type EnquiryField } from './rules.ts';

export type EnquiryWords = UiStrings['enquiry'];

/** The English messages of the two CONTROL_CHARS problems a line can have (line-rules.ts), told apart by their wording. */
const oneLineMessage = /* @__PURE__ */ lineProblem('a\nb', 10)?.message;
const bidiMessage = /* @__PURE__ */ lineProblem('a\u202Eb', 10)?.message;
const brokenMessage = /* @__PURE__ */ brokenCharacterProblem('\uD800')?.message;

/** A text's problem (line-rules.ts, worded in English) in the page's language, by its code; undefined for one without a translation. */
export function textProblemIn(e: EnquiryWords['errors'], { message, code }: { message: string; code?: string | undefined }, max: number): string | undefined {
  if (code === 'TOO_LONG') return e.tooLong({ max: String(max) });
  if (code === 'CONTROL_CHARS') return message === oneLineMessage ? e.oneLine : message === bidiMessage ? e.bidi : e.controlChars;
  return code === 'BROKEN_CHARACTER' && message === brokenMessage ? e.brokenCharacter : undefined;
}

/**
 * The translated message of one field error; a code without a translation keeps the English
 * message (prefixed with the translated label unless it already names its field in English).
 */
export function fieldErrorIn(words: EnquiryWords, field: EnquiryField, error: EnquiryError): string {
  const e = words.errors;
  const byCode: Record<string, string | undefined> = {
    REQUIRED: e.required,
    TYPE_TEXT: e.text,
    TYPE_EMAIL: e.email,
    TYPE_COUNTRY: e.country,
    TYPE_INCOTERM: e.incoterm({ list: INCOTERMS.map((i) => i.code).join(', ') }),
    TYPE_PHONE: e.phone,
  };
  const translated = textProblemIn(e, error, enquiryFields.find((f) => f.name === field)!.maxLength) ?? (error.code ? byCode[error.code] : undefined);
  // An untranslated message that already names its field (the service's own English wording, rules.ts) is shown as it is.
  if (!translated && error.message.toLowerCase().startsWith(fieldLabels[field].toLowerCase())) return error.message;
  return e.field({ label: words.fields[field], message: translated ?? error.message });
}
