import path from 'node:path';
import type { CollectionName } from '../../src/content/collections.ts';
import type { Page } from '../../src/content/page.ts';
import type { Problem } from '../../src/content/problem.ts';
import type { Site } from '../../src/content/site.ts';
import type { Locale } from '../../src/content/locales.ts';
import type { TranslationMeta } from '../../src/content/translation.ts';
import type { Address, PrefixedLocale } from '../../src/routing/addresses.ts';

export interface LoadedEntry {
  collection: CollectionName;
  slug: string;
  file: string;
  key: string;
  parent: string | null;
  title: string;
  description: string;
  hidden: boolean;
  data: unknown;
  /** Its hash and real paths (src/routing/addresses.ts), computed once as the content is loaded. */
  address: Address;
}

export interface LoadedPage {
  /** Route id: the path without its leading slash; "home" for "/" (address.id). */
  id: string;
  /** The hash-route path, mirroring the file's place under content/pages (address.hashPath). */
  path: string;
  file: string;
  hidden: boolean;
  data: Page;
  address: Address;
}

export type TranslationTarget = { kind: 'site' } | { kind: 'page'; id: string } | { kind: 'entry'; collection: CollectionName; slug: string };

/** A translation file that passed the check: its English with the translated text laid over, validated. */
export interface LoadedTranslation {
  locale: Exclude<Locale, 'en'>;
  /** The translation file and its English file, as problem lines name them. */
  file: string;
  english: string;
  target: TranslationTarget;
  review: TranslationMeta['review'];
  /** The parsed result (zod's output), shaped like the English file's data. */
  data: unknown;
  /** Text fields of the English file, and how many this translation translates (present, not stale, not left as English). */
  fields: number;
  translated: number;
}

export interface TranslationSource {
  file: string;
  hidden: boolean;
  fields: number;
}

export interface LoadedContent {
  dir: string;
  /** Prices and certificates past their validUntil, dropped from everything the site shows (scripts/content/expiry.ts). */
  dropped: Problem[];
  site: Site;
  /** site.json exactly as written (the checker's view; `site` has links to hidden pages removed). */
  writtenSite: Site;
  siteFile: string;
  /** Pages and entries the site shows: valid, not hidden, with links to hidden things removed. */
  pages: LoadedPage[];
  entries: LoadedEntry[];
  /** Everything read, hidden included, exactly as written (the checker's view). */
  allPages: LoadedPage[];
  allEntries: LoadedEntry[];
  /** Every valid translation file (hidden English included); see src/content/translation.ts. */
  translations: LoadedTranslation[];
  /** Missing and stale translated fields: warnings, which never fail the check. */
  translationWarnings: Problem[];
  /** Every English file a translation may translate, with its number of text fields: the whole of the coverage report. */
  translationSources: TranslationSource[];
  /** Per language: site.json (translated where it is) and the pages and entries shown in it, at their addresses in it. */
  localized: Record<PrefixedLocale, { site: Site; pages: LoadedPage[]; entries: LoadedEntry[] }>;
}

export interface LoadResult {
  problems: Problem[];
  /** Prices and certificates past their validUntil: dropped, not problems (the web editor refuses them in the entry it saves). */
  dropped?: Problem[];
  content: LoadedContent | null;
}

/** A file name as the problem lines show it: relative to where the command runs. */
export function displayPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel.startsWith('..') ? abs : rel.split(path.sep).join('/');
}

export { slugify } from '../../src/content/file-name.ts';

export type CheckInput = {
  dir: string;
  site: Site | null;
  siteFile: string;
  allPages: LoadedPage[];
  allEntries: LoadedEntry[];
  /** Slugs of every entry file found per collection, valid or not (no follow-on "unknown" errors). */
  present: Map<CollectionName, Set<string>>;
  /** Keys (lower case, trimmed) of every entry file found per collection, valid or not: a link to an entry with mistakes is not also broken. */
  presentKeys: Map<CollectionName, Set<string>>;
  /** Addresses of every page file found, valid or not (a page with mistakes is not also a broken link). */
  pagePaths: Set<string>;
  /** Files checked as if they were on disk (the web editor's unsaved entry and uploads), by absolute path. */
  overlay?: ReadonlyMap<string, Uint8Array>;
};
