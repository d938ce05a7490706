import type { z } from 'zod';
import { jsonPath } from '../../src/content/problem.ts';
import { reviewedMeta, reviewProblem, type Reviewer } from './mark-reviewed.ts';
import { isObject, valueAt, type Json } from '../content/schema-at.ts';
import { alignedTranslation, englishHash } from '../content/translation-align.ts';
import { stampTranslation } from '../content/translations.ts';

/**
 * A translation saved by the web editor (translations side by side, issue 31) is written as
 * `npm run content:translations -- --stamp <file>` would leave it: "$translation" first (its
 * review state kept, "awaiting-native-review" for a new file), the words only, and in
 * `$translation.source` the hash of the English each field translates. A field the editor wrote
 * or changed in this save records the English it now sits beside; a field left as it was keeps
 * the hash it had, so a field whose English changed since stays reported as stale until it is
 * updated. Used by the dev server's check (scripts/cms/check-entry.ts) and by the GitHub editor's
 * own (admin/browser-check.ts), so both write the same file.
 */

export interface TranslationRequest {
  locale: string;
  /** The translation file (`content/pages/about.fr.json`), relative to the repository. */
  path: string;
  /** The words of the translation's form (admin/translation-pane.ts wordsOnly), in the English's order now; null when it has none. */
  words: Json | null;
  /** The file's text when the editor read it; null for a new translation. */
  original: string | null;
  /** A reviewer's mark written in the form (REVIEW_FIELD): the save records the translation reviewed, by whom and when. */
  review?: Reviewer;
}

export interface TranslationResult {
  path: string;
  /** What the save writes; null: no file (the translation has no words). */
  data: Json | null;
  /** Errors: the save is refused while there is one. */
  problems: { path: string; message: string }[];
  /** Missing and stale fields: shown, never refusing a save (as in `npm run content:check`). */
  warnings: { path: string; message: string }[];
}

/** Every text of a JSON value, by its JSON path. */
function texts(value: unknown, path: PropertyKey[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(jsonPath(path), value);
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, [...path, i], out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) if (path.length || k !== '$translation') texts(v, [...path, k], out);
  return out;
}

function parse(text: string | null): Json | undefined {
  try {
    const value: unknown = text ? JSON.parse(text.replace(/^\uFEFF/, '')) : undefined;
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the save takes out of the translation with an English item the editor removed (issue 45:
 * a translation follows its English item; one whose item is gone goes with it): said before
 * saving, as a warning beside the translation, quoting the words that go. `dropped`: their paths
 * in the file as it was.
 */
function removedWords(file: Json, dropped: PropertyKey[][]): { path: string; message: string }[] {
  return dropped.map((at) => {
    const text = [...texts(valueAt(file, at), at).values()][0];
    return {
      path: jsonPath(at),
      message: `its English item was removed, so this translation goes too when you publish${text ? `: "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"` : ''}`,
    };
  });
}

/** The translation file a save writes, or a problem that refuses it; `removed`: the words it drops with their English items. */
export function translationFile(schema: z.ZodType, english: unknown, request: TranslationRequest): { data: Json | null; problem?: string; removed?: { path: string; message: string }[] } {
  const file = parse(request.original);
  // The form's words are in the English order now (admin/translation-pane.ts follows a dragged
  // item): the file as it was, read in that order too, says which words did not change.
  const aligned = file ? alignedTranslation(english, file, englishHash) : undefined;
  const original = aligned?.translation;
  const removed = file && aligned ? removedWords(file, aligned.alignment.dropped) : [];
  if (!request.words) {
    if (request.original === null) return { data: null };
    return { data: null, problem: `the ${request.locale} translation has no words left; to take the page off the site in that language, delete ${request.path.replace(/^.*\//, '')} (the editor does not delete files), or translate a field` };
  }
  const before = texts(original);
  const meta: Json = isObject(original?.$translation) ? { ...original.$translation } : { review: 'awaiting-native-review' };
  const source: Json = isObject(meta.source) ? { ...meta.source } : {};
  // Written or changed now: it translates the English beside it now (stamped anew below).
  for (const [path, text] of texts(request.words)) if (before.get(path) !== text) delete source[path];
  meta.source = source;
  // A native speaker's review (issue 46 item 1), as scripts/cms/mark-reviewed.ts records it: the launch check then leaves the file out.
  const problem = request.review ? reviewProblem(request.review) : null;
  const $translation = request.review && !problem ? reviewedMeta(meta, request.review) : meta;
  return {
    data: stampTranslation(schema, english, { $translation, ...request.words }, false),
    ...(problem ? { problem: `Native review: ${problem}` } : {}),
    ...(removed.length ? { removed } : {}),
  };
}
