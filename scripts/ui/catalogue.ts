import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/content/locales.ts';
import { locales } from '../../src/content/locales.ts';
import type { Problem } from '../../src/content/problem.ts';
import type { CompiledSection } from '../../src/components/i18n/messages.ts';
import { compileMessage, messageProblems, placeholders, type ArgKind, type Catalogue } from './catalogue-check.ts';

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

export function readCatalogue(locale: Locale, dir = catalogueDir()): Catalogue {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;
}

export function compileCatalogue(catalogue: Catalogue): CompiledSection {
  return Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, typeof v === 'string' ? compileMessage(v) : compileCatalogue(v)]));
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
  const header = '// Generated from content/ui/en.json by scripts/ui/catalogue.ts (npm run ui:types; typecheck, the build, the dev server and the unit tests run it too). Not committed; do not edit.\n';
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

/**
 * The catalogues' problems, as `file: key: message`: a file that is not JSON, a message that does
 * not parse, a key English has and the language not (or the reverse), a placeholder English does
 * not have. English defines the keys: a key added there is missing in every other language until
 * a translator writes it.
 */
export function catalogueProblems(dir = catalogueDir(), display = (file: string) => path.relative(root, file), overlay?: ReadonlyMap<string, Uint8Array>): Problem[] {
  const problems: Problem[] = [];
  const read = (locale: Locale): Catalogue | null => {
    const file = path.join(dir, `${locale}.json`);
    const laid = overlay?.get(file);
    if (!laid && !existsSync(file)) {
      problems.push({ file: display(file), path: '$', message: `the ${locale} catalogue is missing` });
      return null;
    }
    try {
      // The editor's entry laid over the file (scripts/cms/check-entry.ts), else the file.
      return laid ? (JSON.parse(new TextDecoder().decode(laid)) as Catalogue) : readCatalogue(locale, dir);
    } catch (e) {
      problems.push({ file: display(file), path: '$', message: `not valid JSON: ${(e as Error).message}` });
      return null;
    }
  };
  const en = read('en');
  for (const locale of locales) {
    const messages = locale === 'en' ? en : read(locale);
    if (messages === null) continue;
    const file = display(path.join(dir, `${locale}.json`));
    problems.push(...messageProblems(messages, en ?? undefined, locale === 'en').map((p) => ({ file, ...p })));
  }
  return problems;
}
