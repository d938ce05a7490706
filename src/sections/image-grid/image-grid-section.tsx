import { FileCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

type Item = SectionContentOf<'image-grid'>['items'][number];

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' } as const;

export function ImageGridSection({ section }: { section: SectionContentOf<'image-grid'> }) {
  const headingId = useId();
  const dialogTitleId = useId();
  const [open, setOpen] = useState<Item | null>(null);
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul className={`grid gap-4 sm:gap-6 ${grid[section.columns]}`}>
          {section.items.map((item, index) => (
            <li key={item.caption}>
              <Reveal className="h-full" delay={Math.min(index, 5) * 0.05}>
                <figure className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
                  <Picture image={item.image} sizes="(min-width: 1024px) 25vw, 50vw" className="aspect-[4/3] w-full bg-brand-tint object-cover" />
                  <figcaption className="flex flex-1 flex-col items-start gap-2 p-3 sm:p-4">
                    <span className="font-semibold text-brand-strong">{item.caption}</span>
                    {item.certificate && (
                      <button
                        type="button"
                        aria-label={`Certificate: ${item.caption}`}
                        onClick={() => setOpen(item)}
                        className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand"
                      >
                        <FileCheck aria-hidden="true" className="size-4" />
                        Certificate
                      </button>
                    )}
                  </figcaption>
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} labelledBy={dialogTitleId} className="max-w-lg p-6 pt-16">
        {open?.certificate && (
          <>
            <h2 id={dialogTitleId} className="text-lg font-semibold text-brand-strong">
              Certificate: {open.caption}
            </h2>
            <Picture image={open.certificate} className="mt-4 h-auto max-h-[70vh] w-full object-contain" />
          </>
        )}
      </Dialog>
    </section>
  );
}
