import circleCheckIcon from 'virtual:icon/circle-check';
import enSite from 'virtual:content/site';
import { AppLink } from '../components/ui/app-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { href } from '../routing/href.ts';
import { SENT_ANSWER_ATTR, SENT_SLOT_ATTR, SENT_SLOTS } from '../features/enquiry/enquiry-ids.ts';
import { useSite } from '../components/i18n/use-site.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { enquiry as enEnquiry } from 'virtual:ui/en/enquiry';

/**
 * "Enquiry received": where an enquiry sent without script lands. The local enquiry service answers
 * a form post with this page, its reference and reply address filled in and shown (scripts/server/enquiry-service.ts);
 * a hosted form service's redirect lands on it as built, where no reference can be read without
 * script: the block stays hidden and the page says the enquiry arrived. Each language has its own
 * (/fr/contact/sent/...): its texts from site.<locale>.json, its words from the catalogue.
 */
export function EnquirySentScreen() {
  const { texts, contact } = useSite({ texts: enSite.texts, contact: enSite.contact });
  const { heading, text } = texts.enquirySent;
  const { email, phone, phoneDisplay } = contact;
  const words = useUi({ enquiry: enEnquiry }).enquiry.sentPage;
  const link = 'font-medium text-brand underline underline-offset-4 hover:decoration-2';
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="max-w-2xl">
        <p className="eyebrow flex items-center gap-2">
          <Icon node={circleCheckIcon} className="size-4 text-success" />
          {words.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-brand-strong sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{text}</p>
        <div {...{ [SENT_ANSWER_ATTR]: '' }} hidden className="mt-6 rounded-card border border-success/40 bg-success/5 p-5 text-ink">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-muted">{words.reference}</dt>
            <dd {...{ [SENT_SLOT_ATTR]: SENT_SLOTS.reference }} className="font-mono font-semibold tracking-wide" />
            <dt className="text-ink-muted">{words.replyTo}</dt>
            <dd {...{ [SENT_SLOT_ATTR]: SENT_SLOTS.email }} className="break-all" />
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{words.quoteReference}</p>
        </div>
        <p className="mt-6 text-ink-muted">
          {words.writeTo}{' '}
          <a href={`mailto:${email}`} dir="ltr" className={`${link} break-all`}>
            {email}
          </a>{' '}
          {words.orCall}{' '}
          <a href={`tel:${phone}`} dir="ltr" className={`${link} whitespace-nowrap`}>
            {phoneDisplay}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink to={href('business')} className="btn bg-brand text-ink-inverse hover:bg-brand-strong">
            {words.browse}
          </AppLink>
          <AppLink to={href('home')} className="btn border border-line text-brand hover:bg-brand-tint">
            {words.home}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
