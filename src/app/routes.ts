import type { CollectionName } from '../content/collections.ts';

/**
 * The route manifest: the one list of the site's addresses. The router, href(),
 * the content checker (every link must resolve) and the whole-site browser tests
 * are all built from it. Data only: no React here.
 *
 * kinds:
 * - page: content/pages/<path>.json rendered by BusinessPage ("/" is pages/home.json)
 * - detail: one catalogue entry rendered by DetailPage; `param` is matched to the entry key
 * - screen: a bespoke screen with no content file
 * - redirect: replace-navigates to another route
 */
export type RouteDef =
  | { id: string; path: string; kind: 'page'; title: string; parent?: string }
  | {
      id: string;
      path: string;
      kind: 'detail';
      title: string;
      collection: CollectionName;
      param: string;
      parentParam?: string;
      parent?: string;
    }
  | { id: string; path: string; kind: 'screen'; title: string }
  | { id: string; path: string; kind: 'redirect'; to: string };

export const routeManifest = [
  { id: 'home', path: '/', kind: 'page', title: 'Home' },
  { id: 'about', path: '/about', kind: 'page', title: 'About Us' },
  { id: 'business', path: '/business', kind: 'page', title: 'Our Business' },
  { id: 'api-excipients', path: '/business/api-excipients', kind: 'page', title: 'APIs and Excipients', parent: 'business' },
  {
    id: 'api-product',
    path: '/business/api-excipients/:productName',
    kind: 'detail',
    title: 'API product',
    collection: 'api-products',
    param: 'productName',
    parent: 'api-excipients',
  },
  { id: 'industrial-chemicals', path: '/business/industrial-chemicals', kind: 'page', title: 'Industrial Chemicals', parent: 'business' },
  { id: 'metals-minerals', path: '/business/metals-minerals', kind: 'page', title: 'Metals & Mineral Resources', parent: 'business' },
  { id: 'ecopalm-products', path: '/business/ecopalm-products', kind: 'page', title: 'EcoPalm Products', parent: 'business' },
  {
    id: 'ecopalm-category',
    path: '/business/ecopalm-products/:productId',
    kind: 'detail',
    title: 'EcoPalm category',
    collection: 'ecopalm-categories',
    param: 'productId',
    parent: 'ecopalm-products',
  },
  {
    id: 'ecopalm-product',
    path: '/business/ecopalm-products/:categoryId/:cardId',
    kind: 'detail',
    title: 'EcoPalm product',
    collection: 'ecopalm-products',
    param: 'cardId',
    parentParam: 'categoryId',
    parent: 'ecopalm-category',
  },
  { id: 'edible-essential-oils', path: '/business/edible-essential-oils', kind: 'page', title: 'Edible & Essential Oils', parent: 'business' },
  { id: 'agricultural-commodities', path: '/business/agricultural-commodities', kind: 'page', title: 'Agricultural Commodities', parent: 'business' },
  { id: 'fruits-vegetables', path: '/business/agricultural-commodities/FruitsAndVeg', kind: 'page', title: 'Fruits & Vegetables', parent: 'agricultural-commodities' },
  { id: 'spices', path: '/business/agricultural-commodities/spices', kind: 'page', title: 'Spices', parent: 'agricultural-commodities' },
  { id: 'rice', path: '/business/agricultural-commodities/rice', kind: 'page', title: 'Rice', parent: 'agricultural-commodities' },
  { id: 'chickpeas', path: '/business/agricultural-commodities/chickpeas', kind: 'page', title: 'Chickpeas', parent: 'agricultural-commodities' },
  { id: 'cashews', path: '/business/agricultural-commodities/cashews', kind: 'page', title: 'Cashews', parent: 'nuts' },
  { id: 'peanuts', path: '/business/agricultural-commodities/peanuts', kind: 'page', title: 'Peanuts', parent: 'nuts' },
  { id: 'nuts', path: '/business/agricultural-commodities/nuts', kind: 'page', title: 'Nuts', parent: 'agricultural-commodities' },
  { id: 'fmcg', path: '/business/fmcg', kind: 'page', title: 'Fast-Moving Consumer Goods', parent: 'business' },
  { id: 'quality-compliance', path: '/quality-compliance', kind: 'page', title: 'Quality & Compliance' },
  { id: 'credentials', path: '/credentials', kind: 'page', title: 'Credentials' },
  { id: 'contact', path: '/contact', kind: 'page', title: 'Contact Us' },
  { id: 'maintenance', path: '/maintenance', kind: 'screen', title: 'Site Under Maintenance' },
  { id: 'not-found', path: '/not-found', kind: 'screen', title: 'Page not found' },
  { id: 'spices-herbs', path: '/business/spices-herbs', kind: 'redirect', to: 'spices' },
  { id: 'catch-all', path: '*', kind: 'redirect', to: 'home' },
] as const satisfies readonly RouteDef[];

export type Manifest = typeof routeManifest;
export type RouteId = Manifest[number]['id'];
export type RouteOf<Id extends RouteId> = Extract<Manifest[number], { id: Id }>;
export type PageRouteId = Extract<Manifest[number], { kind: 'page' }>['id'];

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  const route = routeManifest.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return route as RouteOf<Id>;
}

/** Content file of a page route, relative to content/: "/" is pages/home.json. */
export function pageFile(path: string): string {
  return path === '/' ? 'pages/home.json' : `pages${path}.json`;
}
