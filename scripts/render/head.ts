import type { ProductFact } from '../../src/content/define-kind.ts';
import type { Site } from '../../src/content/site.ts';
import type { Price } from '../../src/content/trade-details.ts';
import { escapeHtml } from '../html-edit.ts';
import { alternatesWithDefault } from './sitemap.ts';

/**
 * JSON for a `<script type="application/ld+json">`: `<` written as `\u003c`, so no text in
 * content (a `</script>`, a `<!--`) can end the element or open markup.
 */
export function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export interface Breadcrumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface ProductData {
  name: string;
  description: string;
  /** Absolute URL of its picture. */
  image: string;
  facts: ProductFact[];
  /** Its indicative price, where it has one still valid (expired ones are dropped as the content loads). */
  price?: OfferedPrice;
  /** The indicative prices of its grades or sizes still valid, each named by its grade. */
  gradePrices?: (OfferedPrice & { grade: string })[];
}

type OfferedPrice = Pick<Price, 'currency' | 'min' | 'max' | 'validUntil'>;

/** A price band as schema.org's AggregateOffer (a low and a high price), until its last day. */
const aggregateOffer = (price: OfferedPrice, offeredBy: string, name?: string) => ({
  '@type': 'AggregateOffer',
  ...(name !== undefined && { name }),
  priceCurrency: price.currency,
  lowPrice: price.min,
  highPrice: price.max,
  priceValidUntil: price.validUntil,
  offeredBy: { '@id': offeredBy },
});

export interface PageHead {
  title: string;
  description: string;
  /** The page's own absolute address; null for the 404 page, which has none. */
  canonical: string | null;
  /** Absolute URL of the 1200×630 share picture. */
  image: string;
  imageAlt: string;
  type: 'website' | 'product';
  breadcrumbs: Breadcrumb[];
  product?: ProductData;
  noindex?: boolean;
  /** The page in each language it is published in, English first, as `hreflang` links (issue 31); x-default is English. */
  alternates?: { hreflang: string; href: string }[];
}

/** The company as schema.org sees it, named by `@id` from the other items of every page. */
export function organization(site: Site, siteUrl: string) {
  const { company, contact, socials } = site;
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}#organization`,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: siteUrl,
    logo: new URL('icon-512.png', siteUrl).href,
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.lines.join(', '),
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: 'IN',
    },
    sameAs: socials.map((s) => s.url),
    // Only facts the owner has given: a placeholder parses to null and stays out.
    ...(company.founded !== null && { foundingDate: String(company.founded) }),
    ...(company.registrations.duns !== null && { duns: company.registrations.duns.replace(/-/g, '') }),
    ...(company.registrations.gstin !== null && { taxID: company.registrations.gstin }),
  };
}

/**
 * The structured data of a page: the Organization, its breadcrumb and, for a catalogue entry, the
 * Product. The Organization in full (address, contacts, profiles) on home, the page search engines
 * read it from; every other page names it by its `@id`, with its name and web address only (a kilobyte
 * less on each of thousands of product pages: issue 30), which a reader of linked data resolves to
 * the same node.
 */
export function structuredData(head: PageHead, site: Site, siteUrl: string): unknown[] {
  const company = organization(site, siteUrl);
  const home = head.canonical === siteUrl;
  const items: unknown[] = [{ '@context': 'https://schema.org', ...(home ? company : { '@type': company['@type'], '@id': company['@id'], name: company.name, url: company.url }) }];
  items.push({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: head.breadcrumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: b.url })),
  });
  if (head.product && head.canonical) {
    const { name, description, image, facts, price, gradePrices = [] } = head.product;
    // The product's band and each grade's, all still valid (the content load drops expired ones):
    // one offer alone as before, several as a list, each grade's named by its grade.
    const offers = [...(price ? [aggregateOffer(price, company['@id'])] : []), ...gradePrices.map((g) => aggregateOffer(g, company['@id'], g.grade))];
    items.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${head.canonical}#product`,
      name,
      description,
      image,
      url: head.canonical,
      // No brand or manufacturer: the company trades these goods, it does not make or brand them.
      ...(facts.length
        ? { additionalProperty: facts.map((f) => ({ '@type': 'PropertyValue', name: f.name, value: f.value, ...(f.propertyID ? { propertyID: f.propertyID } : {}) })) }
        : {}),
      ...(offers.length === 1 ? { offers: offers[0] } : offers.length > 1 ? { offers } : {}),
    });
  }
  return items;
}

/** The `<head>` tags that are each page's own: description, canonical, Open Graph, the X card type, JSON-LD. */
export function headTags(head: PageHead, site: Site, siteUrl: string): string[] {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...alternatesWithDefault(head.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', site.company.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt),
    // X reads og:title, og:description and og:image where its own tags are missing (its cards'
    // documented fallback): only the card type is its own. The same text twice cost every page ~0.7 KB.
    meta('name', 'twitter:card', 'summary_large_image'),
    ...structuredData(head, site, siteUrl).map(jsonLd),
  ];
}
