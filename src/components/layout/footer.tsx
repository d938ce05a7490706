import { Isolated } from '../ui/bidi.tsx';
import { addressLines } from '../ui/postal-address.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import mailIcon from 'virtual:icon/mail';
import mapPinIcon from 'virtual:icon/map-pin';
import phoneIcon from 'virtual:icon/phone';
import enSite from 'virtual:content/site';
import { ContentLink } from '../ui/content-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { SocialLinks } from './social-links.tsx';
import { Icon } from '../ui/icon.tsx';
import type { IconNode } from '../../content/icons.ts';
import type { ReactNode } from 'react';
import { useSite } from '../i18n/use-site.ts';
import { useUi } from '../i18n/use-ui.ts';
import { footer as enFooter } from 'virtual:ui/en/footer';

// app.css: named once there rather than written out on each of the footer's links on every page.
const columnHeading = 'footer-heading';
const footerLink = 'footer-link';

function LinkColumn({ label, heading, links }: { label: string; heading: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className={columnHeading}>{heading}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <ContentLink to={l.to} className={footerLink}>
              {l.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon node={icon} className="contact-icon" />
      {children}
    </li>
  );
}

function ContactColumn() {
  const { contact } = useSite({ contact: enSite.contact });
  const ui = useUi({ footer: enFooter });
  const locale = useLocale();
  return (
    <div>
      <h2 className={columnHeading}>{ui.footer.contactHeading}</h2>
      <ul className="space-y-3 text-sm text-brand-tint">
        <ContactLine icon={phoneIcon}>
          <a href={`tel:${contact.phone}`} dir="ltr" className="link-on-dark">
            {contact.phoneDisplay}
          </a>
        </ContactLine>
        <ContactLine icon={mailIcon}>
          <a href={`mailto:${contact.email}`} className="link-on-dark break-all">
            {contact.email}
          </a>
        </ContactLine>
        <ContactLine icon={mapPinIcon}>
          <address className="not-italic">
            {addressLines(contact.address, locale).map((line) => (
              <span key={line} className="block">
                <Isolated text={line} />
              </span>
            ))}
          </address>
        </ContactLine>
      </ul>
    </div>
  );
}

export function Footer() {
  const { company, footer } = useSite({ company: enSite.company, footer: enSite.footer });
  const year = new Date().getFullYear();
  const ui = useUi({ footer: enFooter });
  return (
    // Below the first screen of every page on a phone: laid out when it nears the screen (app.css).
    <footer id="site-footer" className="lazy-render bg-brand-strong text-ink-inverse">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <div className="inline-block rounded-control bg-surface px-3 py-2">
            <Picture image={{ ...company.logo, alt: company.name }} className="h-9 w-auto" />
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-tint">{company.description}</p>
        </div>
        <LinkColumn label={ui.footer.footerMenu} heading={ui.footer.footerMenuHeading} links={footer.menu} />
        <LinkColumn label={footer.productsHeading} heading={footer.productsHeading} links={footer.products} />
        <ContactColumn />
      </div>
      <div className="border-t border-brand">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-xs text-brand-tint sm:flex-row">
          {/* The static page was written in its build's year; the app, hydrating it, may be in the next. */}
          <p suppressHydrationWarning>
            {/* Isolated: on an Arabic page the year would otherwise be drawn after the Latin company name. */}
            <bdi>
              © {year} {company.legalName}.
            </bdi>{' '}
            {ui.footer.allRightsReserved}{' '}
            <span className="block sm:inline">
              <Isolated text={footer.credit} />
            </span>
          </p>
          <SocialLinks networks={footer.networks} className="gap-1" linkClassName="footer-social" />
        </div>
      </div>
    </footer>
  );
}
