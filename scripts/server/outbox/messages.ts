import { createHmac } from 'node:crypto';
import { fieldLabels, optionalFields, type EnquiryItem } from '../../../src/features/enquiry/rules.ts';
import { isLocale, type Locale } from '../../../src/content/locales.ts';
import { deliveryId, enquiryOf, nameOf, type EnquiryRecord } from '../enquiry-store.ts';
import { seenPriceText } from '../seen-price-text.ts';
import { uiIn } from '../../ui/words.ts';

/** What the messages need to know of the company and its mail set-up. */
export interface MailSettings {
  /** `ENQUIRY_FROM`: the sender of both mails, e.g. `Sahyadri Sales <sales@example.com>`. */
  from: string;
  /** `ENQUIRY_NOTIFY_TO`: the sales addresses. */
  notifyTo: string[];
  /** The company's name, as the acknowledgement signs. */
  company: string;
}

/** The domain of an address (`Sales <sales@example.com>` → `example.com`): the right-hand side of the Message-IDs. */
export function domainOf(address: string): string {
  return /@([^\s>]+)>?\s*$/.exec(address)?.[1]?.toLowerCase() ?? 'localhost';
}

/** A stable Message-ID: a repeat of the same delivery (a retry after a crash) is recognisably the same mail. */
export const messageIdOf = (reference: string, kind: 'notify' | 'ack', from: string) => `<${reference}.${kind}@${domainOf(from)}>`;

const itemsOf = (record: EnquiryRecord): EnquiryItem[] => (Array.isArray(record.items) ? (record.items as EnquiryItem[]) : []);

/** One line of the enquiry, every detail the buyer gave. */
function lineText(item: EnquiryItem, sample: string): string {
  const parts = [`${item.quantity} ${item.unit}`];
  if (item.variant) parts.push(item.variant);
  if (item.sample) parts.push(sample);
  if (item.targetPrice) parts.push(`${item.targetPrice.amount} ${item.targetPrice.currency}/${item.unit}`);
  if (item.documents?.length) parts.push(item.documents.join(', '));
  return `${item.product}: ${parts.join(' · ')}`;
}

export interface MailMessage {
  from: string;
  to: string | string[];
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
}

/** `"Name" <address>`, quoted so a name with a comma or angle brackets stays a name. */
const mailbox = (name: string, address: string) => (name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address);

/** The sales notification: subject `Enquiry {reference}: {company or name}, N products`, every field and line, Reply-To the buyer. */
export function notification(record: EnquiryRecord, settings: MailSettings): MailMessage {
  const name = nameOf(record);
  const items = itemsOf(record);
  const who = typeof record.company === 'string' && record.company ? record.company : name;
  const lines = [
    `Enquiry ${record.reference}, received ${record.receivedAt} from the ${isLocale(record.locale) ? record.locale : 'en'} site.`,
    '',
    `Name: ${name}`,
    `Email: ${String(record.email)}`,
    ...optionalFields.filter((f) => typeof record[f.name] === 'string').map((f) => `${fieldLabels[f.name]}: ${String(record[f.name])}`),
    '',
    items.length ? `Products (${items.length}):` : 'No products listed.',
    // The indicative price the buyer saw with a line (issue 49): sales answer against it.
    ...items.flatMap((item, i) => {
      const seen = seenPriceText(item.seenPrice, record.receivedAt);
      return [`${i + 1}. ${lineText(item, 'sample wanted')}`, ...(seen ? [`   Price seen: ${seen}`] : [])];
    }),
    '',
    'Message:',
    String(record.message ?? ''),
    '',
    'Reply to this e-mail to answer the buyer.',
  ];
  return {
    from: settings.from,
    to: settings.notifyTo,
    replyTo: mailbox(name, String(record.email)),
    subject: `Enquiry ${record.reference}: ${who}, ${items.length} product${items.length === 1 ? '' : 's'}`,
    text: lines.join('\n'),
    messageId: messageIdOf(record.reference, 'notify', settings.from),
  };
}

/**
 * The buyer's acknowledgement in the enquiry's language (the catalogues' `enquiry.acknowledgement`):
 * the reference, the lines, the reply promise, which is the contact page's one
 * (src/content/copy-rules.ts): the mail promises nothing the site does not.
 */
export function acknowledgement(record: EnquiryRecord, settings: MailSettings): MailMessage {
  const locale: Locale = isLocale(record.locale) ? record.locale : 'en';
  const words = uiIn(locale).enquiry.acknowledgement;
  const { company } = settings;
  const { reference } = record;
  const items = itemsOf(record);
  const name = nameOf(record);
  const text = [
    words.greeting({ name }),
    '',
    words.thanks({ company }),
    words.reference({ reference }),
    '',
    ...(items.length ? [words.lines, ...items.map((item) => `- ${lineText(item, words.sampleWanted)}`)] : [words.noLines]),
    '',
    words.promise,
    words.quote,
    '',
    words.signature({ company }),
  ].join('\n');
  return {
    from: settings.from,
    to: mailbox(name, String(record.email)),
    // The buyer's answer reaches the sales team, not the sending address.
    ...(settings.notifyTo.length ? { replyTo: settings.notifyTo.join(', ') } : {}),
    subject: words.subject({ reference, company }),
    text,
    messageId: messageIdOf(record.reference, 'ack', settings.from),
    headers: { 'Content-Language': locale, 'Auto-Submitted': 'auto-replied' },
  };
}

/** The webhook's body: `{"id","reference","receivedAt","locale","enquiry"}`, the same bytes on every repeat. */
export function webhookBody(record: EnquiryRecord): string {
  const { reference, receivedAt } = record;
  return JSON.stringify({ id: deliveryId(reference, 'webhook'), reference, receivedAt, locale: isLocale(record.locale) ? record.locale : 'en', enquiry: enquiryOf(record) });
}

/** `sha256={hex HMAC-SHA256 of the body}`: the receiver computes the same with its copy of the secret and compares. */
export const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
