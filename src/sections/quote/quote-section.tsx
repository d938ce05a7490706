import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { UiIcon } from '../../components/ui/svg-icon.tsx';

export function QuoteSection({ section }: { section: SectionContentOf<'quote'> }) {
  return (
    <section id={section.id} className="bg-brand-tint py-16 sm:py-20">
      <Reveal className="container-page">
        <figure className="mx-auto max-w-3xl text-center">
          <UiIcon name="quote" className="mx-auto size-10 text-accent" />
          <blockquote className="mt-6 text-xl font-medium leading-relaxed text-brand-strong sm:text-2xl">
            <p>{section.text}</p>
          </blockquote>
          {section.attribution && <figcaption className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink-muted">{section.attribution}</figcaption>}
        </figure>
      </Reveal>
    </section>
  );
}
