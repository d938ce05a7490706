import { z } from 'zod';
import { cardsSection } from './sections/cards.ts';
import { catalogueListSection } from './sections/catalogue-list.ts';
import { checklistSection } from './sections/checklist.ts';
import { ctaSection } from './sections/cta.ts';
import { factsSection } from './sections/facts.ts';
import { featuresSection } from './sections/features.ts';
import { filterGridSection } from './sections/filter-grid.ts';
import { heroCarouselSection } from './sections/hero-carousel.ts';
import { imageGridSection } from './sections/image-grid.ts';
import { logoStripSection } from './sections/logo-strip.ts';
import { mediaRowsSection } from './sections/media-rows.ts';
import { noticeSection } from './sections/notice.ts';
import { productCarouselSection } from './sections/product-carousel.ts';
import { proseSection } from './sections/prose.ts';
import { quoteSection } from './sections/quote.ts';
import { tableSection } from './sections/table.ts';
import { gallerySection } from './sections/gallery.ts';
import { profileSection } from './sections/profile.ts';
import { contactSection } from './sections/contact.ts';
import { itemAnchors } from './item-anchor.ts';
import { companyFactsSection } from './sections/company-facts.ts';
import { tradeDetailsSection } from './sections/trade-details.ts';
import { certificateWords } from './certificate-types.ts';

/** Every section type a page may use. Adding one: its schema here, its folder in src/sections, one registry line. */
export const sectionSchema = z.discriminatedUnion('type', [
  heroCarouselSection,
  cardsSection,
  catalogueListSection,
  featuresSection,
  proseSection,
  logoStripSection,
  ctaSection,
  noticeSection,
  checklistSection,
  tableSection,
  quoteSection,
  gallerySection,
  profileSection,
  contactSection,
  filterGridSection,
  mediaRowsSection,
  imageGridSection,
  productCarouselSection,
  factsSection,
  companyFactsSection,
  tradeDetailsSection,
]);

export type Section = z.output<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** Codes and names the site search finds a page or an item by. */
export interface SearchCodes {
  hs?: readonly string[];
  synonyms?: readonly string[];
  grades?: readonly string[];
}

/**
 * What a section adds to the site search (built at build time, scripts/vite/search-index.ts).
 * `to` is where a result opens: "#id" on the page, another page's address, or (left out) the page.
 */
export interface SectionSearch {
  /** Things in the section a buyer looks for by name (a spice, a grade, a certificate). */
  items?: { title: string; to?: string }[];
  /** Codes and names that find the page itself. */
  page?: SearchCodes;
  /** Products of the page with their codes: each joins the item of its name, or becomes one. */
  products?: (SearchCodes & { name: string; to?: string; keywords?: readonly string[] })[];
}

const at = (id: string | undefined) => (id ? `#${id}` : undefined);
const nothing = (): SectionSearch => ({});

/**
 * Cards found by title: a card that links to another page stands for that page, which is found
 * on its own; cards past `initial` are not drawn until "View All", so they lead to their section.
 */
const cardItems = (items: { title: string; id?: string; to?: string }[], section: string | undefined, initial = Infinity) =>
  items.flatMap((item, i) => (item.to && !item.to.startsWith('#') ? [] : [{ title: item.title, to: item.to ?? at((i < initial ? item.id : undefined) ?? section) }]));

/** Tiles found by name, each leading to its own anchor on the page. */
const tiles = (section: string | undefined, names: string[]) => {
  const anchors = itemAnchors(section, names);
  return names.map((title, i) => ({ title, to: at(anchors[i]) }));
};

/** What each section type adds to the site search. Exhaustive: a section type without its entry fails the typecheck. */
export const sectionSearch: { [T in SectionType]: (section: SectionOf<T>) => SectionSearch } = {
  cards: (s) => ({ items: cardItems(s.items, s.id, s.initial) }),
  'filter-grid': (s) => ({ items: cardItems(s.items, s.id) }),
  'media-rows': (s) => ({ items: s.items.map((item) => ({ title: item.title, to: at(item.id ?? s.id) })) }),
  'product-carousel': (s) => ({ items: s.items.map((item) => ({ title: item.title, to: at(s.id) })) }),
  // Each tile has its own anchor (item-anchor.ts): a grade query opens the page at its tile.
  'image-grid': (s) => ({ items: tiles(s.id, s.items.map((item) => item.caption)) }),
  gallery: (s) => ({ items: tiles(s.id, s.items.map((item) => item.label)) }),
  'trade-details': (s) => ({
    page: { hs: s.hsCode ? [s.hsCode.code] : [], synonyms: s.synonyms, grades: s.gradeCodes },
    // A row's certificates find it ("halal"), as they find a catalogue product.
    products: s.products?.map((p) => ({ name: p.name, to: p.to ?? at(s.id), hs: [p.hsCode.code], synonyms: p.synonyms, keywords: certificateWords(p.certificates) })),
  }),
  'hero-carousel': nothing,
  'catalogue-list': nothing,
  features: nothing,
  prose: nothing,
  'logo-strip': nothing,
  cta: nothing,
  notice: nothing,
  checklist: nothing,
  table: nothing,
  quote: nothing,
  profile: nothing,
  contact: nothing,
  facts: nothing,
  'company-facts': nothing,
};
