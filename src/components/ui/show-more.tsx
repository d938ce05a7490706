import { formatCount, type PagedList } from './use-paged-list.ts';

interface ShowMoreProps {
  paged: PagedList<unknown>;
  /** What the items are, plural: "products". */
  noun: string;
  /** The id of the list the button adds to. */
  listId?: string;
  /**
   * Whether the count line announces itself (politely) to screen readers when it changes. Off
   * when the list already has a live count elsewhere, so nothing is read twice.
   */
  live?: boolean;
}

/**
 * The foot of a paged list: how many are on show, and a button that adds the next page (see
 * usePagedList). Draws nothing while the whole list fits on one page.
 */
export function ShowMore({ paged, noun, listId, live = true }: ShowMoreProps) {
  if (paged.total <= paged.pageSize) return null;
  const shown = paged.total - paged.remaining;
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      <p role={live ? 'status' : undefined} className="text-sm text-ink-muted tabular-nums">
        {paged.remaining > 0 ? `Showing ${formatCount(shown)} of ${formatCount(paged.total)} ${noun}` : `Showing all ${formatCount(paged.total)} ${noun}`}
      </p>
      {paged.remaining > 0 && (
        <button type="button" aria-controls={listId} onClick={paged.showMore} className="btn border border-brand text-brand hover:bg-brand-tint">
          Show more
        </button>
      )}
    </div>
  );
}
