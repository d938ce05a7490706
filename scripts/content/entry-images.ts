import type { LoadedEntry } from './load.ts';

/**
 * Images the build draws for an entry (e.g. a chemical structure from its SMILES):
 * a map of field name to the absolute path of the generated file.
 */
export async function extraEntryImages(_entry: LoadedEntry): Promise<Record<string, string>> {
  return {};
}
