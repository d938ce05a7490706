import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { COMMODITY_UNIT } from '../card-quote.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function MediaRowsSection({ section }: { section: SectionContentOf<'media-rows'> }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
        <ol className="space-y-14 lg:space-y-20">
          {section.items.map((item, index) => (
            <li key={item.id ?? item.title} id={item.id} className="scroll-mt-24" data-side={index % 2 === 0 ? 'image-left' : 'image-right'}>
              <Reveal className="grid items-center gap-8 md:grid-cols-2 lg:gap-14">
                <Picture
                  image={item.image}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className={`h-auto w-full rounded-card bg-brand-tint shadow-card ${index % 2 === 1 ? 'md:order-2' : ''}`}
                />
                <div>
                  <h3 className="text-xl font-semibold text-brand-strong sm:text-2xl">{item.title}</h3>
                  {item.paragraphs?.map((p, i) => (
                    <p key={i} className="mt-3 leading-relaxed text-ink-muted">
                      {p}
                    </p>
                  ))}
                  {item.facts.length > 0 && (
                    <dl className="mt-5 divide-y divide-line rounded-card border border-line bg-surface">
                      {item.facts.map((fact) => (
                        <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
                          <dt className="text-ink-muted">{fact.label}</dt>
                          <dd className="font-semibold text-brand-strong">{fact.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {item.quote && (
                    <div className="mt-6">
                      <AddToEnquiryButton product={item.quote} unit={item.unit ?? COMMODITY_UNIT} variants={item.variants} />
                    </div>
                  )}
                </div>
              </Reveal>
            </li>
          ))}
        </ol>
    </SectionShell>
  );
}
