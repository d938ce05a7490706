import { createElement, lazy, type ComponentType } from 'react';
import type { Locale } from '../content/locales.ts';
import type { SectionType } from '../content/section.ts';
import type { CatalogueListData } from './catalogue-list/data.ts';
import { countryNamesIn, type CountryNames } from '../features/enquiry/country-names.ts';
import type { SectionContent, SectionContentOf } from './section-types.ts';

/** A section's code, and the loader of the data it needs beyond its own content (if any). */
interface SectionEntry<T extends SectionType, D> {
  load: () => Promise<ComponentType<{ section: SectionContentOf<T>; data: D }>>;
  /** `locale`: the page's language, for data that has a translation (a catalogue list's items). */
  data?: (section: SectionContentOf<T>, locale: Locale) => Promise<D>;
}

const entry = <T extends SectionType, D = undefined>(load: SectionEntry<T, D>['load'], data?: SectionEntry<T, D>['data']): SectionEntry<T, D> => ({ load, data });

/**
 * Every section type, the code that draws it (loaded only by the pages that use it) and the
 * data it loads. Exhaustive: a section type without an entry here fails the typecheck.
 */
export const sectionRegistry = {
  'hero-carousel': entry<'hero-carousel'>(() => import('./hero-carousel/hero-carousel-section.tsx').then((m) => m.HeroCarouselSection)),
  cards: entry<'cards'>(() => import('./cards/cards-section.tsx').then((m) => m.CardsSection)),
  'catalogue-list': entry<'catalogue-list', CatalogueListData>(
    () => import('./catalogue-list/catalogue-list-section.tsx').then((m) => m.CatalogueListSection),
    (section, locale) => import('./catalogue-list/data.ts').then((m) => m.catalogueListData(section, locale)),
  ),
  features: entry<'features'>(() => import('./features/features-section.tsx').then((m) => m.FeaturesSection)),
  prose: entry<'prose'>(() => import('./prose/prose-section.tsx').then((m) => m.ProseSection)),
  'logo-strip': entry<'logo-strip'>(() => import('./logo-strip/logo-strip-section.tsx').then((m) => m.LogoStripSection)),
  cta: entry<'cta'>(() => import('./cta/cta-section.tsx').then((m) => m.CtaSection)),
  notice: entry<'notice'>(() => import('./notice/notice-section.tsx').then((m) => m.NoticeSection)),
  checklist: entry<'checklist'>(() => import('./checklist/checklist-section.tsx').then((m) => m.ChecklistSection)),
  table: entry<'table'>(() => import('./table/table-section.tsx').then((m) => m.TableSection)),
  quote: entry<'quote'>(() => import('./quote/quote-section.tsx').then((m) => m.QuoteSection)),
  gallery: entry<'gallery'>(() => import('./gallery/gallery-section.tsx').then((m) => m.GallerySection)),
  profile: entry<'profile'>(() => import('./profile/profile-section.tsx').then((m) => m.ProfileSection)),
  // In another language, its enquiry form's countries named in it (the build's list: country-names.ts).
  contact: entry<'contact', CountryNames | null>(
    () => import('./contact/contact-section.tsx').then((m) => m.ContactSection),
    (_section, locale) => (locale === 'en' ? Promise.resolve(null) : countryNamesIn[locale]()),
  ),
  'filter-grid': entry<'filter-grid'>(() => import('./filter-grid/filter-grid-section.tsx').then((m) => m.FilterGridSection)),
  'media-rows': entry<'media-rows'>(() => import('./media-rows/media-rows-section.tsx').then((m) => m.MediaRowsSection)),
  'image-grid': entry<'image-grid'>(() => import('./image-grid/image-grid-section.tsx').then((m) => m.ImageGridSection)),
  'product-carousel': entry<'product-carousel'>(() => import('./product-carousel/product-carousel-section.tsx').then((m) => m.ProductCarouselSection)),
  facts: entry<'facts'>(() => import('./facts/facts-section.tsx').then((m) => m.FactsSection)),
  'company-facts': entry<'company-facts'>(() => import('./company-facts/company-facts-section.tsx').then((m) => m.CompanyFactsSection)),
  'trade-details': entry<'trade-details'>(() => import('./trade-details/trade-details-section.tsx').then((m) => m.TradeDetailsSection)),
} satisfies { [T in SectionType]: SectionEntry<T, never> | SectionEntry<T, undefined> | SectionEntry<T, CatalogueListData> | SectionEntry<T, CountryNames | null> };

/** One section ready to draw: its code, its content and its data. */
export interface PreparedSection {
  Component: ComponentType<{ section: SectionContent; data: unknown }>;
  section: SectionContent;
  data: unknown;
}

type SectionComponent = PreparedSection['Component'];

/** A stand-in that suspends until the section's code arrives (see prepareSections' `eager`). */
const deferred = (load: () => Promise<SectionComponent>): SectionComponent => lazy(() => load().then((component) => ({ default: component })));

/**
 * Loads the code and data of every section of a page before the page renders (no waterfall, no
 * flash). With `eager` (the app adopting a static page, src/app/adopting.ts), only the first
 * `eager` sections' code is waited for: the others get a stand-in that requests theirs as React
 * draws it, and React keeps their static markup until it arrives (each section is its own Suspense
 * boundary, see BusinessPage). Never on a navigation: a stand-in there would show nothing until then.
 */
export function prepareSections(
  sections: readonly SectionContent[],
  eager = sections.length,
  locale: Locale = 'en',
  /** A page head's later sections (src/sections/adoption.ts pageHead): their types, and their content, which comes with their code. */
  later?: { types: readonly SectionType[]; load: () => Promise<readonly SectionContent[]> },
): Promise<PreparedSection[]> {
  const prepared = sections.map(async (section, index) => {
    const def = sectionRegistry[section.type] as unknown as SectionEntry<SectionType, unknown>;
    const load = def.load as () => Promise<SectionComponent>;
    const [Component, data] = await Promise.all([index < eager ? load() : deferred(load), def.data?.(section as never, locale)]);
    return { Component, section, data };
  });
  // Never a section whose content its loader reads (READ_AT_LOAD): the head keeps those whole.
  const rest = (later?.types ?? []).map((type, i): PreparedSection => {
    const index = sections.length + i;
    const load = (sectionRegistry[type] as unknown as SectionEntry<SectionType, unknown>).load as () => Promise<SectionComponent>;
    const Component = deferred(() =>
      Promise.all([load(), later!.load()]).then(([Section, all]): SectionComponent => (props) => createElement(Section, { ...props, section: all[index]! })),
    );
    // Its content is not here yet: its markup is on the static page, and its code draws it with the content that comes with it.
    return { Component, section: { type } as SectionContent, data: undefined };
  });
  return Promise.all([...prepared, ...rest]);
}
