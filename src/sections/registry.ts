import type { ComponentType } from 'react';
import type { PageContent } from '../content/resolved.ts';
import type { SectionType } from '../content/section.ts';

export type SectionContent = PageContent['sections'][number];
export type SectionContentOf<T extends SectionType> = Extract<SectionContent, { type: T }>;
export type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionContentOf<T> }>;

/**
 * Every section type and the code that draws it, loaded only by the pages that use it.
 * Exhaustive: a section type without a component here fails the typecheck.
 */
export const sectionRegistry = {
  'hero-carousel': () => import('./hero-carousel/hero-carousel-section.tsx').then((m) => m.HeroCarouselSection),
  cards: () => import('./cards/cards-section.tsx').then((m) => m.CardsSection),
  'catalogue-list': () => import('./catalogue-list/catalogue-list-section.tsx').then((m) => m.CatalogueListSection),
  features: () => import('./features/features-section.tsx').then((m) => m.FeaturesSection),
  prose: () => import('./prose/prose-section.tsx').then((m) => m.ProseSection),
  'logo-strip': () => import('./logo-strip/logo-strip-section.tsx').then((m) => m.LogoStripSection),
  cta: () => import('./cta/cta-section.tsx').then((m) => m.CtaSection),
  notice: () => import('./notice/notice-section.tsx').then((m) => m.NoticeSection),
  checklist: () => import('./checklist/checklist-section.tsx').then((m) => m.ChecklistSection),
  table: () => import('./table/table-section.tsx').then((m) => m.TableSection),
  quote: () => import('./quote/quote-section.tsx').then((m) => m.QuoteSection),
  gallery: () => import('./gallery/gallery-section.tsx').then((m) => m.GallerySection),
  profile: () => import('./profile/profile-section.tsx').then((m) => m.ProfileSection),
  contact: () => import('./contact/contact-section.tsx').then((m) => m.ContactSection),
  'filter-grid': () => import('./filter-grid/filter-grid-section.tsx').then((m) => m.FilterGridSection),
  'media-rows': () => import('./media-rows/media-rows-section.tsx').then((m) => m.MediaRowsSection),
  'image-grid': () => import('./image-grid/image-grid-section.tsx').then((m) => m.ImageGridSection),
  'product-carousel': () => import('./product-carousel/product-carousel-section.tsx').then((m) => m.ProductCarouselSection),
  facts: () => import('./facts/facts-section.tsx').then((m) => m.FactsSection),
} satisfies { [T in SectionType]: () => Promise<SectionComponent<T>> };

const loaded = new Map<SectionType, ComponentType<{ section: SectionContent }>>();

/** Loads the code of every section a page uses, before the page renders (no waterfall, no flash). */
export async function preloadSections(sections: readonly SectionContent[]): Promise<void> {
  const types = [...new Set(sections.map((s) => s.type))].filter((t) => !loaded.has(t));
  await Promise.all(
    types.map(async (type) => {
      const component = await sectionRegistry[type]();
      loaded.set(type, component as ComponentType<{ section: SectionContent }>);
    }),
  );
}

export function loadedSection(type: SectionType): ComponentType<{ section: SectionContent }> {
  const component = loaded.get(type);
  if (!component) throw new Error(`Section "${type}" was rendered before its code was loaded`);
  return component;
}
