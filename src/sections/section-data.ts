import { collections } from 'virtual:content/collections';
import type { CollectionName } from '../content/collections.ts';
import type { SectionType } from '../content/section.ts';
import type { IndexItem } from '../content/resolved.ts';
import type { SectionContent, SectionContentOf } from './registry.ts';

const indexes = new Map<CollectionName, IndexItem<CollectionName>[]>();

async function loadIndex(name: CollectionName): Promise<void> {
  if (indexes.has(name)) return;
  const load = collections[name] as () => Promise<{ index: IndexItem<CollectionName>[] }>;
  indexes.set(name, (await load()).index);
}

/** Data a section needs before it can render, by section type: the page loader fetches it with the section's code. */
const sectionData: { [T in SectionType]?: (section: SectionContentOf<T>) => Promise<void> } = {
  'catalogue-list': (section) => loadIndex(section.collection),
};

export async function preloadSectionData(sections: readonly SectionContent[]): Promise<void> {
  await Promise.all(
    sections.map((section) => {
      const load = sectionData[section.type] as ((s: SectionContent) => Promise<void>) | undefined;
      return load?.(section);
    }),
  );
}

/** A collection's index, loaded by the page loader before the page rendered. */
export function loadedIndex<C extends CollectionName>(name: C): IndexItem<C>[] {
  const index = indexes.get(name);
  if (!index) throw new Error(`The index of "${name}" was used before the page loader fetched it`);
  return index as IndexItem<C>[];
}
