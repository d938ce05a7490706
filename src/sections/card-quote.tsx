import { AddToEnquiryButton } from '../features/enquiry/add-to-enquiry-button.tsx';

/**
 * The "Add … to enquiry" button of a quotable card (content's `quote`), in its own box so the
 * card places it: inside the card's body, or under a card that is a link (a button cannot sit
 * inside a link). Commodity lines start in metric tonnes. Loaded with the section, not lazily:
 * the static page and the app must show the same card, and a button arriving late would move
 * the cards below it.
 */
export function CardQuote({ quote, className }: { quote: string | undefined; className: string }) {
  if (!quote) return null;
  return (
    <div className={className}>
      <AddToEnquiryButton product={quote} unit="MT" size="sm" />
    </div>
  );
}
