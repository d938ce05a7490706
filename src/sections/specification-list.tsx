import { Isolated } from '../components/ui/bidi.tsx';

/**
 * A product card's specifications (an oil's FFA, peroxide value, moisture ...): label and value side
 * by side, the value wrapping under its label on a narrow card, so a 390 px phone reads each line
 * without scrolling sideways. Shared by the card sections that offer `specifications`.
 */
export function SpecificationList({ specifications, className = '' }: { specifications: readonly { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={`divide-y divide-line border-y border-line text-sm ${className}`}>
      {specifications.map((spec) => (
        <div key={spec.label} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
          <dt className="text-ink-muted">{spec.label}</dt>
          <dd className="ms-auto text-end font-semibold text-brand-strong">
            <Isolated text={spec.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
