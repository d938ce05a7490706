/**
 * The enquiry's fields and validation rules, shared by the browser form and the local
 * enquiry service (scripts/enquiry), so both always accept and reject the same input.
 * Plain TypeScript: no DOM, no Node, no zod (it must stay out of the browser bundle).
 */

export const enquiryFields = [
  { name: 'first-name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last-name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
] as const;

export type EnquiryField = (typeof enquiryFields)[number]['name'];
export type EnquiryValues = Record<EnquiryField, string>;

export const HONEYPOT_FIELD = '_gotcha';

/** The HTML `pattern` of the e-mail input; the attribute matches the whole value, so the rule below does too. */
export const EMAIL_PATTERN = '\\S+@\\S+';
const emailRule = new RegExp(`^(?:${EMAIL_PATTERN})$`);

/** One error in the answer convention of hosted form services: `{ field?, message, code? }`. */
export interface EnquiryError {
  field?: string;
  message: string;
  code?: string;
}

export const fieldLabels: Record<EnquiryField, string> = Object.fromEntries(enquiryFields.map((f) => [f.name, f.label])) as Record<
  EnquiryField,
  string
>;

export function isEnquiryField(name: unknown): name is EnquiryField {
  return typeof name === 'string' && name in fieldLabels;
}

export function emptyEnquiry(): EnquiryValues {
  return { 'first-name': '', 'last-name': '', email: '', message: '' };
}

/**
 * Checks a submission. Messages leave out the field's name: the form shows them under
 * the field prefixed with its label ("Email must look like name@company.com").
 */
export function validateEnquiry(input: unknown): EnquiryError[] {
  const record = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors: EnquiryError[] = [];
  for (const { name } of enquiryFields) {
    const value = record[name];
    if (value !== undefined && typeof value !== 'string') {
      errors.push({ field: name, message: 'must be text', code: 'TYPE_TEXT' });
    } else if (!value || value.trim() === '') {
      errors.push({ field: name, message: 'is required', code: 'REQUIRED' });
    } else if (name === 'email' && !emailRule.test(value.trim())) {
      errors.push({ field: name, message: 'must be an e-mail address, like name@company.com', code: 'TYPE_EMAIL' });
    }
  }
  return errors;
}

/** "Email" + "is required" = "Email is required"; a message that already names its field is left alone. */
export function fieldErrorText(field: EnquiryField, message: string): string {
  const label = fieldLabels[field];
  return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label} ${message}`;
}
