import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../../src/content/locales.ts';
import { locales } from '../../src/content/locales.ts';
import type { Problem } from '../../src/content/problem.ts';
import type { CompiledSection, Part } from '../../src/components/i18n/messages.ts';

/**
 * The UI's word catalogues (content/ui/<locale>.json), at build time: read, parsed with FormatJS's
 * ICU MessageFormat parser, checked against English and compiled into the compact form the
 * browser's runtime reads (src/components/i18n/messages.ts). English defines the keys and each
 * message's placeholders; the types the code sees are generated from it (ui-types.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');

/** Where the catalogues are: under the content folder the build reads (CONTENT_DIR), else content/. */
export function catalogueDir(contentDir = process.env.CONTENT_DIR ?? 'content'): string {
  const dir = path.resolve(root, contentDir, 'ui');
  return existsSync(dir) ? dir : path.join(root, 'content/ui');
}

export type Catalogue = { readonly [key: string]: string | Catalogue };

export function readCatalogue(locale: Locale, dir = catalogueDir()): Catalogue {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;
}

function compileElements(elements: readonly MessageFormatElement[]): Part[] {
  const out: Part[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      if (typeof out.at(-1) === 'string') out[out.length - 1] += el.value;
      else out.push(el.value);
    } else if (el.type === TYPE.argument || el.type === TYPE.number) out.push([el.value]);
    else if (el.type === TYPE.pound) out.push(0);
    else if (el.type === TYPE.select) out.push([el.value, 's', Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, compileElements(o.value)]))]);
    else if (el.type === TYPE.plural) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, compileElements(o.value)]));
      out.push(el.offset ? [el.value, 'p', options, el.offset] : [el.value, 'p', options]);
    } else throw new Error(`unsupported element (dates, times and tags are formatted by the code: src/components/i18n/format.ts)`);
  }
  return out;
}

/** One message in the runtime's form: a string when it has no placeholder. */
export function compileMessage(message: string): string | Part[] {
  const parts = compileElements(parse(message, { ignoreTag: true }));
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

export function compileCatalogue(catalogue: Catalogue): CompiledSection {
  return Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, typeof v === 'string' ? compileMessage(v) : compileCatalogue(v)]));
}

/** What kind of value a placeholder takes, from how English uses it. */
type ArgKind = 'number' | 'boolean' | 'optional' | 'text';

function argKinds(elements: readonly MessageFormatElement[], out = new Map<string, ArgKind>()): Map<string, ArgKind> {
  const rank: Record<ArgKind, number> = { text: 0, optional: 1, boolean: 2, number: 3 };
  const note = (name: string, kind: ArgKind) => {
    const was = out.get(name);
    if (!was || rank[kind] > rank[was]) out.set(name, kind);
  };
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number) note(el.value, el.type === TYPE.number ? 'number' : 'text');
    else if (el.type === TYPE.plural) {
      note(el.value, 'number');
      for (const o of Object.values(el.options)) argKinds(o.value, out);
    } else if (el.type === TYPE.select) {
      const keys = Object.keys(el.options);
      note(el.value, keys.includes('none') ? 'optional' : keys.every((k) => k === 'true' || k === 'false' || k === 'other') ? 'boolean' : 'text');
      for (const o of Object.values(el.options)) argKinds(o.value, out);
    }
  }
  return out;
}

/** The placeholders of a message, by name. */
export function placeholders(message: string): Map<string, ArgKind> {
  return argKinds(parse(message, { ignoreTag: true }));
}

const TS: Record<ArgKind, string> = { number: 'number', boolean: 'boolean', optional: 'string | number | null | undefined', text: 'string | number' };

function typeOf(value: string | Catalogue, indent: string): string {
  if (typeof value !== 'string') {
    const inner = Object.entries(value).map(([k, v]) => `${indent}  ${/^[A-Za-z_]\w*$/.test(k) ? k : JSON.stringify(k)}: ${typeOf(v, `${indent}  `)};`);
    return `{\n${inner.join('\n')}\n${indent}}`;
  }
  const args = [...placeholders(value)];
  if (!args.length) return 'string';
  return `(values: { ${args.map(([name, kind]) => `${name}${kind === 'optional' ? '?' : ''}: ${TS[kind]}`).join('; ')} }) => string`;
}

/** The source of src/components/i18n/ui-types.ts and ui-modules.d.ts, from the English catalogue. */
export function generatedTypes(en: Catalogue): { types: string; modules: string } {
  const header = '// Generated from content/ui/en.json by scripts/ui/catalogue.ts (npm run ui:types; the build and the content check run it too). Do not edit.\n';
  const sections = Object.keys(en);
  const types = `${header}import type { Format } from './format.ts';\n\n/** The UI's words, as components read them (useUi): strings, and functions of named values for messages with placeholders. */\nexport interface UiStrings {\n${Object.entries(en)
    .map(([k, v]) => `  ${k}: ${typeOf(v, '  ')};`)
    .join('\n')}\n  format: Format;\n}\n`;
  const modules = `${header}${sections.map((s) => `declare module 'virtual:ui/en/${s}' {\n  export const ${s}: import('./messages.ts').CompiledSection;\n}`).join('\n')}\n${['ar', 'es', 'fr']
    .flatMap((l) => ['first', 'later'].map((part) => `declare module 'virtual:ui/${l}/${part}' {\n  const sections: Record<string, import('./messages.ts').CompiledSection>;\n  export default sections;\n}`))
    .join('\n')}\n`;
  return { types, modules };
}

export const typesFile = path.join(root, 'src/components/i18n/ui-types.ts');
export const modulesFile = path.join(root, 'src/components/i18n/ui-modules.d.ts');

/** Writes the generated types when they differ from English's (a build after a translator's edit of en.json). */
export function writeUiTypes(dir = catalogueDir()): boolean {
  const { types, modules } = generatedTypes(readCatalogue('en', dir));
  let changed = false;
  for (const [file, text] of [[typesFile, types], [modulesFile, modules]] as const) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    changed = true;
  }
  return changed;
}

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string | Catalogue> {
  const out = new Map<string, string | Catalogue>();
  for (const [k, v] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/**
 * The catalogues' problems, as `file: key: message`: a file that is not JSON, a message that does
 * not parse, a key English has and the language not (or the reverse), a placeholder English does
 * not have. English defines the keys: a key added there is missing in every other language until
 * a translator writes it.
 */
export function catalogueProblems(dir = catalogueDir(), display = (file: string) => path.relative(root, file)): Problem[] {
  const problems: Problem[] = [];
  const read = (locale: Locale): Map<string, string | Catalogue> | null => {
    const file = path.join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push({ file: display(file), path: '$', message: `the ${locale} catalogue is missing` });
      return null;
    }
    try {
      return flatten(readCatalogue(locale, dir));
    } catch (e) {
      problems.push({ file: display(file), path: '$', message: `not valid JSON: ${(e as Error).message}` });
      return null;
    }
  };
  const en = read('en');
  const english = new Map<string, Map<string, ArgKind>>();
  for (const locale of locales) {
    const messages = locale === 'en' ? en : read(locale);
    if (!messages) continue;
    const file = display(path.join(dir, `${locale}.json`));
    for (const [key, value] of messages) {
      if (typeof value !== 'string') {
        problems.push({ file, path: key, message: 'must be a message (text) or an object of messages' });
        continue;
      }
      let args: Map<string, ArgKind>;
      try {
        args = placeholders(value);
        compileMessage(value);
      } catch (e) {
        const { message, location } = e as Error & { location?: { start: { offset: number } } };
        const where = location ? ` at character ${location.start.offset + 1}` : '';
        problems.push({ file, path: key, message: `the message does not parse (ICU MessageFormat): ${message.toLowerCase().replaceAll('_', ' ')}${where}` });
        continue;
      }
      if (locale === 'en') english.set(key, args);
      else if (en && !en.has(key)) problems.push({ file, path: key, message: 'English has no such key: remove it, or add it to content/ui/en.json first' });
      else {
        const known = english.get(key);
        for (const name of args.keys()) if (known && !known.has(name)) problems.push({ file, path: key, message: `the placeholder {${name}} is not in the English message (it has ${[...known.keys()].map((n) => `{${n}}`).join(', ') || 'none'})` });
      }
    }
    if (locale !== 'en' && en) for (const key of en.keys()) if (!messages.has(key)) problems.push({ file, path: key, message: `missing: translate the English "${String(en.get(key))}"` });
  }
  return problems;
}
