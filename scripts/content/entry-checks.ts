import type { CollectionName } from '../../src/content/collections.ts';
import type { LoadedEntry } from './load.ts';
import type { Problem } from './problems.ts';

/** Domain checks per collection, beyond what the schema can say. */
export const entryChecks: { [C in CollectionName]: (entry: LoadedEntry) => Problem[] } = {
  'api-products': () => [],
  'ecopalm-categories': () => [],
  'ecopalm-products': () => [],
};
