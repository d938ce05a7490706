import { z } from 'zod';

export type Json = { [key: string]: unknown };
export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Each content schema as JSON Schema (zod's public z.toJSONSchema, the input side the editors see), made once. */
const jsonSchemas = new WeakMap<z.ZodType, Json>();

export function jsonSchemaOf(schema: z.ZodType): Json {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The schema `s` stands for in `top`, following its `$ref`s. */
export function deref(top: Json, s: unknown): Json | null {
  let node = s;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 20; hops++) {
    const ref: string = node.$ref;
    node = ref === '#' ? top : (top.$defs as Json | undefined)?.[ref.replace('#/$defs/', '')];
  }
  return isObject(node) ? node : null;
}

/**
 * The schema of the part of a file at `path`, so a message can name what is allowed there (the
 * keys of an object, for "did you mean"). Unions are resolved with the data: a tagged union by
 * its tag's value, any other by the first object option that has the key looked for.
 */
function schemaAt(root: z.ZodType, data: unknown, path: readonly PropertyKey[]): Json | null {
  const top = jsonSchemaOf(root);
  const resolve = (s: unknown, value: unknown, key?: PropertyKey): Json | null => {
    const schema = deref(top, s);
    const options = (schema?.oneOf ?? schema?.anyOf) as unknown[] | undefined;
    if (!options) return schema;
    const objects = options.map((o) => deref(top, o)).filter((o): o is Json => isObject(o?.properties));
    const tagged = objects.find((o) =>
      Object.entries(o.properties as Json).some(([k, p]) => isObject(p) && p.const !== undefined && isObject(value) && value[k] === p.const),
    );
    if (tagged) return tagged;
    if (key !== undefined) return objects.find((o) => String(key) in (o.properties as Json)) ?? null;
    return objects.length === 1 || isObject(value) ? (objects[0] ?? null) : null;
  };
  let schema = resolve(top, data, path[0]);
  let value = data;
  for (const [i, key] of path.entries()) {
    if (!schema) return null;
    const next = typeof key === 'number' ? (schema.items ?? (schema.prefixItems as unknown[] | undefined)?.[key]) : ((schema.properties as Json | undefined)?.[String(key)] ?? schema.additionalProperties);
    value = isObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    schema = resolve(next, value, path[i + 1]);
  }
  return schema;
}

/** The keys an object at `path` may have, or [] when that is not an object. */
export function allowedKeys(root: z.ZodType, data: unknown, path: readonly PropertyKey[]): string[] {
  const properties = schemaAt(root, data, path)?.properties;
  return isObject(properties) ? Object.keys(properties) : [];
}

/** The value found at `path` inside `data`. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const key of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
