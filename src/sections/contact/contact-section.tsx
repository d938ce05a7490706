import { Isolated } from '../../components/ui/bidi.tsx';
import { addressPlaceLine } from '../../components/ui/postal-address.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import clockIcon from 'virtual:icon/clock';
import mailIcon from 'virtual:icon/mail';
import mapPinIcon from 'virtual:icon/map-pin';
import phoneIcon from 'virtual:icon/phone';
import { Icon } from '../../components/ui/icon.tsx';
import { useId, type ReactNode } from 'react';
import enSite from 'virtual:content/site';
import { useSite } from '../../components/i18n/use-site.ts';
import { EnquiryForm } from '../../features/enquiry/enquiry-form.tsx';
import type { CountryNames } from '../../features/enquiry/country-names.ts';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { contact as enContact } from 'virtual:ui/en/contact';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 ps-15">
      <dt className="text-sm font-semibold text-ink">
        <span className="absolute top-0 start-0 grid size-11 place-items-center rounded-full bg-brand-tint text-brand">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-ink-muted">{children}</dd>
    </div>
  );
}

export function ContactSection({ section, data }: { section: SectionContentOf<'contact'>; data?: CountryNames | null }) {
  const ui = useUi({ contact: enContact });
  const locale = useLocale();
  const headingId = useId();
  const formHeadingId = useId();
  // The page's language's site.json: office hours and the company's texts are translated content.
  const { contact, company } = useSite({ contact: enSite.contact, company: enSite.company });
  const linkClass = 'font-medium text-brand underline decoration-line underline-offset-4 hover:decoration-brand';
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-surface-alt py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <h2 id={headingId} className="heading-2">
            {section.heading}
          </h2>
          {section.intro && <p className="mt-4 leading-relaxed text-ink-muted">{section.intro}</p>}
          <dl className="mt-8 space-y-6">
            <Detail icon={<Icon node={mapPinIcon} className="size-5" />} label={ui.contact.office}>
              <address className="not-italic">
                {company.legalName}
                {[...contact.address.lines, addressPlaceLine(contact.address, locale)].map((line) => (
                  <span key={line} className="block">
                    <Isolated text={line} />
                  </span>
                ))}
              </address>
            </Detail>
            <Detail icon={<Icon node={phoneIcon} className="size-5" />} label={ui.contact.phone}>
              <a href={`tel:${contact.phone}`} dir="ltr" className={linkClass}>
                {contact.phoneDisplay}
              </a>
            </Detail>
            <Detail icon={<Icon node={mailIcon} className="size-5" />} label={ui.contact.email}>
              <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                {contact.email}
              </a>
            </Detail>
            <Detail icon={<Icon node={clockIcon} className="size-5" />} label={ui.contact.officeHours}>
              {contact.hours}
            </Detail>
          </dl>
        </div>
        <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
          <h2 id={formHeadingId} className="heading-2">
            {section.formHeading}
          </h2>
          <p className="mt-2 text-sm text-ink-muted">{section.responseNote}</p>
          <div className="mt-6">
            <EnquiryForm labelledBy={formHeadingId} countryNames={data} />
          </div>
        </div>
      </div>
    </section>
  );
}
