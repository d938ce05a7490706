import type { DetailData } from '../app/loaders.ts';
import type { CollectionName } from '../content/collections.ts';
import type { ResolvedImage } from '../content/resolved.ts';
import { ApiProductView } from './views/api-product-view.tsx';
import { EcopalmCategoryView } from './views/ecopalm-category-view.tsx';
import { EcopalmProductView } from './views/ecopalm-product-view.tsx';

interface DetailView<C extends CollectionName> {
  /** Banner picture; the site's default banner when absent. */
  banner?: ResolvedImage & { alt: string };
  Component: React.ComponentType<{ data: DetailData<C> }>;
}

/** How each catalogue collection is drawn. Exhaustive: a new collection without a view fails the typecheck. */
export const detailViews = {
  'api-products': { Component: ApiProductView },
  'ecopalm-categories': { Component: EcopalmCategoryView },
  'ecopalm-products': { Component: EcopalmProductView },
} satisfies { [C in CollectionName]: DetailView<C> };
