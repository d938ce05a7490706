import type { DecapField } from '../scripts/cms/decap-config.ts';
import { matchItems } from '../scripts/content/translation-align.ts';
import { itemFields } from './entry-data.ts';

/**
 * The translation beside the English in the web editor (Decap's i18n, issue 31), as the form
 * needs it and as content/ keeps it.
 *
 * A translation file holds only the words of its English file (`paracetamol.ar.json`: no CAS
 * number, no section `type`, no picture `src`). Decap's form of a translation needs the English
 * file's shape to draw it: a list of sections whose items have no `type` is drawn as "item has no
 * 'type' property", and lists must keep the English items in the English order. So the form's
 * value of a translated field is the English value with the translation's words in place of the
 * English words (`paneValue`), and what is saved is the words alone (`wordsOnly`).
 *
 * Which fields hold words is the editor's configuration (scripts/cms/decap-config.ts), made from
 * the schemas' text registry: `i18n: true` ("translate") for text and for groups holding text,
 * `false` ("none") for everything else.
 */

/** Decap's per-field setting as it normalises it: `true` is "translate", `false` is "none". */
export const translated = (field: Pick<DecapField, 'i18n'>) => field.i18n === true || field.i18n === 'translate';

const isGroup = (field: DecapField) => Boolean(field.fields || field.types || field.field);
/** A list (of texts, of groups, of typed groups), as opposed to one group of fields. */
const isListField = (field: DecapField) => field.widget === 'list';

/** An Immutable Map or List (Decap's form values), as far as this reads and changes them. */
export interface ImmutableValue {
  get(key: string | number): unknown;
  set(key: string | number, value: unknown): ImmutableValue;
  delete(key: string | number): ImmutableValue;
  has(key: string | number): boolean;
  map(fn: (value: unknown, key: number) => unknown): ImmutableValue;
  toJS?(): unknown;
  size: number;
}

const isImmutable = (v: unknown): v is ImmutableValue => !!v && typeof v === 'object' && typeof (v as { set?: unknown }).set === 'function' && typeof (v as { get?: unknown }).get === 'function';
const isList = (v: unknown): v is ImmutableValue => isImmutable(v) && typeof (v as { push?: unknown }).push === 'function';
const isMap = (v: unknown): v is ImmutableValue => isImmutable(v) && !isList(v);

/**
 * Where a translation's value stands in the English file as the editor read it (issue 45: a
 * translation follows its English item when the item is dragged). The translation's form holds
 * the file's words at the places the English items had then; `original` is that English file, so
 * an item is matched to the English item it stood beside (its id, else its English texts:
 * translation-align.ts, with the English itself as the record), wherever that item is now.
 */
export interface PaneContext {
  /** The English file as it was read (parsed), undefined for a new entry. */
  original: unknown;
  /** The path of this value in the translation (its place in `original`). */
  at: PropertyKey[];
}

// Not schema-at.ts's valueAt: that module loads zod, which the editor's first chunk leaves to the browser check.
const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

/**
 * For each English item, the index of the translated item beside it (-1: none): matched by
 * identity (an id, or the English it stood beside when read), else by position when the two lists
 * are as long. Null: they cannot be matched (another number of items and no identity).
 */
function itemSources(english: ImmutableValue, translation: ImmutableValue, context: PaneContext | undefined): { sources: number[]; origins: number[] } | null {
  const en = (english.toJS?.() ?? []) as unknown[];
  const tr = (translation.toJS?.() ?? []) as unknown[];
  // Where each translated item stood in the English as read: an item with an id (one the form has
  // written, in the English shape) where that English item stood, else where it stands.
  const read = context ? valueAt(context.original, context.at) : undefined;
  const origins = tr.map((item, i) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const at = typeof id === 'string' && Array.isArray(read) ? read.findIndex((e) => e && typeof e === 'object' && (e as { id?: unknown }).id === id) : -1;
    return at >= 0 ? at : i;
  });
  const recordedAt = (i: number, rel: PropertyKey[]) => {
    const text = context ? valueAt(context.original, [...context.at, i, ...rel]) : undefined;
    return typeof text === 'string' ? text : undefined;
  };
  const matched = matchItems(tr, en, recordedAt, (text) => text);
  if (!matched) return tr.length === en.length ? { sources: en.map((_, j) => j), origins } : null;
  const sources = en.map(() => -1);
  matched.forEach((j, i) => {
    if (j >= 0) sources[j] = i;
  });
  return { sources, origins };
}

/**
 * The value a translated field shows in the translation's form: `english` (an Immutable value)
 * with each text replaced by the translation's (`translation`, the same item: see PaneContext) or
 * removed where there is none yet, so the field is empty beside its English. What is not text
 * stays as in English (drawn by the form as Decap hides it: the list's item types, the pictures).
 * A list whose items cannot be matched to the English (another number of items, no identity)
 * shows no words: the file keeps them until the translation is saved with words in that list
 * (see `keepUnevenLists`).
 */
export function paneValue(field: DecapField, english: unknown, translation: unknown, context?: PaneContext): unknown {
  if (!translated(field)) return english;
  // The editor's own fields of a translation (its review, never written as words) are the translation's alone.
  if (field.name.startsWith('__')) return translation;
  if (!isGroup(field)) return typeof translation === 'string' || (field.widget === 'json' && translation !== undefined && translation !== null) ? translation : undefined;
  if (!isListField(field)) return field.fields && isMap(english) ? groupValue(field.fields, english, isMap(translation) ? translation : undefined, context) : english;
  if (!isList(english)) return english;
  const words = isList(translation) ? translation : undefined;
  const matched = words ? itemSources(english, words, context) : null;
  return english.map((item, j) => {
    const i = matched?.sources[j] ?? -1;
    const mine = i >= 0 ? words?.get(i) : undefined;
    const inner = context && i >= 0 ? { original: context.original, at: [...context.at, matched!.origins[i]!] } : undefined;
    if (field.field) return translated(field.field) ? (paneValue(field.field, item, mine, inner) ?? '') : item;
    const fields = itemFields(field, isMap(item) ? item.get(field.typeKey ?? 'type') : undefined);
    return fields && isMap(item) ? groupValue(fields, item, isMap(mine) ? mine : undefined, inner) : item;
  });
}

function groupValue(fields: readonly DecapField[], english: ImmutableValue, translation: ImmutableValue | undefined, context: PaneContext | undefined): ImmutableValue {
  let out = english;
  for (const field of fields) {
    if (!translated(field)) continue;
    const value = paneValue(field, english.get(field.name), translation?.get(field.name), context && { original: context.original, at: [...context.at, field.name] });
    out = value === undefined ? out.delete(field.name) : out.set(field.name, value);
  }
  return out;
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The words of a translation's form data (plain JSON), as its file holds them: only text fields,
 * lists keeping their positions (an item with no words is `{}`), empty texts and groups left out.
 * Undefined when nothing is left.
 */
export function wordsOnly(fields: readonly DecapField[], data: unknown): Json | undefined {
  if (!isObject(data)) return undefined;
  const out: Json = {};
  for (const field of fields) {
    if (!translated(field) || field.name.startsWith('__')) continue;
    const kept = fieldWords(field, data[field.name]);
    if (kept !== undefined) out[field.name] = kept;
  }
  return Object.keys(out).length ? out : undefined;
}

function fieldWords(field: DecapField, value: unknown): unknown {
  if (!translated(field)) return undefined;
  if (!isGroup(field)) {
    if (typeof value === 'string') return value.trim() ? value : undefined;
    // A json field holding a list of texts (a description written as paragraphs).
    if (field.widget === 'json' && value !== undefined && value !== null) return value;
    return undefined;
  }
  if (!isListField(field)) return field.fields ? wordsOnly(field.fields, value) : undefined;
  if (!Array.isArray(value)) return undefined;
  const items = value.map((item) => {
    if (field.field) return fieldWords(field.field, item) ?? '';
    const fields = itemFields(field, isObject(item) ? item[field.typeKey ?? 'type'] : undefined);
    return (fields && wordsOnly(fields, item)) ?? {};
  });
  // A list with no words at all is left out (the English shows); one with some keeps every place.
  const some = items.some((i) => (typeof i === 'string' ? i !== '' : Object.keys(i as Json).length > 0));
  return some ? items : undefined;
}

/**
 * Lists of the file as it was (`original`) whose number of items differs from the English: the
 * form showed them without words (see `paneValue`); when the editor wrote none there either,
 * the file keeps them as they were, so a translator's work is never thrown away by a save.
 */
export function keepUnevenLists(fields: readonly DecapField[], english: unknown, original: unknown, words: Json | undefined): Json | undefined {
  if (!isObject(english) || !isObject(original)) return words;
  let out = words;
  for (const field of fields) {
    if (!translated(field)) continue;
    const en = english[field.name];
    const was = original[field.name];
    if (Array.isArray(en) && Array.isArray(was) && en.length !== was.length && out?.[field.name] === undefined) out = { ...out, [field.name]: was };
    else if (!isListField(field) && field.fields && isObject(en) && isObject(was)) {
      const inner = keepUnevenLists(field.fields, en, was, isObject(out?.[field.name]) ? (out![field.name] as Json) : undefined);
      if (inner !== undefined) out = { ...out, [field.name]: inner };
    }
  }
  return out;
}
