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
import { companyFactsSection } from './sections/company-facts.ts';
import { tradeDetailsSection } from './sections/trade-details.ts';

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
