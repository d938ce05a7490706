import type { CollectionName } from '../../content/collections.ts';
import type { IndexItem } from '../../content/resolved.ts';

export interface EntryCardText {
  title: string;
  subtitle?: string;
  /** A short identifier shown as a tag, e.g. "CAS 1115-70-4". */
  code?: string;
  badge?: string;
  /** What the search box looks in. */
  search: string[];
}

/** What a catalogue card shows for an entry of each collection. Exhaustive over collections. */
export const entryCardText: { [C in CollectionName]: (item: IndexItem<C>) => EntryCardText } = {
  'api-products': (item) => ({
    title: item.title,
    subtitle: item.summary.chemicalName,
    code: `CAS ${item.summary.casNumber}`,
    badge: item.summary.kind === 'api' ? 'API' : 'Excipient',
    search: [item.title, item.summary.chemicalName, item.summary.casNumber],
  }),
  'ecopalm-categories': (item) => ({ title: item.title, search: [item.title] }),
  'ecopalm-products': (item) => ({ title: item.title, search: [item.title] }),
};
