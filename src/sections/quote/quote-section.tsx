import quoteIcon from 'virtual:icon/quote';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { Icon } from '../../components/ui/icon.tsx';

export function QuoteSection({ section }: { section: SectionContentOf<'quote'> }) {
  return (
    <SectionShell id={section.id} tone="tint" reveal>
      {() => (
        <figure className="mx-auto max-w-3xl text-center">
          <Icon node={quoteIcon} className="mx-auto size-10 text-accent" />
          <blockquote className="mt-6 text-xl font-medium leading-relaxed text-brand-strong sm:text-2xl">
            <p>{section.text}</p>
          </blockquote>
          {section.attribution && <figcaption className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink-muted">{section.attribution}</figcaption>}
        </figure>
      )}
    </SectionShell>
  );
}
