import site from 'virtual:content/site';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { FactValue } from '../../components/ui/fact-value.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { VerifyLink } from '../../components/ui/verify-link.tsx';
import { companyFactRegisters } from '../../content/company-registers.ts';
import type { SiteContent } from '../../content/resolved.ts';
import type { SectionContentOf } from '../section-types.ts';

type Company = SiteContent['company'];

/** The facts in the order buyers look for them: who, since when, where, then the numbers customs and banks ask for. */
function companyFacts(company: Company): { label: string; value: string | number | null; register?: string }[] {
  const { registrations: r } = company;
  const reg = companyFactRegisters;
  return [
    { label: 'Year founded', value: company.founded },
    { label: 'Countries served', value: company.countriesServed.length > 0 ? company.countriesServed.join(', ') : null },
    { label: 'IEC (Importer-Exporter Code)', value: r.iec, register: reg.iec },
    { label: 'GSTIN', value: r.gstin, register: reg.gstin },
    { label: 'RCMC', value: r.rcmc, register: reg.rcmc },
    { label: 'D-U-N-S number', value: r.duns, register: reg.duns },
    // Shown only where content names them (an exporter of coffee or tea).
    ...(r.coffeeBoard !== undefined ? [{ label: 'Coffee Board registration', value: r.coffeeBoard, register: reg.coffeeBoard }] : []),
    ...(r.teaBoard !== undefined ? [{ label: 'Tea Board registration', value: r.teaBoard, register: reg.teaBoard }] : []),
  ];
}

export function CompanyFactsSection({ section }: { section: SectionContentOf<'company-facts'> }) {
  const facts = companyFacts(site.company);
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
