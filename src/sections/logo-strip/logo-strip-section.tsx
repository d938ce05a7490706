import { useId } from 'react';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

export function LogoStripSection({ section }: { section: SectionContentOf<'logo-strip'> }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="border-y border-line bg-surface-alt py-14">
      <div className="container-page">
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ul className="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-9">
          {section.items.map((item) => (
            <li key={item.label} className="flex flex-col items-center gap-2 text-center">
              <Picture image={item.image} className="h-auto w-full max-w-28 rounded-control bg-surface shadow-card" />
              <span className="text-xs font-medium text-ink-muted">{item.label}</span>
            </li>
          ))}
        </ul>
        {section.link && (
          <div className="mt-10 text-center">
            <ContentLink to={section.link.to} className="btn border border-line bg-surface text-brand hover:border-brand hover:bg-brand-tint">
              {section.link.label}
            </ContentLink>
          </div>
        )}
      </div>
    </section>
  );
}
