import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
// @ts-expect-error: eslint.config.js is plain JavaScript (no types); the list is string paths.
import { moduleStateAllowed } from '../../eslint.config.js';
import { describe, expect, it } from 'vitest';
import { sectionRegistry } from '../../src/sections/registry.ts';
import { sectionModule } from '../../scripts/vite/route-preload.ts';

const eslint = new ESLint();

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering (lint zones)', () => {
  it('refuses an import from a higher layer', async () => {
    const messages = await lint('src/components/ui/probe.tsx', "import { prepareSections } from '../../sections/registry.ts';\nexport const probe = prepareSections;\n");
    expect(messages.some((m) => m.startsWith('boundaries/dependencies'))).toBe(true);
  });

  it('refuses a type-only import from a higher layer too', async () => {
    const messages = await lint('src/routing/probe.ts', "import type { PageData } from '../templates/business-page.tsx';\nexport type Probe = PageData;\n");
    expect(messages.some((m) => m.startsWith('boundaries/dependencies'))).toBe(true);
  });

  it('allows an import from a lower layer', async () => {
    const messages = await lint('src/sections/probe.tsx', "import { Picture } from '../components/ui/picture.tsx';\nexport const probe = Picture;\n");
    expect(messages.filter((m) => m.startsWith('boundaries'))).toEqual([]);
  });

  it('keeps src/content pure: no Node module there', async () => {
    const messages = await lint('src/content/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n");
    expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('keeps zod and the build-side definitions out of browser code (types only)', async () => {
    const value = await lint('src/catalogue/probe.ts', "import { kinds } from '../content/collections.ts';\nexport const probe = kinds;\n");
    expect(value.some((m) => m.startsWith('@typescript-eslint/no-restricted-imports'))).toBe(true);
    const type = await lint('src/catalogue/probe.ts', "import type { CollectionName } from '../content/collections.ts';\nexport type Probe = CollectionName;\n");
    expect(type.filter((m) => m.startsWith('@typescript-eslint/no-restricted-imports'))).toEqual([]);
  });
});

describe('no module-level state in src/ (loaders own the data)', () => {
  const loaders = readFileSync('src/app/loaders.ts', 'utf8');
  const state = (messages: string[]) => messages.filter((m) => m.startsWith('no-restricted-syntax') && m.includes('Module-level state'));

  it('passes the loader file as it is', async () => {
    expect(state(await lint('src/app/loaders.ts', loaders))).toEqual([]);
  });

  it('fails when a loader file keeps a cache in a module variable, or in a module-scope container filled later', async () => {
    for (const cache of [
      'let cache: Promise<unknown> | null = null;',
      'export let deferring = false;',
      'var seen = 0;',
      'const loaded = new Map<string, unknown>();',
      'const views = new Set() as Set<string>;',
      'const pending: string[] = [];',
      'const byId: Record<string, unknown> = {};',
    ]) {
      expect(state(await lint('src/app/loaders.ts', `${loaders}\n${cache}\n`)), cache).toHaveLength(1);
    }
  });

  it('allows constants, containers made full, state inside functions, and the listed browser state', async () => {
    const fine = "const ids = new Set(['a', 'b']);\nconst fields = ['title'];\nexport function f() {\n  let n = 0;\n  const m = new Map();\n  return [n++, m];\n}\n";
    expect(state(await lint('src/app/probe.ts', fine))).toEqual([]);
    for (const file of moduleStateAllowed as string[]) expect(state(await lint(file, `${readFileSync(file, 'utf8')}\nlet more = 0;\n`)), file).toEqual([]);
  });
});

describe('section registry', () => {
  it('loads each type from src/sections/<type>/<type>-section.tsx, where the build looks for it', () => {
    const source = readFileSync('src/sections/registry.ts', 'utf8');
    for (const type of Object.keys(sectionRegistry)) {
      expect(source, type).toContain(`'./${sectionModule(type).replace('src/sections/', '')}'`);
    }
  });
});
