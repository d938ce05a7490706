import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import site from 'virtual:content/site';
import { enquiryEndpoint, ENQUIRY_TIMEOUT_MS, groupErrors, submitEnquiry, type FailureReason } from './client.ts';
import { loadDraft, saveDraft, withProductRequest } from './draft.ts';
import {
  EMAIL_PATTERN,
  emptyEnquiry,
  enquiryFields,
  fieldErrorText,
  HONEYPOT_FIELD,
  validateEnquiry,
  type EnquiryField,
  type EnquiryValues,
} from './rules.ts';

export const SUCCESS_TEXT = 'Your form has been submitted! We will get back to you shortly.';

type FieldErrors = Partial<Record<EnquiryField, string[]>>;
type Status = 'idle' | 'submitting' | 'succeeded' | 'failed';

function failureText(reason: FailureReason, status?: number): string {
  const kept = 'Nothing was lost: your message is still in the form, so you can send it again.';
  const fallback = `If it keeps happening, e-mail us at ${site.contact.email}.`;
  switch (reason) {
    case 'network':
      return `We could not reach our enquiry service. Please check your internet connection and try again. ${kept}`;
    case 'timeout':
      return `Our enquiry service did not answer within ${ENQUIRY_TIMEOUT_MS / 1000} seconds, so we cannot confirm your enquiry arrived. ${kept} ${fallback}`;
    case 'server':
      return `Our enquiry service had a problem${status ? ` (error ${status})` : ''} and did not accept your enquiry. ${kept} Please try again in a few minutes. ${fallback}`;
    case 'unreadable':
      return `We could not confirm that your enquiry arrived: the enquiry service sent an answer we could not read${status ? ` (status ${status})` : ''}. ${kept} ${fallback}`;
  }
}

const inputClass =
  'mt-1.5 block w-full rounded-control border border-line bg-surface px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted focus:border-brand-soft aria-[invalid=true]:border-danger';

export function EnquiryForm({ labelledBy }: { labelledBy?: string }) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const product = searchParams.get('product');
  const [values, setValues] = useState<EnquiryValues>(() => {
    const draft = loadDraft();
    return { ...draft, message: withProductRequest(draft.message, product) };
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setValues((v) => {
      const message = withProductRequest(v.message, product);
      return message === v.message ? v : { ...v, message };
    });
  }, [product]);

  useEffect(() => saveDraft(values), [values]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = enquiryFields.find((f) => fieldErrors[f.name]?.length);
    const element = first ? formRef.current?.elements.namedItem(first.name) : null;
    if (element instanceof HTMLElement) element.focus();
    // Only a new request moves focus: editing a field afterwards must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  function showErrors(errors: FieldErrors, formErrors: string[]) {
    setFieldErrors(errors);
    setAlert(formErrors.length > 0 ? formErrors.join(', ') : null);
    setFocusRequest((n) => n + 1);
  }

  function update(name: EnquiryField, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (fieldErrors[name]) {
      setFieldErrors((errors) => {
        const rest = { ...errors };
        delete rest[name];
        return rest;
      });
    }
    if (status === 'succeeded') setStatus('idle');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problems = validateEnquiry(values);
    if (problems.length > 0) {
      const grouped = groupErrors(problems);
      setStatus('failed');
      showErrors(grouped.fieldErrors, grouped.formErrors);
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    setAlert(null);
    setFieldErrors({});
    const honeypot = honeypotRef.current?.value ?? '';
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as EnquiryValues;
    const result = await submitEnquiry(trimmed, { endpoint: enquiryEndpoint(), extras: honeypot ? { [HONEYPOT_FIELD]: honeypot } : {} });
    inFlight.current = false;
    if (result.kind === 'success') {
      setValues(emptyEnquiry());
      setStatus('succeeded');
      toast.success(SUCCESS_TEXT, { id: 'enquiry-success' });
    } else if (result.kind === 'invalid') {
      setStatus('failed');
      showErrors(result.fieldErrors, result.formErrors);
    } else {
      setStatus('failed');
      setAlert(failureText(result.reason, result.status));
    }
  }

  const submitting = status === 'submitting';

  return (
    <form ref={formRef} noValidate aria-labelledby={labelledBy} aria-busy={submitting} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {enquiryFields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const errorId = `${inputId}-error`;
          const errors = fieldErrors[field.name] ?? [];
          const common = {
            id: inputId,
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            value: values[field.name],
            'aria-invalid': errors.length > 0,
            'aria-describedby': errors.length > 0 ? errorId : undefined,
            className: inputClass,
          };
          return (
            <div key={field.name} className={field.type === 'email' || field.type === 'textarea' ? 'sm:col-span-2' : ''}>
              <label htmlFor={inputId} className="text-sm font-semibold text-ink">
                {field.label}
              </label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={6} onChange={(e) => update(field.name, e.target.value)} />
              ) : (
                <input
                  {...common}
                  type={field.type}
                  pattern={field.type === 'email' ? EMAIL_PATTERN : undefined}
                  inputMode={field.type === 'email' ? 'email' : undefined}
                  onChange={(e) => update(field.name, e.target.value)}
                />
              )}
              {errors.length > 0 && (
                <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
                  {errors.map((m) => fieldErrorText(field.name, m)).join('. ')}
                </p>
              )}
            </div>
          );
        })}
      </div>

      {/* Bots fill every input; people never see this one. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this field empty
          <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {alert && (
        <p role="alert" className="rounded-control border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          {alert}
        </p>
      )}

      <div role="status" aria-live="polite">
        {status === 'succeeded' && (
          <p className="flex items-start gap-2 rounded-control border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {SUCCESS_TEXT}
          </p>
        )}
      </div>

      <button type="submit" disabled={submitting} className="btn w-full bg-brand text-ink-inverse hover:bg-brand-strong sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {submitting ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
