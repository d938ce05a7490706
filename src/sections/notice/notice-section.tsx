import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function NoticeSection({ section }: { section: SectionContentOf<'notice'> }) {
  return (
    <SectionShell spacing="compact">
      <p role="note" className="mx-auto max-w-3xl rounded-card border border-accent/40 bg-accent-tint/40 p-5 text-ink sm:p-6">
        {section.text}
      </p>
    </SectionShell>
  );
}
