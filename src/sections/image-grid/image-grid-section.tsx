import fileCheckIcon from 'virtual:icon/file-check';
import { useId, useState } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { cardClass } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FactRow, FactValue } from '../../components/ui/fact-value.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { facts as enFacts } from 'virtual:ui/en/facts';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { COMMODITY_UNIT } from '../card-quote.tsx';
import { href } from '../../routing/href.ts';
import { itemAnchors } from '../../content/item-anchor.ts';
import type { SectionContentOf } from '../section-types.ts';

type Item = SectionContentOf<'image-grid'>['items'][number];
type Certificate = NonNullable<Item['certificate']>;

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' } as const;

/** The key results; while none is known, the parameters tested and one "Available on request". */
function Results({ results }: { results: NonNullable<Certificate['results']> }) {
  const f = useUi({ common: enCommon, facts: enFacts }).facts;
  if (results.every((r) => r.value === null)) {
    return (
      <p className="mt-4 text-sm text-ink-muted">
        <span className="font-semibold text-brand-strong">{f.testedFor}</span> {results.map((r) => r.label).join(', ')}.{' '}
        <span className="italic">{f.resultsOnRequest}</span>
      </p>
    );
  }
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-brand-strong">{f.keyResults}</h3>
      <dl className="mt-1 divide-y divide-line border-y border-line text-sm">
        {results.map((r) => (
          <FactRow key={r.label} label={r.label}>
            <FactValue value={r.value} />
          </FactRow>
        ))}
      </dl>
    </>
  );
}

export function ImageGridSection({ section }: { section: SectionContentOf<'image-grid'> }) {
  const ui = useUi({ common: enCommon, facts: enFacts });
  const dialogTitleId = useId();
  const [open, setOpen] = useState<Item | null>(null);
  const certificate = open?.certificate;
  // Each tile's own anchor: a search for "cashew W320" lands on its tile (html's scroll-padding keeps it below the sticky header).
  const anchors = itemAnchors(section.id, section.items.map((item) => item.caption));
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} screenOnly>
      <ul className={`grid gap-4 sm:gap-6 ${grid[section.columns]}`}>
        {section.items.map((item, index) => (
          <li key={item.caption} id={anchors[index]}>
            <Reveal className="h-full" delay={Math.min(index, 5) * 0.05}>
              <figure className={cardClass({ clip: true })}>
                <Picture image={item.image} sizes="(min-width: 1024px) 25vw, 50vw" className="aspect-[4/3] w-full bg-brand-tint object-cover" />
                <figcaption className="flex flex-1 flex-col items-start gap-2 p-3 sm:p-4">
                  <span className="font-semibold text-brand-strong">{item.caption}</span>
                  {item.certificate && (
                    <button
                      type="button"
                      aria-label={ui.facts.certificateOf({ caption: item.caption })}
                      onClick={() => setOpen(item)}
                      className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand"
                    >
                      <Icon node={fileCheckIcon} className="size-4" />
                      {ui.facts.certificate}
                    </button>
                  )}
                  {item.quote && (
                    <div className={`w-full ${item.certificate ? '' : 'mt-auto'}`}>
                      {/* The tile's caption is its name on this page ("Morceaux blancs", "W320"): what the button and the list show; the English quote is sent. */}
                      <AddToEnquiryButton product={item.quote} title={item.caption} unit={item.unit ?? COMMODITY_UNIT} variants={item.variants} size="sm" className="w-full" />
                    </div>
                  )}
                </figcaption>
              </figure>
            </Reveal>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} labelledBy={dialogTitleId} className={`${certificate?.scan ? 'max-w-lg' : 'max-w-md'} p-5 pt-16 sm:p-6 sm:pt-16`}>
        {open && certificate && (
          <>
            {certificate.scan && <Picture image={certificate.scan} className="mb-5 h-auto max-h-[60dvh] w-full object-contain" />}
            <h2 id={dialogTitleId} className="text-lg font-semibold text-brand-strong">
              {certificate.title}: {open.caption}
            </h2>
            <dl className="mt-4 divide-y divide-line border-y border-line text-sm">
              <FactRow label={ui.facts.grade}>{open.caption}</FactRow>
              <FactRow label={ui.facts.lot}>
                <FactValue value={certificate.lot} />
              </FactRow>
              <FactRow label={ui.facts.laboratory}>
                <FactValue value={certificate.laboratory} />
              </FactRow>
              <FactRow label={ui.facts.dateOfAnalysis}>
                <FactValue value={certificate.date} date />
              </FactRow>
            </dl>
            {certificate.results && <Results results={certificate.results} />}
            {!certificate.scan && (
              <p className="mt-4 text-sm text-ink-muted">
                {ui.facts.lotCertificateNote}{' '}
                <AppLink to={href('contact')} className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
                  {ui.common.askForCopy}
                </AppLink>
              </p>
            )}
          </>
        )}
      </Dialog>
    </SectionShell>
  );
}
