import type { ComponentType } from 'react';
import { kinds } from 'virtual:content/routes';
import type { EntryContent, IndexItem, LookupItem } from '../content/resolved.ts';
import type { Crumb } from '../routing/breadcrumbs.ts';
import type { CollectionName } from '../content/collections.ts';
import type { Unit } from '../features/enquiry/line-rules.ts';
import type { UiStrings } from '../components/i18n/ui-types.ts';

/** Everything a catalogue entry's page renders, as its route loader returns it. */
export interface DetailData<C extends CollectionName = CollectionName> {
  collection: C;
  item: LookupItem<C>;
  entry: EntryContent<C>;
  /** Entries of the kind that names this one as parent (an eco-palm category's products). */
  children: IndexItem<CollectionName>[];
  /** The parent entry's index item (an eco-palm product's category), if the kind has parents. */
  parent: IndexItem<CollectionName> | null;
  /** The pages and entries above this one, for the breadcrumb. */
  crumbs: Crumb[];
  /** The banner heading. */
  heading: string;
}

/** What a card in a list shows for an entry. */
export interface EntryCardText {
  title: string;
  subtitle?: string;
  /** A short identifier shown as a tag, e.g. "CAS 1115-70-4". */
  code?: string;
  badge?: string;
  /** A badge from the UI catalogue (translated where the card is drawn): takes the place of `badge`. */
  badgeKey?: keyof UiStrings['catalogue']['badges'];
  /** Set for entries a buyer can order: the card gets an "Add … to enquiry" button. */
  quote?: { product: string; unit: Unit; variants?: readonly string[] };
  /** What the list's search box looks in. */
  search: string[];
}

/** The browser half of a catalogue kind, exported as `view` from the `view.tsx` beside its definition. */
export interface KindView<C extends CollectionName> {
  Component: ComponentType<{ data: DetailData<C> }>;
  card: (item: IndexItem<C>) => EntryCardText;
  /** The banner heading for an entry titled `title` (default: the title). */
  heading?: (title: string) => string;
}

/** A kind's view code, for the route loader that will render it (the module loader fetches it once). */
export async function loadKindView<C extends CollectionName>(collection: C): Promise<KindView<C>> {
  return ((await kinds[collection].view()) as { view: KindView<C> }).view;
}
