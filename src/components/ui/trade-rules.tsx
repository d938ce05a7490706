import type { UiStrings } from '../i18n/ui-types.ts';
import type { HsCode, PolicyNotice } from '../../content/trade-details.ts';
import { useUi } from '../i18n/use-ui.ts';
import { format as enFormat } from '../i18n/format.ts';
import { trade as enTrade } from 'virtual:ui/en/trade';

/** Whether any of these codes is still indicative (the page then explains the mark). */
export function anyIndicative(codes: readonly (HsCode | undefined)[]): boolean {
  return codes.some((c) => c?.status === 'indicative');
}

/**
 * An HS code as customs officers and buyers read it: the digits, "indicative" in words (not a
 * colour or a sign) while the company's customs broker has not confirmed it, and the note where
 * the code depends on the grade.
 */
export function HsCodeValue({ hs }: { hs: HsCode }) {
  const ui = useUi({ trade: enTrade, format: enFormat });
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {/* The code's digits and dots read left to right inside Arabic text too. */}
      <bdi dir="ltr" className="tabular-nums">
        {hs.code}
      </bdi>
      {hs.status === 'indicative' && (
        <span className="rounded-full border border-line bg-surface-alt px-2 py-px text-xs font-medium text-ink-muted">{ui.trade.indicative}</span>
      )}
      {hs.note && <span className="block basis-full text-sm font-normal text-ink-muted">{hs.note}</span>}
    </span>
  );
}

/** "DGFT notification 25/2015-2020, 27 August 2022"; a number or date still to be added is left out. */
function sourceLine(source: PolicyNotice['source'], format: UiStrings['format']): string {
  const named = [source.document, source.number].filter(Boolean).join(' ');
  return source.date ? `${named}, ${format.date(source.date)}` : named;
}

/**
 * Rules of India's export policy (or of an importing country) that limit a product, each with its
 * source so a buyer's compliance team can look it up.
 */
export function PolicyNotices({ notices, className = '' }: { notices: readonly PolicyNotice[]; className?: string }) {
  const ui = useUi({ trade: enTrade, format: enFormat });
  return (
    <ul className={`space-y-2 ${className}`}>
      {notices.map((n) => (
        <li key={`${n.title}\u0000${n.text}`} className="rounded-control border border-accent/40 bg-accent-tint/40 px-3 py-2 text-sm font-normal text-ink">
          <p>
            <strong className="font-semibold text-brand-strong">{n.title}.</strong> {n.text}
          </p>
          <p className="mt-1 text-ink-muted">
            {ui.trade.source({ line: sourceLine(n.source, ui.format) })}
            {n.checkedOn && ` · ${ui.trade.checkedOn({ date: ui.format.date(n.checkedOn) })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
