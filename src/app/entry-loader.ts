import { kinds } from 'virtual:content/routes';
import { data, replace, type Params } from 'react-router';
import { loadKindView, type DetailData, type KindView } from '../catalogue/kind-view.ts';
import { bucketOf } from '../content/bucket.ts';
import type { CollectionName } from '../content/collections.ts';
import type { Locale } from '../content/locales.ts';
import type { IndexItem, LookupBucket, LookupItem, PageRouteModule } from '../content/resolved.ts';
import { pageTrail, type Crumb } from '../routing/breadcrumbs.ts';
import { kindIndex, localeTable, localeTableLater } from '../routing/locale-tables.ts';
import type { DetailRouteDef } from '../routing/routes.ts';
import { detailRoute } from '../routing/site-manifest.ts';

// A catalogue entry's loader: a chunk of its own, fetched with the entry's page (its static page
// names it in a modulepreload), so a first load of home or any content page does not carry it.

/** The index item of an entry by key (ignoring case), from the one lookup bucket its key hashes to. */
async function lookup<C extends CollectionName>(collection: C, key: string, parent: string | null, locale: Locale = 'en') {
  const module = await (locale === 'en' ? kinds[collection].lookup() : localeTableLater(locale).then((t) => t.kinds[collection].lookup()));
  const wanted = key.toLowerCase();
  const bucket = module.buckets[bucketOf(wanted, module.buckets.length)];
  const items: LookupBucket<C> = bucket ? (await bucket()).default : [];
  return items.find((i) => i.key.toLowerCase() === wanted && (parent === null || i.parent?.toLowerCase() === parent.toLowerCase()));
}

/** The breadcrumb above an entry: its route's parent page trail, and its parent entry if the route names one. */
function detailCrumbs(route: DetailRouteDef, parent: IndexItem<CollectionName> | null, translated?: readonly PageRouteModule[]): Crumb[] {
  if (route.parent.startsWith('/')) return pageTrail(route.parent, translated);
  const parentRoute = detailRoute(route.parent);
  if (!parentRoute || !parent) return [];
  return [...detailCrumbs(parentRoute, null, translated), { label: parent.title, to: parent.hashPath }];
}

/** Finds a catalogue entry by its route parameters (ignoring case) and loads what its page shows, or answers 404. */
export async function loadEntry(route: DetailRouteDef, params: Params, locale: Locale = 'en'): Promise<DetailData & { view: KindView<CollectionName> }> {
  const { collection } = route;
  const kind = kinds[collection];
  const parentKey = route.parentParam ? (params[route.parentParam] ?? '') : null;
  const found = await lookup(collection, params[route.param] ?? '', parentKey, locale);
  if (!found) {
    // Not translated into this language: the English page, which the language switcher offers too.
    const english = locale === 'en' ? null : await lookup(collection, params[route.param] ?? '', parentKey);
    if (english) throw replace(english.hashPath);
    throw data({ collection, param: params[route.param] ?? '' }, { status: 404 });
  }
  const { load, ...item } = found;
  // In another language, the children and the parent are named in it where they are translated, in English where not.
  const parentOf = async (parentKind: CollectionName, key: string) => (locale === 'en' ? null : await lookup(parentKind, key, null, locale)) ?? (await lookup(parentKind, key, null));
  const [entry, view, children, parent, translated] = await Promise.all([
    load().then((m) => m.default),
    loadKindView(collection),
    kind.children ? kindIndex(kind.children, locale).then((m) => (m.index as IndexItem<CollectionName>[]).filter((c) => c.parent?.toLowerCase() === item.key.toLowerCase())) : [],
    kind.parentKind && item.parent ? parentOf(kind.parentKind, item.parent).then((p) => (p ? stripLoad(p) : null)) : null,
    locale === 'en' ? undefined : localeTable(locale).then((t) => t.pages),
  ]);
  const crumbs = detailCrumbs(route, parent, translated);
  return {
    collection,
    item: item as LookupItem<CollectionName>,
    entry,
    children,
    parent,
    crumbs,
    heading: view.heading ? view.heading(item.title) : item.title,
    view: view as KindView<CollectionName>,
  } as DetailData & { view: KindView<CollectionName> };
}

function stripLoad<T extends { load: unknown }>({ load: _load, ...rest }: T): Omit<T, 'load'> {
  return rest;
}
