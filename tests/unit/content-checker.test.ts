import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { iconNames } from '../../src/content/icons.ts';
import { sectionSchema } from '../../src/content/section.ts';
import { jsonSchemas } from '../../scripts/content/json-schemas.ts';
import { displayPath, loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';

const fixtures = path.resolve('tests/fixtures/content-errors');
const scratch = path.resolve('tests/.tmp', String(process.pid));

/** The real content with one fixture's files laid over it: exactly one kind of mistake. */
function contentWith(fixture: string): string {
  const dir = path.join(scratch, fixture);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.resolve('content'), dir, { recursive: true });
  for (const name of readdirSync(path.join(fixtures, fixture))) {
    if (name !== 'expected.txt') cpSync(path.join(fixtures, fixture, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

const sectionTypes = sectionSchema.options.map((o) => JSON.stringify(o.shape.type.value)).join(', ');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('content checker', () => {
  it('accepts the site content', () => {
    const { problems, content } = loadContent(path.resolve('content'));
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content?.pages.length).toBeGreaterThan(10);
  });

  const cases = readdirSync(fixtures).filter((f) => existsSync(path.join(fixtures, f, 'expected.txt')));
  it.each(cases)('reports %s with file, JSON path and message', (fixture) => {
    const dir = contentWith(fixture);
    const changed = readdirSync(path.join(fixtures, fixture), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.json'));
    const file = displayPath(path.join(dir, changed!));
    const expected = readFileSync(path.join(fixtures, fixture, 'expected.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) =>
        line
          .replaceAll('{file}', file)
          .replaceAll('{dir}', displayPath(dir))
          .replaceAll('{dirname}', path.basename(dir))
          .replaceAll('{sectionTypes}', sectionTypes)
          .replaceAll('{iconNames}', iconNames.map((n) => JSON.stringify(n)).join(', ')),
      );
    const { problems, content } = loadContent(dir);
    expect(problems.map(formatProblem)).toEqual(expected);
    expect(content).toBeNull();
  });

  it('reports a missing content folder', () => {
    const { problems } = loadContent(path.join(scratch, 'does-not-exist'));
    expect(problems.map(formatProblem)).toEqual([`${displayPath(path.join(scratch, 'does-not-exist'))}: $: content folder not found`]);
  });
});

describe('editor JSON Schemas', () => {
  it('match the zod schemas (run "npm run content:schemas" after changing a schema)', () => {
    for (const [name, text] of Object.entries(jsonSchemas())) {
      const file = path.resolve('content/.schemas', name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `content/.schemas/${name} is out of date`).toBe(text);
    }
  });

  it('are referenced from every content file', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.startsWith('.schemas'));
    for (const f of files) {
      const json = JSON.parse(readFileSync(path.join('content', f), 'utf8')) as { $schema?: string };
      expect(json.$schema, `${f} has no $schema`).toBeTruthy();
      expect(existsSync(path.resolve('content', path.dirname(f), json.$schema!)), `${f}: $schema points nowhere`).toBe(true);
    }
  });
});
