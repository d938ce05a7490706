/**
 * Issue 45, item 3: the web editor speaks to an editor, not to a programmer. Every collection's
 * form is walked: no label or hint holds JSON (`{`), a JSON path or a file path an editor cannot
 * act on, no label is a raw key made readable ("Src"); and a problem is named by its field's
 * label, not its key.
 */
import path from 'node:path';
import { stringTemplate } from 'decap-cms-lib-widgets';
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { DecapField } from '../../scripts/cms/decap-config.ts';
import { cmsConfig } from '../../scripts/cms/sources.ts';
import { editorMessage, fieldLabels, problemLine } from '../../admin/entry-check.ts';
import { contentDir } from './content-dirs.ts';

const config = cmsConfig(contentDir, path.dirname(contentDir), { kind: 'local', localUrl: 'http://localhost:8081/api/v1' } as const);
type Form = { name: string; fields: DecapField[] };
const forms: Form[] = config.collections.flatMap((c) => [...(c.fields ? [{ name: c.name, fields: c.fields }] : []), ...(c.files ?? []).map((f) => ({ name: `${c.name}/${f.name}`, fields: f.fields }))]);

/** Every field of a form, with where it is. */
function walk(fields: readonly DecapField[], at: string[] = [], out: { at: string; field: DecapField }[] = []) {
  for (const f of fields) {
    if (f.widget === 'hidden' || f.name.startsWith('__')) continue;
    const here = [...at, f.label];
    out.push({ at: here.join(' › '), field: f });
    walk(f.fields ?? [], here, out);
    if (f.field) walk([f.field], here, out);
    for (const t of f.types ?? []) walk(t.fields ?? [], [...here, t.label], out);
  }
  return out;
}

const codeLike = [
  [/[{}]/, 'JSON'],
  [/\b[a-z]+[A-Z]\w*\b/, 'a field key (camelCase)'],
  [/\b\w+\[\d+\]/, 'a JSON path'],
  [/\bcontent\/|\.json\b/, 'a file path'],
] as const;

describe('the editor\'s forms', () => {
  it('has forms to walk', () => {
    expect(forms.length).toBeGreaterThan(3);
  });

  it.each(forms.map((f) => [f.name, f] as const))('%s: labels and hints in plain words', (_name, form) => {
    const bad: string[] = [];
    for (const { at, field } of walk(form.fields)) {
      for (const [what, text] of [['label', field.label], ['hint', field.hint ?? '']] as const) {
        for (const [pattern, name] of codeLike) if (pattern.test(text)) bad.push(`${at}: ${what} "${text}" holds ${name}`);
      }
      if (field.field && !field.field.hint) bad.push(`${at}: each item of the list has no hint`);
      if (/^Src\b/.test(field.label)) bad.push(`${at}: label "${field.label}" is a key, not a word`);
      for (const option of field.options ?? []) if (typeof option === 'string' && /^[a-z][a-z0-9-]*$/.test(option)) bad.push(`${at}: offers the code "${option}" without a label`);
    }
    expect(bad).toEqual([]);
  });
});

describe('a list item\'s heading', () => {
  // Decap's own template (as the list draws it); an empty heading reads "No <first field>".
  const heading = (summary: string, item: Record<string, unknown>) => stringTemplate.compileStringTemplate(summary, null, '', fromJS(item));

  it('a document is headed by its type, and by its name where it has one (not "No type")', () => {
    const documents = forms.find((f) => f.name === 'api-products')!.fields.find((f) => f.name === 'documents')!;
    const type = documents.fields!.find((f) => f.name === 'type')!;
    const [first, second] = (type.options ?? []).map((o) => (typeof o === 'object' ? o.value : o));
    expect(heading(documents.summary!, { type: first, file: 'documents/a.pdf' })).toBe(String(first));
    expect(heading(documents.summary!, { type: second, title: 'Halal certificate', onRequest: true })).toBe(`${String(second)}: Halal certificate`);
  });
});

describe('a problem in the editor', () => {
  it('names its field by the label, in lists by the item\'s place', () => {
    const products = forms.find((f) => f.name === 'api-products')!;
    const cas = products.fields.find((f) => f.name === 'casNumber')!;
    const line = problemLine({ path: 'casNumber', message: 'check digit should be 6, not 5', where: fieldLabels('casNumber', products.fields, {}) });
    expect(line).toBe(`${cas.label.replace(/ \(optional\)$/, '')}: check digit should be 6, not 5`);
    expect(line).not.toContain('casNumber');
    const list = products.fields.find((f) => f.widget === 'list' && f.fields)!;
    const inner = list.fields![0]!;
    expect(fieldLabels(`${list.name}[1].${inner.name}`, products.fields, {})).toBe(`${list.label.replace(/ \(optional\)$/, '')} › item 2 › ${inner.label.replace(/ \(optional\)$/, '')}`);
  });

  it('says what to do about a link to no page, not where files live', () => {
    const cli = '"/business/spices-herb" leads to no page of the site (a page is a file under content/pages; see content/README.md)';
    expect(editorMessage(cli)).toBe('"/business/spices-herb" leads to no page of the site: choose a page of the site, or add the page first');
  });
});
