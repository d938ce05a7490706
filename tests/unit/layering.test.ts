import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
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

  it('keeps zod and the build-side definitions out of browser code (types only)', async () => {
    const value = await lint('src/catalogue/probe.ts', "import { kinds } from '../content/collections.ts';\nexport const probe = kinds;\n");
    expect(value.some((m) => m.startsWith('@typescript-eslint/no-restricted-imports'))).toBe(true);
    const type = await lint('src/catalogue/probe.ts', "import type { CollectionName } from '../content/collections.ts';\nexport type Probe = CollectionName;\n");
    expect(type.filter((m) => m.startsWith('@typescript-eslint/no-restricted-imports'))).toEqual([]);
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
