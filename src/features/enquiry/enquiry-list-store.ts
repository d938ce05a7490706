import { useSyncExternalStore } from 'react';
import { documentList, isProductName, isUnit, MAX_ITEMS, type Unit } from './line-rules.ts';

/** One product of the enquiry list. The quantity is kept as typed ("2.5", or "" while editing). */
export interface EnquiryLine {
  product: string;
  quantity: string;
  unit: Unit;
  /** The documents the buyer ticked under "Documents wanted". */
  documents: string[];
  /** The documents the product's page offers (empty: the list offers the usual ones). */
  documentOptions: string[];
}

export interface EnquiryListState {
  lines: readonly EnquiryLine[];
  /** False while this browser will not keep the list (storage blocked or full): it then lasts for this visit. */
  remembered: boolean;
}

export type AddResult = 'added' | 'present' | 'full' | 'invalid';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface EnquiryListStoreOptions {
  /** The storage to keep the list in; reading `localStorage` itself can throw where it is blocked. */
  storage?: () => StorageLike | null;
  /** Where other tabs announce their changes (`storage` events). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  key?: string;
}

export const ENQUIRY_LIST_KEY = 'enquiry-list';
export const DEFAULT_QUANTITY = '1';
export const DEFAULT_UNIT: Unit = 'kg';

const serverState: EnquiryListState = { lines: [], remembered: true };

/** What storage holds, made safe: anything unreadable is dropped, never thrown. */
function readLines(raw: string | null): EnquiryLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: EnquiryLine[] = [];
  const seen = new Set<string>();
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { product, quantity, unit, documents, documentOptions } = entry as Record<string, unknown>;
    if (!isProductName(product) || seen.has(product.trim())) continue;
    seen.add(product.trim());
    lines.push({
      product: product.trim(),
      quantity: typeof quantity === 'string' || typeof quantity === 'number' ? String(quantity).slice(0, 20) : DEFAULT_QUANTITY,
      unit: isUnit(unit) ? unit : DEFAULT_UNIT,
      documents: documentList(documents),
      documentOptions: documentList(documentOptions),
    });
    if (lines.length === MAX_ITEMS) break;
  }
  return lines;
}

/** A line as storage keeps it: lists only when they hold something. */
function stored({ documents, documentOptions, ...line }: EnquiryLine) {
  return { ...line, ...(documents.length > 0 && { documents }), ...(documentOptions.length > 0 && { documentOptions }) };
}

/**
 * The enquiry list: products with quantity and unit, in localStorage so it survives a reload and
 * is the same in every tab (each tab hears the others' writes as `storage` events). When storage
 * is blocked, full or holds garbage, nothing throws: the list lives in memory for the visit and
 * `remembered` says so, for the page to tell the visitor once.
 */
export function createEnquiryListStore(options: EnquiryListStoreOptions = {}) {
  const key = options.key ?? ENQUIRY_LIST_KEY;
  const getStorage =
    options.storage ??
    (() => {
      try {
        return typeof window === 'undefined' ? null : window.localStorage;
      } catch {
        return null;
      }
    });
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const listeners = new Set<() => void>();
  let state: EnquiryListState | null = null;
  let storageNoticeGiven = false;

  function load(): EnquiryListState {
    try {
      const storage = getStorage();
      if (!storage) return { lines: [], remembered: false };
      return { lines: readLines(storage.getItem(key)), remembered: true };
    } catch {
      return { lines: [], remembered: false };
    }
  }

  function current(): EnquiryListState {
    state ??= load();
    return state;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function commit(lines: EnquiryLine[]) {
    let remembered = false;
    try {
      const storage = getStorage();
      if (storage) {
        if (lines.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(lines.map(stored)));
        remembered = true;
      }
    } catch {
      // Blocked or over quota: the list stays in memory for this visit.
    }
    state = { lines, remembered };
    emit();
  }

  function onStorage(event: StorageEvent) {
    // key null: another tab called localStorage.clear().
    if (event.key !== key && event.key !== null) return;
    state = load();
    emit();
  }

  return {
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage as EventListener);
      };
    },
    getSnapshot: current,
    getServerSnapshot: (): EnquiryListState => serverState,

    has(product: string): boolean {
      return current().lines.some((line) => line.product === product.trim());
    },
    /** Adds a product; `documentOptions` are the documents its page offers (kept for a line that had none, e.g. typed by name). */
    add(product: string, unit: Unit = DEFAULT_UNIT, documentOptions: readonly string[] = []): AddResult {
      if (!isProductName(product)) return 'invalid';
      const name = product.trim();
      const offered = documentList(documentOptions);
      // Another tab may have written since this one last read (nothing may be subscribed to hear it).
      // A list that lives only in memory is not reloaded: that would drop what storage refused.
      if (current().remembered) state = load();
      const { lines } = current();
      const present = lines.find((line) => line.product === name);
      if (present) {
        if (present.documentOptions.length === 0 && offered.length > 0) {
          commit(lines.map((line) => (line === present ? { ...line, documentOptions: offered } : line)));
        }
        return 'present';
      }
      if (lines.length >= MAX_ITEMS) return 'full';
      commit([...lines, { product: name, quantity: DEFAULT_QUANTITY, unit, documents: [], documentOptions: offered }]);
      return 'added';
    },
    remove(product: string) {
      commit(current().lines.filter((line) => line.product !== product));
    },
    update(product: string, change: Partial<Pick<EnquiryLine, 'quantity' | 'unit' | 'documents'>>) {
      commit(current().lines.map((line) => (line.product === product ? { ...line, ...change } : line)));
    },
    clear() {
      commit([]);
    },
    /** True the first time it is asked while the list is not remembered: the visitor is told once per visit. */
    takeStorageNotice(): boolean {
      if (current().remembered || storageNoticeGiven) return false;
      storageNoticeGiven = true;
      return true;
    },
  };
}

export type EnquiryListStore = ReturnType<typeof createEnquiryListStore>;

/** The one list of this page, shared by every Add button, the header link and the contact form. */
export const enquiryList = createEnquiryListStore();

export function useEnquiryList(store: EnquiryListStore = enquiryList): EnquiryListState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
