import type { PagedList } from './use-paged-list.ts';
import { useUi } from '../i18n/use-ui.ts';
import { format as enFormat } from '../i18n/format.ts';
import { paging as enPaging } from 'virtual:ui/en/paging';

interface ShowMoreProps {
  paged: PagedList<unknown>;
  /** What the items are, plural, in the page's language: `ui.paging.products`. */
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
  const ui = useUi({ paging: enPaging, format: enFormat });
  if (paged.total <= paged.pageSize) return null;
  const shown = paged.total - paged.remaining;
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      <p role={live ? 'status' : undefined} className="text-sm text-ink-muted tabular-nums">
        {paged.remaining > 0
          ? ui.paging.showingSome({ shown: ui.format.number(shown), total: ui.format.number(paged.total), noun })
          : ui.paging.showingAll({ total: ui.format.number(paged.total), noun })}
      </p>
      {paged.remaining > 0 && (
        <button type="button" aria-controls={listId} onClick={paged.showMore} className="btn border border-brand text-brand hover:bg-brand-tint">
          {ui.paging.showMore}
        </button>
      )}
    </div>
  );
}
