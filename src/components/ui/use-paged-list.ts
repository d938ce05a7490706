import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

export interface PagedList<T> {
  /** The items on show: the first pages. */
  visible: readonly T[];
  /** All the items. */
  total: number;
  pageSize: number;
  /** How many are not on show yet. */
  remaining: number;
  /** Appends the next page and, once it is drawn, moves keyboard focus to its first item. */
  showMore: () => void;
  /** Goes on the list element whose children are the items (for the focus move). */
  listRef: RefObject<HTMLUListElement | null>;
}

/** The focusable part of a list item: its first link or button, else the item itself. */
function focusTarget(item: Element): HTMLElement | null {
  const inner = item.querySelector<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])');
  if (inner) return inner;
  if (item instanceof HTMLElement) {
    item.tabIndex = -1;
    return item;
  }
  return null;
}

/**
 * A long list drawn a page at a time: the first page at once (so the first render, and the
 * static HTML, is what a visitor sees first), the next on demand. `resetKey` (a search query,
 * a filter) starts again at the first page when it changes. Rendering only what is asked for
 * keeps a list of thousands as cheap as a list of one page; a search over all the items (not only
 * the visible ones) is the way to a particular one.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number, resetKey?: unknown): PagedList<T> {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const count = Object.is(state.key, resetKey) ? state.count : pageSize;
  const visible = useMemo(() => (items.length > count ? items.slice(0, count) : items), [items, count]);
  const listRef = useRef<HTMLUListElement | null>(null);
  const focusIndex = useRef<number | null>(null);

  const showMore = useCallback(() => {
    focusIndex.current = Math.min(count, items.length);
    setState({ key: resetKey, count: count + pageSize });
  }, [count, items.length, pageSize, resetKey]);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const item = listRef.current?.children[index];
    if (item) focusTarget(item)?.focus();
  }, [visible]);

  return { visible, total: items.length, pageSize, remaining: items.length - visible.length, showMore, listRef };
}
