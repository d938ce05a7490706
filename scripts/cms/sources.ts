import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { kinds } from '../../src/content/collections.ts';
import { defaultLocale, locales } from '../../src/content/locales.ts';
import { textFields } from '../../src/content/primitives.ts';
import { pageSchema } from '../../src/content/page.ts';
import { siteSchema } from '../../src/content/site.ts';
import { decapConfig, TRANSLATE_KEY, type BackendOptions, type CmsConfigInput, type JsonSchema } from './decap-config.ts';
import { uiCollection } from './ui-collection.ts';
import type { Catalogue } from '../ui/catalogue-check.ts';

/**
 * A zod schema as the editor sees it: its public JSON Schema, input side (as content/.schemas),
 * each string the `textFields` registry marks carrying `x-translate` (its kind), so the editor's
 * translation settings come from the same registry as the content check's (issue 31). An
 * `override` rather than `metadata: textFields`, which would replace the descriptions (the hints).
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      const kind = textFields.get(zodSchema as unknown as z.ZodType)?.translate;
      if (kind) (jsonSchema as JsonSchema)[TRANSLATE_KEY] = kind;
    },
  }) as JsonSchema;
}

/** Folders of content/pages that hold page files ("" for pages/ itself): one editor collection each. */
export function pageFolders(contentDir: string): string[] {
  const root = path.join(contentDir, 'pages');
  const out: string[] = [];
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const entries = readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    if (entries.some((e) => e.isFile() && e.name.endsWith('.json'))) out.push(rel);
    for (const e of entries) if (e.isDirectory() && !e.name.startsWith('.')) visit(rel ? `${rel}/${e.name}` : e.name);
  };
  visit('');
  return out;
}

/** Everything the generator reads, for the content folder at `contentDir` inside the repository at `repoDir`. */
export function cmsInput(contentDir: string, repoDir: string, backend: BackendOptions): CmsConfigInput {
  const contentRoot = path.relative(repoDir, contentDir).split(path.sep).join('/') || '.';
  const english = path.join(contentDir, 'ui', `${defaultLocale}.json`);
  return {
    contentRoot,
    site: jsonSchemaOf(siteSchema),
    page: jsonSchemaOf(pageSchema),
    // The catalogue kinds as the editor needs them.
    kinds: Object.values(kinds).map((def) => ({
      name: def.name,
      schema: jsonSchemaOf(def.schema),
      identifierField: def.keyField ?? 'title',
      schemaFile: def.jsonSchema,
    })),
    pageFolders: pageFolders(contentDir),
    backend,
    ...(existsSync(english) ? { ui: uiCollection(contentRoot, JSON.parse(readFileSync(english, 'utf8')) as Catalogue, locales, defaultLocale) } : {}),
    // Translations sit beside their English file as `<name>.<locale>.json` (content/README.md): Decap's
    // `multiple_files`, except that Decap names the English file `<name>.en.json` too; admin/locale-paths.ts
    // renames between the two on every backend's requests. CMS_TRANSLATIONS=0 turns side by side
    // off (the English files only, translations edited as files).
    ...(process.env.CMS_TRANSLATIONS === '0' ? {} : { i18n: { locales: [...locales], defaultLocale, structure: 'multiple_files' as const } }),
  };
}

export function cmsConfig(contentDir: string, repoDir: string, backend: BackendOptions) {
  return decapConfig(cmsInput(contentDir, repoDir, backend));
}
