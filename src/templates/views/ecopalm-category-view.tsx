import { AppLink } from '../../components/ui/app-link.tsx';
import { href } from '../../app/href.ts';
import type { DetailData } from '../../app/loaders.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { UiIcon } from '../../components/ui/svg-icon.tsx';

export function EcopalmCategoryView({ data }: { data: DetailData<'ecopalm-categories'> }) {
  const { item, entry, related } = data;
  return (
    <>
      <section className="py-14 sm:py-16">
        <div className="container-page">
          <p className="max-w-prose text-lg leading-relaxed text-ink-muted">{entry.description}</p>
          <h2 className="heading-2 mt-10">Products in this range</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((product, index) => (
              <li key={product.slug}>
                <Reveal amount={0.5} className="h-full" delay={Math.min(index, 5) * 0.06}>
                  <AppLink
                    to={href('ecopalm-product', { categoryId: item.key, cardId: product.key })}
                    className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-raised"
                  >
                    <div className="overflow-hidden bg-brand-tint">
                      <Picture
                        image={product.summary.image}
                        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                        className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    </div>
                    <div className="flex flex-1 flex-col p-5">
                      <h3 className="text-lg font-semibold text-brand-strong">{product.title}</h3>
                      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{product.summary.summary}</p>
                      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden="true">
                        View details <UiIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                      </span>
                    </div>
                  </AppLink>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-brand py-14 text-ink-inverse">
        <div className="container-page flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <p className="max-w-2xl text-lg">Need another size, a printed logo or a mixed container? Tell us what you need and we will quote.</p>
          <AppLink to={href('contact')} className="btn shrink-0 bg-accent text-brand-strong hover:bg-accent-tint">
            Request a quotation
          </AppLink>
        </div>
      </section>
    </>
  );
}
