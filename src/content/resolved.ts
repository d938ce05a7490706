import type { z } from 'zod';
import type { CollectionName, DetailRoute, Entry, Summary } from './collections.ts';
import type { Page } from './page.ts';
import type { SectionType } from './section.ts';
import type { IconName, IconNode } from './icons.ts';
import type { imagePath } from './primitives.ts';
import type { Site } from './site.ts';
import type { documentPath } from './trade-details.ts';

type ImagePath = z.output<typeof imagePath>;
type DocumentPath = z.output<typeof documentPath>;

/** An image after the build: a fingerprinted URL, its intrinsic size and, for photos, AVIF/WebP sources. */
export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
  sources?: { type: string; srcset: string }[];
}

/** A document after the build: its fingerprinted URL and its size in bytes. */
export interface ResolvedDocument {
  url: string;
  bytes: number;
}

/** An icon after the build: its name and lucide's drawing of it. */
export interface ResolvedIcon {
  name: IconName;
  node: IconNode;
}

/**
 * Content as the browser receives it: every `{ src: "images/..." }` replaced by a ResolvedImage,
 * every `{ file: "documents/..." }` by a ResolvedDocument, every icon name by its drawing.
 */
export type Resolved<T> = T extends { src: ImagePath }
  ? Omit<T, 'src'> & ResolvedImage
  : T extends { file: DocumentPath }
    ? Omit<T, 'file'> & ResolvedDocument
  : T extends IconName
    ? ResolvedIcon
    : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

export type SiteContent = Resolved<Site>;
/** What the virtual module of one part of site.json (virtual:content/site/<part>) exports. */
export type SitePart<K extends keyof SiteContent> = SiteContent[K];
export type PageContent = Resolved<Page>;

export interface IndexItem<C extends CollectionName> {
  slug: string;
  key: string;
  parent: string | null;
  title: string;
  description: string;
  summary: Resolved<Summary<C>>;
  /** The entry's app address (src/routing/addresses.ts), computed at build. */
  hashPath: string;
}

export type EntryContent<C extends CollectionName> = Resolved<Entry<C>> & { structure?: ResolvedImage };

export interface CollectionModule<C extends CollectionName> {
  index: IndexItem<C>[];
}

/** One lookup bucket: the index items whose key hashes to it, each with the loader of its entry. */
export type LookupBucket<C extends CollectionName> = (LookupItem<C> & { load: () => Promise<{ default: EntryContent<C> }> })[];

/**
 * An index item found by its key, for the entry's own page: with the real address of its static
 * page. `locales`: the languages the entry is translated into (issue 31), for the language switcher.
 * `englishTitle`: in another language, the entry's English title (what the enquiry list names it by:
 * the sales team reads English); likewise `englishSizes` (an eco-palm product's sizes, the line's
 * grades) and `englishDocuments` (its documents' names, the line's documents to tick), where it has them.
 */
export type LookupItem<C extends CollectionName> = IndexItem<C> & {
  realPath: string;
  locales?: import('./locales.ts').PrefixedLocale[];
  englishTitle?: string;
  englishSizes?: string[];
  englishDocuments?: string[];
  /** In another language, its documents' own titles there, by English name (documentTitles). */
  documentTitles?: Record<string, string>;
};

export interface LookupModule<C extends CollectionName> {
  buckets: (() => Promise<{ default: LookupBucket<C> }>)[];
}

/**
 * The documents a page's products come with (its trade details'), as the build found them in the
 * whole page (a page's head may not hold its trade details): by English name, the names an enquiry
 * line keeps and sends, with the page's own titles for them in its language (documentTitles).
 */
export interface OfferedDocuments {
  names: string[];
  titles: Record<string, string>;
}

/** A page's content module: the page, and the documents its products come with where it has any. */
export type PageModuleContent = PageContent & { offeredDocuments?: OfferedDocuments };

/** A page route as the content plugin describes it, with the loader of its content. */
export interface PageRouteModule {
  kind: 'page';
  id: string;
  path: string;
  /** Its static page's address (src/routing/addresses.ts), computed at build. */
  realPath: string;
  title: string;
  parent: string | null;
  load: () => Promise<{ default: PageModuleContent }>;
  /** Its head (src/sections/adoption.ts pageHead), for a page whose later sections hold much content. */
  head?: () => Promise<{ default: PageModuleContent & { later: SectionType[] } }>;
}

/** A catalogue kind's routing facts and the loaders of its index, lookup and view. */
export interface KindRoutes<C extends CollectionName> {
  collection: C;
  route: DetailRoute;
  children: CollectionName | null;
  parentKind: CollectionName | null;
  view: () => Promise<{ view: unknown }>;
  index: () => Promise<CollectionModule<C>>;
  lookup: () => Promise<LookupModule<C>>;
}

/**
 * One language's table (virtual:content/locale/<locale>), derived from the same manifest as the
 * English one and loaded only on that language's pages: the pages translated into it and the parts
 * of its site.json every page's first render draws; the rest (lists, lookups, the whole site.json)
 * in `later`, so that its home's first load stays within budget (issue 31).
 */
export interface LocaleTable {
  /**
   * The pages translated into it (with their English `path`): a link on one of its pages to
   * anything not translated goes to the English page, marked hreflang="en"
   * (src/routing/locale-links.ts), never to an address the language does not have.
   */
  pages: PageRouteModule[];
  /** What every page's first render draws of its site.json (FirstSite). */
  site: FirstSite;
  /** The rest (virtual:content/locale-later/<locale>), which its home's first render does not need. */
  later: () => Promise<LocaleTableLater>;
}

/**
 * The rest of a language's table, one file with the rest of its UI words (scripts/vite/chunks.ts),
 * fetched after its home's first render, before that of the pages that need it (their static pages
 * preload it): each kind's list (translated items, English where not) and lookup (translated entries
 * only), and its whole site.json (the footer's, the contact's, the screens' parts).
 */
export interface LocaleTableLater {
  kinds: { [C in CollectionName]: { index: () => Promise<CollectionModule<C>>; lookup: () => Promise<LookupModule<C>> } };
  site: SiteContent;
  /**
   * The catalogue entries translated into it, by their English address (addressKey of the hash
   * path). Here, not in the table: no link on its home's first screen goes to an entry, and the
   * list was most of the table's bytes (0.65 KiB gzip of every language's home, issue 44).
   */
  entries: ReadonlySet<string>;
}

/**
 * What the first render of every page draws of site.json: the header's logo, company name and menu,
 * and home's heading (name and tagline). A language's table carries only this (firstSite), so its
 * home's first load holds no footer, contact, description or screen wording (issue 31's budget);
 * the rest comes with the code that draws it (LocaleTableLater). useFirstSite reads this, useSite
 * the whole.
 */
export interface FirstSite {
  company: Pick<SiteContent['company'], 'name' | 'tagline' | 'logo'>;
  nav: SiteContent['nav'];
}

/** The FirstSite parts of a site.json, as read (the build writes them into each language's table) or resolved. */
export function firstSite<L, N>(site: { company: { name: string; tagline: string; logo: L }; nav: N }): { company: { name: string; tagline: string; logo: L }; nav: N } {
  const { name, tagline, logo } = site.company;
  return { company: { name, tagline, logo }, nav: site.nav };
}
