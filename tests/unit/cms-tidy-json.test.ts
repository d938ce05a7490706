/**
 * The web editor's file format: what Decap saves is how content/ is written, and a change moves
 * only its own lines (admin/tidy-json.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromFile, fromFileKeepingText, ORDER_KEY, SOURCE_KEY, toFile, writeJson } from '../../admin/tidy-json.ts';
import { contentDir, realContentDir } from './content-dirs.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !path.join(e.parentPath, e.name).includes(`${path.sep}.schemas${path.sep}`))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Every object's keys in reverse order, as Decap's Immutable maps may hand them back (past eight keys their order is lost). */
function scrambled(value: Json): Json {
  if (Array.isArray(value)) return value.map(scrambled);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, scrambled(v)]));
  return value;
}

/** Decap's path: the file parsed, the form's data (keys in any order), the editor's preSave hints, toFile. */
const saved = (text: string, data: Json = scrambled(fromFile(text))) => toFile({ ...(data as Record<string, Json>), [SOURCE_KEY]: text });

/** Lines that differ between two texts, as a multiset difference in each direction. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const count = (lines: string[]) => lines.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const a = count(before.split('\n'));
  const b = count(after.split('\n'));
  const diff = (x: Map<string, number>, y: Map<string, number>) => [...x].flatMap(([l, n]) => Array<string>(Math.max(0, n - (y.get(l) ?? 0))).fill(l));
  return { removed: diff(a, b), added: diff(b, a) };
}

describe('tidy-json: the editor writes files as content/ has them', () => {
  const files = [...jsonFiles(realContentDir), ...jsonFiles(contentDir)];

  it('reads a translation file that is not there yet ("" from Decap) as no data, without an error (issue 45)', () => {
    expect(fromFile('')).toEqual({});
    expect(fromFileKeepingText('')).toEqual({});
    expect(fromFileKeepingText(' \n')).toEqual({});
  });

  it('finds the content files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(process.cwd(), f)]))('%s reads and writes back byte-identical', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(saved(text)).toBe(text);
  });

  const page = readFileSync(path.join(contentDir, 'pages/about.json'), 'utf8');
  const data = fromFile(page) as { sections: { type: string }[]; description: string };

  it('a changed field changes its own line only', () => {
    const after = saved(page, scrambled({ ...data, description: 'A new description of the company, long enough to be a real meta description.' }));
    const { removed, added } = changedLines(page, after);
    expect(removed).toEqual([`  "description": ${JSON.stringify(data.description)},`]);
    expect(added).toEqual(['  "description": "A new description of the company, long enough to be a real meta description.",']);
  });

  it('two sections swapped move as their own lines, and nothing else changes', () => {
    expect(data.sections.length).toBeGreaterThan(1);
    const sections = [data.sections[1]!, data.sections[0]!, ...data.sections.slice(2)];
    const after = saved(page, scrambled({ ...data, sections } as Json));
    const { removed, added } = changedLines(page, after);
    // The same lines, in another order: only the separators between the two may differ.
    expect(removed.filter((l) => l.trim() !== '},' && l.trim() !== '}')).toEqual([]);
    expect(added.filter((l) => l.trim() !== '},' && l.trim() !== '}')).toEqual([]);
    expect(after).not.toBe(page);
    expect(JSON.parse(after)).toEqual({ ...data, sections });
  });

  it('an edit inside a moved section changes only its edited line', () => {
    const moved = { ...data.sections[0]!, heading: 'A different heading' };
    const sections = [data.sections[1]!, moved, ...data.sections.slice(2)];
    const after = saved(page, { ...data, sections } as Json);
    const { added } = changedLines(page, after);
    expect(added.filter((l) => l.trim() !== '},' && l.trim() !== '}')).toEqual(['      "heading": "A different heading",']);
  });

  it('an object the file writes on one line stays on one line', () => {
    const text = '{\n  "image": { "src": "images/a.svg", "alt": "" },\n  "list": ["a", "b"]\n}\n';
    const after = saved(text, { image: { alt: 'A drawing', src: 'images/a.svg' }, list: ['a', 'b', 'c'] });
    expect(after).toBe('{\n  "image": { "src": "images/a.svg", "alt": "A drawing" },\n  "list": ["a", "b", "c"]\n}\n');
  });

  it('keeps how the file spells an unchanged value (escapes, number forms)', () => {
    const text = '{\n  "a": "caf\\u00e9",\n  "b": 1.50,\n  "c": "x"\n}\n';
    expect(saved(text, { c: 'y', b: 1.5, a: 'café' })).toBe('{\n  "a": "caf\\u00e9",\n  "b": 1.50,\n  "c": "y"\n}\n');
  });

  it('a new file: "$schema" first, the form\'s field order, two-space indent, a final newline', () => {
    const text = toFile(
      { productName: 'Aceclofenac', casNumber: '89796-99-6', $schema: '../../.schemas/api-product.json', specifications: [{ value: '99%', label: 'Assay' }], [ORDER_KEY]: { keys: ['casNumber', 'productName', 'specifications'], children: { specifications: { keys: ['label', 'value'] } } } },
      [],
    );
    expect(text).toBe(
      [
        '{',
        '  "$schema": "../../.schemas/api-product.json",',
        '  "casNumber": "89796-99-6",',
        '  "productName": "Aceclofenac",',
        '  "specifications": [',
        '    {',
        '      "label": "Assay",',
        '      "value": "99%"',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('never writes the editor\'s own keys', () => {
    const text = toFile({ title: 'x', __fileName: 'x', __check: null, [SOURCE_KEY]: '{}', [ORDER_KEY]: {} });
    expect(JSON.parse(text)).toEqual({ title: 'x' });
  });

  it('drops a byte order mark', () => {
    expect(writeJson({ a: 1 }, '\uFEFF{\n  "a": 1\n}\n')).toBe('{\n  "a": 1\n}\n');
  });
});
