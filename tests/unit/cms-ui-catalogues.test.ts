/**
 * The UI's word catalogues in the web editor (issue 44 item 2): one form per language, a field per
 * English key, and the editor's check refusing what the content check refuses, in its words.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCheck } from '../../admin/browser-check.ts';
import { checkEntry } from '../../scripts/cms/check-entry.ts';
import type { DecapCollection, DecapField } from '../../scripts/cms/decap-config.ts';
import { cmsConfig } from '../../scripts/cms/sources.ts';
import { englishOf, UI_COLLECTION } from '../../scripts/cms/ui-collection.ts';
import { catalogueDir, catalogueProblems } from '../../scripts/ui/catalogue.ts';
import { defaultLocale, locales } from '../../src/content/locales.ts';
import { contentDir } from './content-dirs.ts';

/** The test content with the catalogues beside it (content/ui), in a folder of its own. */
const repo = mkdtempSync(path.join(tmpdir(), 'cms-ui-'));
const content = path.join(repo, 'content');
cpSync(contentDir, content, { recursive: true });
cpSync(catalogueDir(), path.join(content, 'ui'), { recursive: true });
const read = (locale: string) => JSON.parse(readFileSync(path.join(content, 'ui', `${locale}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const english = read(defaultLocale);

/** Every message of a catalogue as [key, text]. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, value]];
}
/** Every text field of a form as [key, hint]. */
function fieldLeaves(fields: readonly DecapField[], at = ''): [string, string | undefined][] {
  return fields.filter((f) => !f.name.startsWith('__')).flatMap((f) => (f.fields ? fieldLeaves(f.fields, `${at}${f.name}.`) : [[`${at}${f.name}`, f.hint] as [string, string | undefined]]));
}

const config = cmsConfig(content, repo, { kind: 'local' });
const collection = config.collections.find((c) => c.name === UI_COLLECTION) as DecapCollection | undefined;
const fileOf = (locale: string) => collection!.files!.find((f) => f.name === locale)!;

describe('the interface words in the editor', () => {
  it('has a file per language, with a field for every English key and the English as the hint', () => {
    expect(collection?.label).toBe('Interface words');
    expect(collection!.files!.map((f) => [f.name, f.file])).toEqual(expect.arrayContaining(locales.map((l) => [l, `content/ui/${l}.json`])));
    const keys = leaves(english);
    for (const locale of locales) {
      const fields = fieldLeaves(fileOf(locale).fields);
      expect(fields.map(([k]) => k)).toEqual(keys.map(([k]) => k));
      if (locale !== defaultLocale) expect(fields.map(([, hint]) => hint)).toEqual(keys.map(([, text]) => `English: ${String(text)}`));
    }
    expect(fileOf('fr').fields[0]).toMatchObject({ widget: 'content-check' });
  });

  it("refuses a message that does not parse, in the content check's words", async () => {
    const fr = read('fr');
    const [section, messages] = Object.entries(fr).find(([, v]) => typeof v === 'object')!;
    const key = Object.keys(messages)[0]!;
    const broken = { ...fr, [section]: { ...messages, [key]: `${String(messages[key])} {count, plural, one {#}` } };
    // What content:check says of the same file.
    const dir = mkdtempSync(path.join(tmpdir(), 'cms-ui-broken-'));
    cpSync(path.join(content, 'ui'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'fr.json'), JSON.stringify(broken));
    const expected = catalogueProblems(dir).map((p) => ({ path: p.path, message: p.message }));
    expect(expected).toEqual([{ path: `${section}.${key}`, message: expect.stringMatching(/^the message does not parse \(ICU MessageFormat\)/) }]);

    const request = { collection: UI_COLLECTION, path: 'content/ui/fr.json', isNew: false, data: broken, media: [], english: englishOf(fileOf('fr').fields) };
    expect((await browserCheck(request)).problems).toEqual(expected);
    // Under `npm run cms` the dev server's check (the content check, the entry laid over the file) says the same.
    expect(checkEntry(content, repo, request).problems).toEqual(expected);
    // The catalogue as it is passes both.
    expect((await browserCheck({ ...request, data: fr })).problems).toEqual([]);
  });

  it('checks a translation against the English its form carries: a placeholder English has not', async () => {
    const fr = read('fr');
    const [section, messages] = Object.entries(fr).find(([, v]) => typeof v === 'object')!;
    const key = Object.keys(messages)[0]!;
    const data = { ...fr, [section]: { ...messages, [key]: 'Bonjour {nobody}' } };
    const result = await browserCheck({ collection: UI_COLLECTION, path: 'content/ui/fr.json', isNew: false, data, media: [], english: englishOf(fileOf('fr').fields) });
    expect(result.problems).toEqual([{ path: `${section}.${key}`, message: expect.stringMatching(/^the placeholder \{nobody\} is not in the English message/) }]);
  });
});
