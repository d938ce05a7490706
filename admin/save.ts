import { FILE_NAME_FIELD, type DecapConfig } from '../scripts/cms/decap-config.ts';
import { fieldsOf, problemLine, requestFor, type CollectionInfo, type EntryChecker, type ImmutableLike } from './entry-check.ts';
import { keyOrder } from './entry-data.ts';
import { ORDER_KEY, SOURCE_KEY } from './tidy-json.ts';

/** An Immutable map as far as the save changes it. */
interface MutableMap extends ImmutableLike {
  set(key: string, value: unknown): MutableMap;
  clear(): MutableMap;
}

/**
 * Decap's preSave event: the last word before a file is written. It checks the exact data that
 * will be written (and refuses the save, with the problems, if the check does: a preSave handler
 * that throws stops the save, and Decap shows its message), then hands the file format what it
 * needs to write the file as content/ has it: the text the file had, the form's field order, and
 * for a new entry its file name by the check's rule.
 */
export function preSaveHandler(config: DecapConfig, checker: EntryChecker) {
  return async ({ entry }: { entry: ImmutableLike }) => {
    const collection = config.collections.find((c) => c.name === entry.get('collection')) as CollectionInfo | undefined;
    if (!collection) throw new Error(`Not saved: no collection "${String(entry.get('collection'))}" in the editor's configuration`);
    const request = requestFor(collection, entry);
    if (!('path' in request)) throw new Error(`Not saved: ${request.error.message}`);
    const result = await checker.check(request);
    if (result.failed) throw new Error(`Not saved: ${result.failed}`);
    const lines = [...result.problems.map(problemLine), ...result.elsewhere];
    if (lines.length) throw new Error(`Not saved: ${lines.length} problem${lines.length === 1 ? '' : 's'}: ${lines.join('; ')}`);

    const fields = fieldsOf(collection, entry);
    let data = (entry.get('data') as MutableMap).clear();
    for (const [key, value] of Object.entries(request.data)) data = data.set(key, value);
    const raw = entry.get('raw');
    if (typeof raw === 'string' && raw) data = data.set(SOURCE_KEY, raw);
    data = data.set(ORDER_KEY, keyOrder(fields));
    if (request.isNew) data = data.set(FILE_NAME_FIELD, request.path.replace(/^.*\//, '').replace(/\.json$/, ''));
    return data;
  };
}
