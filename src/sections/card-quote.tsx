import { lazy, Suspense } from 'react';

// Most card grids (home, the business lines) quote nothing: the button's code loads only where one does.
const AddToEnquiryButton = lazy(() => import('../features/enquiry/add-to-enquiry-button.tsx').then((m) => ({ default: m.AddToEnquiryButton })));

/**
 * The "Add … to enquiry" button of a quotable card (content's `quote`), in its own box so the
 * card places it: inside the card's body, or under a card that is a link (a button cannot sit
 * inside a link). Commodity lines start in metric tonnes. Until its code is in, a box of the
 * button's height holds its place, so nothing below moves.
 */
export function CardQuote({ quote, className }: { quote: string | undefined; className: string }) {
  if (!quote) return null;
  return (
    <div className={className}>
      <Suspense fallback={<span className="block h-[2.125rem]" aria-hidden="true" />}>
        <AddToEnquiryButton product={quote} unit="MT" size="sm" />
      </Suspense>
    </div>
  );
}
