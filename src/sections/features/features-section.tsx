import { useId } from 'react';
import { SvgIcon } from '../../components/ui/svg-icon.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

export function FeaturesSection({ section }: { section: SectionContentOf<'features'> }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul className={`grid gap-6 sm:grid-cols-2 ${section.items.length % 3 === 0 ? 'lg:grid-cols-3' : section.items.length >= 4 ? 'lg:grid-cols-4' : ''}`}>
          {section.items.map((item, index) => (
            <li key={item.title}>
              <Reveal className="h-full rounded-card border border-line bg-surface p-6 shadow-card" delay={Math.min(index, 5) * 0.06}>
                <span className="grid size-12 place-items-center rounded-full bg-brand-tint text-brand">
                  <SvgIcon node={item.icon.node} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-strong">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
