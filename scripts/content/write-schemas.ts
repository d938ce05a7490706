import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas } from './json-schemas.ts';

// Always the repo's content/.schemas (and the test fixture's copy): the schemas come from code, not from a CONTENT_DIR.
const schemaDirs = ['content/.schemas', 'tests/fixtures/content/.schemas'];

const repo = path.resolve(import.meta.dirname, '../..');
for (const rel of schemaDirs) {
  const dir = path.join(repo, rel);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(jsonSchemas())) writeFileSync(path.join(dir, name), text);
}
console.log(`Wrote ${Object.keys(jsonSchemas()).length} JSON Schemas to ${schemaDirs.join(' and ')}`);
