import { slugify } from '../src/content/file-name.ts';
import type { DecapField } from '../scripts/cms/decap-config.ts';
import type { KeyOrder } from './tidy-json.ts';

/**
 * What the editor does to an entry's data between the form and the file: the same for the check
 * it runs while the editor types and for the save, so the check judges what will be written.
 */

type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** Keys the editor uses for itself (the check widget, a new file's name, the format's hints): never content. */
export function withoutEditorKeys<T>(value: T): T {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.startsWith('__'))) as T;
}

const isEmpty = (v: unknown) =>
  v === '' || v === null || v === undefined || (isObject(v) && Object.keys(v).length === 0) || (Array.isArray(v) && v.length === 0);

/**
 * A field the editor emptied in the form is left out of the file where the schema lets it be left
 * out, as a person editing the JSON would do ("" would be refused: "is empty"); where the schema
 * needs the key ("alt": "" for a decorative picture) the empty text stays, and so does an empty
 * value the file already had ("synonyms": []).
 */
export function dropEmptyOptional(data: Data, fields: readonly DecapField[], original?: unknown): Data {
  const out: Data = {};
  const before = isObject(original) ? original : undefined;
  for (const [key, value] of Object.entries(data)) {
    const field = fields.find((f) => f.name === key);
    let next = value;
    if (field && isObject(value) && field.fields) next = dropEmptyOptional(value, field.fields, before?.[key]);
    else if (field && Array.isArray(value)) next = value.map((item) => itemWithout(item, field));
    const kept = before && Object.hasOwn(before, key) && JSON.stringify(before[key]) === JSON.stringify(next);
    if (field?.optional && isEmpty(next) && !kept) continue;
    out[key] = next;
  }
  return out;
}
function itemWithout(item: unknown, list: DecapField): unknown {
  if (!isObject(item)) return item;
  const fields = itemFields(list, item[list.typeKey ?? 'type']);
  return fields ? dropEmptyOptional(item, fields) : item;
}

/** The fields of a list's item; in a list of variable types, those of the item's type (`tag`). */
export function itemFields(list: DecapField, tag: unknown): DecapField[] | undefined {
  return list.types ? list.types.find((t) => t.name === tag)?.fields : list.fields;
}

/** The form's field order, for keys a file does not have yet (tidy-json's KeyOrder). */
export function keyOrder(fields: readonly DecapField[]): KeyOrder {
  const children: Record<string, KeyOrder> = {};
  for (const f of fields) {
    if (f.fields) children[f.name] = keyOrder(f.fields);
    else if (f.types) children[f.name] = { types: Object.fromEntries(f.types.map((t) => [t.name, keyOrder([{ name: f.typeKey ?? 'type', label: '', widget: 'hidden' }, ...(t.fields ?? [])])])) };
    else if (f.field?.fields) children[f.name] = keyOrder(f.field.fields);
  }
  return { keys: fields.map((f) => f.name).filter((n) => !n.startsWith('__')), children };
}

/** `sections[2].items[0].icon` as ["sections", 2, "items", 0, "icon"]; `$` is the whole file. */
export function pathSegments(path: string): (string | number)[] {
  if (path === '$') return [];
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** Where Decap will write a new entry: its collection's folder and the file name by the check's rule. */
export function newEntryPath(folder: string, identifier: unknown): string | null {
  const name = typeof identifier === 'string' ? slugify(identifier) : '';
  return name ? `${folder}/${name}.json` : null;
}
