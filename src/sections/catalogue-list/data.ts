import { loadKindView, type EntryCardText } from '../../catalogue/kind-view.ts';
import type { CollectionName } from '../../content/collections.ts';
import type { Locale } from '../../content/locales.ts';
import { kindIndex } from '../../routing/locale-tables.ts';
import type { IndexItem } from '../../content/resolved.ts';
import type { SectionContentOf } from '../section-types.ts';
import { filterByHaystack, haystackOf, type Haystack } from './search.ts';
import type { CertificateType } from '../../content/certificate-types.ts';
import { loadUi } from '../../components/i18n/ui/load.ts';

export interface CatalogueCard {
  item: IndexItem<CollectionName>;
  to: string;
  text: EntryCardText;
  /** What the search box looks in, prepared at load so a keystroke does no string work per card. */
  haystack: Haystack;
}

export interface CatalogueListData {
  cards: CatalogueCard[];
}

/** How the list's search box narrows the cards. */
export const filterCards = (cards: readonly CatalogueCard[], query: string) => filterByHaystack(cards, query, (card) => card.haystack);

/** Cards prepared between two yields to the browser: a few milliseconds of work on a phone. */
const CHUNK = 500;

/** Lets the browser paint and handle input before the next chunk (no timer clamping). */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The list's cards: the collection's index (in the page's language), each entry's address, what its kind's card shows and
 * its search haystack. A long catalogue is prepared in chunks, so the page never stalls on it.
 */
export async function catalogueListData(section: SectionContentOf<'catalogue-list'>, locale: Locale = 'en'): Promise<CatalogueListData> {
  const collection: CollectionName = section.collection;
  const [{ index }, view, ui] = await Promise.all([kindIndex(collection, locale), loadKindView(collection), locale === 'en' ? undefined : loadUi(locale)]);
  // A certificate is found by its name in the page's language too ("حلال"); the English one stays (the card's search words).
  const certificateNames = ui?.trade.certificateTypes;
  const localWords = (item: IndexItem<CollectionName>) =>
    ((item.summary as { certificates?: readonly CertificateType[] }).certificates ?? []).map((type) => certificateNames![type]);
  const card = view.card as (item: IndexItem<CollectionName>) => EntryCardText;
  const items = index as IndexItem<CollectionName>[];
  const cards: CatalogueCard[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % CHUNK === 0) await yieldToMain();
    const item = items[i]!;
    const text = card(item);
    cards.push({ item, to: item.hashPath, text, haystack: haystackOf(certificateNames ? [...text.search, ...localWords(item)] : text.search) });
  }
  return { cards };
}
