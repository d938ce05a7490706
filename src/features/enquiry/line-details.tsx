import type { ReactNode } from 'react';
import { lineName, type EnquiryLine, type EnquiryListStore } from './enquiry-list-store.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import { CURRENCIES, type Currency } from './line-rules.ts';
import { useListWords } from './list-words.ts';

/** Inputs and selects of a line's details: as the form's, a little shorter. */
const control =
  'block h-10 rounded-control border border-line bg-surface px-2.5 text-base text-ink shadow-sm transition-colors focus:border-brand-soft aria-[invalid=true]:border-danger';

/** A label of a line's control; it names the product too, for screen readers ("Quantity for Paracetamol"). */
export function LineLabel({ htmlFor, text, product }: { htmlFor: string; text: string; product: string }) {
  const { enquiry: words } = useListWords();
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-semibold text-ink-muted">
      {`${text} `}
      <span className="sr-only">{words.forProduct({ product })}</span>
    </label>
  );
}

/** One currency option per code, made once: the list re-renders on every keystroke of a quantity. */
const currencyOptions: ReactNode[] = CURRENCIES.map((code) => (
  <option key={code} value={code}>
    {code}
  </option>
));

/**
 * A line's optional details, as a trader writes them beside a quantity: the grade or size (where
 * the product's page lists them), a target price per unit with its currency, and whether a sample
 * is wanted. Labels name the product for screen readers ("Grade or size for Cashew kernels").
 */
export function LineDetails({ id, line, invalid, errorId, store }: { id: string; line: EnquiryLine; invalid: boolean; errorId?: string; store: EnquiryListStore }) {
  const { enquiry: words } = useListWords();
  // Labels name the product as the buyer reads it (its page's name in this language).
  const shown = lineName(line, useLocale());
  const update = (change: Parameters<EnquiryListStore['update']>[1]) => store.update(line.product, change);
  // A grade chosen before the page's list changed stays on offer, so the line never loses it silently.
  const variants = line.variant && !line.variants.includes(line.variant) ? [...line.variants, line.variant] : line.variants;
  return (
    <div className="col-span-full flex flex-wrap items-end gap-x-4 gap-y-3">
      {variants.length > 0 && (
        <div className="min-w-40 flex-1 basis-48">
          <LineLabel htmlFor={`${id}-variant`} text={words.variant} product={shown} />
          <select id={`${id}-variant`} value={line.variant} onChange={(e) => update({ variant: e.target.value })} className={`${control} w-full`}>
            <option value="">{words.notDecided}</option>
            {variants.map((variant) => (
              <option key={variant} value={variant}>
                {variant}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <LineLabel htmlFor={`${id}-price`} text={words.targetPrice} product={shown} />
        {/* Wraps: "per FCL 40'" in some languages does not fit beside the price on a phone. */}
        <div className="flex flex-wrap items-center gap-1.5">
          <input
            id={`${id}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder={words.optionalWord}
            value={line.price}
            aria-invalid={invalid}
            aria-describedby={invalid && errorId ? `${id}-per ${errorId}` : `${id}-per`}
            onChange={(e) => update({ price: e.target.value })}
            className={`${control} w-28 tabular-nums`}
          />
          <label htmlFor={`${id}-currency`} className="sr-only">
            {words.currencyFor({ product: shown })}
          </label>
          <select id={`${id}-currency`} value={line.currency} onChange={(e) => update({ currency: e.target.value as Currency })} className={`${control} w-[5.5rem]`}>
            {currencyOptions}
          </select>
          <span id={`${id}-per`} className="text-sm whitespace-nowrap text-ink-muted">
            {words.perUnit({ unit: words.units[line.unit] })}
          </span>
        </div>
      </div>
      <label htmlFor={`${id}-sample`} className="inline-flex min-h-10 items-center gap-2 text-sm text-ink">
        <input
          id={`${id}-sample`}
          type="checkbox"
          checked={line.sample}
          onChange={(e) => update({ sample: e.target.checked })}
          className="size-4 shrink-0 accent-brand"
        />
        <span>
          {words.sampleWanted} <span className="sr-only">{words.forProduct({ product: shown })}</span>
        </span>
      </label>
    </div>
  );
}
