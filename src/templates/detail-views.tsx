import type { DetailData } from '../app/loaders.ts';
import type { CollectionName } from '../content/collections.ts';
import type { ResolvedImage } from '../content/resolved.ts';
import { EcopalmCategoryView } from './views/ecopalm-category-view.tsx';
import { EcopalmProductView } from './views/ecopalm-product-view.tsx';

interface DetailView<C extends CollectionName> {
  /** Banner picture; the site's default banner when absent. */
  banner?: ResolvedImage & { alt: string };
  Component: React.ComponentType<{ data: DetailData<C> }>;
}

function Pending({ data }: { data: DetailData }) {
  return (
    <section className="container-page py-16">
      <p className="rounded-card border border-line bg-surface-alt p-6 text-ink-muted">
        The page for {data.item.title} is being prepared.
      </p>
    </section>
  );
}

/** How each catalogue collection is drawn. Exhaustive: a new collection without a view fails the typecheck. */
export const detailViews = {
  'api-products': { Component: Pending },
  'ecopalm-categories': { Component: EcopalmCategoryView },
  'ecopalm-products': { Component: EcopalmProductView },
} satisfies { [C in CollectionName]: DetailView<C> };
