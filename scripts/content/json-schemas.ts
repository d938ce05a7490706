import { z } from 'zod';
import { kinds } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { textPatternHelp } from '../../src/content/primitives.ts';
import { siteSchema } from '../../src/content/site.ts';
import { isObject, type Json } from './schema-at.ts';

/** The constant a `{"type": {"const": "cards"}}` member names, if it is a tagged object. */
function tagOf(schema: unknown, key: string): string | null {
  if (!isObject(schema) || !isObject(schema.properties)) return null;
  const tag = (schema.properties as Json)[key];
  return isObject(tag) && typeof tag.const === 'string' ? tag.const : null;
}

/**
 * zod writes a discriminated union as `oneOf`: a mistake in one section then fails all 19 options
 * and the editor shows every one of their errors. Here each option becomes a `$defs` entry chosen
 * by its tag with `if`/`then`, so a section is checked only against its own type, and an unknown
 * type is one error naming the allowed ones.
 */
function splitTaggedUnions(root: Json, key = 'type', prefix = 'section'): void {
  const defs = (root.$defs ?? {}) as Json;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v);
    const options = out.oneOf ?? out.anyOf;
    if (Array.isArray(options) && options.length > 1 && options.every((o) => tagOf(o, key))) {
      const tags = options.map((o) => tagOf(o, key)!);
      const described = tags.map((t, i) => `"${t}": ${String((options[i] as Json).description ?? '')}`).join('\n');
      options.forEach((o, i) => {
        const option = o as Json;
        const props = option.properties as Json;
        props[key] = { ...(props[key] as Json), description: `This section's type: ${String(option.description ?? tags[i])}` };
        defs[`${prefix}-${tags[i]}`] = option;
      });
      delete out.oneOf;
      delete out.anyOf;
      return {
        ...out,
        type: 'object',
        properties: { [key]: { type: 'string', enum: tags, description: `The ${prefix} type; it decides the other fields.\n${described}` } },
        required: [key],
        allOf: tags.map((t) => ({ if: { properties: { [key]: { const: t } }, required: [key] }, then: { $ref: `#/$defs/${prefix}-${t}` } })),
      };
    }
    return out;
  };
  const result = visit(root) as Json;
  Object.assign(root, result);
  if (Object.keys(defs).length) root.$defs = defs;
}

const notBlank = { pattern: '\\S', patternErrorMessage: 'Must not be blank (only spaces).' };

/**
 * Text fields that must not be empty must not be only spaces either: the editor underlines "   " as
 * the check does. A field whose own pattern lets spaces through (the control-character rule of
 * every text) gets the blank rule beside it, since a schema holds one pattern.
 */
function nonBlankStrings(node: unknown): void {
  if (Array.isArray(node)) node.forEach(nonBlankStrings);
  if (!isObject(node)) return;
  // zod drops a field's own message when a check is chained after it: the text rules get theirs here.
  if (typeof node.pattern === 'string' && textPatternHelp[node.pattern] && !node.patternErrorMessage) node.patternErrorMessage = textPatternHelp[node.pattern];
  if (node.type === 'string' && typeof node.minLength === 'number' && node.minLength >= 1 && !node.format && !node.enum && node.const === undefined) {
    // VS Code's own keyword, patternErrorMessage, is its message for the pattern.
    if (!node.pattern) Object.assign(node, notBlank);
    else if (typeof node.pattern === 'string' && new RegExp(node.pattern, 'u').test('   ')) node.allOf = [...((node.allOf as unknown[] | undefined) ?? []), notBlank];
  }
  for (const v of Object.values(node)) nonBlankStrings(v);
}

/** JSON Schema text for every content file kind, keyed by file name in content/.schemas. */
export function jsonSchemas(): Record<string, string> {
  const sources: Record<string, z.ZodType> = { site: siteSchema, page: pageSchema };
  for (const def of Object.values(kinds)) sources[def.jsonSchema] = def.schema;
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(sources)) {
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as Json;
    splitTaggedUnions(json);
    nonBlankStrings(json);
    out[`${name}.json`] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}
