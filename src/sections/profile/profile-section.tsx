import { useId } from 'react';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { networkLabel, SocialIcon } from '../../components/ui/social-icon.tsx';
import type { SectionContentOf } from '../registry.ts';

export function ProfileSection({ section }: { section: SectionContentOf<'profile'> }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <Reveal className="container-page">
        <div className="grid items-start gap-10 md:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16">
          <div className="mx-auto w-full max-w-72">
            <Picture image={section.image} sizes="18rem" className="aspect-square h-auto w-full rounded-card bg-brand-tint shadow-card" />
          </div>
          <div>
            {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
            <h2 id={headingId} className="heading-2 mt-2">
              {section.heading}
            </h2>
            <div className="mt-5 max-w-prose space-y-4 text-base leading-relaxed text-ink-muted">
              {section.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
              <p>
                <span className="block text-lg font-semibold text-brand-strong">{section.name}</span>
                <span className="block text-sm text-ink-muted">{section.role}</span>
              </p>
              {section.socials && section.socials.length > 0 && (
                <ul className="flex gap-2">
                  {section.socials.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${section.name} on ${networkLabel[s.network]}`}
                        className="grid size-10 place-items-center rounded-full border border-line text-brand transition-colors hover:bg-brand hover:text-ink-inverse"
                      >
                        <SocialIcon network={s.network} className="size-4" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
