import circleCheckIcon from 'virtual:icon/circle-check';
import sendIcon from 'virtual:icon/send';
import { Icon } from '../../components/ui/icon.tsx';
import { AppLink } from '../../components/ui/app-link.tsx';
import { href } from '../../routing/href.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import { englishUi, useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { format as enFormat } from '../../components/i18n/format.ts';
import { enquiry as enEnquiry } from 'virtual:ui/en/enquiry';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import site from 'virtual:content/site';
import { enquiryEndpoint, ENQUIRY_TIMEOUT_MS, formAction, formRedirectField, submitEnquiry, type FailureReason } from './client.ts';
import { ENQUIRY_FORM_ID, messageFrom, SENT_PAGE_TOKEN } from './enquiry-ids.ts';
import { countries } from './countries.ts';
import { keyFor, loadDraft, newIdempotencyKey, saveDraft } from './draft.ts';
import { enquiryList, shownNames, useEnquiryList, type EnquiryLine, type EnquiryListStore } from './enquiry-list-store.ts';
import { controlClass, EnquiryListEditor, type LineError } from './enquiry-list.tsx';
import { isBlank, parsePrice, parseQuantity, PRICE_MAX, QUANTITY_MAX, UNITS } from './line-rules.ts';
import {
  cleanEnquiry,
  EMAIL_PATTERN,
  emptyEnquiry,
  enquiryFields,
  isEnquiryField,
  DRAWN_FIELD,
  HONEYPOT_FIELD,
  INCOTERMS,
  requiredFields,
  TYPED_MESSAGE_MAX,
  validateEnquiry,
  type EnquiryError,
  type EnquiryField,
  type EnquiryItem,
  type EnquiryValues,
} from './rules.ts';
import { EnquirySent, WhatsAppLink, type SentEnquiry } from './enquiry-sent.tsx';
import type { CountryNames } from './country-names.ts';
import { lineTitles } from './line-documents.tsx';
import { fieldErrorIn, type EnquiryWords } from './error-words.ts';
import { composeMessage, whatsappHref, whatsappText } from './summary.ts';

/** The English confirmation (the catalogue's; the page's language shows its own). */
const english = englishUi({ enquiry: enEnquiry }).enquiry;
export const SUCCESS_TEXT = english.success;

/** The service's code for a key that went with another text before (scripts/server/enquiry-service.ts). */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';


type FieldErrors = Partial<Record<EnquiryField, string[]>>;

/**
 * The options of the optional drop-downs, made once: the form re-renders on every keystroke, and
 * the same elements let React skip the 250 countries instead of comparing them each time.
 */
const countryOptions: ReactNode[] = localCountryOptions(countries.map(([, name]) => [name, name]));

/** The countries as the page's language names them (the build's list), in its order; the value sent stays the English name. */
function localCountryOptions(names: CountryNames): ReactNode[] {
  return names.map(([name, shown]) => (
    <option key={name} value={name}>
      {shown}
    </option>
  ));
}

const incotermOptionsIn = (words: EnquiryWords): ReactNode[] =>
  INCOTERMS.map(({ code }) => (
    <option key={code} value={code}>
      {code} – {words.incoterms[code as keyof EnquiryWords['incoterms']]}
    </option>
  ));
const incotermOptions = incotermOptionsIn(english);

/**
 * What went wrong, without guessing whose fault it was (a failed fetch is as often our service or
 * a proxy as the visitor's connection), and that nothing was lost. Every failure then offers the
 * company's e-mail and phone (FailureFallback).
 */
export function failureText(reason: FailureReason, status?: number, words: EnquiryWords = english): string {
  const kept = words.nothingLost;
  const code = status ? String(status) : null;
  switch (reason) {
    case 'network':
      return words.failedNetwork({ kept });
    case 'timeout':
      return words.failedTimeout({ seconds: String(ENQUIRY_TIMEOUT_MS / 1000), kept });
    case 'server':
      return words.failedServer({ status: code, kept });
    case 'unreadable':
      return words.failedUnreadable({ status: code, kept });
  }
}

function FailureFallback({ words }: { words: EnquiryWords }) {
  const { email, phone, phoneDisplay } = site.contact;
  const link = 'underline underline-offset-2 hover:decoration-2';
  return (
    <span className="mt-2 block">
      {words.keepsHappening}{' '}
      <a href={`mailto:${email}`} className={`${link} break-all`}>
        {email}
      </a>{' '}
      {words.orCall}{' '}
      <a href={`tel:${phone}`} dir="ltr" className={`${link} whitespace-nowrap`}>
        {phoneDisplay}
      </a>
      .
    </span>
  );
}

/** The list's lines as the request's items; a quantity or target price that is not a number stays NaN for the check to name. */
function toItems(lines: readonly EnquiryLine[]): EnquiryItem[] {
  return lines.map((line) => ({
    product: line.product,
    quantity: parseQuantity(line.quantity) ?? Number.NaN,
    unit: line.unit,
    ...(line.variant && { variant: line.variant }),
    ...(line.sample && { sample: true as const }),
    ...(!isBlank(line.price) && { targetPrice: { amount: parsePrice(line.price) ?? Number.NaN, currency: line.currency } }),
    ...(line.documents.length > 0 && { documents: line.documents }),
    ...(line.seenPrice && { seenPrice: line.seenPrice }),
  }));
}

/** Items as far as they can be summed up while the buyer is still typing: lines with a quantity, prices that are numbers. */
function draftItems(lines: readonly EnquiryLine[]): EnquiryItem[] {
  return toItems(lines)
    .filter((item) => Number.isFinite(item.quantity))
    .map(({ targetPrice, ...item }) => (targetPrice && Number.isFinite(targetPrice.amount) ? { ...item, targetPrice } : item));
}

const LINE_ERROR = /^items\[(\d+)\](?:\.(\w+))?/;

/**
 * A product line's error in the page's language, from its code (rules.ts words it in English, as the
 * service sends it); a code without a translation keeps the English message.
 */
function lineErrorIn(words: EnquiryWords, num: (n: number) => string, key: string, error: EnquiryError, product: string | undefined, index: number): string {
  const e = words.errors;
  if (product === undefined) return error.message;
  if (key === 'quantity' && error.code === 'TYPE_QUANTITY') return e.quantity({ product, max: num(QUANTITY_MAX) });
  if (key === 'unit' && error.code === 'TYPE_UNIT') return e.unit({ product, units: UNITS.join(', ') });
  if (key === 'targetPrice' && error.code === 'TYPE_PRICE') return e.targetPrice({ product, max: num(PRICE_MAX) });
  if (key === 'product' && error.code === 'DUPLICATE') return e.duplicate({ product });
  if (key === 'product' && error.code === 'REQUIRED') return e.productNeedsName({ n: String(index + 1) });
  return error.message;
}

/** Splits errors into the form's fields, the product lines (`items[2].quantity`), both in the page's language, and the rest. */
function sortErrors(errors: EnquiryError[], words: EnquiryWords, num: (n: number) => string, lines: readonly { product: string }[]) {
  const fieldErrors: FieldErrors = {};
  const lineErrors = new Map<number, LineError[]>();
  const formErrors: string[] = [];
  for (const error of errors) {
    const match = error.field ? LINE_ERROR.exec(error.field) : null;
    if (match) {
      const index = Number(match[1]);
      const key = match[2] ?? '';
      lineErrors.set(index, [...(lineErrors.get(index) ?? []), { key, message: lineErrorIn(words, num, key, error, lines[index]?.product, index) }]);
    } else if (isEnquiryField(error.field)) (fieldErrors[error.field] ??= []).push(fieldErrorIn(words, error.field, error));
    else formErrors.push(error.message);
  }
  return { fieldErrors, lineErrors, formErrors };
}

function Field({ id, label, optional, error, children }: { id: string; label: string; optional?: string; error?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ms-1.5 text-xs font-normal text-ink-muted">{optional}</span>}
      </label>
      <div className="mt-1.5">{children}</div>
      {error}
    </div>
  );
}

function Legend({ children }: { children: ReactNode }) {
  return <legend className="mb-4 w-full border-b border-line pb-2 text-base font-semibold text-brand-strong">{children}</legend>;
}

/** `countryNames`: the countries named in the page's language (the contact section's data; none in English). */
export function EnquiryForm({ labelledBy, store = enquiryList, countryNames }: { labelledBy?: string; store?: EnquiryListStore; countryNames?: CountryNames | null }) {
  const id = useId();
  const locale = useLocale();
  const { enquiry: words, common: commonWords, format: numberFormat } = useUi({ enquiry: enEnquiry, common: enCommon, format: enFormat });
  // The same list on the static page and in the app's first render: the build named them (country-names.ts).
  const countryChoices = useMemo(() => (locale !== 'en' && countryNames ? localCountryOptions(countryNames) : countryOptions), [locale, countryNames]);
  const incotermChoices = useMemo(() => (locale === 'en' ? incotermOptions : incotermOptionsIn(words)), [locale, words]);
  const [searchParams, setSearchParams] = useSearchParams();
  const product = searchParams.get('product');
  const { lines, remembered } = useEnquiryList(store);
  const [{ values: draftValues, ...draftAttempt }] = useState(loadDraft);
  const [values, setValues] = useState<EnquiryValues>(draftValues);
  // One key per enquiry: every retry of it carries the same one, an edited or the next enquiry a new one.
  const [attempt, setAttempt] = useState(draftAttempt);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, LineError[]>>(new Map());
  const [alert, setAlert] = useState<{ text: string; fallback: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [focusProduct, setFocusProduct] = useState<string | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  /** When the form was drawn: sent as the time it was on screen (a post sooner than 3 s is a bot's). */
  const drawnAt = useRef(0);
  useEffect(() => {
    drawnAt.current = performance.now();
  }, []);
  const confirmationRef = useRef<HTMLDivElement>(null);

  // "#/contact?product=X" (an "Enquire about this product" link) puts X on the list and brings its
  // quantity into view. The query is then dropped, so a reload does not bring back a removed line.
  useEffect(() => {
    if (!product) return;
    const result = store.add(product);
    if (result === 'added' || result === 'present') setFocusProduct(product.trim());
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('product');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [product, store, setSearchParams]);

  // Search's "ask us on the contact page" after no result: the message starts with what was looked for.
  const { state: navigationState, key: navigationKey } = useLocation();
  useEffect(() => {
    const message = messageFrom(navigationState);
    if (message) setValues((current) => (current.message.trim() ? current : { ...current, message }));
  }, [navigationState, navigationKey]);

  useEffect(() => saveDraft({ ...attempt, values }), [values, attempt]);

  // Edits renumber or fix the lines: old line errors no longer point at the right line.
  useEffect(() => setLineErrors(new Map()), [lines]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (sent) confirmationRef.current?.scrollIntoView({ block: 'nearest' });
  }, [sent]);

  const onFocused = useCallback(() => setFocusProduct(null), []);

  function showErrors(errors: EnquiryError[]) {
    const sorted = sortErrors(errors, words, numberFormat.number, lines);
    setFieldErrors(sorted.fieldErrors);
    setLineErrors(sorted.lineErrors);
    setAlert(sorted.formErrors.length > 0 ? { text: sorted.formErrors.join(', '), fallback: false } : null);
    setFocusRequest((n) => n + 1);
  }

  function update(name: EnquiryField, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const items = toItems(lines);
    // The request body as the service stores it (cleanEnquiry): trimmed, optional fields when filled, products when any.
    const payload = cleanEnquiry({ ...values, items });
    const problems = validateEnquiry(payload);
    if (problems.length > 0) {
      showErrors(problems);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setSent(null);
    setAlert(null);
    setFieldErrors({});
    setLineErrors(new Map());
    const honeypot = honeypotRef.current?.value ?? '';
    // The page's language goes with it (issue 31; none means English, the default): the sales team
    // answers in it. Product names and the message stay as the list and the buyer wrote them.
    const body = { ...payload, ...(locale === 'en' ? {} : { locale }), message: composeMessage(payload.message, items, payload) };
    // The same text again keeps its key (stored once however often the answer is lost); anything
    // changed since the last attempt goes with a new one. Saved before the request leaves, so a
    // reload in the meantime still knows.
    const sentAs = JSON.stringify(body);
    const key = keyFor(attempt, sentAs);
    setAttempt({ key, sent: sentAs });
    saveDraft({ values, key, sent: sentAs });
    const result = await submitEnquiry(body, { endpoint: enquiryEndpoint(), extras: honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}, idempotencyKey: key, elapsedMs: performance.now() - drawnAt.current });
    inFlight.current = false;
    setSubmitting(false);
    if (result.kind === 'success') {
      // Its lines' document titles in this language, for the confirmation (the list is emptied now).
      const titles = Object.fromEntries(lines.map((line) => [line.product, lineTitles(line, locale)] as const).filter(([, own]) => own));
      setSent({ reference: result.reference, payload, typed: payload.message, items, titles, names: shownNames(lines, locale) });
      store.clear();
      setValues(emptyEnquiry());
      setAttempt({ key: newIdempotencyKey(), sent: null });
      // The toast library (with its CSS-in-JS engine, 4.5 KB gzip) is fetched when an enquiry has
      // been sent, not with the contact page: the thanks are shown inline at once regardless.
      void import('react-hot-toast').then(
        ({ default: toast }) => toast.success(words.success, { id: 'enquiry-success' }),
        () => undefined,
      );
    } else if (result.kind === 'invalid' && result.errors.some((e) => e.code === KEY_REUSED)) {
      // Only if the draft lost track (another tab, storage cleared): the service stored an earlier
      // version under this key. The next send goes as a new enquiry.
      setAttempt({ key: newIdempotencyKey(), sent: null });
      setAlert({ text: words.keyReused, fallback: false });
    } else if (result.kind === 'invalid') {
      showErrors(result.errors);
    } else {
      setAlert({ text: failureText(result.reason, result.status, words), fallback: true });
    }
  }

  const fieldError = (name: EnquiryField) => {
    const errors = fieldErrors[name] ?? [];
    return errors.length > 0 ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
        {errors.join('. ')}
      </p>
    ) : null;
  };
  const common = (name: EnquiryField, required: boolean, multiline = false) => {
    const invalid = (fieldErrors[name]?.length ?? 0) > 0;
    const spec = enquiryFields.find((f) => f.name === name)!;
    return {
      id: `${id}-${name}`,
      name,
      required,
      autoComplete: spec.autoComplete,
      value: values[name],
      'aria-invalid': invalid,
      'aria-describedby': invalid ? `${id}-${name}-error` : undefined,
      className: multiline ? controlClass : `${controlClass} h-11`,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => update(name, e.target.value),
    };
  };
  const input = (name: EnquiryField, required: boolean) => {
    const spec = enquiryFields.find((f) => f.name === name)!;
    return (
      <input
        {...common(name, required)}
        type={spec.type === 'email' ? 'email' : spec.type === 'tel' ? 'tel' : 'text'}
        maxLength={spec.maxLength}
        pattern={spec.type === 'email' ? EMAIL_PATTERN : undefined}
        inputMode={spec.type === 'email' ? 'email' : spec.type === 'tel' ? 'tel' : undefined}
      />
    );
  };
  /** An optional drop-down whose first option (`none`) leaves the field empty. */
  const select = (name: EnquiryField, none: string, options: ReactNode[]) => (
    <select {...common(name, false)}>
      <option value="">{none}</option>
      {options}
    </select>
  );
  const label = (name: EnquiryField) => words.fields[name];
  /** A field the visitor may leave empty, labelled as optional. */
  const optional = (name: EnquiryField, control: ReactNode) => (
    <Field id={`${id}-${name}`} label={label(name)} optional={commonWords.optional} error={fieldError(name)}>
      {control}
    </Field>
  );
  const whatsapp = site.contact.whatsapp;
  const draftPayload = cleanEnquiry({ ...values, items: draftItems(lines) });
  const redirectField = formRedirectField();

  return (
    // method and action are for a post without script (no JavaScript, or the app not started yet):
    // the service answers with a page of the site. With script, onSubmit sends it as JSON instead.
    <form
      ref={formRef}
      id={ENQUIRY_FORM_ID}
      method="post"
      action={formAction()}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      onSubmit={onSubmit}
      className="space-y-8 scroll-mt-[calc(var(--header-height)+1rem)]"
    >
      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex items-start gap-2 rounded-t-control border border-b-0 border-success/40 bg-success/5 px-4 pt-3 text-sm font-semibold text-success">
            <Icon node={circleCheckIcon} className="mt-0.5 size-4 shrink-0" />
            <span>
              {words.success}
              {sent.reference && <span className="sr-only"> {words.yourReference({ reference: sent.reference })}</span>}
            </span>
          </p>
        )}
      </div>
      {sent && <EnquirySent ref={confirmationRef} sent={sent} whatsapp={site.contact.whatsapp} />}

      <noscript>
        {/* data-no-script: shown only without script (the tests comparing a static page with the app leave it out). */}
        <p data-no-script="" className="rounded-control border border-dashed border-line bg-surface-alt px-4 py-3 text-sm text-ink-muted">
          {words.noScriptHint}
        </p>
      </noscript>
      <EnquiryListEditor lines={lines} remembered={remembered} lineErrors={lineErrors} focusProduct={focusProduct} onFocused={onFocused} store={store} />

      <fieldset className="min-w-0">
        <Legend>{words.yourDetails}</Legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {requiredFields
            .filter((f) => f.type !== 'textarea')
            .map((f) => (
              <Field key={f.name} id={`${id}-${f.name}`} label={label(f.name)} error={fieldError(f.name)}>
                {input(f.name, true)}
              </Field>
            ))}
          {optional('phone', input('phone', false))}
          {optional('company', input('company', false))}
          {optional('country', select('country', words.selectCountry, countryChoices))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <Legend>{words.delivery}</Legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {optional('port', input('port', false))}
          {optional('incoterm', select('incoterm', words.notDecided, incotermChoices))}
        </div>
      </fieldset>

      <Field id={`${id}-message`} label={label('message')} error={fieldError('message')}>
        <textarea
          {...common('message', true, true)}
          rows={5}
          maxLength={TYPED_MESSAGE_MAX}
          placeholder={words.messagePlaceholder}
        />
      </Field>

      {/* A hosted form service sends a plain post (no script) on to the site's "Enquiry received"
          page. In <noscript>: with script the app sends JSON and shows its own confirmation. */}
      {redirectField && (
        <noscript>
          <input type="hidden" name={redirectField} value={SENT_PAGE_TOKEN} />
        </noscript>
      )}

      {/* The page's language, for a post without script: the enquiry carries it (the sales team
          answers in it) and the local service answers with that language's pages. */}
      {locale !== 'en' && <input type="hidden" name="locale" value={locale} />}

      {/* For a post without script: `npm start`'s server writes the time it drew the page here
          (scripts/server/drawn-pages.ts), so a post sooner than a person can fill the form is
          judged as the app's `_elapsed` is. Not for a hosted form service (it would mail the field). */}
      {redirectField === null && <input type="hidden" name={DRAWN_FIELD} defaultValue="" suppressHydrationWarning />}

      {/* Bots fill every input; people never see this one. */}
      <div aria-hidden="true" className="hidden">
        <label>
          {words.honeypot}
          <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {alert && (
        <p role="alert" className="rounded-control border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          {alert.text}
          {alert.fallback && <FailureFallback words={words} />}
        </p>
      )}

      <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={submitting} className="btn bg-brand text-ink-inverse hover:bg-brand-strong">
          <Icon node={sendIcon} className="size-4" />
          {submitting ? words.sending : words.send}
        </button>
        {whatsapp && (
          <WhatsAppLink
            to={whatsappHref(whatsapp, whatsappText(draftPayload, values.message, undefined, shownNames(lines, locale)))}
            className="border border-line text-ink hover:border-success hover:text-success"
          >
            {words.sendWhatsApp}
          </WhatsAppLink>
        )}
        {/* The count is the list's, which needs script: without it the message names the products. */}
        <p data-needs-script="" className="text-xs text-ink-muted noscript:hidden sm:ms-auto sm:max-w-56 sm:text-end">
          {lines.length > 0 ? words.inThisEnquiry({ n: lines.length }) : words.noProducts}
        </p>
      </div>
      <p className="text-xs text-ink-muted">
        {words.privacyNotice}{' '}
        <AppLink to={href('privacy')} className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
          {words.privacyLink}
        </AppLink>
      </p>
    </form>
  );
}
