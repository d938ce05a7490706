import type { z } from 'zod';
import { isObject, jsonSchemaOf, valueAt, type Json } from './schema-at.ts';

/**
 * What a field is for and what to write in it, read from the schema's public JSON Schema (the
 * one content/.schemas and the web editor use), so "missing required object" can say what to
 * write: the field's description and an example.
 */

/** The option of a union the data is (by its "type"), else the first that has `key`. */
function choose(node: Json, data: unknown, key?: PropertyKey): Json {
  const options = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (!Array.isArray(options)) return node;
  const objects = options.filter(isObject);
  const tag = isObject(data) ? data.type : undefined;
  const byTag = objects.find((o) => isObject(o.properties) && isObject((o.properties as Json).type) && ((o.properties as Json).type as Json).const === tag);
  const byKey = typeof key === 'string' ? objects.find((o) => isObject(o.properties) && key in (o.properties as Json)) : undefined;
  return byTag ?? byKey ?? objects.find((o) => o.type === 'object') ?? objects[0] ?? node;
}

/** The JSON Schema of the value at `path` in `data`, or null. */
export function schemaNodeAt(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): Json | null {
  let node: Json = jsonSchemaOf(schema);
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    node = choose(node, valueAt(data, path.slice(0, i)), key);
    const next = typeof key === 'number' ? node.items : isObject(node.properties) ? (node.properties as Json)[key as string] : undefined;
    if (!isObject(next)) return null;
    node = next;
  }
  return choose(node, valueAt(data, path));
}

/** A value of this schema to show as an example: its own example, else one built from its required parts. */
export function exampleOf(node: Json, depth = 0): unknown {
  if (Array.isArray(node.examples) && node.examples.length) return node.examples[0];
  if (node.default !== undefined && typeof node.default !== 'object') return node.default;
  if (Array.isArray(node.enum) && node.enum.length) return node.enum[0];
  const options = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length && isObject(options[0])) return exampleOf(options[0], depth);
  if (node.type === 'object' && isObject(node.properties) && depth < 3) {
    const props = node.properties as Json;
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    return Object.fromEntries(required.filter((k) => isObject(props[k])).map((k) => [k, exampleOf(props[k] as Json, depth + 1)]));
  }
  if (node.type === 'array') return isObject(node.items) && depth < 3 ? [exampleOf(node.items, depth + 1)] : [];
  if (node.type === 'string') return '…';
  if (node.type === 'number' || node.type === 'integer') return 0;
  if (node.type === 'boolean') return false;
  return null;
}

/** "missing required object" said plainly: what the field is for, and what to write. */
export function missingHelp(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): string {
  const node = schemaNodeAt(schema, data, path);
  if (!node) return '';
  const description = typeof node.description === 'string' ? ` (${node.description.charAt(0).toLowerCase()}${node.description.slice(1).replace(/\.$/, '')})` : '';
  const example = exampleOf(node);
  // One line, spaced as a person writes JSON: { "src": "…", "alt": "…" }.
  const write = example === null || example === '…' ? '' : `: write, for example, ${JSON.stringify(example, null, 1).replace(/\n\s*/g, ' ')}`;
  return `${description}${write}`;
}
