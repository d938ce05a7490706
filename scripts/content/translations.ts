import { z } from 'zod';
import { textFields, type TextKind } from '../../src/content/primitives.ts';
import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { translationMeta, type TranslationMeta } from '../../src/content/translation.ts';
import { zodProblems } from './problems.ts';
import { tokenMismatches } from './translation-tokens.ts';
import { termProblems } from './translation-terms.ts';
import { translationLocale } from '../../src/content/translation.ts';
import { alignedTranslation, englishHash } from './translation-align.ts';
import { deref, isObject, valueAt, type Json } from './schema-at.ts';

/**
 * Translations (issue 31): a `<name>.<locale>.json` file holds only the text fields of its English
 * file, matched by key path and array position. Which fields are text comes from the schemas
 * (`textFields` in src/content/primitives.ts), read here through zod's JSON Schema of each schema
 * with that registry as its metadata, so unions and defaults resolve as the editors' schemas do.
 */

const textSchemas = new WeakMap<z.ZodType, Json>();

/** A content schema as JSON Schema whose text strings carry `translate: "prose" | "name" | "no"`. */
export function textSchemaOf(schema: z.ZodType): Json {
  let json = textSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: textFields }) as Json;
    textSchemas.set(schema, json);
  }
  return json;
}

const typeOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

function hasType(node: Json, type: string): boolean {
  const t = node.type;
  const types = Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
  return types.includes(type) || (type === 'number' && types.includes('integer')) || (!types.length && type === 'object' && isObject(node.properties));
}

class SchemaWalk {
  constructor(readonly top: Json) {}

  /** The schema at a node for this value: a union's option of the value's type (a tagged one by its tag). */
  pick(s: unknown, value: unknown): Json | null {
    const node = deref(this.top, s);
    const options = (node?.anyOf ?? node?.oneOf) as unknown[] | undefined;
    if (!node || !options) return node;
    const type = typeOf(value);
    const fitting = options.map((o) => this.pick(o, value)).filter((o): o is Json => !!o && hasType(o, type));
    if (type === 'object') {
      const tagged = fitting.find((o) =>
        Object.entries((o.properties as Json | undefined) ?? {}).some(([k, p]) => isObject(p) && p.const !== undefined && (value as Json)[k] === p.const),
      );
      if (tagged) return tagged;
    }
    return fitting[0] ?? null;
  }

  textKind(node: Json | null): Exclude<TextKind, 'no'> | null {
    if (!node || !hasType(node, 'string')) return null;
    const kind = node.translate;
    return kind === 'prose' || kind === 'name' ? kind : null;
  }

  /** Whether anything below a node is text (so a key holding it may appear in a translation). */
  holdsText(s: unknown, seen = new Set<unknown>()): boolean {
    const node = deref(this.top, s);
    if (!node || seen.has(node)) return false;
    seen.add(node);
    if (this.textKind(node)) return true;
    const parts = [
      ...((node.anyOf ?? node.oneOf ?? []) as unknown[]),
      ...Object.values((node.properties as Json | undefined) ?? {}),
      ...(node.items ? [node.items] : []),
      ...(isObject(node.additionalProperties) ? [node.additionalProperties] : []),
    ];
    return parts.some((p) => this.holdsText(p, seen));
  }
}

export interface TextLeaf {
  path: PropertyKey[];
  value: string;
  kind: 'prose' | 'name';
}

/** Every text field of a file, with its kind: what a translation of it holds. */
export function textLeaves(schema: z.ZodType, data: unknown): TextLeaf[] {
  const walk = new SchemaWalk(textSchemaOf(schema));
  const out: TextLeaf[] = [];
  const visit = (value: unknown, s: unknown, path: PropertyKey[]) => {
    const node = walk.pick(s, value);
    if (!node) return;
    if (typeof value === 'string') {
      const kind = walk.textKind(node);
      // An empty alt marks a decorative picture: nothing to translate.
      if (kind && value.trim()) out.push({ path, value, kind });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, node.items, [...path, i]));
    } else if (isObject(value)) {
      const props = (node.properties as Json | undefined) ?? {};
      for (const [key, v] of Object.entries(value)) if (key !== '$schema' && props[key] !== undefined) visit(v, props[key], [...path, key]);
    }
  };
  visit(data, walk.top, []);
  return out;
}

export interface Overlay {
  /** The English file with the translation's text laid over it: what the same schema validates. */
  merged: unknown;
  /** Keys the translation may not hold, values of the wrong shape: errors. */
  problems: { path: PropertyKey[]; message: string }[];
  /**
   * Lists whose length differs from the English (an editor added or removed an item in English):
   * warnings, since a valid English edit must not fail the check. Such a list shows in English
   * until its translation is brought level: matched by position, its items would be misplaced.
   */
  uneven: { path: PropertyKey[]; message: string }[];
}

/**
 * Lays a translation over its English file by key path and array position, refusing anything that
 * is not text; `typography` is applied to each translated text (its language's spacing rules).
 */
export function overlayTranslation(schema: z.ZodType, english: unknown, translation: unknown, typography: (text: string) => string = (text) => text): Overlay {
  const walk = new SchemaWalk(textSchemaOf(schema));
  const problems: Overlay['problems'] = [];
  const uneven: Overlay['uneven'] = [];
  const notText = 'not text, never translated (remove it): a translation holds only the words of the English file';
  const visit = (tr: unknown, en: unknown, s: unknown, path: PropertyKey[]): unknown => {
    const node = walk.pick(s, en !== undefined ? en : tr);
    // A hole in a list (an English item with no translation yet, translation-align.ts): the English shows.
    if (tr === null && path.length > 0 && typeof path[path.length - 1] === 'number') return en;
    if (typeof tr === 'string') {
      if (!walk.textKind(node)) problems.push({ path, message: notText });
      else if (en !== undefined && typeof en !== 'string') problems.push({ path, message: `the English has ${typeOf(en) === 'array' ? 'a list' : 'a group of fields'} here, not one text` });
      else if (!tr.trim()) problems.push({ path, message: 'is empty: translate the English, or leave the field out until you do' });
      else return typography(tr);
      return en;
    }
    if (Array.isArray(tr)) {
      if (!Array.isArray(en)) {
        problems.push({ path, message: en === undefined ? 'the English has no list here (remove it)' : 'the English has one text here, not a list: translate it as one text' });
        return en;
      }
      if (tr.length !== en.length) {
        uneven.push({ path, message: `has ${tr.length} items, the English ${en.length}: the list shows in English until its translation has the same items in the same order (an item with no text is {})` });
        return en;
      }
      const items = node?.items;
      return en.map((item, i) => visit(tr[i], item, items, [...path, i]));
    }
    if (isObject(tr)) {
      if (!isObject(en)) {
        problems.push({ path, message: en === undefined ? 'the English has nothing here (remove it)' : 'the English has no group of fields here' });
        return en;
      }
      const props = (node?.properties as Json | undefined) ?? {};
      const out: Json = { ...en };
      for (const [key, value] of Object.entries(tr)) {
        if (path.length === 0 && key === '$translation') continue;
        // An item's id names the English item it translates (translation-align.ts), wherever that moves.
        if (key === 'id' && isObject(en) && en.id === value) continue;
        const child = props[key];
        // In a list, a key the English item does not have as text means the items no longer line
        // up (the English list was reordered or an item changed type): a warning, the English shows.
        const inList = path.some((k) => typeof k === 'number');
        if (child === undefined) (inList ? uneven : problems).push({ path: [...path, key], message: `"${key}" is not a field of the English file${inList ? ' here: the English items may have moved; the English shows until the translation follows them' : ' (remove it)'}` });
        else if (!walk.holdsText(child)) (inList ? uneven : problems).push({ path: [...path, key], message: inList ? `not text in the English item here: the English items may have moved; the English shows until the translation follows them` : notText });
        else {
          const merged = visit(value, en[key], child, [...path, key]);
          if (merged !== undefined) out[key] = merged;
        }
      }
      return out;
    }
    problems.push({ path, message: notText });
    return en;
  };
  const merged = visit(translation, english, walk.top, []);
  return { merged, problems, uneven };
}

/** Sets the value at a path the overlay made (its objects and lists are copies, never the English file's). */
function setAt(data: unknown, path: readonly PropertyKey[], value: unknown): void {
  const parent = valueAt(data, path.slice(0, -1));
  if (parent && typeof parent === 'object') (parent as Record<PropertyKey, unknown>)[path.at(-1)!] = value;
}

/**
 * Prose left as the English counts as untranslated, so copying English across cannot pass for a
 * translation; a single word ("Description" is French too), a name, and values of figures and
 * codes ("NMT 0.5%", "168 °C to 172 °C") may stay as written. The rule: at least two words of
 * four or more letters.
 */
export function readsAsProse(text: string): boolean {
  return (text.match(/\p{L}{4,}/gu) ?? []).length >= 2;
}

/**
 * A name a reader reads as words of a language ("Cashew kernels, white wholes", "Basmati rice 1121",
 * "Cumin seeds"): it has a lower-case word of four letters or more. A proper name or a code reads
 * the same in every language ("Nhava Sheva", "Halal India Pvt. Ltd.", "W320", "ISO 9001") and may
 * stay as written; botanical names and CAS numbers are not text fields at all (issue 46 item 1).
 */
export function nameReadsAsWords(text: string): boolean {
  return /(?:^|[^\p{L}])\p{Ll}{4,}/u.test(text);
}

export interface TranslationReport {
  meta: TranslationMeta | null;
  /** The validated English-plus-translation, or null when it has errors. */
  data: unknown;
  errors: Problem[];
  /** Missing and stale fields, and an unstamped file: warnings, which never fail the check. */
  warnings: Problem[];
  /** Text fields of the English file, and how many of them this translation translates (present, not stale, not left as English). */
  fields: number;
  translated: number;
}

/**
 * Checks one translation against its English file (raw JSON, as written): errors for anything not
 * text and for what the schema refuses in the result; warnings for fields missing, left as the
 * English, or stale (the English changed since the hash `$translation.source` holds).
 */
export function checkTranslation(file: string, schema: z.ZodType, english: unknown, translation: unknown, typography?: (text: string) => string): TranslationReport {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const report = (list: Problem[], path: readonly PropertyKey[], message: string) => list.push({ file, path: jsonPath(path), message });
  if (!isObject(translation)) {
    report(errors, [], 'a translation file holds one object: the English file’s text fields, with "$translation" first');
    return { meta: null, data: null, errors, warnings, fields: 0, translated: 0 };
  }
  // Its lists in the English order: a translation follows its English item wherever it moved (issue 45).
  const { translation: aligned, alignment } = alignedTranslation(english, translation, englishHash);
  for (const at of alignment.dropped) report(warnings, at, 'its English item is gone (removed, or moved and reworded): this translation shows nowhere; it is dropped when the file is next saved or stamped');
  const metaResult = translationMeta.safeParse(aligned.$translation);
  let meta: TranslationMeta | null = null;
  // A file without it (one the web editor wrote) awaits review and has no record of its English yet.
  if (aligned.$translation === undefined) meta = { review: 'awaiting-native-review' };
  else if (!metaResult.success) errors.push(...zodProblems(file, metaResult.error, { schema: translationMeta, data: aligned.$translation }).map((p) => ({ ...p, path: p.path === '$' ? '$translation' : `$translation.${p.path}` })));
  else meta = metaResult.data;

  const { merged, problems, uneven } = overlayTranslation(schema, english, aligned, typography);
  for (const p of problems) report(errors, p.path, p.message);
  for (const p of uneven) report(warnings, p.path, p.message);
  const unevenPaths = uneven.map((u) => jsonPath(u.path));
  const inUneven = (path: readonly PropertyKey[]) => {
    const at = jsonPath(path);
    return unevenPaths.some((u) => at === u || at.startsWith(`${u}[`) || at.startsWith(`${u}.`) || u === '$');
  };
  const source = meta?.source;
  const leaves = textLeaves(schema, english);
  // A stale field shows the English until its translation is updated: an old translation of a
  // specification or a rule could say what the English no longer says (or, after the English
  // items moved, speak of another item).
  const isStale = (leaf: TextLeaf) => {
    const recorded = source?.[jsonPath(leaf.path)];
    return typeof valueAt(aligned, leaf.path) === 'string' && recorded !== undefined && recorded !== englishHash(leaf.value);
  };
  for (const leaf of leaves) if (!inUneven(leaf.path) && isStale(leaf)) setAt(merged, leaf.path, leaf.value);
  const current = (leaf: TextLeaf) => {
    const value = valueAt(aligned, leaf.path);
    return typeof value === 'string' && !inUneven(leaf.path) && !isStale(leaf) ? value : undefined;
  };
  const currentLeaves = leaves.map((leaf) => ({ path: leaf.path, value: leaf.value, translated: current(leaf) }));
  for (const p of [...tokenMismatches(currentLeaves), ...termProblems(translationLocale(file), currentLeaves)]) report(errors, p.path, p.message);
  const parsed = schema.safeParse(merged);
  if (!parsed.success) errors.push(...zodProblems(file, parsed.error, { schema, data: merged }));

  let translated = 0;
  let unstamped = 0;
  const sameOnPurpose = new Set(meta?.sameAsEnglish ?? []);
  // A listed field must be a text of the English written as the English: anything else is a
  // left-over (the field was translated since, or is gone) that would hide a future copy of the English.
  const leafAt = new Map(leaves.map((leaf) => [jsonPath(leaf.path), leaf]));
  (meta?.sameAsEnglish ?? []).forEach((at, i) => {
    const leaf = leafAt.get(at);
    const where = ['$translation', 'sameAsEnglish', i];
    if (!leaf) report(warnings, where, `"${at}" is not a text field of the English file: remove it from the list`);
    else {
      const value = valueAt(aligned, leaf.path);
      if (typeof value === 'string' && value.trim() !== leaf.value.trim()) report(warnings, where, `"${at}" is translated (not the same as the English): remove it from the list`);
    }
  });
  for (const leaf of leaves) {
    // Its list shows in English (one warning above says why): not translated, not reported again.
    if (inUneven(leaf.path)) continue;
    const value = valueAt(aligned, leaf.path);
    if (typeof value !== 'string') {
      // A proper name or a code left out shows as in English, which it may (a company's, a town's);
      // a product's name in words ("Cumin seeds") is English on the page: not translated.
      if (leaf.kind === 'name' && !nameReadsAsWords(leaf.value)) translated++;
      else report(warnings, leaf.path, 'not translated yet: the English shows here');
      continue;
    }
    // A translator's word that this field is the English on purpose (`$translation.sameAsEnglish`:
    // "Mannitol" is the French INN too); its hash below still says when the English changes.
    const samePurpose = sameOnPurpose.has(jsonPath(leaf.path));
    if (!samePurpose && value.trim() === leaf.value.trim() && (leaf.kind === 'prose' ? readsAsProse(leaf.value) : nameReadsAsWords(leaf.value))) {
      report(warnings, leaf.path, 'same as the English: translate it (until then it counts as not translated)');
      continue;
    }
    const recorded = source?.[jsonPath(leaf.path)];
    if (recorded === undefined) unstamped++;
    else if (recorded !== englishHash(leaf.value)) {
      report(warnings, leaf.path, 'stale: the English changed since this was translated; update the translation, then run "npm run content:translations -- --stamp <file>"');
      continue;
    }
    translated++;
  }
  if (unstamped && meta) report(warnings, ['$translation'], `${unstamped} translated field${unstamped === 1 ? ' has' : 's have'} no record of the English they translate: run "npm run content:translations -- --stamp"`);
  return { meta, data: errors.length ? null : (parsed.data ?? null), errors, warnings, fields: leaves.length, translated };
}

/**
 * The translation as `--stamp` writes it: "$translation" first, only text fields kept (anything
 * else removed), and a hash of the English of each translated field; with `refresh` every field's
 * hash is written anew (the translator has updated the stale ones), else only missing hashes are added.
 */
export function stampTranslation(schema: z.ZodType, english: unknown, translation: Json, refresh: boolean): Json {
  const walk = new SchemaWalk(textSchemaOf(schema));
  // Its lists in the English order first (issue 45): what is stamped is where the English now is.
  translation = alignedTranslation(english, translation, englishHash).translation;
  const keep = (tr: unknown, en: unknown, s: unknown): unknown => {
    const node = walk.pick(s, en !== undefined ? en : tr);
    if (typeof tr === 'string') return walk.textKind(node) && (en === undefined || typeof en === 'string') ? tr : undefined;
    // A list of another length than the English (the English changed since) is kept as written:
    // the check warns, and stamping never throws a translator's work away.
    if (Array.isArray(tr)) return Array.isArray(en) && tr.length === en.length ? tr.map((item, i) => keep(item, en[i], node?.items) ?? (isObject(item) || isObject(en[i]) ? {} : null)) : Array.isArray(en) ? tr : undefined;
    if (isObject(tr) && (isObject(en) || en === undefined)) {
      const props = (node?.properties as Json | undefined) ?? {};
      const out: Json = {};
      // A list item's id, where its English item has one: it keeps the translation with its item when the English list is reordered.
      const inList = isObject(en) && typeof en.id === 'string' && Object.keys(tr).some((k) => k !== 'id');
      if (inList) out.id = (en as Json).id;
      for (const [key, value] of Object.entries(tr)) {
        if (key === 'id') continue;
        // A key the English item does not have at all may be a translation of an item that moved
        // (the check warns): kept. A field the English has but is not text is removed.
        if (props[key] === undefined && isObject(en)) {
          out[key] = value;
          continue;
        }
        if (props[key] === undefined || !walk.holdsText(props[key])) continue;
        const kept = keep(value, isObject(en) ? en[key] : undefined, props[key]);
        if (kept !== undefined) out[key] = kept;
      }
      // A group left with no text is dropped (an array item keeps its place as {}, above).
      return Object.keys(out).some((k) => k !== 'id') ? out : undefined;
    }
    return undefined;
  };
  const { $translation, ...rest } = translation;
  const body = (keep(rest, english, walk.top) ?? {}) as Json;
  const meta: Json = isObject($translation) ? { ...$translation } : { review: 'awaiting-native-review' };
  const old = isObject(meta.source) ? (meta.source as Record<string, string>) : {};
  const source: Record<string, string> = {};
  for (const leaf of textLeaves(schema, english)) {
    const value = valueAt(body, leaf.path);
    if (typeof value !== 'string') continue;
    const key = jsonPath(leaf.path);
    source[key] = !refresh && old[key] ? old[key] : englishHash(leaf.value);
  }
  return { $translation: { ...meta, source }, ...body };
}
