import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { kinds } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { siteSchema } from '../../src/content/site.ts';
import { decapConfig, type BackendOptions, type CmsConfigInput, type JsonSchema, type KindSource } from './decap-config.ts';

/** A zod schema as the editor sees it: its public JSON Schema, input side (as content/.schemas). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as JsonSchema;
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

/** The catalogue kinds as the editor needs them. */
export function kindSources(): KindSource[] {
  return Object.values(kinds).map((def) => ({
    name: def.name,
    schema: jsonSchemaOf(def.schema),
    identifierField: def.keyField ?? 'title',
    schemaFile: def.jsonSchema,
  }));
}

/** Everything the generator reads, for the content folder at `contentDir` inside the repository at `repoDir`. */
export function cmsInput(contentDir: string, repoDir: string, backend: BackendOptions): CmsConfigInput {
  return {
    contentRoot: path.relative(repoDir, contentDir).split(path.sep).join('/') || '.',
    site: jsonSchemaOf(siteSchema),
    page: jsonSchemaOf(pageSchema),
    kinds: kindSources(),
    pageFolders: pageFolders(contentDir),
    backend,
  };
}

export function cmsConfig(contentDir: string, repoDir: string, backend: BackendOptions) {
  return decapConfig(cmsInput(contentDir, repoDir, backend));
}
