#!/usr/bin/env node
// Generates the site's illustration set under content/images/ from a shared
// motif library (scripts/artwork/lib). Plain Node, no dependencies.
//   node scripts/artwork/generate.mjs [filter]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join as pjoin } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Doc, P, FULL, MONO, withPalette, setTone, TONE, G, use, rng, hash, i, n } from './lib/core.mjs';
import { SCENES } from './scenes.mjs';

const root = pjoin(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'images');
const filter = process.argv[2];
let count = 0;
for (const [path, spec] of Object.entries(SCENES)) {
  if (filter && !path.includes(filter)) continue;
  const [w, h] = spec.size;
  const d = new Doc(w, h, spec.title);
  setTone(spec.tone ?? 'brand');
  Object.assign(P, FULL);
  spec.build(d, hash(path));
  const file = pjoin(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, d.toString());
  count++;
}
console.log(`wrote ${count} files to ${root}`);
