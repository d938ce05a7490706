import { ContentLink } from '../../components/ui/content-link.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function CtaSection({ section }: { section: SectionContentOf<'cta'> }) {
  return (
    <SectionShell id={section.id} heading={section.heading} tone="brand" screenOnly>
      {(headingId) => (
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          <p className="mt-3 text-brand-tint">{section.text}</p>
        </div>
        <ContentLink to={section.link.to} className="btn shrink-0 bg-accent text-ink hover:bg-accent-tint">
          {section.link.label}
        </ContentLink>
      </div>
      )}
    </SectionShell>
  );
}
