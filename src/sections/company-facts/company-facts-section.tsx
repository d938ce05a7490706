import enSite from 'virtual:content/site';
import { useSite } from '../../components/i18n/use-site.ts';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { FactValue } from '../../components/ui/fact-value.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { VerifyLink } from '../../components/ui/verify-link.tsx';
import { companyFactRegisters } from '../../content/company-registers.ts';
import type { SiteContent } from '../../content/resolved.ts';
import type { SectionContentOf } from '../section-types.ts';
import type { UiStrings } from '../../components/i18n/ui-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { format as enFormat } from '../../components/i18n/format.ts';
import { facts as enFacts } from 'virtual:ui/en/facts';

type Company = SiteContent['company'];

/** The facts in the order buyers look for them: who, since when, where, then the numbers customs and banks ask for. */
function companyFacts(company: Company, f: UiStrings['facts'], list: UiStrings['format']['list']): { label: string; value: string | number | null; register?: string }[] {
  const { registrations: r } = company;
  const reg = companyFactRegisters;
  return [
    { label: f.yearFounded, value: company.founded },
    { label: f.countriesServed, value: company.countriesServed.length > 0 ? list(company.countriesServed) : null },
    { label: f.iec, value: r.iec, register: reg.iec },
    { label: f.gstin, value: r.gstin, register: reg.gstin },
    { label: f.rcmc, value: r.rcmc, register: reg.rcmc },
    { label: f.duns, value: r.duns, register: reg.duns },
    // Shown only where content names them (an exporter of coffee or tea).
    ...(r.coffeeBoard !== undefined ? [{ label: f.coffeeBoard, value: r.coffeeBoard, register: reg.coffeeBoard }] : []),
    ...(r.teaBoard !== undefined ? [{ label: f.teaBoard, value: r.teaBoard, register: reg.teaBoard }] : []),
  ];
}

export function CompanyFactsSection({ section }: { section: SectionContentOf<'company-facts'> }) {
  const { company } = useSite({ company: enSite.company });
  const ui = useUi({ facts: enFacts, format: enFormat });
  const facts = companyFacts(company, ui.facts, ui.format.list);
  // Full rows on a wide screen: six facts in threes, eight (with the commodity boards) in fours.
  const wide = facts.length % 3 !== 0 && facts.length % 4 === 0 ? 'max-w-5xl lg:grid-cols-4' : 'max-w-4xl lg:grid-cols-3';
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} spacing="compact" reveal>
      <dl className={`mx-auto grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-card sm:grid-cols-2 ${wide}`}>
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1 bg-surface px-5 py-4">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{fact.label}</dt>
            <dd className="text-base font-semibold break-words text-brand-strong">
              <FactValue value={fact.value} />
              <VerifyLink register={fact.register} number={fact.value} className="mt-1" />
            </dd>
          </div>
        ))}
      </dl>
      {section.link && <SectionLink link={section.link} className="mt-8" />}
    </SectionShell>
  );
}
