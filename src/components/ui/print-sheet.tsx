import { Fragment } from 'react';
import { Isolated } from './bidi.tsx';
import { addressParts, addressSeparator } from './postal-address.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import printerIcon from 'virtual:icon/printer';
import enSite from 'virtual:content/site';
import { useSite } from '../i18n/use-site.ts';
import { publicUrl } from '../../routing/public-address.ts';
import { Picture } from './picture.tsx';
import { Icon } from './icon.tsx';
import { useUi } from '../i18n/use-ui.ts';
import { print as enPrint } from 'virtual:ui/en/print';

/**
 * The top of a printed product sheet (hidden on screen): logo, the company's contact line and
 * the page's public address (SITE_URL and the real path), so a sheet forwarded to purchasing or
 * QA says where it came from, whichever copy of the site it was printed from.
 * `realPath` is the static page's address ("/business/api-excipients/paracetamol/").
 */
export function PrintLetterhead({ realPath, title }: { realPath: string; title?: string }) {
  const ui = useUi({ print: enPrint });
  // The address as the page's language writes it (site.<locale>.json), as the footer does.
  const { contact, company } = useSite({ contact: enSite.contact, company: enSite.company });
  // Each part isolated on its own: an Arabic line holding a Latin street name keeps its number first.
  const address = addressParts(contact.address);
  const separator = addressSeparator(useLocale());
  return (
    <div data-print-letterhead="" className="hidden border-b border-line pb-3 print:block">
      <div className="flex items-center justify-between gap-6">
        <Picture image={company.logo} eager className="h-10 w-auto" />
        <p className="text-end text-xs leading-snug text-ink">
          <span className="font-semibold">{company.legalName}</span>
          <br />
          {ui.print.phone} <bdi dir="ltr">{contact.phoneDisplay}</bdi> · <bdi dir="ltr">{contact.email}</bdi>
          <br />
          {address.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && separator}
              <Isolated text={part} />
            </Fragment>
          ))}
        </p>
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        {title ? `${title}: ` : ''}
        <span dir="ltr" data-print-address="">{publicUrl(realPath)}</span>
      </p>
    </div>
  );
}

/** Opens the browser's print dialog ("Save as PDF" is one of its printers); the print stylesheet makes the sheet. */
export function PrintButton({ className = '' }: { className?: string }) {
  const ui = useUi({ print: enPrint });
  return (
    <button type="button" onClick={() => window.print()} className={`btn border border-line bg-surface text-brand hover:bg-brand-tint print:hidden ${className}`}>
      <Icon node={printerIcon} className="size-4" />
      {ui.print.print}
    </button>
  );
}
