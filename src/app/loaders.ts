import { collections, lookups } from 'virtual:content/collections';
import { pages } from 'virtual:content/pages';
import { data, type Params } from 'react-router';
import type { CollectionName } from '../content/collections.ts';
import { bucketOf } from '../content/bucket.ts';
import type { CollectionModule, EntryContent, IndexItem, LookupModule, PageContent } from '../content/resolved.ts';
import { preloadSections } from '../sections/registry.ts';
import { preloadSectionData } from '../sections/section-data.ts';
import { preloadPageBanner } from '../templates/page-banner.tsx';
import type { PageRouteId, RouteDef } from './routes.ts';

export async function loadPage(id: PageRouteId): Promise<PageContent> {
  const page = (await pages[id]()).default;
  await Promise.all([preloadSections(page.sections), preloadSectionData(page.sections), preloadPageBanner(page)]);
  return page;
}

/** Which collection's entries a detail page lists beside its own entry (an eco-palm category lists its products). */
interface RelatedCollections {
  'ecopalm-categories': 'ecopalm-products';
}

export type RelatedOf<C extends CollectionName> = C extends keyof RelatedCollections ? IndexItem<RelatedCollections[C]>[] : [];

export interface DetailData<C extends CollectionName = CollectionName> {
  collection: C;
  item: IndexItem<C>;
  entry: EntryContent<C>;
  related: RelatedOf<C>;
}

const relatedLoaders: { [C in keyof RelatedCollections]: (item: IndexItem<C>) => Promise<RelatedOf<C>> } = {
  'ecopalm-categories': async (category) => {
    const products = await (collections['ecopalm-products'] as () => Promise<CollectionModule<'ecopalm-products'>>)();
    return products.index.filter((p) => p.parent?.toLowerCase() === category.key.toLowerCase());
  },
};

function loadRelated(collection: CollectionName, item: IndexItem<CollectionName>): Promise<IndexItem<CollectionName>[]> {
  if (!(collection in relatedLoaders)) return Promise.resolve([]);
  const load = relatedLoaders[collection as keyof RelatedCollections] as (i: IndexItem<CollectionName>) => Promise<IndexItem<CollectionName>[]>;
  return load(item);
}

/** Finds a catalogue entry by its route parameter (ignoring case) or answers 404. */
export async function loadEntry(route: Extract<RouteDef, { kind: 'detail' }>, params: Params): Promise<DetailData> {
  const wanted = (params[route.param] ?? '').toLowerCase();
  const parent = route.parentParam ? (params[route.parentParam] ?? '').toLowerCase() : null;
  const lookup = await (lookups[route.collection] as () => Promise<LookupModule<CollectionName>>)();
  const bucket = lookup.buckets[bucketOf(wanted, lookup.buckets.length)];
  const items = bucket ? (await bucket()).default : [];
  const found = items.find((i) => i.key.toLowerCase() === wanted && (parent === null || i.parent?.toLowerCase() === parent));
  if (!found) throw data({ collection: route.collection, param: params[route.param] ?? '' }, { status: 404 });
  const { load, ...item } = found;
  const [entry, related] = await Promise.all([load().then((m) => m.default), loadRelated(route.collection, item)]);
  return { collection: route.collection, item, entry, related } as DetailData;
}
