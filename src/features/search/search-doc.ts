import type { PackedIndex } from './search-engine.ts';

/**
 * One thing the site search can find: a page, a catalogue entry, or an item inside a page (a
 * rice variety, a cashew grade, a spice). Built from content at build time
 * (scripts/vite/search-index.ts) and shipped in one JSON file with the index, loaded on first use.
 */
export interface SearchDoc {
  /** Its place in `docs` (the packed index relies on it). */
  id: number;
  title: string;
  /** The hash path it opens, with "#id" for an item inside a page. */
  url: string;
  /** Index into `groups`: the business line (or "Company") it belongs to. */
  group: number;
  /** Shown under the title: a chemical name, or the page an item is on. */
  sub?: string;
  /** True for items inside a page: their `sub` (the page title) is shown but not searched. */
  item?: true;
  synonyms?: string[];
  cas?: string;
  /** HS codes as the content writes them ("0713 20 10"). */
  hs?: string[];
  grades?: string[];
  /** Searched, never shown: in the index, left out of the documents the build ships. */
  keywords?: string[];
}

export interface SearchIndexData {
  groups: string[];
  docs: SearchDoc[];
  /** MiniSearch's index over `docs`, made at build time (search-engine.ts packSearchIndex); without it the browser builds one. */
  index?: PackedIndex;
}
