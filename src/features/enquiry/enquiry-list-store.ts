import { useSyncExternalStore } from 'react';
import { prefixedLocales, type Locale, type PrefixedLocale } from '../../content/locales.ts';
import { seenPriceProblem, type SeenPrice } from './rules.ts';
import { DEFAULT_CURRENCY, documentList, isCurrency, isDocumentName, isProductName, isUnit, isVariant, MAX_ITEMS, MAX_LINE_DOCUMENTS, variantList, type Currency, type Unit } from './line-rules.ts';

/** One product of the enquiry list. The quantity and the target price are kept as typed ("2.5", or "" while editing). */
export interface EnquiryLine {
  product: string;
  quantity: string;
  unit: Unit;
  /** The grade or size chosen ("W320"), or "" for none. */
  variant: string;
  /** The grades or sizes the product's page lists, offered under "Grade or size" (empty: no choice). */
  variants: string[];
  /** "Sample wanted". */
  sample: boolean;
  /** The target price per unit, as typed ("" for none), and its currency. */
  price: string;
  currency: Currency;
  /** The documents the buyer ticked under "Documents wanted". */
  documents: string[];
  /** The documents the product's page offers (empty: the list offers the usual ones). */
  documentOptions: string[];
  /**
   * Per language, the product page's own titles for those documents, by English name: the line
   * keeps and sends the English names (the sales team reads them) and shows the buyer these.
   */
  documentTitles: DocumentTitles;
  /** The indicative price the product's page showed when the line was added (the latest page it was added from). */
  seenPrice?: SeenPrice | undefined;
  /**
   * Per language, the product's name on the page it was added from ("Noix de cajou, entières
   * blanches"): the list and the confirmation show it to a buyer reading that language; `product`
   * stays the English name the request sends.
   */
  names: ProductNames;
}

/** A line's product name per language, beside its English `product`. */
export type ProductNames = Partial<Record<PrefixedLocale, string>>;

/** The name a line shows in a language: its page's name there, else the English one. */
export const lineName = (line: Pick<EnquiryLine, 'product' | 'names'>, locale: Locale): string => (locale === 'en' ? undefined : line.names[locale]) ?? line.product;

/** The lines' names in a language, by English name, where they differ from it (for the confirmation and the WhatsApp text). */
export const shownNames = (lines: readonly Pick<EnquiryLine, 'product' | 'names'>[], locale: Locale): Record<string, string> =>
  Object.fromEntries(lines.map((line) => [line.product, lineName(line, locale)] as const).filter(([product, name]) => product !== name));

/** A language's titles of a line's documents, by English name ("Fixture certificate of origin" -> "Certificat d'origine"). */
export type DocumentTitles = Partial<Record<PrefixedLocale, Record<string, string>>>;

/** What a product's page offers the line it adds, beyond its unit: the grades or sizes to choose from. */
export interface LineOffer {
  variants?: readonly string[];
  /** The documents the product's page offers under "Documents wanted" (none: the usual ones). */
  documents?: readonly string[];
  /** The page's own titles of those documents in its language, by English name. */
  titles?: { locale: Locale; titles: Readonly<Record<string, string>> };
  /** The indicative price the page shows for the product: the line carries it to sales. */
  seenPrice?: SeenPrice | undefined;
  /** The product's name on the page in its language (where it differs from the English name). */
  name?: { locale: Locale; name: string };
}

/** What the buyer can change on a line. */
export type LineChange = Partial<Pick<EnquiryLine, 'quantity' | 'unit' | 'variant' | 'sample' | 'price' | 'currency' | 'documents'>>;

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
}

export const ENQUIRY_LIST_KEY = 'enquiry-list';
export const DEFAULT_QUANTITY = '1';
export const DEFAULT_UNIT: Unit = 'kg';

const serverState: EnquiryListState = { lines: [], remembered: true };

/** A line as storage holds it (or as an Add button starts it), made safe: what is missing or unreadable gets its default; null without a product name. */
function toLine(entry: unknown): EnquiryLine | null {
  if (!entry || typeof entry !== 'object') return null;
  const { product, quantity, unit, variant, variants, sample, price, currency, documents, documentOptions, documentTitles, names, seenPrice } = entry as Record<string, unknown>;
  if (!isProductName(product)) return null;
  return {
    product: product.trim(),
    quantity: typeof quantity === 'string' || typeof quantity === 'number' ? String(quantity).slice(0, 20) : DEFAULT_QUANTITY,
    unit: isUnit(unit) ? unit : DEFAULT_UNIT,
    variant: isVariant(variant) ? variant.trim() : '',
    variants: variantList(variants),
    sample: sample === true,
    price: typeof price === 'string' ? price.slice(0, 20) : '',
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
    documents: documentList(documents),
    documentOptions: documentList(documentOptions),
    documentTitles: titlesOf(documentTitles),
    ...(seenPrice !== undefined && seenPriceProblem(seenPrice) === null && { seenPrice: seenPrice as SeenPrice }),
    names: namesOf(names),
  };
}

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
  for (const entry of parsed as unknown[]) {
    const line = toLine(entry);
    if (!line || lines.some((l) => l.product === line.product)) continue;
    lines.push(line);
    if (lines.length === MAX_ITEMS) break;
  }
  return lines;
}

/** An object that is not a list: what a table kept in storage must be. */
const isTable = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A table by language as storage holds it, made safe: a known language's entry, as `keep` makes it safe (null: dropped). */
function byLocale<T>(value: unknown, keep: (own: unknown) => T | null): Partial<Record<PrefixedLocale, T>> {
  const kept: Partial<Record<PrefixedLocale, T>> = {};
  for (const locale of prefixedLocales) {
    const own = isTable(value) ? keep(value[locale]) : null;
    if (own !== null) kept[locale] = own;
  }
  return kept;
}

/** Names as storage holds them, made safe: a known language's name, each a name a line may hold. */
const namesOf = (value: unknown): ProductNames => byLocale(value, (own) => (isProductName(own) ? own.trim() : null));

/** The line's names with a page's for its language added (null: nothing new). */
function withName(present: ProductNames, product: string, offer: LineOffer['name']): ProductNames | null {
  if (!offer || offer.locale === 'en' || !isProductName(offer.name)) return null;
  const name = offer.name.trim();
  if (present[offer.locale] === name || (name === product && present[offer.locale] === undefined)) return null;
  return { ...present, [offer.locale]: name };
}

/** Titles as storage holds them, made safe: a known language's document names, each a name a line may hold. */
const titlesOf = (value: unknown): DocumentTitles => byLocale(value, (own) => (isTable(own) ? titleTable(own) : null));

/** At most a line's number of documents, each a document name for a document name (anything else is dropped). */
function titleTable(own: Readonly<Record<string, unknown>>): Record<string, string> | null {
  const kept = Object.entries(own)
    .filter((entry): entry is [string, string] => isDocumentName(entry[0]) && isDocumentName(entry[1]) && entry[0].trim() !== '__proto__')
    .slice(0, MAX_LINE_DOCUMENTS);
  return kept.length > 0 ? Object.fromEntries(kept.map(([name, title]) => [name.trim(), title.trim()])) : null;
}

/** The line's titles with a page's for its language added (a product added again from another language's page). */
function withTitles(present: DocumentTitles, offer: LineOffer['titles']): DocumentTitles | null {
  if (!offer || offer.locale === 'en') return null;
  const table = titleTable(offer.titles);
  if (!table || JSON.stringify(present[offer.locale]) === JSON.stringify(table)) return null;
  return { ...present, [offer.locale]: table };
}

/** A line as storage keeps it: the optional parts only when they hold something. */
function stored({ variant, variants, sample, price, currency, documents, documentOptions, documentTitles, names, seenPrice, ...line }: EnquiryLine) {
  return {
    ...line,
    ...(variant && { variant }),
    ...(variants.length > 0 && { variants }),
    ...(sample && { sample }),
    ...(price && { price }),
    ...(currency !== DEFAULT_CURRENCY && { currency }),
    ...(documents.length > 0 && { documents }),
    ...(documentOptions.length > 0 && { documentOptions }),
    ...(Object.keys(documentTitles).length > 0 && { documentTitles }),
    ...(seenPrice && { seenPrice }),
    ...(Object.keys(names).length > 0 && { names }),
  };
}

/**
 * The enquiry list: products with quantity and unit, in localStorage so it survives a reload and
 * is the same in every tab (each tab hears the others' writes as `storage` events). When storage
 * is blocked, full or holds garbage, nothing throws: the list lives in memory for the visit and
 * `remembered` says so, for the page to tell the visitor once.
 */
export function createEnquiryListStore(options: EnquiryListStoreOptions = {}) {
  const getStorage =
    options.storage ??
    (() => {
      try {
        return typeof window === 'undefined' ? null : window.localStorage;
      } catch {
        return null;
      }
    });
  // Where other tabs announce their changes (`storage` events).
  const events = typeof window === 'undefined' ? null : window;
  const listeners = new Set<() => void>();
  let state: EnquiryListState | null = null;
  let storageNoticeGiven = false;

  function load(): EnquiryListState {
    try {
      const storage = getStorage();
      if (!storage) return { lines: [], remembered: false };
      return { lines: readLines(storage.getItem(ENQUIRY_LIST_KEY)), remembered: true };
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
        if (lines.length === 0) storage.removeItem(ENQUIRY_LIST_KEY);
        else storage.setItem(ENQUIRY_LIST_KEY, JSON.stringify(lines.map(stored)));
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
    if (event.key !== ENQUIRY_LIST_KEY && event.key !== null) return;
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

    /**
     * Adds a product in the unit its page starts it in, with the grades or sizes the page lists and
     * the documents it offers (each kept for a line that had none, e.g. typed by name).
     */
    add(product: string, unit: Unit = DEFAULT_UNIT, offer: LineOffer = {}): AddResult {
      if (!isProductName(product)) return 'invalid';
      const name = product.trim();
      const variants = variantList(offer.variants);
      const offered = documentList(offer.documents);
      // Another tab may have written since this one last read (nothing may be subscribed to hear it).
      // A list that lives only in memory is not reloaded: that would drop what storage refused.
      if (current().remembered) state = load();
      const { lines } = current();
      const present = lines.find((line) => line.product === name);
      const titles = withTitles(present?.documentTitles ?? {}, offer.titles);
      const names = withName(present?.names ?? {}, name, offer.name);
      if (present) {
        const fill = {
          ...(present.variants.length === 0 && variants.length > 0 && { variants }),
          ...(present.documentOptions.length === 0 && offered.length > 0 && { documentOptions: offered }),
          ...(titles && { documentTitles: titles }),
          // The price the buyer has seen most recently is the one sales answer against.
          ...(offer.seenPrice && JSON.stringify(present.seenPrice) !== JSON.stringify(offer.seenPrice) && { seenPrice: offer.seenPrice }),
          ...(names && { names }),
        };
        if (Object.keys(fill).length > 0) commit(lines.map((line) => (line === present ? { ...line, ...fill } : line)));
        return 'present';
      }
      if (lines.length >= MAX_ITEMS) return 'full';
      const line = toLine({ product: name, unit, variants, documentOptions: offered, documentTitles: titles ?? {}, seenPrice: offer.seenPrice, names: names ?? {} });
      commit([...lines, line!]);
      return 'added';
    },
    remove(product: string) {
      commit(current().lines.filter((line) => line.product !== product));
    },
    update(product: string, change: LineChange) {
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
