import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas } from './json-schemas.ts';

// Always the repo's content/.schemas: the schemas come from code, not from a CONTENT_DIR.
const dir = path.resolve(import.meta.dirname, '../../content/.schemas');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(jsonSchemas())) writeFileSync(path.join(dir, name), text);
console.log(`Wrote ${Object.keys(jsonSchemas()).length} JSON Schemas to content/.schemas`);
