import { Isolated } from '../../components/ui/bidi.tsx';
import maximize2Icon from 'virtual:icon/maximize-2';
import { useId, useState } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { cardClass } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FactRow, FactValue } from '../../components/ui/fact-value.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { VerifyLink } from '../../components/ui/verify-link.tsx';
import { href } from '../../routing/href.ts';
import { itemAnchors } from '../../content/item-anchor.ts';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { facts as enFacts } from 'virtual:ui/en/facts';

type Item = SectionContentOf<'gallery'>['items'][number];

/** The facts of one credential; `full` adds those only the dialog has room for. */
function Facts({ item, full = false }: { item: Item; full?: boolean }) {
  const f = useUi({ common: enCommon, facts: enFacts }).facts;
  return (
    <>
      {full && item.document && <FactRow label={f.document}>{item.document}</FactRow>}
      <FactRow label={item.numberLabel}>
        <FactValue value={item.registrationNumber} />
      </FactRow>
      {full && item.registeredSince !== undefined && (
        <FactRow label={f.registeredSince}>
          <FactValue value={item.registeredSince} date />
        </FactRow>
      )}
      {item.validUntil !== undefined && (
        <FactRow label={f.validUntil}>
          <FactValue value={item.validUntil} date />
        </FactRow>
      )}
    </>
  );
}

export function GallerySection({ section }: { section: SectionContentOf<'gallery'> }) {
  const ui = useUi({ common: enCommon, facts: enFacts });
  const dialogHeadingId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? null : section.items[openIndex];
  // Each tile's own anchor: the search leads to it (html's scroll-padding keeps it below the sticky header).
  const anchors = itemAnchors(section.id, section.items.map((item) => item.label));

  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} screenOnly>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {section.items.map((item, index) => (
          <li key={item.label} id={anchors[index]}>
            <Reveal className="h-full" delay={Math.min(index, 5) * 0.05}>
              <article
                className={`group relative ${cardClass({ interactive: true })} flex h-full overflow-hidden sm:flex-col has-[:focus-visible]:[outline:3px_solid_var(--color-accent)] has-[:focus-visible]:[outline-offset:2px]`}
              >
                <span className="flex w-24 shrink-0 items-center overflow-hidden bg-brand-tint p-2 sm:block sm:w-auto sm:p-0">
                  <Picture
                    image={{ ...item.image, alt: '' }}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 6rem"
                    className="aspect-[8/5] w-full rounded-control object-contain transition-transform duration-500 group-hover:scale-105 sm:aspect-[16/7] sm:rounded-none"
                  />
                </span>
                <div className="flex min-w-0 flex-1 flex-col p-4 sm:px-5">
                  <h3 className="flex items-center justify-between gap-2 font-semibold text-brand-strong">
                    {/* The button's ::after covers the card, so the whole tile opens the dialog while the button keeps the label as its name. */}
                    <button
                      type="button"
                      onClick={() => setOpenIndex(index)}
                      className="text-start after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      <Isolated text={item.label} />
                    </button>
                    <Icon node={maximize2Icon} className="size-4 shrink-0 text-ink-muted transition-colors group-hover:text-brand" />
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">{item.issuedBy}</p>
                  <dl className="mt-auto divide-y divide-line pt-3 text-sm">
                    <Facts item={item} />
                  </dl>
                </div>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== null}
        onClose={() => setOpenIndex(null)}
        labelledBy={dialogHeadingId}
        className={`${current?.scan ? 'max-w-xl' : 'max-w-md'} p-5 pt-16 sm:p-6 sm:pt-16`}
      >
        {current && (
          <div>
            {current.scan && (
              <Picture image={current.scan} sizes="(min-width: 640px) 36rem, 100vw" className="mx-auto mb-5 h-auto max-h-[65dvh] w-auto rounded-control border border-line" />
            )}
            <h2 id={dialogHeadingId} className="text-lg font-semibold text-brand-strong">
              <Isolated text={current.label} />
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{current.issuedBy}</p>
            <dl className="mt-4 divide-y divide-line border-y border-line text-sm">
              <Facts item={current} full />
            </dl>
            <VerifyLink register={current.register} number={current.registrationNumber} className="mt-3" />
            {!current.scan && (
              <p className="mt-4 text-sm text-ink-muted">
                {ui.facts.certificateCopyNote}{' '}
                <AppLink to={href('contact')} className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
                  {ui.common.askForCopy}
                </AppLink>
              </p>
            )}
          </div>
        )}
      </Dialog>
    </SectionShell>
  );
}
