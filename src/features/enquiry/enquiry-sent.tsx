import messageCircleIcon from 'virtual:icon/message-circle';
import { Fragment, type ReactNode, type Ref } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import { localeInfo, type Locale } from '../../content/locales.ts';
import { countries } from './countries.ts';
import { documentShownName } from './line-documents.tsx';
import { isUnit, withoutBidiControls } from './line-rules.ts';
import { useListWords, type ListWords } from './list-words.ts';
import { INCOTERMS, type EnquiryItem, type EnquiryPayload } from './rules.ts';
import { formatPrice, formatQuantity, whatsappHref, whatsappText, type ShownNames } from './summary.ts';

/** What the confirmation repeats: the enquiry as sent (the message as typed, not as composed) and the service's reference. */
export interface SentEnquiry {
  reference?: string;
  payload: EnquiryPayload;
  /** The message the buyer typed (the one sent also lists the products). */
  typed: string;
  items: EnquiryItem[];
  /** Per product, its documents' titles in the page's language (the line's), by English name. */
  titles?: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;
  /** Per product, its name in the page's language (the line's), by English name, where it differs. */
  names?: ShownNames;
}

/** A unit as the page's language names it ("TM", "كغ"); the code itself where it is not one of the list's. */
const unitIn = (words: ListWords, unit: string) => (isUnit(unit) ? words.enquiry.units[unit] : unit);

/** The country the buyer chose (sent by its English name) as the page's language names it. */
function countryIn(locale: Locale, name: string | undefined): string | undefined {
  if (!name || locale === 'en') return name;
  const code = countries.find(([, english]) => english === name)?.[0];
  return (code && new Intl.DisplayNames([localeInfo[locale].intl], { type: 'region', fallback: 'code' }).of(code)) || name;
}

/**
 * "Cashew kernels, white wholes" with "W320 · sample wanted · target price USD 1,450 per MT" under
 * it, and the documents wanted on a line of their own: in the page's language, around what was sent
 * (the product's and the documents' English names, the buyer's own grade).
 */
function ItemDetails({ item, words, titles }: { item: EnquiryItem; words: ListWords; titles?: Readonly<Record<string, string>> }) {
  const w = words.enquiry;
  const details = [
    item.variant,
    item.sample ? w.sampleWantedLine : null,
    item.targetPrice ? w.targetPriceLine({ price: formatPrice(item.targetPrice), unit: unitIn(words, item.unit) }) : null,
  ].filter(Boolean);
  return (
    <>
      {details.length > 0 && <span className="block text-xs text-ink-muted first-letter:uppercase">{details.join(' · ')}</span>}
      {item.documents && item.documents.length > 0 && (
        <span className="block text-xs text-ink-muted">{w.documentsWantedLine({ list: words.format.list(item.documents.map((d) => documentShownName(d, words, titles))) })}</span>
      )}
    </>
  );
}

/** The enquiry as a WhatsApp message, in a new tab: the form's button before sending, the confirmation's after. */
export function WhatsAppLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={`btn ${className}`}>
      <Icon node={messageCircleIcon} className="size-4" />
      {children}
    </a>
  );
}

/**
 * The confirmation under the "submitted" line: everything the buyer sent, so they can check it
 * and quote the reference, and the same enquiry on WhatsApp with that reference. Text the buyer
 * wrote is shown without its text-direction overrides (stored as written).
 */
export function EnquirySent({ sent, whatsapp, ref }: { sent: SentEnquiry; whatsapp?: string; ref?: Ref<HTMLDivElement> }) {
  const { payload, reference } = sent;
  const words = useListWords();
  const w = words.enquiry;
  const locale = useLocale();
  const incoterm = payload.incoterm ? INCOTERMS.find((i) => i.code === payload.incoterm) : undefined;
  const rows: [string, string | undefined][] = [
    [w.name, `${payload['first-name']} ${payload['last-name']}`],
    [w.fields.company, payload.company],
    [w.fields.country, countryIn(locale, payload.country)],
    [w.fields.phone, payload.phone],
    [w.replyTo, payload.email],
    [w.fields.port, payload.port],
    [w.fields.incoterm, incoterm ? `${incoterm.code} (${w.incoterms[incoterm.code as keyof typeof w.incoterms]})` : payload.incoterm],
  ];
  return (
    <div
      ref={ref}
      className="-mt-8 scroll-mt-[calc(var(--header-height)+1.5rem)] rounded-b-control border border-t-0 border-success/40 bg-success/5 px-4 pb-4 text-sm text-ink"
    >
      <dl className="ms-6 mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {reference && (
          <>
            <dt className="text-ink-muted">{w.reference}</dt>
            <dd className="font-mono font-semibold tracking-wide">{reference}</dd>
          </>
        )}
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-ink-muted">{label}</dt>
              <dd dir="auto" className="[overflow-wrap:anywhere]">
                {withoutBidiControls(value)}
              </dd>
            </Fragment>
          ))}
        <dt className="text-ink-muted">{w.message}</dt>
        {/* dir="auto" sets an Arabic message right to left; its own direction overrides are not shown (stored as written). */}
        <dd dir="auto" className="whitespace-pre-line [overflow-wrap:anywhere]">
          {withoutBidiControls(sent.typed)}
        </dd>
      </dl>
      {sent.items.length > 0 && (
        <table className="ms-6 mt-3 w-[calc(100%-1.5rem)] text-start">
          <caption className="sr-only">{w.sentProductsCaption}</caption>
          <thead className="text-xs text-ink-muted">
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {w.product}
              </th>
              <th scope="col" className="py-1 text-end font-semibold">
                {w.quantity}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-success/20">
            {sent.items.map((item) => (
              <tr key={item.product}>
                <td className="py-1.5 pe-3 [overflow-wrap:anywhere]">
                  {(sent.names && Object.hasOwn(sent.names, item.product) ? sent.names[item.product] : undefined) ?? item.product}
                  <ItemDetails item={item} words={words} titles={sent.titles?.[item.product]} />
                </td>
                <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
                  {locale === 'en' ? formatQuantity(item.quantity) : words.format.number(item.quantity)} {unitIn(words, item.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {whatsapp && (
        <WhatsAppLink
          to={whatsappHref(whatsapp, whatsappText({ ...payload, items: sent.items }, sent.typed, reference, sent.names))}
          className="ms-6 mt-4 border border-success/40 bg-surface text-ink hover:border-success hover:text-success"
        >
          {w.sendWhatsAppToo}
        </WhatsAppLink>
      )}
    </div>
  );
}
