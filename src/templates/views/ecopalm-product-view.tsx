import { ArrowLeft, Mail } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { href } from '../../app/href.ts';
import type { DetailData } from '../../app/loaders.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { SpecTable } from '../../components/ui/spec-table.tsx';

export function EcopalmProductView({ data }: { data: DetailData<'ecopalm-products'> }) {
  const { item, entry } = data;
  const title = entry.title;
  return (
    <section className="py-14 sm:py-16">
      <div className="container-page">
        <AppLink to={href('ecopalm-category', { productId: entry.category })} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {item.parent ? item.parent.replaceAll('-', ' ') : 'the range'}
        </AppLink>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <Picture image={entry.image} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-card border border-line bg-brand-tint shadow-card" />
          <div>
            <h2 className="heading-2">{title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{entry.summary}</p>
            {entry.paragraphs?.map((p, i) => (
              <p key={i} className="mt-4 leading-relaxed text-ink-muted">
                {p}
              </p>
            ))}
            <dl className="mt-8 space-y-5">
              <div>
                <dt className="eyebrow">Sizes</dt>
                <dd className="mt-2">
                  <ul className="list-disc space-y-1 pl-5 text-ink">
                    {entry.sizes.map((size) => (
                      <li key={size}>{size}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="eyebrow">Material</dt>
                <dd className="mt-2 text-ink">{entry.material}</dd>
              </div>
              <div>
                <dt className="eyebrow">Packing</dt>
                <dd className="mt-2 text-ink">{entry.packing}</dd>
              </div>
            </dl>
            <AppLink
              to={{ pathname: href('contact'), search: `?${new URLSearchParams({ product: title })}` }}
              className="btn mt-8 bg-brand text-ink-inverse hover:bg-brand-strong"
            >
              <Mail aria-hidden="true" className="size-4" />
              Enquire about this product
            </AppLink>
          </div>
        </div>
        {entry.specifications.length > 0 && (
          <div className="mt-14">
            <h2 className="heading-2">Specifications</h2>
            <SpecTable className="mt-6" caption={`Specifications of ${title}`} rows={entry.specifications} />
          </div>
        )}
      </div>
    </section>
  );
}
