import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { COMMODITY_UNIT } from '../card-quote.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function MediaRowsSection({ section }: { section: SectionContentOf<'media-rows'> }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
        {/* On paper each row is a card, two to a row (its drawing does not print). */}
        <ol className="space-y-14 lg:space-y-20 print:grid print:grid-cols-2 print:gap-3 print:space-y-0">
          {section.items.map((item, index) => (
            <li key={item.id ?? item.title} id={item.id} data-print-card="" className="scroll-mt-24 print:rounded-card print:border print:border-line print:p-3" data-side={index % 2 === 0 ? 'image-left' : 'image-right'}>
              <Reveal className="grid items-center gap-8 md:grid-cols-2 lg:gap-14">
                <Picture
                  image={item.image}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className={`h-auto w-full rounded-card bg-brand-tint shadow-card ${index % 2 === 1 ? 'md:order-2' : ''}`}
                />
                <div>
                  <h3 className="text-xl font-semibold text-brand-strong sm:text-2xl print:text-base">{item.title}</h3>
                  {item.paragraphs?.map((p, i) => (
                    <p key={i} className="mt-3 leading-relaxed text-ink-muted print:mt-1 print:leading-snug">
                      {p}
                    </p>
                  ))}
                  {item.facts.length > 0 && (
                    <dl className="mt-5 divide-y divide-line rounded-card border border-line bg-surface print:mt-2">
                      {item.facts.map((fact) => (
                        <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm print:px-2 print:py-1">
                          <dt className="text-ink-muted">{fact.label}</dt>
                          <dd className="font-semibold text-brand-strong">{fact.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {item.quote && (
                    <div className="mt-6">
                      <AddToEnquiryButton product={item.quote} title={item.title} unit={item.unit ?? COMMODITY_UNIT} variants={item.variants} />
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
