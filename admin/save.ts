import { FILE_NAME_FIELD, type DecapConfig } from '../scripts/cms/decap-config.ts';
import { fieldsOf, problemLine, requestFor, translationPath, type CollectionInfo, type EntryChecker, type ImmutableLike } from './entry-check.ts';
import { keyOrder } from './entry-data.ts';
import { ORDER_KEY, SOURCE_KEY, writeJson } from './tidy-json.ts';

/** An Immutable map as far as the save changes it. */
interface MutableMap extends ImmutableLike {
  set(key: string, value: unknown): MutableMap;
  clear(): MutableMap;
}

/** A file's name in a message: `about.ar.json`. */
const fileName = (path: string) => path.replace(/^.*\//, '');

/**
 * The translation files a save writes, by their path in content/ (null: none is written), from
 * the save's check to the backend (admin/locale-paths.ts, which applies them to the files Decap
 * hands it). Decap's preSave event can change the English data only (the handler's result
 * becomes the entry's `data`); Decap writes each translation from the form as it is, which would
 * keep what is not text and give every language of a new entry a file of its own.
 */
export class TranslationWrites {
  private readonly files = new Map<string, string | null>();

  set(path: string, text: string | null): void {
    this.files.set(path, text);
  }

  /** The files of one save, handed over once. */
  take(paths: readonly string[]): Map<string, string | null> {
    const out = new Map(paths.filter((path) => this.files.has(path)).map((path) => [path, this.files.get(path)!]));
    for (const path of out.keys()) this.files.delete(path);
    return out;
  }
}

/**
 * Decap's preSave event: the last word before a file is written. It checks the exact data that
 * will be written (and refuses the save, with the problems, if the check does: a preSave handler
 * that throws stops the save, and Decap shows its message), then hands the file format what it
 * needs to write the file as content/ has it: the text the file had, the form's field order, and
 * for a new entry its file name by the check's rule.
 *
 * With translations side by side, each translation is written as the check made it
 * (scripts/cms/translation-save.ts: its words only, "$translation" first with the hashes of the
 * English), as the file had it where nothing changed, and a language with no words gets no file
 * (a translation file publishes the page in that language).
 */
export function preSaveHandler(config: DecapConfig, checker: EntryChecker, writes?: TranslationWrites) {
  return async ({ entry }: { entry: ImmutableLike }) => {
    const found = config.collections.find((c) => c.name === entry.get('collection')) as (Omit<CollectionInfo, 'i18n'> & { i18n?: unknown }) | undefined;
    if (!found) throw new Error(`Not saved: no collection "${String(entry.get('collection'))}" in the editor's configuration`);
    // The configuration says `i18n: true` on a collection; Decap gives it the top level's languages (as the form's collection has them).
    const i18n = found.i18n === true && 'i18n' in config && config.i18n ? { locales: config.i18n.locales, default_locale: config.i18n.default_locale } : undefined;
    const collection: CollectionInfo = { ...found, i18n };
    const request = requestFor(collection, entry);
    if (!('path' in request)) throw new Error(`Not saved: ${request.error.message}`);
    const result = await checker.check(request);
    if (result.failed) throw new Error(`Not saved: ${result.failed}`);
    const translations = Object.values(result.translations ?? {});
    const lines = [
      ...result.problems.map(problemLine),
      ...result.elsewhere,
      ...translations.flatMap((t) => t.problems.map((p) => `${fileName(t.path)}: ${problemLine(p)}`)),
    ];
    if (lines.length) throw new Error(`Not saved. Fix ${lines.length === 1 ? 'this' : `these ${lines.length} problems`} first (the check at the top of the form lists ${lines.length === 1 ? 'it' : 'them'}): ${lines.join('; ')}`);

    const fields = fieldsOf(collection, entry);
    const order = keyOrder(fields);
    let data = (entry.get('data') as MutableMap).clear();
    for (const [key, value] of Object.entries(request.data)) data = data.set(key, value);
    const source = (entry.get('data') as MutableMap).get(SOURCE_KEY) ?? entry.get('raw');
    if (typeof source === 'string' && source) data = data.set(SOURCE_KEY, source);
    data = data.set(ORDER_KEY, order);
    if (request.isNew) data = data.set(FILE_NAME_FIELD, request.path.replace(/^.*\//, '').replace(/\.json$/, ''));

    if (collection.i18n && writes) {
      const { locales = [], default_locale: defaultLocale } = collection.i18n;
      for (const locale of locales) {
        if (locale === defaultLocale) continue;
        const path = translationPath(request.path, locale);
        const written = result.translations?.[locale]?.data;
        const original = request.translations?.find((t) => t.locale === locale)?.original ?? undefined;
        // "$translation" first, then the English file's order; what did not change as the file had it.
        writes.set(path, written ? writeJson(written as Parameters<typeof writeJson>[0], original, { ...order, keys: ['$translation', ...(order.keys ?? [])] }) : null);
      }
    }
    return data;
  };
}
