import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { ProseText } from '../../components/ui/prose-text.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function ProseSection({ section }: { section: SectionContentOf<'prose'> }) {
  const text = (headingId: string) => (
    <div className="max-w-prose print:max-w-none">
      <ProseText headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} paragraphs={section.paragraphs} />
      {section.links && section.links.length > 0 && (
        <div className="mt-8 flex flex-wrap gap-3">
          {section.links.map((l, i) => (
            <ContentLink key={l.to} to={l.to} className={`btn ${i === 0 ? 'bg-brand text-ink-inverse hover:bg-brand-strong' : 'border border-line text-brand hover:bg-brand-tint'}`}>
              {l.label}
            </ContentLink>
          ))}
        </div>
      )}
    </div>
  );
  return (
    <SectionShell id={section.id} heading={section.heading} reveal>
      {(headingId) =>
        section.image ? (
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16 print:block">
            <div className={section.imageSide === 'left' ? 'lg:order-2' : ''}>{text(headingId)}</div>
            <Picture image={section.image} sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-card" />
          </div>
        ) : (
          text(headingId)
        )
      }
    </SectionShell>
  );
}
