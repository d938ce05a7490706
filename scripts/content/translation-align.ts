import { sha256 } from 'js-sha256';
import { jsonPath } from '../../src/content/problem.ts';

/**
 * Issue 45: a translation follows its English list item wherever the item moves. A translation
 * file is laid over its English by position (translations.ts), so before that its lists are put in
 * the English order, each translated item matched to its English item by an identity that survives
 * a move, not by where it stood:
 *  1. its `id`, where the English items have one (sections, cards: `{"id": "company-facts", ...}`
 *     in the translation names the item it translates);
 *  2. else the English it was translated from: `$translation.source` records a hash of the English
 *     of every translated text, by its path when stamped, so an item whose recorded hashes match an
 *     English item elsewhere in the list is that item's translation (moved by hand in the JSON, or
 *     by dragging in the web editor);
 *  3. else, with neither, its position, as before.
 * An item whose English item is gone is dropped (and reported); an English item with no
 * translation gets a hole (`{}`, or `null` in a list of texts), which shows the English.
 * `$translation.source` is re-keyed to the new places, so staleness is judged against the right text.
 *
 * No node:crypto here: the web editor runs the same matching (admin/translation-pane.ts) with the
 * English file as it was read as its record, so the hash is the caller's (translations.ts englishHash).
 */

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

const hashes = new Map<string, string>();

/**
 * A short hash of an English text: what `$translation.source` records per field. js-sha256 and
 * not node:crypto: the web editor stamps translations in the browser, synchronously, with the
 * same hashes (Web Crypto's digest is async). Kept: the editor's check asks for the same texts at
 * every keystroke.
 */
export function englishHash(value: string): string {
  let hash = hashes.get(value);
  if (hash === undefined) {
    hash = sha256(value).slice(0, 12);
    if (hashes.size > 100_000) hashes.clear();
    hashes.set(value, hash);
  }
  return hash;
}

/** What `$translation.source` records of an English text (translations.ts englishHash: a short SHA-256). */
export type HashOf = (text: string) => string;

/** A translated item with no words whose place another took: dropped without a word. */
export const NOTHING = -2;

export interface Alignment {
  /** The translation's body (no "$translation") with its lists in the English order. */
  body: Json;
  /** `$translation.source` keyed by the new places (undefined if the file had none). */
  source: Record<string, string> | undefined;
  /** `$translation.sameAsEnglish` at the new places (undefined if the file had none). */
  sameAsEnglish: string[] | undefined;
  /** Translated items whose English item is gone: their path in the file as written. */
  dropped: PropertyKey[][];
  /** Whether any item moved (or was dropped): the file as written is not in the English order. */
  changed: boolean;
}

/** Every text leaf below a value, by its path relative to it. */
function leaves(value: unknown, at: PropertyKey[] = [], out: [PropertyKey[], string][] = []): [PropertyKey[], string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...at, i], out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) if (k !== 'id') leaves(v, [...at, k], out);
  return out;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

/**
 * For each translated item of a list, the index of its English item (-1: gone, NOTHING: an empty
 * placeholder whose place another took), or null when no item carries an identity (match by
 * position). `recordedAt(i, rel)`: what is recorded of the English that item i's text at `rel`
 * translated (a hash by `hashOf`), if anything.
 */
export function matchItems(tr: readonly unknown[], en: readonly unknown[], recordedAt: (i: number, rel: PropertyKey[]) => string | undefined, hashOf: HashOf): number[] | null {
  const taken = new Set<number>();
  const result: number[] = tr.map(() => -1);
  let evidence = false;
  const pending: number[] = [];
  tr.forEach((item, i) => {
    const id = isObject(item) && typeof item.id === 'string' ? item.id : null;
    if (id !== null) {
      evidence = true;
      const j = en.findIndex((e, k) => !taken.has(k) && isObject(e) && e.id === id);
      if (j >= 0) taken.add((result[i] = j));
      return;
    }
    const hashes = leaves(item).flatMap(([rel]) => {
      const hash = recordedAt(i, rel);
      return hash ? [[rel, hash] as const] : [];
    });
    if (!hashes.length) {
      pending.push(i);
      return;
    }
    evidence = true;
    let best = -1;
    let bestScore = 0;
    en.forEach((e, j) => {
      if (taken.has(j)) return;
      const score = hashes.filter(([rel, hash]) => {
        const text = valueAt(e, rel);
        return typeof text === 'string' && hashOf(text) === hash;
      }).length;
      if (score > bestScore || (score === bestScore && score > 0 && j === i)) [best, bestScore] = [j, score];
    });
    if (best >= 0) taken.add((result[i] = best));
    else pending.push(i);
  });
  if (!evidence) return null;
  // Items with no identity of their own keep their place, where it is free; a placeholder with
  // no words ({}, null) whose place is taken is nothing to lose (NOTHING: not reported).
  for (const i of pending) {
    if (i < en.length && !taken.has(i)) taken.add((result[i] = i));
    else if (!leaves(tr[i]).length) result[i] = NOTHING;
  }
  return result;
}

export function alignTranslation(english: unknown, translation: Json, hashOf: HashOf): Alignment {
  const { $translation, ...body } = translation;
  const recorded = isObject($translation) && isObject($translation.source) ? ($translation.source as Record<string, string>) : undefined;
  const source: Record<string, string> = {};
  // The fields the translator left as the English on purpose follow their items as the hashes do.
  const recordedSame = isObject($translation) && Array.isArray($translation.sameAsEnglish) ? new Set($translation.sameAsEnglish as unknown[]) : undefined;
  const sameAsEnglish: string[] = [];
  const dropped: PropertyKey[][] = [];
  let changed = false;

  const match = (tr: unknown[], en: unknown[], oldPath: PropertyKey[]) => matchItems(tr, en, (i, rel) => recorded?.[jsonPath([...oldPath, i, ...rel])], hashOf);

  const visit = (tr: unknown, en: unknown, oldPath: PropertyKey[], newPath: PropertyKey[]): unknown => {
    if (typeof tr === 'string') {
      const hash = recorded?.[jsonPath(oldPath)];
      if (hash !== undefined) source[jsonPath(newPath)] = hash;
      if (recordedSame?.has(jsonPath(oldPath))) sameAsEnglish.push(jsonPath(newPath));
      return tr;
    }
    if (Array.isArray(tr)) {
      const mapping = Array.isArray(en) ? match(tr, en, oldPath) : null;
      if (!mapping || !Array.isArray(en)) return tr.map((item, i) => visit(item, Array.isArray(en) ? en[i] : undefined, [...oldPath, i], [...newPath, i]));
      const out: unknown[] = en.map((e) => (isObject(e) ? {} : null));
      mapping.forEach((j, i) => {
        if (j !== i) changed = true;
        if (j === NOTHING) return;
        if (j < 0) dropped.push([...oldPath, i]);
        else out[j] = visit(tr[i], en[j], [...oldPath, i], [...newPath, j]);
      });
      if (tr.length !== en.length) changed = true;
      return out;
    }
    if (isObject(tr)) {
      const out: Json = {};
      for (const [key, value] of Object.entries(tr)) out[key] = visit(value, isObject(en) ? en[key] : undefined, [...oldPath, key], [...newPath, key]);
      return out;
    }
    return tr;
  };

  const aligned = visit(body, english, [], []) as Json;
  return { body: aligned, source: recorded ? source : undefined, sameAsEnglish: recordedSame ? sameAsEnglish : undefined, dropped, changed };
}

/** The translation with its lists in the English order (alignTranslation), "$translation" first, ready for the overlay. */
export function alignedTranslation(english: unknown, translation: Json, hashOf: HashOf): { translation: Json; alignment: Alignment } {
  const alignment = alignTranslation(english, translation, hashOf);
  if (!alignment.changed) return { translation, alignment };
  const meta = isObject(translation.$translation) ? { ...translation.$translation, ...(alignment.source ? { source: alignment.source } : {}), ...(alignment.sameAsEnglish ? { sameAsEnglish: alignment.sameAsEnglish } : {}) } : translation.$translation;
  return { translation: { ...(meta !== undefined ? { $translation: meta } : {}), ...alignment.body }, alignment };
}
