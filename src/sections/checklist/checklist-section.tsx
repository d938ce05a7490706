import checkIcon from 'virtual:icon/check';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { splitColumns } from './split-columns.ts';
import { Icon } from '../../components/ui/icon.tsx';

function Column({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-tint text-brand">
            <Icon node={checkIcon} className="size-4" />
          </span>
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ChecklistSection({ section }: { section: SectionContentOf<'checklist'> }) {
  const columns = section.columns === 2 ? splitColumns(section.items) : [section.items];
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} reveal>
        <div className={`mx-auto grid max-w-4xl gap-x-12 gap-y-3 ${columns.length === 2 ? 'md:grid-cols-2' : ''}`} data-columns={columns.length}>
          {columns.map((items, i) => (
            <Column key={i} items={items} />
          ))}
        </div>
    </SectionShell>
  );
}
