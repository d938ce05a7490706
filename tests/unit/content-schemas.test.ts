import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translationLocale } from '../../src/content/translation.ts';
import { describe, expect, it } from 'vitest';
import { sectionSchema } from '../../src/content/section.ts';
import { jsonSchemas } from '../../scripts/content/json-schemas.ts';

type Json = Record<string, unknown>;
const schemas = jsonSchemas();
const parsed = Object.fromEntries(Object.entries(schemas).map(([name, text]) => [name, JSON.parse(text) as Json]));

/** Every named property of a schema, with where it is, for a readable failure. */
function properties(node: unknown, at: string, out: { at: string; schema: Json }[] = []): { at: string; schema: Json }[] {
  if (Array.isArray(node)) node.forEach((n, i) => properties(n, `${at}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const o = node as Json;
    if (o.properties && typeof o.properties === 'object') {
      for (const [k, v] of Object.entries(o.properties as Json)) out.push({ at: `${at}.${k}`, schema: v as Json });
    }
    // An `if` names a condition, not a field.
    for (const [k, v] of Object.entries(o)) if (k !== 'if') properties(v, `${at}/${k}`, out);
  }
  return out;
}

/** Whether a value passes a string field's patterns, as an editor checks it (`pattern`, and each in `allOf`). */
function accepts(node: Json, value: string): boolean {
  const patterns = [node.pattern, ...((node.allOf as Json[] | undefined) ?? []).map((a) => a.pattern)].filter((p): p is string => typeof p === 'string');
  return patterns.every((p) => new RegExp(p, 'u').test(value));
}

describe('editor JSON Schemas', () => {
  // The site's content and the test fixture each carry a copy, written by "npm run content:schemas".
  it.each(['content', 'tests/fixtures/content'])('match the zod schemas in %s/.schemas (run "npm run content:schemas" after changing a schema)', (dir) => {
    for (const [name, text] of Object.entries(schemas)) {
      const file = path.resolve(dir, '.schemas', name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${dir}/.schemas/${name} is out of date`).toBe(text);
    }
  });

  it.each(['content', 'tests/fixtures/content'])('are referenced from every file of %s', (dir) => {
    // Translations (name.fr.json) hold only the text of their English file, which names the schema.
    // The UI's word catalogues (ui/<locale>.json) are messages, checked by scripts/ui/catalogue.ts.
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.startsWith('.schemas') && !f.startsWith('ui') && !translationLocale(path.basename(f)));
    for (const f of files) {
      const json = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { $schema?: string };
      expect(json.$schema, `${f} has no $schema`).toBeTruthy();
      expect(existsSync(path.resolve(dir, path.dirname(f), json.$schema!)), `${f}: $schema points nowhere`).toBe(true);
    }
  });

  it('describe every field, for the editor to show on hover', () => {
    const missing = Object.entries(parsed).flatMap(([name, schema]) =>
      properties(schema, name)
        .filter((p) => typeof p.schema.description !== 'string' || !p.schema.description.trim())
        .map((p) => p.at.replace(/\/properties/g, '')),
    );
    expect(missing, 'fields without a description: add .meta({ description }) to the zod schema').toEqual([]);
  });

  it('give examples where a format must be followed', () => {
    const site = parsed['site.json']!;
    const api = parsed['api-product.json']!;
    const find = (schema: Json, suffix: string) => properties(schema, '').find((p) => p.at.endsWith(suffix))?.schema;
    for (const [schema, field] of [
      [site, '.phone'],
      [site, '.email'],
      [site, '.favicon'],
      [site, '.to'],
      [api, '.casNumber'],
      [api, '.chemicalFormula'],
      [api, '.smiles'],
      [api, '.src'],
    ] as const) {
      expect(find(schema, field)?.examples, `${field} has no examples`).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('check each section against its own type only, so one mistake is one error in the editor', () => {
    const page = parsed['page.json']!;
    const items = ((page.properties as Json).sections as Json).items as Json;
    const types = sectionSchema.options.map((o) => String(o.shape.type.value));
    expect(items.oneOf).toBeUndefined();
    expect(items.anyOf).toBeUndefined();
    expect(((items.properties as Json).type as Json).enum).toEqual(types);
    expect(items.allOf).toEqual(types.map((t) => ({ if: { properties: { type: { const: t } }, required: ['type'] }, then: { $ref: `#/$defs/section-${t}` } })));
    const defs = page.$defs as Record<string, Json>;
    for (const t of types) {
      expect(defs[`section-${t}`]?.additionalProperties, t).toBe(false);
      expect(((defs[`section-${t}`]!.properties as Json).type as Json).const).toBe(t);
    }
  });

  it('refuse text of only spaces where text is required, as the check does', () => {
    const title = (parsed['page.json']!.properties as Json).title as Json;
    expect(accepts(title, '   ')).toBe(false);
    expect(accepts(title, 'About us')).toBe(true);
  });

  it('refuse control characters in text, one-line fields also line breaks and tabs, each with words for the editor (issue 24, item 8)', () => {
    const title = (parsed['page.json']!.properties as Json).title as Json;
    const description = (parsed['api-product.json']!.properties as Json).description as Json;
    for (const bad of ['Para\u0000cetamol', 'Para\bcetamol', 'Para\u0085cetamol', 'Para\u007Fcetamol', 'Para\ncetamol', 'Para\tcetamol']) expect(accepts(title, bad), JSON.stringify(bad)).toBe(false);
    for (const bad of ['A\u0000paragraph', 'A\bparagraph', 'A\rparagraph', 'A\u009Fparagraph']) expect(accepts(description, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(description, 'A paragraph,\n\tand a second line.')).toBe(true);
    expect(accepts(title, 'Cashews 🌰 W320 — كاجو')).toBe(true);
    for (const node of [title, description]) expect(node.patternErrorMessage).toMatch(/control characters/);
  });

  it('leave no text field without the control-character rule (a new field that forgets it fails here)', () => {
    const open: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const o = node as Json;
      if (o.type === 'string' && o.enum === undefined && o.const === undefined && !at.endsWith('.$schema') && accepts(o, 'a\u0008b')) open.push(at);
      for (const [k, v] of Object.entries(o)) visit(v, `${at}.${k}`);
    };
    for (const [name, schema] of Object.entries(parsed)) visit(schema, name);
    expect(open, 'use oneLine()/multiLine() (or oneLineRule/multiLineRule) from src/content/primitives.ts for these fields').toEqual([]);
  });
});
