import { Picture } from '../../components/ui/picture.tsx';
import { ProseText } from '../../components/ui/prose-text.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { brandIcons } from '../../components/ui/brand-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { networkLabel } from '../../content/social.ts';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { layout as enLayout } from 'virtual:ui/en/layout';

/** "Vikram Hegde" as "VH": shown beside the signature when there is no photograph, rather than a drawn face. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('');
}

export function ProfileSection({ section }: { section: SectionContentOf<'profile'> }) {
  const ui = useUi({ layout: enLayout });
  return (
    <SectionShell id={section.id} heading={section.heading} reveal>
      {(headingId) => (
        <div className={section.image ? 'grid items-start gap-10 md:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16' : 'mx-auto max-w-3xl'}>
          {section.image && (
            <div className="mx-auto w-full max-w-72">
              <Picture image={section.image} sizes="18rem" className="aspect-square h-auto w-full rounded-card bg-brand-tint shadow-card" />
            </div>
          )}
          <div>
            <ProseText headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} paragraphs={section.paragraphs} narrow />
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
              <div className="flex items-center gap-3">
                {!section.image && (
                  <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-tint text-base font-semibold text-brand">
                    {initials(section.name)}
                  </span>
                )}
                <p>
                  <span className="block text-lg font-semibold text-brand-strong">{section.name}</span>
                  <span className="block text-sm text-ink-muted">{section.role}</span>
                </p>
              </div>
              {section.socials && section.socials.length > 0 && (
                <ul className="flex gap-2">
                  {section.socials.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={ui.layout.personOn({ person: section.name, network: networkLabel[s.network] })}
                        className="grid size-10 place-items-center rounded-full border border-line text-brand transition-colors hover:bg-brand hover:text-ink-inverse"
                      >
                        <Icon node={brandIcons[s.network]} className="size-4" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
    </SectionShell>
  );
}
