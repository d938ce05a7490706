/**
 * The GitHub editor's own check (dist/admin has no dev server): the schema, the domain rules and
 * the wording rules, on the entry being saved, in the content check's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCheck } from '../../admin/browser-check.ts';
import { contentDir } from './content-dirs.ts';

const json = (rel: string) => JSON.parse(readFileSync(path.join(contentDir, rel), 'utf8')) as Record<string, unknown>;
const paracetamol = json('catalogue/api-products/paracetamol.json');
const about = json('pages/about.json') as { sections: { paragraphs?: string[] }[] };
const file = 'content/catalogue/api-products/paracetamol.json';

describe('the GitHub editor\'s check', () => {
  it('passes an entry the content check passes', async () => {
    expect(await browserCheck({ collection: 'api-products', path: file, isNew: false, data: paracetamol, media: [] })).toEqual({ problems: [], elsewhere: [] });
  });

  it('names a wrong CAS check digit at its field, as the content check does', async () => {
    const cas = String(paracetamol.casNumber);
    const wrong = `${cas.slice(0, -1)}${(Number(cas.at(-1)) + 1) % 10}`;
    const result = await browserCheck({ collection: 'api-products', path: file, isNew: false, data: { ...paracetamol, casNumber: wrong }, media: [] });
    expect(result.problems).toEqual([{ path: 'casNumber', message: `check digit should be ${cas.at(-1)}, not ${wrong.at(-1)}` }]);
  });

  it('refuses a shape the schema refuses, and a claim the wording rules refuse', async () => {
    const bad = await browserCheck({ collection: 'api-products', path: file, isNew: false, data: { ...paracetamol, kind: 'apis' }, media: [] });
    expect(bad.problems[0]).toMatchObject({ path: 'kind', message: expect.stringMatching(/^unknown value "apis": did you mean "api"\?/) });
    const page = { ...about, sections: about.sections.map((s, i) => (i === 0 ? { ...s, paragraphs: ['We supply the finest rice.'] } : s)) };
    const claim = await browserCheck({ collection: 'pages', path: 'content/pages/about.json', isNew: false, data: page, media: [] });
    expect(claim.problems).toEqual([{ path: 'sections[0].paragraphs[0]', message: expect.stringMatching(/^"finest" is a claim/) }]);
  });
});
