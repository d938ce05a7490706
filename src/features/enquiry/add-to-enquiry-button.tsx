import checkIcon from 'virtual:icon/check';
import plusIcon from 'virtual:icon/plus';
import { use, useState, type ReactNode } from 'react';
import { WithName } from '../../components/ui/bidi.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AppLink } from '../../components/ui/app-link.tsx';
import { ENQUIRY_FORM_ID } from './enquiry-ids.ts';
import { enquiryHref } from './enquiry-link.ts';
import { enquiryList, useEnquiryList, type EnquiryListStore } from './enquiry-list-store.ts';
import { MAX_ITEMS, type Unit } from './line-rules.ts';
import type { SeenPrice } from './rules.ts';
import { OfferedDocumentsContext } from './offered-documents.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { enquiryAdd as enWords } from 'virtual:ui/en/enquiryAdd';

interface AddToEnquiryButtonProps {
  /** The product's name as buyers know it; it is also the line's name in the enquiry list. */
  product: string;
  /**
   * The product's name on this page, in its language, where it differs from `product` (a French
   * page's "Noix de cajou, entières blanches"): what the button, the list and the confirmation show.
   */
  title?: string | undefined;
  /** The unit the line starts with (kg if not given); the buyer can change it on the contact page. */
  unit?: Unit;
  /** The grades or sizes the product's page lists: the line offers them under "Grade or size". */
  variants?: readonly string[];
  /** The indicative price the page shows for the product: the line carries it to sales. */
  seenPrice?: SeenPrice | undefined;
  /** "sm" for a button inside a card or a table row. */
  size?: 'md' | 'sm';
  className?: string;
  store?: EnquiryListStore;
}

/**
 * "Add {product} to enquiry"; once the product is in the list, "{product} is in your enquiry", and
 * pressing it again only says so. Each press is announced politely with the list's new size.
 */
export function AddToEnquiryButton({ product, title, unit, variants, seenPrice, size = 'md', className = '', store = enquiryList }: AddToEnquiryButtonProps) {
  const { lines } = useEnquiryList(store);
  const offered = use(OfferedDocumentsContext);
  const [announcement, setAnnouncement] = useState<ReactNode>('');
  const locale = useLocale();
  // The product's name stays as the list names it (English: the sales team reads it); the words around it are the page's.
  const { enquiryAdd: words } = useUi({ enquiryAdd: enWords });
  const products = (n: number) => words.products({ n });
  const name = product.trim();
  // What the buyer reads: the page's own name for the product in its language.
  const shown = locale === 'en' ? name : (title?.trim() || name);
  const inList = lines.some((line) => line.product === name);

  function onClick() {
    // One grade or size is no choice: the line offers a drop-down from two.
    // The documents the page's products come with (by English name, with this page's titles for them).
    const result = store.add(name, unit, { variants: variants && variants.length > 1 ? variants : undefined, documents: offered.names, titles: { locale, titles: offered.titles }, name: { locale, name: shown }, seenPrice });
    const count = store.getSnapshot().lines.length;
    // The name isolated in its own direction inside an Arabic sentence (WithName).
    const sentence: (product: string) => string =
      result === 'added'
        ? (p) => words.added({ product: p, products: products(count) })
        : result === 'present'
          ? (p) => words.present({ product: p, products: products(count) })
          : result === 'full'
            ? () => words.full({ max: String(MAX_ITEMS) })
            : (p) => words.cannotAdd({ product: p });
    const notice = store.takeStorageNotice() ? ` ${words.storageNotice}` : '';
    setAnnouncement(<WithName sentence={(p) => `${sentence(p)}${notice}`} name={shown} />);
  }

  const look = `btn border ${size === 'sm' ? 'gap-1! px-2.5! py-1.5! text-[0.8125rem]! whitespace-nowrap' : ''}`;
  return (
    <>
      {/* Without script the button could do nothing: a link to the contact page takes its place,
          naming the product there (the static page's form, or the app with script, adds it). */}
      <button
        type="button"
        onClick={onClick}
        className={`${look} noscript:hidden ${
          inList ? 'border-success/40 bg-success/5 text-success hover:bg-success/10' : 'border-brand bg-surface text-brand hover:bg-brand-tint'
        } ${className}`}
      >
        <Icon node={inList ? checkIcon : plusIcon} className="size-4 shrink-0" />
        {inList && locale !== 'en' ? (
          <span>
            <span className="sr-only">{shown}</span> <span>{words.inEnquiry}</span>
          </span>
        ) : inList ? (
          // Spaces stay outside the hidden spans: name computation trims each element's text.
          <span>
            <span className="sr-only">{name} is</span> <span className="inline-block first-letter:uppercase">in your enquiry</span>
          </span>
        ) : (
          <span>
            {words.addTo} <span className="sr-only">{shown}</span> {words.toEnquiry}
          </span>
        )}
      </button>
      <noscript>
        <AppLink to={`${enquiryHref(name)}#${ENQUIRY_FORM_ID}`} className={`${look} border-brand bg-surface text-brand hover:bg-brand-tint ${className}`}>
          <Icon node={plusIcon} className="size-4 shrink-0" />
          <span>
            {words.addTo} <span className="sr-only">{shown}</span> {words.toEnquiry}
          </span>
        </AppLink>
      </noscript>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
