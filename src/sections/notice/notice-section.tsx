import type { SectionContentOf } from '../registry.ts';

export function NoticeSection({ section }: { section: SectionContentOf<'notice'> }) {
  return (
    <section className="container-page py-16">
      <p className="rounded-card border border-line bg-surface-alt p-6 text-ink-muted">{section.text}</p>
    </section>
  );
}
