import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProductSchema } from '../../src/content/catalogue/api-product/schema.ts';
import { pageSchema } from '../../src/content/page.ts';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { displayPath, loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { stampTranslation, textLeaves } from '../../scripts/content/translations.ts';
import { englishHash } from '../../scripts/content/translation-align.ts';
import { frenchSpacing } from '../../scripts/content/typography.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith, type ContentEdit } from './content-fixture.ts';

// Issue 31: translations beside their English files (tests/fixtures/content has a few, stamped).
const scratch = path.resolve('tests/.tmp', `translations-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const copy = (name: string, edits: readonly ContentEdit[] = []) => contentWith(source, path.join(scratch, name), null, edits);
const json = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
const write = (dir: string, file: string, data: unknown) => writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

const product = 'catalogue/api-products/paracetamol';
const fr = `${product}.fr.json`;

describe('French spacing', () => {
  it('makes the space a French translator types before : ; ! ? » and %, and after «, one that never breaks a line', () => {
    expect(frenchSpacing('Procédés : sella ; vapeur ! Prêt ? « Oui » 99,5 %')).toBe('Procédés\u00a0: sella\u00a0; vapeur\u00a0! Prêt\u00a0? «\u00a0Oui\u00a0» 99,5\u00a0%');
    // Nothing else: no space added where there was none, addresses and codes untouched.
    expect(frenchSpacing('https://example.com/a?b=c 10:30 Note: x')).toBe('https://example.com/a?b=c 10:30 Note: x');
  });

  it('is what a French page shows, never the ordinary space its file holds', () => {
    const { content } = loadContent(source);
    const french = content!.translations.filter((t) => t.locale === 'fr');
    const raw = french.map((t) => readFileSync(path.resolve(t.file), 'utf8')).join('\n');
    // The test content's French has such spaces (derived, not pinned): each becomes the no-break space.
    expect(raw).toMatch(/ [:;!?»]/);
    const shown = JSON.stringify(french.map((t) => t.data));
    expect(shown).not.toMatch(/ [:;!?»]/);
    expect(shown).toContain('\u00a0:');
  });
});

describe('content translations', () => {
  it('are read beside the English, not as English pages or entries, and laid over it', () => {
    const { problems, content } = loadContent(source);
    expect(problems.map(formatProblem)).toEqual([]);
    // No entry or page is made from a translation file.
    expect(content!.allEntries.filter((e) => e.slug.includes('.'))).toEqual([]);
    const english = json(source, `${product}.json`);
    const french = json(source, fr);
    const t = content!.translations.find((x) => x.file === displayPath(path.join(source, fr)))!;
    expect(t.locale).toBe('fr');
    expect(t.target).toEqual({ kind: 'entry', collection: 'api-products', slug: 'paracetamol' });
    const data = t.data as Record<string, unknown>;
    // As translated (with French spacing: frenchSpacing).
    expect(data.description).toBe(frenchSpacing(french.description as string));
    // Codes are the English file's: a translation never holds them.
    expect(data.casNumber).toBe(english.casNumber);
    expect(data.chemicalFormula).toBe(english.chemicalFormula);
  });

  it('reports a stale field with file and field when the English changes', () => {
    const dir = copy('stale');
    const english = json(dir, `${product}.json`);
    write(dir, `${product}.json`, { ...english, description: `${String(english.description)} Changed.` });
    const { problems, content } = loadContent(dir);
    expect(problems).toEqual([]);
    const file = displayPath(path.join(dir, fr));
    const stale = content!.translationWarnings.filter((w) => w.file === file).map(formatProblem);
    expect(stale).toEqual([expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}: description: stale: the English changed`))]);
    // Until it is updated, the page in French shows the English of that field (an old translation
    // could say what the English no longer says); the fields still current stay French.
    const shown = content!.localized.fr.entries.find((e) => e.slug === product.split('/').pop())!.data as Record<string, unknown>;
    expect(shown.description).toBe(`${String(english.description)} Changed.`);
    expect(shown.productName).toBe(json(dir, fr).productName);
    // The plain check prints it as a warning and passes.
    const run = checkCommand([], { CONTENT_DIR: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Warning: ${stale[0]}`);
  });

  it('a list reordered in English (two items of different kinds swapped): each translation follows its English item (issue 45)', () => {
    const dir = copy('moved');
    const english = json(dir, `${product}.json`) as { industries: { title: string; items: { label: string; description: string[] }[] }[] };
    // Grow the English list to two items of different shape, translate both, then swap them in English only.
    const second = { title: 'Second industry', items: [{ label: 'Second use', description: ['One'] }] };
    write(dir, `${product}.json`, { ...english, industries: [...english.industries, second] });
    const french = json(dir, fr) as { industries: { title: string }[] };
    write(dir, fr, { ...french, industries: [...french.industries, { title: 'Seconde industrie', items: [{ label: 'Second usage', description: ['Un'] }] }] });
    expect(checkCommand(['--translations'], { CONTENT_DIR: dir }).status).toBe(0);
    write(dir, fr, stampTranslation(apiProductSchema, json(dir, `${product}.json`), json(dir, fr), false));
    write(dir, `${product}.json`, { ...english, industries: [second, ...english.industries] });
    const { problems, content } = loadContent(dir);
    expect(problems.map(formatProblem)).toEqual([]);
    const shown = content!.localized.fr.entries.find((e) => e.slug === product.split('/').pop())!.data as typeof english;
    // Each moved item shows its own translation in its new place, never the other item's.
    expect(shown.industries[0]!.title).toBe('Seconde industrie');
    expect(shown.industries[0]!.items[0]!.label).toBe('Second usage');
    expect(shown.industries[1]!.title).toBe(french.industries[0]!.title);
    const file = displayPath(path.join(dir, fr));
    expect(content!.translationWarnings.filter((w) => w.file === file && w.path.startsWith('industries')).map(formatProblem)).toEqual([]);
    // Stamping writes the file in the English order.
    const stamped = stampTranslation(apiProductSchema, json(dir, `${product}.json`), json(dir, fr), false) as { industries: { title: string }[] };
    expect(stamped.industries.map((i) => i.title)).toEqual(['Seconde industrie', french.industries[0]!.title]);
  });

  it('refuses a field that is not text and an invalid value, with file and path', () => {
    const dir = copy('invalid');
    const french = json(dir, fr);
    const industries = french.industries as { items: { description: string[] }[] }[];
    industries[0]!.items[0]!.description.push('Un usage de trop');
    write(dir, fr, { ...french, casNumber: '103-90-2', productName: 'Parac\u0008étamol', industries });
    const file = displayPath(path.join(dir, fr));
    const { problems, content } = loadContent(dir);
    expect(content).toBeNull();
    const lines = problems.map(formatProblem);
    expect(lines).toContain(`${file}: casNumber: not text, never translated (remove it): a translation holds only the words of the English file`);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}: productName: contains a control character U\\+0008`)));
  });

  it('warns of a translated item whose English item is gone (an editor removed it in English), and shows the rest translated', () => {
    const dir = copy('uneven');
    const french = json(dir, fr);
    const industries = french.industries as { items: { description: string[] }[] }[];
    const kept = [...industries[0]!.items[0]!.description];
    industries[0]!.items[0]!.description.push('Un usage de trop');
    write(dir, fr, { ...french, industries });
    const file = displayPath(path.join(dir, fr));
    const { problems, content } = loadContent(dir);
    // A valid English edit never fails the check: the orphan is a warning, not an error.
    expect(problems.map(formatProblem)).toEqual([]);
    const warnings = content!.translationWarnings.filter((w) => w.file === file).map((w) => `${w.path}: ${w.message}`);
    expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^industries\\[0\\]\\.items\\[0\\]\\.description\\[${kept.length}\\]: its English item is gone`)));
    const shown = content!.localized.fr.entries.find((e) => e.file === file.replace('.fr.json', '.json'))?.data as { industries: { items: { description: string[] }[] }[] } | undefined;
    expect(shown?.industries[0]!.items[0]!.description).toEqual(kept);
  });

  it('counts a missing field and prose left as the English as not translated (names aside)', () => {
    const dir = copy('missing');
    const english = json(dir, `${product}.json`);
    const { additionalInfo: _dropped, ...french } = json(dir, fr);
    write(dir, fr, { ...french, description: english.description, productName: english.productName });
    const file = displayPath(path.join(dir, fr));
    const { content } = loadContent(dir);
    const warnings = content!.translationWarnings.filter((w) => w.file === file).map((w) => `${w.path}: ${w.message}`);
    expect(warnings).toContain('additionalInfo: not translated yet: the English shows here');
    expect(warnings).toContainEqual(expect.stringMatching(/^description: same as the English/));
    expect(warnings.filter((w) => w.startsWith('productName'))).toEqual([]);
  });

  it('refuses a translation whose English file is not there', () => {
    const dir = copy('orphan', [{ copy: fr, to: 'catalogue/api-products/no-such-product.fr.json' }]);
    const file = displayPath(path.join(dir, 'catalogue/api-products/no-such-product.fr.json'));
    expect(loadContent(dir).problems.map(formatProblem)).toEqual([
      `${file}: $: translates "no-such-product.json", which is not here: a translation sits beside its English file, named like it with the language before ".json"`,
    ]);
  });

  it('takes which fields are text from the schemas', () => {
    const english = json(source, `${product}.json`);
    const paths = textLeaves(apiProductSchema, english).map((l) => l.path.join('.'));
    expect(paths).toContain('description');
    expect(paths).toContain('specifications.0.value');
    for (const code of ['casNumber', 'chemicalFormula', 'smiles', 'kind', 'tradeDetails.hsCode.code', 'pharmacopoeia.0']) expect(paths).not.toContain(code);
    // Names may be given in the language (INN names), and may stay as in English.
    const names = textLeaves(apiProductSchema, english).filter((l) => l.kind === 'name').map((l) => l.path.join('.'));
    expect(names).toEqual(expect.arrayContaining(['productName', 'chemicalName', 'synonyms.0']));
    const page = json(source, 'pages/home.json');
    const pagePaths = textLeaves(pageSchema, page).map((l) => l.path.join('.'));
    expect(pagePaths).toContain('title');
    expect(pagePaths.some((p) => p.endsWith('.to') || p.endsWith('.src') || p.endsWith('.icon'))).toBe(false);
  });

  it('--stamp removes what is not text and records a hash of the English per field', () => {
    const english = json(source, `${product}.json`);
    const stamped = stampTranslation(apiProductSchema, english, { $translation: { review: 'awaiting-native-review' }, casNumber: '1-1-1', description: 'Une description traduite.', tradeDetails: { hsCode: { code: '1' }, origin: 'Inde' } }, false);
    expect(stamped).toEqual({
      $translation: { review: 'awaiting-native-review', source: { description: englishHash(english.description as string), 'tradeDetails.origin': englishHash((english.tradeDetails as { origin: string }).origin) } },
      description: 'Une description traduite.',
      tradeDetails: { origin: 'Inde' },
    });
  });

  it('--translations prints coverage per locale, and --launch lists translations awaiting review', () => {
    const run = checkCommand(['--translations'], { CONTENT_DIR: source });
    expect(run.status).toBe(0);
    for (const locale of ['ar', 'es', 'fr']) expect(run.stdout.some((l) => new RegExp(`^${locale} \\(.+\\): [\\d.]+ % of text fields, \\d+ of \\d+ files translated\\.$`).test(l)), locale).toBe(true);
    // Spanish has no fixture translation: every file is listed as not translated.
    expect(run.stdout).toContain(`es: not translated: ${displayPath(path.join(source, `${product}.json`))}`);
    expect(run.stdout).not.toContain(`fr: not translated: ${displayPath(path.join(source, `${product}.json`))}`);
    const launch = checkCommand(['--launch'], { CONTENT_DIR: source });
    expect(launch.stdout).toContain(`${displayPath(path.join(source, fr))}: $translation.review: translation awaiting review by a native speaker (Français): have it read, then write "reviewed" with "reviewedBy" and "reviewedOn" (who, when)`);
  });
});
