import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { iconNames } from '../../src/content/icons.ts';
import { sectionSchema } from '../../src/content/section.ts';
import { closestFirst } from '../../src/content/suggest.ts';
import { displayPath, loadContent } from '../../scripts/content/load.ts';
import { formatProblem, type Problem } from '../../scripts/content/problems.ts';
import { unlinkedNotices } from '../../scripts/content/notices.ts';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { contentDir as source, realContentDir } from './content-dirs.ts';
import { contentWith, type ContentEdit } from './content-fixture.ts';

// Each mistake is planted in a copy of the test content (tests/fixtures/content), not the site's.
const fixtures = path.resolve('tests/fixtures/content-errors');
const scratch = path.resolve('tests/.tmp', `checker-${process.pid}`);
const copy = (name: string, edits: readonly ContentEdit[] = [], fixture: string | null = null) => contentWith(source, path.join(scratch, name), fixture, edits);

const sectionTypes = sectionSchema.options.map((o) => String(o.shape.type.value));
const quoted = (list: readonly string[]) => list.map((n) => JSON.stringify(n)).join(', ');

afterAll(() => rmSync(scratch, { recursive: true, force: true }), 120_000);

/** `file:line:column: path: message` when a fixture pins the position, else the usual line. */
const positioned = (p: Problem) => `${p.file}:${p.line}:${p.column}: ${p.path}: ${p.message}`;

/** The line (1-based) of the first line of `file` that contains `text`. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text));
  if (index === -1) throw new Error(`"${text}" not in ${file}`);
  return index + 1;
}

describe('content checker', () => {
  it.each([
    ['the test content', source],
    ['the site content', realContentDir],
  ])('accepts %s', (_name, dir) => {
    const { problems, content } = loadContent(dir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content?.pages.length).toBeGreaterThan(1);
    // The same from a relative folder name (CONTENT_DIR=content-copy).
    expect(loadContent(path.relative(process.cwd(), dir)).problems.map(formatProblem)).toEqual([]);
  });

  const cases = readdirSync(fixtures).filter((f) => existsSync(path.join(fixtures, f, 'expected.txt')));
  it.each(cases)('reports %s with file, JSON path and message', (fixture) => {
    const dir = copy(fixture, [], path.join(fixtures, fixture));
    const changed = readdirSync(path.join(fixtures, fixture), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.json') && f !== 'edits.json');
    const file = changed ? displayPath(path.join(dir, changed)) : '';
    const expected = readFileSync(path.join(fixtures, fixture, 'expected.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) =>
        line
          .replaceAll('{file}', file)
          .replaceAll('{dir}', displayPath(dir))
          .replaceAll('{dirname}', path.basename(dir))
          .replace(/\{sectionTypes~([^}]*)\}/g, (_m, word: string) => quoted(closestFirst(word, sectionTypes)))
          .replace(/\{iconNames~([^}]*)\}/g, (_m, word: string) => quoted(closestFirst(word, iconNames))),
      );
    const { problems, content } = loadContent(dir);
    // A fixture line "file:12:5: path: message" also pins the line and column.
    expect(problems.map((p, i) => (/^\S+:\d+:\d+: /.test(expected[i] ?? '') ? positioned(p) : formatProblem(p)))).toEqual(expected);
    expect(content).toBeNull();
  });

  it('reports a missing content folder', () => {
    const { problems } = loadContent(path.join(scratch, 'does-not-exist'));
    expect(problems.map(formatProblem)).toEqual([`${displayPath(path.join(scratch, 'does-not-exist'))}: $: content folder not found`]);
  });

  it('gives every problem a line and column', () => {
    const dir = copy('positions', [], path.join(fixtures, 'misspelt-key'));
    for (const p of loadContent(dir).problems) {
      expect(p.line, formatProblem(p)).toBeGreaterThan(0);
      expect(p.column, formatProblem(p)).toBeGreaterThan(0);
    }
  });
});

describe('every problem in one run, once', () => {
  it('reports seven planted mistakes of different kinds, in different files, each once with file, path, line and column', () => {
    const product = 'catalogue/api-products/paracetamol.json';
    const otherProduct = 'catalogue/api-products/ascorbic-acid.json';
    const page = readdirSync(path.join(source, 'pages/business')).find((f) => f.endsWith('.json'))!;
    const dir = copy('seven', [
      // 1. misspelt key, site.json
      { file: 'site.json', replace: '"tagline":', with: '"tagLine":' },
      // 2. wrong type, a page
      { file: 'pages/contact.json', set: ['title'], value: 42 },
      // 3. broken link, another page
      { file: 'pages/about.json', replace: '"to": "/contact"', with: '"to": "/contakt"' },
      // 4. missing image, a business page's banner
      { file: `pages/business/${page}`, set: ['banner', 'image', 'src'], value: 'images/banners/no-such-banner.svg' },
      // 5. bad CAS check digit, an API product
      { file: product, set: ['casNumber'], value: '103-90-3' },
      // 6. SMILES syntax error, another API product
      { file: otherProduct, set: ['smiles'], value: 'OC[C@H](O)[C@H]1OC(=O)C(O)=C1O)' },
      // 7. unknown section type, the home page
      { file: 'pages/home.json', replace: '"type": "hero-carousel"', with: '"type": "hero-carousell"' },
    ]);
    const { problems } = loadContent(dir);
    const at = (rel: string) => displayPath(path.join(dir, rel));
    const summary = problems.map((p) => `${p.file} ${p.path}`);
    expect(problems.map(formatProblem)).toHaveLength(7);
    expect(new Set(summary).size).toBe(7);
    const expectAt = (rel: string, jsonPath: string, message: RegExp, text: string) => {
      const p = problems.find((x) => x.file === at(rel) && x.path === jsonPath);
      expect(p, `${rel}: ${jsonPath} in\n${problems.map(formatProblem).join('\n')}`).toBeDefined();
      expect(p!.message).toMatch(message);
      expect(p!.line).toBe(lineOf(path.join(dir, rel), text));
      expect(p!.column).toBeGreaterThan(1);
    };
    expectAt('site.json', 'company.tagLine', /^unknown key "tagLine": did you mean "tagline"\?$/, '"tagLine"');
    expectAt('pages/contact.json', 'title', /expected string, received number/, '"title"');
    // The link's own line: the `to` key of the link.
    const about = problems.find((p) => p.file === at('pages/about.json'))!;
    expect(about.message).toMatch(/^broken link: "\/contakt"/);
    expect(readFileSync(path.join(dir, 'pages/about.json'), 'utf8').split('\n')[about.line! - 1]).toContain('"/contakt"');
    expectAt(`pages/business/${page}`, 'banner.image.src', /image not found/, 'no-such-banner.svg');
    expectAt(product, 'casNumber', /check digit should be 2, not 3/, '"casNumber"');
    expectAt(otherProduct, 'smiles', /^SMILES syntax error: "\)" without "\("/, '"smiles"');
    const home = problems.find((p) => p.file === at('pages/home.json'))!;
    expect(home.message).toMatch(/^unknown section type "hero-carousell": did you mean "hero-carousel"\?/);
    expect(readFileSync(path.join(dir, 'pages/home.json'), 'utf8').split('\n')[home.line! - 1]).toContain('hero-carousell');
  });

  it('prints the GitHub format for the same problems', () => {
    const dir = copy('github', [{ file: 'pages/contact.json', set: ['title'], value: 42 }]);
    const run = checkCommand(['--format=github'], { CONTENT_DIR: dir });
    expect(run.status).toBe(1);
    const file = displayPath(path.join(dir, 'pages/contact.json'));
    const line = lineOf(path.join(dir, 'pages/contact.json'), '"title"');
    expect(run.stdout).toEqual([`::error file=${file},line=${line},col=3::title: expected string, received number`]);
  });

  it('does not make a category with a missing image also make its products unknown', () => {
    const category = readdirSync(path.join(source, 'catalogue/ecopalm-categories'))[0]!;
    const dir = copy('category', [{ file: `catalogue/ecopalm-categories/${category}`, set: ['image'], value: undefined }]);
    const problems = loadContent(dir).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${displayPath(path.join(dir, 'catalogue/ecopalm-categories', category)).replace(/[.]/g, '\\.')}: image: missing required object \\(`));
  });

  it('refuses an eco-palm category without a title: a name made from its file name cannot be translated (issue 31)', () => {
    const category = readdirSync(path.join(source, 'catalogue/ecopalm-categories')).find((f) => /^[^.]+\.json$/.test(f))!;
    const dir = copy('category-title', [{ file: `catalogue/ecopalm-categories/${category}`, set: ['title'], value: undefined }]);
    const problems = loadContent(dir).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${displayPath(path.join(dir, 'catalogue/ecopalm-categories', category)).replace(/[.]/g, '\\.')}: title: missing required`));
  });

  it('does not make links to a page with mistakes broken', () => {
    const dir = copy('page', [{ file: 'pages/about.json', set: ['description'], value: 'too short' }]);
    const problems = loadContent(dir).problems.map(formatProblem);
    expect(problems).toEqual([`${displayPath(path.join(dir, 'pages/about.json'))}: description: 9 characters is too short: write at least 50`]);
  });

  it('suggests the closest category of an eco-palm product, and lists the others closest first', () => {
    const products = readdirSync(path.join(source, 'catalogue/ecopalm-products'));
    const data = JSON.parse(readFileSync(path.join(source, 'catalogue/ecopalm-products', products[0]!), 'utf8')) as { category: string };
    const misspelt = `${data.category.slice(0, -2)}${data.category.slice(-1)}${data.category.slice(-2, -1)}`;
    const dir = copy('ecopalm-category', [{ file: `catalogue/ecopalm-products/${products[0]}`, set: ['category'], value: misspelt }]);
    const [problem] = loadContent(dir).problems;
    expect(problem?.path).toBe('category');
    expect(problem?.message).toMatch(new RegExp(`^no ecopalm-categories entry "${misspelt}": did you mean "${data.category}"\\? Allowed \\(closest first\\): "${data.category}", `));
  });

  it('reports a fallback picture the build reads when its file is missing', () => {
    const dir = copy('fallback', [
      { file: 'catalogue/api-products/paracetamol.json', set: ['smiles'], value: undefined },
      { delete: 'images/api/structure-fallback.svg' },
    ]);
    const problems = loadContent(dir).problems.map(formatProblem);
    expect(problems).toContain(
      `${displayPath(path.join(dir, 'catalogue/api-products/paracetamol.json'))}: $: the build shows "images/api/structure-fallback.svg" for this entry, and that file is missing: restore it (fallback/images/api/structure-fallback.svg)`,
    );
    for (const p of problems) expect(p).toMatch(/images\/api\/structure-fallback\.svg/);
  });
});

describe('unlinked pages and categories', () => {
  it('are notices after "Content OK", not failures', () => {
    const category = readdirSync(path.join(source, 'catalogue/ecopalm-categories'))[0]!;
    const dir = copy('unlinked', [
      { copy: 'pages/about.json', to: 'pages/business/unlinked-page.json' },
      { file: 'pages/business/unlinked-page.json', set: ['sections'], value: [] },
      { file: 'pages/business/unlinked-page.json', set: ['$schema'], value: '../../.schemas/page.json' },
      // A copy has a title of its own (two with one title are a problem of their own).
      { file: 'pages/business/unlinked-page.json', set: ['title'], value: 'Unlinked page' },
      { copy: `catalogue/ecopalm-categories/${category}`, to: 'catalogue/ecopalm-categories/unlinked-category.json' },
      { file: 'catalogue/ecopalm-categories/unlinked-category.json', set: ['title'], value: 'Unlinked category' },
    ]);
    const { problems, content } = loadContent(dir);
    expect(problems).toEqual([]);
    const notices = unlinkedNotices(content!).map(formatProblem);
    expect(notices).toEqual([
      `${displayPath(path.join(dir, 'pages/business/unlinked-page.json'))}: $: no link leads to this page: add a card, link or menu entry with "to": "/business/unlinked-page" so visitors can find it`,
      `${displayPath(path.join(dir, 'catalogue/ecopalm-categories/unlinked-category.json'))}: $: no link leads to this entry: add a card or link with "to": "/business/ecopalm-products/unlinked-category" so visitors can find it`,
    ]);
    const run = checkCommand([], { CONTENT_DIR: dir });
    expect(run.status).toBe(0);
    expect(run.stdout[0]).toMatch(/^Content OK: /);
    expect(run.stdout[1]).toMatch(/^Notice: .*unlinked-page\.json: \$: no link leads to this page/);
  });

  it('are none on a site whose every page and category is linked (the test content)', () => {
    expect(unlinkedNotices(loadContent(source).content!).map(formatProblem)).toEqual([]);
  });
});

describe('content:check command', () => {
  it('prints one JSON array of {file, path, line, column, message} with --format=json', () => {
    const dir = copy('json', [{ file: 'pages/contact.json', set: ['title'], value: 42 }]);
    const run = checkCommand(['--format=json'], { CONTENT_DIR: dir });
    expect(run.status).toBe(1);
    const file = path.join(dir, 'pages/contact.json');
    expect(JSON.parse(run.stdout.join('\n'))).toEqual([
      { file: displayPath(file), path: 'title', line: lineOf(file, '"title"'), column: 3, message: 'expected string, received number' },
    ]);
    expect(JSON.parse(checkCommand(['--format=json'], { CONTENT_DIR: source }).stdout.join('\n'))).toEqual([]);
  });

  it('uses the GitHub format when GITHUB_ACTIONS=true and no format is given', () => {
    const dir = copy('actions', [{ file: 'pages/contact.json', set: ['title'], value: 42 }]);
    expect(checkCommand([], { CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' }).stdout[0]).toMatch(/^::error file=.*contact\.json,line=\d+,col=3::title: expected string/);
    expect(checkCommand(['--format=text'], { CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' }).stdout).toEqual([]);
  });

  it('prints the default format on stderr and exits 1, or "Content OK" and exits 0, as a command', () => {
    const dir = copy('text', [{ file: 'pages/contact.json', set: ['title'], value: 42 }]);
    const cli = (contentDir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-cli.ts'], { env: { ...process.env, CONTENT_DIR: contentDir, GITHUB_ACTIONS: '' }, encoding: 'utf8' });
    const bad = cli(dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr.split('\n')[0]).toBe(`${displayPath(path.join(dir, 'pages/contact.json'))}: title: expected string, received number`);
    const good = cli(source);
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^Content OK: /);
  });

  it('refuses an unknown option', () => {
    const run = checkCommand(['--fromat=json'], { CONTENT_DIR: source });
    expect(run.status).toBe(2);
    expect(run.stderr[0]).toMatch(/^usage: npm run content:check .*\(unknown: --fromat=json\)/);
  });
});

describe('nesting deeper than any content (issue 24, item 8)', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const withNesting = (name: string, depth: number) =>
    copy(name, [{ file: 'pages/about.json', replace: '"title": "About Fixture",', with: `"title": "About Fixture",\n  "deep": ${nested(depth)},` }]);

  it('a file nested 4,000 deep is one problem with file and line, not a crash', () => {
    const dir = withNesting('deep-4000', 4000);
    const { problems, content } = loadContent(dir);
    const file = displayPath(path.join(dir, 'pages/about.json'));
    expect(problems.map(positioned)).toEqual([
      `${file}:4:74: $: nested more than 64 levels deep (at line 4, column 74): no content needs that many [ ] or { } inside one another; look for brackets repeated or never closed there`,
    ]);
    expect(content).toBeNull();
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-cli.ts'], { env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`${file}: $: nested more than 64 levels deep`);
    expect(cli.stderr).not.toMatch(/RangeError|\n\s+at /);
  });

  it('64 levels are read (and the unknown key reported as usual); 65 are refused', () => {
    const at64 = loadContent(withNesting('deep-64', 63)).problems.map(formatProblem);
    expect(at64.some((p) => p.includes('levels deep'))).toBe(false);
    expect(at64.some((p) => p.includes('unknown key "deep"'))).toBe(true);
    expect(loadContent(withNesting('deep-65', 64)).problems.map(formatProblem)).toEqual([expect.stringContaining('nested more than 64 levels deep')]);
  });
});
