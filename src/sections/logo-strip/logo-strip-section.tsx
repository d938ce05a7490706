import { Isolated } from '../../components/ui/bidi.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { SectionShell } from '../../components/ui/section-shell.tsx';

export function LogoStripSection({ section }: { section: SectionContentOf<'logo-strip'> }) {
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} spacing="compact">
        <ul className="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-9">
          {section.items.map((item) => (
            <li key={item.label} className="flex flex-col items-center gap-2 text-center">
              <Picture image={item.image} className="h-auto w-full max-w-28 rounded-control bg-surface shadow-card" />
              <span className="text-xs font-medium text-ink-muted">
                <Isolated text={item.label} />
              </span>
            </li>
          ))}
        </ul>
        {section.link && <SectionLink link={section.link} className="mt-10" />}
    </SectionShell>
  );
}
