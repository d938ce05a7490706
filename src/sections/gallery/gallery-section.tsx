import { Maximize2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

export function GallerySection({ section }: { section: SectionContentOf<'gallery'> }) {
  const headingId = useId();
  const dialogHeadingId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? null : section.items[openIndex];

  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
          {section.items.map((item, index) => (
            <li key={item.label}>
              <Reveal className="h-full" delay={Math.min(index, 5) * 0.05}>
                <button
                  type="button"
                  onClick={() => setOpenIndex(index)}
                  className="group flex h-full w-full flex-col overflow-hidden rounded-card border border-line bg-surface text-left shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-raised"
                >
                  <span className="block overflow-hidden bg-brand-tint">
                    <Picture image={{ ...item.image, alt: '' }} sizes="(min-width: 1024px) 33vw, 50vw" className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-105" />
                  </span>
                  <span className="flex flex-1 items-center justify-between gap-2 p-4 sm:px-5">
                    <span className="font-semibold text-brand-strong">{item.label}</span>
                    <Maximize2 aria-hidden="true" className="size-4 shrink-0 text-ink-muted transition-colors group-hover:text-brand" />
                  </span>
                </button>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
      <Dialog open={current !== null} onClose={() => setOpenIndex(null)} labelledBy={dialogHeadingId} className="max-w-xl p-5 pt-16 sm:p-6 sm:pt-16">
        {current && (
          <figure>
            <Picture image={current.full} sizes="(min-width: 640px) 36rem, 100vw" className="mx-auto h-auto max-h-[70dvh] w-auto rounded-control border border-line" />
            <figcaption className="mt-4 text-center">
              <h2 id={dialogHeadingId} className="text-lg font-semibold text-brand-strong">
                {current.label}
              </h2>
              {current.caption && <p className="mt-1 text-sm text-ink-muted">{current.caption}</p>}
            </figcaption>
          </figure>
        )}
      </Dialog>
    </section>
  );
}
