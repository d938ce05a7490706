import type { CollectionName } from '../../src/content/collections.ts';
import { screenAddress, type Address } from '../../src/routing/addresses.ts';
import { screens } from '../../src/routing/routes.ts';
import type { LoadedContent, LoadedEntry } from './model.ts';

/** One address of the site (src/routing/addresses.ts), with what the build writes at it. */
export interface SiteAddress extends Address {
  /** "page", "screen" or the collection of a catalogue entry. */
  kind: 'page' | 'screen' | CollectionName;
  title: string;
  description: string;
  entry?: LoadedEntry;
}

/**
 * Every page, every catalogue entry and (with `screens`) the screens a visitor can open, with both
 * their addresses, in one list: the addresses were computed as the content was loaded.
 */
export function siteAddresses(content: Pick<LoadedContent, 'pages' | 'entries'>, options: { screens?: boolean } = {}): SiteAddress[] {
  return [
    ...content.pages.map((p): SiteAddress => ({ ...p.address, kind: 'page', title: p.data.title, description: p.data.description })),
    ...content.entries.map((entry): SiteAddress => ({ ...entry.address, kind: entry.collection, title: entry.title, description: entry.description, entry })),
    ...(options.screens ? screens.map((s): SiteAddress => ({ ...screenAddress(s), kind: 'screen', title: s.title, description: '' })) : []),
  ];
}
