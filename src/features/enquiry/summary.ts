import { INCOTERMS, type EnquiryItem, type EnquiryPayload, type TargetPrice } from './rules.ts';

/** A quantity as people write it: 2, 2.5, 12,000 (no exponent, no float noise). */
export function formatQuantity(quantity: number): string {
  return quantity.toLocaleString('en', { maximumFractionDigits: 3 });
}

/** A price as traders write it: "USD 1,450", "USD 6.25". */
export function formatPrice({ amount, currency }: TargetPrice): string {
  return `${currency} ${amount.toLocaleString('en', { maximumFractionDigits: 4 })}`;
}

/** A line's details after its quantity: "sample wanted", "target price USD 1,450 per MT", "documents wanted: …". */
export function lineDetails({ unit, sample, targetPrice, documents, seenPrice }: EnquiryItem): string[] {
  return [
    // What the buyer saw on the page: sales answer against it.
    seenPrice
      ? `price seen ${seenPrice.currency} ${seenPrice.min.toLocaleString('en', { maximumFractionDigits: 4 })}${seenPrice.max === seenPrice.min ? '' : `-${seenPrice.max.toLocaleString('en', { maximumFractionDigits: 4 })}`} per ${seenPrice.unit} ${seenPrice.incoterm}, valid until ${seenPrice.validUntil}`
      : null,
    sample ? 'sample wanted' : null,
    targetPrice ? `target price ${formatPrice(targetPrice)} per ${unit}` : null,
    documents?.length ? `documents wanted: ${documents.join(', ')}` : null,
  ].filter((d): d is string => d !== null);
}

/**
 * "Cumin Seeds (Europe quality): 2 MT; sample wanted", one product line of a message a person reads.
 * `shown`: the product's name in the buyer's language, written first with the English name after it
 * ("Comino (Cumin Seeds)"): the buyer reads theirs, the sales team the English one.
 */
export function itemLine(item: EnquiryItem, shown?: string): string {
  const { quantity, unit, variant } = item;
  const product = shown && shown !== item.product ? `${shown} (${item.product})` : item.product;
  return [`${product}${variant ? ` (${variant})` : ''}: ${formatQuantity(quantity)} ${unit}`, ...lineDetails(item)].join('; ');
}

/** "CIF Jebel Ali", "FOB", "to Mombasa": the delivery terms in the order buyers write them. */
export function deliveryLine(incoterm: string | undefined, port: string | undefined): string | null {
  if (incoterm && port) return `${incoterm} ${port}`;
  if (incoterm) return `${incoterm} (${INCOTERMS.find((i) => i.code === incoterm)?.name ?? incoterm})`;
  if (port) return `to ${port}`;
  return null;
}

/** A buyer's names for the products of an enquiry, by English name (the ones that differ from it). */
export type ShownNames = Readonly<Record<string, string>>;

/** The products and the delivery terms, as paragraphs of plain lines: "Products:\n- …" and "Delivery: CIF Jebel Ali". */
function orderParagraphs(items: readonly EnquiryItem[], terms: { incoterm?: string; port?: string }, names: ShownNames = {}): string[] {
  const products = items.map((item) => `- ${itemLine(item, Object.hasOwn(names, item.product) ? names[item.product] : undefined)}`);
  const delivery = deliveryLine(terms.incoterm, terms.port);
  return [products.length > 0 ? ['Products:', ...products].join('\n') : '', delivery ? `Delivery: ${delivery}` : ''];
}

/**
 * The message as sent: what the visitor typed, then the products and the delivery terms as plain
 * lines, so the mail a hosted form service sends (often the message alone) carries them.
 */
export function composeMessage(typed: string, items: readonly EnquiryItem[], terms: { incoterm?: string; port?: string } = {}): string {
  return [typed.trim(), ...orderParagraphs(items, terms)].filter(Boolean).join('\n\n');
}

/**
 * The same enquiry as one WhatsApp message: who asks, what for, on which terms, and their note; once
 * sent, its reference. `names`: the products' names in the page's language, by English name.
 */
export function whatsappText(payload: Partial<EnquiryPayload>, typedMessage: string, reference?: string, names: ShownNames = {}): string {
  const name = [payload['first-name'], payload['last-name']].filter(Boolean).join(' ');
  const from = [payload.company, payload.country].filter(Boolean).join(', ');
  const heading = `Enquiry${reference ? ` ${reference}` : ''}${name ? ` from ${name}` : ''}${from ? ` (${from})` : ''}`;
  const contact = [payload.email, payload.phone].filter(Boolean).join(', ');
  return [heading, ...orderParagraphs(payload.items ?? [], payload, names), typedMessage.trim(), contact && `Reply to: ${contact}`].filter(Boolean).join('\n\n');
}

/** WhatsApp's click-to-chat address: the number in international form, digits only. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
