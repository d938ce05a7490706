#!/usr/bin/env node
// Builds an HTML contact sheet of generated images (for visual review):
//   node scripts/artwork/sheet.mjs out.html [filter] [cols] [width]
import { readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'images');
const [out, filter = '', cols = '4', width = '380'] = process.argv.slice(2);
const walk = (d) => readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? walk(p) : [p]; });
const files = walk(root).filter((f) => f.endsWith('.svg') && new RegExp(filter).test(relative(root, f))).sort();
const cells = files.map((f) => `<figure><img src="data:image/svg+xml;base64,${readFileSync(f).toString('base64')}" style="width:${width}px"><figcaption>${relative(root, f)} (${statSync(f).size} B)</figcaption></figure>`).join('');
writeFileSync(out, `<html><body style="margin:8px;font:12px sans-serif;background:#888;display:grid;grid-template-columns:repeat(${cols},${width}px);gap:8px">${cells}</body></html>`);
console.log(files.length, 'images');
