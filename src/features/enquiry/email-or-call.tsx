import type { SiteContent } from '../../content/resolved.ts';

/**
 * "{lead} name@company.com {orCall} +91 …": the company's e-mail and phone as links (`link`: their
 * look), each left to right in any language: after a failed send, and on the "Enquiry received" page.
 */
export function EmailOrCall({ lead, orCall, contact, link }: { lead: string; orCall: string; contact: SiteContent['contact']; link: string }) {
  return (
    <>
      {lead}{' '}
      <a href={`mailto:${contact.email}`} dir="ltr" className={`${link} break-all`}>
        {contact.email}
      </a>{' '}
      {orCall}{' '}
      <a href={`tel:${contact.phone}`} dir="ltr" className={`${link} whitespace-nowrap`}>
        {contact.phoneDisplay}
      </a>
      .
    </>
  );
}
