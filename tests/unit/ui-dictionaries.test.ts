import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/content/locales.ts';
import { ar } from '../../scripts/ui/words.ts';
import { en, type UiStrings } from '../../src/components/i18n/ui-types.ts';
import { es } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { loadUi, uiFor } from '../../src/components/i18n/ui/load.ts';

const dictionaries: Record<Locale, UiStrings> = { en, ar, es, fr };

// `npm run typecheck` checks this file too: a dictionary without a section is not a UiStrings.
const { search: _search, ...withoutSearch } = fr;
// @ts-expect-error: the `search` section is missing
export const incomplete: UiStrings = withoutSearch;

/** Every leaf of a dictionary as "path: kind". */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

/** Type-checks `source` (a file in tests/.tmp importing the dictionaries) alone; its errors as text. */
function typeErrors(source: string): string[] {
  const dir = resolve('tests/.tmp/ui-dictionary');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `probe-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const ui = resolve('src/components/i18n/ui');

describe('UI dictionaries (issue 31)', () => {
  it('a dictionary missing a key fails the typecheck, naming the key; a complete one passes', () => {
    const complete = typeErrors(`import type { UiStrings } from '${ui}/en.ts';\nimport { fr } from '${ui}/fr.ts';\nexport const whole: UiStrings = { ...fr };\n`);
    expect(complete).toEqual([]);
    const missing = typeErrors(
      `import type { UiStrings } from '${ui}/en.ts';\nimport { fr } from '${ui}/fr.ts';\nconst { placeholder: _p, ...search } = fr.search;\nexport const missing: UiStrings = { ...fr, search };\n`,
    );
    expect(missing.join('\n')).toMatch(/placeholder/);
    // A function with the wrong parameters is refused too.
    const wrongShape = typeErrors(
      `import type { UiStrings } from '${ui}/en.ts';\nimport { fr } from '${ui}/fr.ts';\nexport const wrong: UiStrings = { ...fr, search: { ...fr.search, none: (query: number) => String(query) } };\n`,
    );
    expect(wrongShape.join('\n')).toMatch(/none|number/);
  }, 60_000);

  it('every locale has exactly the English keys, each a string or a function as in English', () => {
    const shape = (d: UiStrings) => leaves(d).map(([path, value]) => `${path}: ${typeof value}`).sort();
    for (const locale of locales) expect(shape(dictionaries[locale]), locale).toEqual(shape(en));
  });

  it('no translation is empty, and the Arabic one is written in Arabic', () => {
    const arabicLetter = /[\u0600-\u06FF]/;
    for (const locale of locales) {
      // Number and date formats are functions of numbers, tested with the pages that show them.
      for (const [path, value] of leaves(dictionaries[locale]).filter(([path]) => !path.startsWith('format.'))) {
        const text = typeof value === 'function' ? (value as (...args: unknown[]) => string)('X', 'Y', 'Z') : value;
        // Functions taking an object of parameters are checked through their callers' tests.
        if (typeof text !== 'string') continue;
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        if (locale === 'ar' && typeof value === 'string') expect(text, `ar ${path}`).toMatch(arabicLetter);
      }
    }
  });

  it('no browser code imports the whole English dictionary (only its sections, each with the code that shows it)', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const whole = files.filter((f) => /^import (?!type )[^;]*from '[^']*i18n\/ui\/en\.ts'/m.test(readFileSync(resolve('src', f), 'utf8')));
    expect(whole).toEqual([]);
  });

  it("the language switcher's name starts with \"Language\" in every locale", () => {
    for (const locale of locales) expect(dictionaries[locale].header.language, locale).toMatch(/^Language/);
  });

  it('Arabic counts follow Arabic number agreement', () => {
    const count = (n: number) => ar.enquiryAdd.products({ n });
    expect(count(1)).not.toMatch(/\d/);
    expect(count(2)).not.toMatch(/\d/);
    const noun = (n: number) => count(n).replace(String(n), '').trim();
    // 3-10 take the plural, 11-99 the accusative singular, hundreds the genitive singular.
    expect(noun(3)).toBe(noun(10));
    expect(noun(3)).not.toBe(noun(11));
    expect(noun(11)).toBe(noun(99));
    expect(noun(11)).not.toBe(noun(100));
  });

  it("another locale's dictionary loads once, then answers synchronously", async () => {
    expect(uiFor('es')).toBeUndefined();
    const first = loadUi('es');
    expect(loadUi('es')).toBe(first);
    expect(await first).toBe(es);
    expect(uiFor('es')).toBe(es);
  });
});

describe('French typography in the French dictionary', () => {
  it('no text of it breaks a line before : ; ! ? » or % or after « (the space there is the no-break space)', () => {
    const dir = resolve('src/components/i18n/ui/fr');
    const breakable: string[] = [];
    for (const name of readdirSync(dir)) {
      const source = ts.createSourceFile(name, readFileSync(resolve(dir, name), 'utf8'), ts.ScriptTarget.Latest, true);
      // The words themselves: string and template literals, not the code around them.
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
          const text = node.getText(source);
          if (/ [:;!?»%]|« /.test(text)) breakable.push(`${name}: ${text}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(breakable).toEqual([]);
    // And the dictionary does have such punctuation (derived: French sets a space before its colon).
    expect(JSON.stringify(leaves(fr).filter(([, v]) => typeof v === 'string'))).toContain('\u00a0:');
  });
});
