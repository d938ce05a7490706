import { cardClass } from '../../components/ui/card.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function FeaturesSection({ section }: { section: SectionContentOf<'features'> }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
        <ul className={`grid gap-6 sm:grid-cols-2 ${section.items.length % 3 === 0 ? 'lg:grid-cols-3' : section.items.length >= 4 ? 'lg:grid-cols-4' : ''}`}>
          {section.items.map((item, index) => (
            <li key={item.title}>
              <Reveal className={`h-full ${cardClass({ padded: true })}`} delay={Math.min(index, 5) * 0.06}>
                <span className="grid size-12 place-items-center rounded-full bg-brand-tint text-brand">
                  <Icon node={item.icon.node} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-strong">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
    </SectionShell>
  );
}
