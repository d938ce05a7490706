import { AddToEnquiryButton } from '../features/enquiry/add-to-enquiry-button.tsx';
import type { Unit } from '../features/enquiry/line-rules.ts';

/** What makes a content item quotable: its name, and optionally the grades or sizes it comes in and the unit its line starts in. */
export interface QuotableItem {
  quote?: string;
  /** The card's name in the page's language: what the enquiry list shows a buyer reading it. */
  title?: string;
  variants?: readonly string[];
  unit?: Unit;
}

/** Commodity lines start in metric tonnes unless content names another unit. */
export const COMMODITY_UNIT: Unit = 'MT';

/**
 * The "Add … to enquiry" button of a quotable card (content's `quote`), in its own box so the
 * card places it: inside the card's body, or under a card that is a link (a button cannot sit
 * inside a link). Loaded with the section, not lazily: the static page and the app must show the
 * same card, and a button arriving late would move the cards below it.
 */
export function CardQuote({ item, className }: { item: QuotableItem; className: string }) {
  if (!item.quote) return null;
  return (
    <div className={className}>
      <AddToEnquiryButton product={item.quote} title={item.title} unit={item.unit ?? COMMODITY_UNIT} variants={item.variants} size="sm" />
    </div>
  );
}
