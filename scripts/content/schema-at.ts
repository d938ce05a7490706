import type { z } from 'zod';

/**
 * The zod schema that governs `path` inside `data`, read from the schema's definition (zod 4's
 * `_zod.def`), so a message can name what is allowed there: the keys of that object (for "did
 * you mean"), or the values of an enum. Unions are resolved with the data: a discriminated union
 * by its discriminator's value, any other by the first object option that has the key.
 */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Through optional, default, nullable, pipes, brands and lazies to the schema that does the work. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(s);
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else return s;
  }
  return s;
}

function pickOption(schema: z.ZodType, data: unknown, key?: PropertyKey): z.ZodType | null {
  const def = defOf(schema);
  const options = def.options ?? [];
  if (def.discriminator && data && typeof data === 'object') {
    const tag = (data as Record<string, unknown>)[def.discriminator];
    const match = options.find((o) => {
      const shape = defOf(unwrap(o)).shape;
      const lit = shape?.[def.discriminator!];
      const values = lit ? (defOf(unwrap(lit)) as { values?: unknown[] }).values : undefined;
      return values?.includes(tag);
    });
    return match ?? null;
  }
  const objects = options.filter((o) => defOf(unwrap(o)).type === 'object');
  if (key !== undefined) return objects.find((o) => String(key) in (defOf(unwrap(o)).shape ?? {})) ?? null;
  return objects.length === 1 ? objects[0]! : (objects.find(() => data && typeof data === 'object') ?? null);
}

export function schemaAt(root: z.ZodType, data: unknown, path: readonly PropertyKey[]): z.ZodType | null {
  let schema: z.ZodType | null = unwrap(root);
  let value = data;
  for (const key of path) {
    if (!schema) return null;
    let def = defOf(schema);
    if (def.type === 'union') {
      schema = pickOption(schema, value, key);
      if (!schema) return null;
      schema = unwrap(schema);
      def = defOf(schema);
    }
    if (def.type === 'object' && typeof key === 'string') schema = def.shape?.[key] ? unwrap(def.shape[key]) : null;
    else if (def.type === 'array' && typeof key === 'number' && def.element) schema = unwrap(def.element);
    else if (def.type === 'record' && def.valueType) schema = unwrap(def.valueType);
    else return null;
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  if (schema && defOf(schema).type === 'union') {
    const picked = pickOption(schema, value);
    return picked ? unwrap(picked) : schema;
  }
  return schema;
}

/** The keys an object at `path` may have, or [] when that is not an object. */
export function allowedKeys(root: z.ZodType, data: unknown, path: readonly PropertyKey[]): string[] {
  const schema = schemaAt(root, data, path);
  if (!schema) return [];
  const def = defOf(schema);
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
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
