import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { href } from '../../routing/href.ts';
import { ENQUIRY_LIST_ID, wantsList } from './enquiry-ids.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { WithName } from '../../components/ui/bidi.tsx';
import { lineName, type EnquiryLine, type EnquiryListStore } from './enquiry-list-store.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import { LineDetails, LineLabel } from './line-details.tsx';
import { LineDocuments } from './line-documents.tsx';
import { isBlank, lineProblem, MAX_ITEMS, PRODUCT_MAX_LENGTH, UNITS, type Unit } from './line-rules.ts';
import { useListWords } from './list-words.ts';
import { textProblemIn } from './error-words.ts';

/** An error of one line: what it is about (`quantity`, `unit`, `targetPrice`...) and what it says. */
export interface LineError {
  key: string;
  message: string;
}

/** Inputs, selects and the textarea of the enquiry form; single-line controls add `h-11` so inputs and selects line up. */
export const controlClass =
  'block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted focus:border-brand-soft aria-[invalid=true]:border-danger scroll-mt-[calc(var(--header-height)+1.5rem)]';

interface EnquiryListEditorProps {
  lines: readonly EnquiryLine[];
  remembered: boolean;
  /** Errors per line (by its index in `lines`), from the form's check or the service. */
  lineErrors: ReadonlyMap<number, LineError[]>;
  /** A product to bring into view with its quantity focused (added from a product link). */
  focusProduct?: string | null;
  /** Called once the focus request has been served. */
  onFocused?: () => void;
  store: EnquiryListStore;
}

/**
 * The products of the enquiry, one line each: name, quantity, unit, remove. Part of the form (the
 * quantities are sent with it) but kept in the enquiry list store, so every tab sees the same.
 */
export function EnquiryListEditor({ lines, remembered, lineErrors, focusProduct, onFocused, store }: EnquiryListEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState<ReactNode>('');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const ui = useListWords();
  const locale = useLocale();
  const words = ui.enquiry;
  const products = (n: number) => ui.enquiryAdd.products({ n });

  /**
   * A product typed by name: for a buyer who knows what they want (or wants something the site
   * does not list), two clicks from any page, the list link and this button.
   */
  function addTyped() {
    const name = typed.trim().replace(/\s+/g, ' ');
    // A product name's problem (lineProblem: the English the service also sends) in the page's language.
    const found = lineProblem(typed, PRODUCT_MAX_LENGTH);
    const problem = isBlank(name) ? words.typeProductName : found && (textProblemIn(words.errors, found, PRODUCT_MAX_LENGTH) ?? found.message);
    if (problem) {
      setTypedError(problem.charAt(0).toUpperCase() + problem.slice(1));
      return;
    }
    const result = store.add(name);
    if (result === 'full') {
      setTypedError(words.listFull({ max: ui.format.number(MAX_ITEMS) }));
      return;
    }
    setTypedError(null);
    setTyped('');
    const count = store.getSnapshot().lines.length;
    setAnnouncement(<WithName sentence={(p) => (result === 'present' ? words.alreadyInList({ product: p }) : words.addedNow({ product: p, products: products(count) }))} name={name} />);
  }

  // The header's "Enquiry list (N)" lands here: the list is brought into view and its heading focused,
  // so a keyboard or screen-reader user starts at the list, not at the top of the page.
  const { state, key } = useLocation();
  const toList = wantsList(state);
  useEffect(() => {
    if (!toList) return;
    const heading = headingRef.current;
    if (!heading) return;
    // Focus without the browser's own scroll, then scroll the list's top below the sticky header
    // (its scroll-margin), so its heading and first line are what the buyer sees.
    heading.focus({ preventScroll: true });
    document.getElementById(ENQUIRY_LIST_ID)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [toList, key]);

  useEffect(() => {
    if (!focusProduct) return;
    const index = lines.findIndex((line) => line.product === focusProduct);
    if (index < 0) return;
    const input = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="number"]')[index];
    input?.focus();
    input?.select();
    onFocused?.();
  }, [focusProduct, lines, onFocused]);

  function remove(index: number) {
    const line = lines[index];
    if (!line) return;
    store.remove(line.product);
    const left = lines.length - 1;
    setAnnouncement(<WithName sentence={(p) => words.removed({ product: p, rest: left === 0 ? words.listEmpty : words.listHas({ products: products(left) }) })} name={lineName(line, locale)} />);
    // Focus must not fall to the page's start: the next line's Remove, else the previous, else the heading.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? headingRef.current)?.focus();
    });
  }

  return (
    // The list lives in the browser's storage and needs script: without it, the message names the products.
    <fieldset id={ENQUIRY_LIST_ID} data-needs-script="" className="min-w-0 scroll-mt-[calc(var(--header-height)+1rem)] noscript:hidden" aria-describedby={`${id}-note`}>
      <legend className="w-full">
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-brand-strong outline-none">
          {words.productsForQuotation} <span className="font-normal text-ink-muted">({ui.format.number(lines.length)})</span>
        </h3>
      </legend>
      <p id={`${id}-note`} className="mt-1 text-sm text-ink-muted">
        {lines.length > 0 ? words.listIntro({ max: ui.format.number(MAX_ITEMS) }) : words.listEmpty}
      </p>
      {lines.length === 0 && (
        <p className="mt-3 rounded-control border border-dashed border-line bg-surface-alt px-4 py-3 text-sm text-ink-muted">
          {words.emptyHint.before}{' '}
          <AppLink to={href('business')} className="font-medium text-brand underline underline-offset-4">
            {words.emptyHint.link}
          </AppLink>
          {words.emptyHint.after}
        </p>
      )}
      {!remembered && (
        <p className="mt-3 rounded-control border border-accent/40 bg-accent-tint px-4 py-3 text-sm text-ink">
          {words.listNotSaved}
        </p>
      )}
      {lines.length > 0 && (
        <ul ref={listRef} className="mt-4 divide-y divide-line rounded-card border border-line">
          {lines.map((line, index) => {
            const lineId = `${id}-${index}`;
            const errors = lineErrors.get(index) ?? [];
            // An error the service names no part of (`items[2]`) is the quantity's: the line's first field.
            // The name the buyer reads: the product's page's in this language (the request sends line.product, in English).
            const shown = lineName(line, locale);
            const about = (key: string) => errors.some((e) => e.key === key || (key === 'quantity' && !['unit', 'variant', 'sample', 'targetPrice'].includes(e.key)));
            return (
              <li key={line.product} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-end gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_7rem_7.5rem_auto]">
                <p className="col-span-3 self-center font-medium text-ink sm:col-span-1 [overflow-wrap:anywhere]">{shown}</p>
                <div>
                  <LineLabel htmlFor={`${lineId}-quantity`} text={words.quantity} product={shown} />
                  <input
                    id={`${lineId}-quantity`}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    required
                    value={line.quantity}
                    aria-invalid={about('quantity')}
                    aria-describedby={errors.length > 0 ? `${lineId}-error` : undefined}
                    onChange={(e) => store.update(line.product, { quantity: e.target.value })}
                    className={`${controlClass} h-11 tabular-nums`}
                  />
                </div>
                <div>
                  <LineLabel htmlFor={`${lineId}-unit`} text={words.unit} product={shown} />
                  <select
                    id={`${lineId}-unit`}
                    value={line.unit}
                    aria-invalid={about('unit')}
                    onChange={(e) => store.update(line.product, { unit: e.target.value as Unit })}
                    className={`${controlClass} h-11`}
                  >
                    {/* The value sent is the unit's code (kg, MT); the page's language names it. */}
                    {UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {words.units[unit]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  data-remove
                  onClick={() => remove(index)}
                  className="btn min-h-11 min-w-11 px-2.5 text-ink-muted hover:bg-danger/5 hover:text-danger sm:px-3"
                >
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-4">
                    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
                  </svg>
                  <span>
                    <span className="sr-only sm:not-sr-only">{words.remove}</span> <span className="sr-only">{shown}</span>
                  </span>
                </button>
                <LineDetails id={lineId} line={line} invalid={about('targetPrice')} errorId={`${lineId}-error`} store={store} />
                <div className="col-span-3 sm:col-span-4">
                  <LineDocuments id={lineId} line={line} store={store} />
                </div>
                {errors.length > 0 && (
                  <p id={`${lineId}-error`} className="col-span-3 text-sm font-medium text-danger sm:col-span-4">
                    {errors.map((e) => e.message).join('. ')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4">
        <label htmlFor={`${id}-typed`} className="mb-1 block text-sm font-semibold text-ink">
          {words.addByName} <span className="font-normal text-ink-muted">{ui.common.optional}</span>
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-typed`}
            type="text"
            value={typed}
            maxLength={PRODUCT_MAX_LENGTH + 50}
            placeholder={words.typedPlaceholder}
            aria-invalid={typedError !== null}
            aria-describedby={typedError ? `${id}-typed-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              if (typedError) setTypedError(null);
            }}
            onKeyDown={(e) => {
              // Enter adds the product; it must not send the whole enquiry.
              if (e.key === 'Enter') {
                e.preventDefault();
                addTyped();
              }
            }}
            className={`${controlClass} h-11 min-w-0 flex-1`}
          />
          <button type="button" onClick={addTyped} className="btn h-11 shrink-0 border border-brand bg-surface text-brand hover:bg-brand-tint">
            {words.add} <span className="sr-only">{words.addProductSr}</span>
          </button>
        </div>
        {typedError && (
          <p id={`${id}-typed-error`} className="mt-1 text-sm font-medium text-danger">
            {typedError}.
          </p>
        )}
      </div>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </fieldset>
  );
}
