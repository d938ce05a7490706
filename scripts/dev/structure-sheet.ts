/**
 * Every structure of the catalogue drawn as the build draws it, to PNG, with a contact sheet, to
 * look at before and after a change to the drawing (structure-layout.ts, entry-images.ts):
 *
 *   npx tsx scripts/dev/structure-sheet.ts /tmp/structures [content-dir]
 *
 * Prints, for each, whether openchemlib's layout had a clash and CoordGen drew it instead.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Molecule } from 'openchemlib';
import sharp from 'sharp';
import { structureSvg } from '../content/entry-images.ts';
import { clashes } from '../content/structure-layout.ts';

const [out = 'structures', contentDir = 'content'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });

const drawn: string[] = [];
const catalogue = path.join(contentDir, 'catalogue');
for (const kind of readdirSync(catalogue)) {
  // English entries only: a translation has the same SMILES.
  for (const file of readdirSync(path.join(catalogue, kind)).filter((f) => /^[a-z0-9-]+\.json$/.test(f))) {
    const { smiles } = JSON.parse(readFileSync(path.join(catalogue, kind, file), 'utf8')) as { smiles?: string };
    if (!smiles) continue;
    const slug = file.replace(/\.json$/, '');
    const started = performance.now();
    const svg = structureSvg(smiles, slug);
    const ms = performance.now() - started;
    writeFileSync(path.join(out, `${slug}.svg`), svg);
    await sharp(Buffer.from(svg), { density: 144 }).flatten({ background: '#ffffff' }).png().toFile(path.join(out, `${slug}.png`));
    const clash = clashes(Molecule.fromSmiles(smiles)).length;
    console.log(`${slug}: ${clash ? `${clash} clash(es) in openchemlib's layout, laid out by CoordGen` : 'no clash'} (${ms.toFixed(0)} ms)`);
    drawn.push(slug);
  }
}

const CELL = 320;
const COLUMNS = 4;
const tiles = await Promise.all(
  drawn.sort().map(async (slug, i) => {
    const [left, top] = [(i % COLUMNS) * CELL, Math.floor(i / COLUMNS) * CELL];
    const picture = await sharp(path.join(out, `${slug}.png`))
      .resize(CELL - 20, CELL - 40, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    const label = Buffer.from(`<svg width="${CELL}" height="24"><text x="4" y="16" font-size="13" font-family="sans-serif">${slug}</text></svg>`);
    return [
      { input: picture, left: left + 10, top: top + 28 },
      { input: label, left, top },
    ];
  }),
);
const sheet = path.join(out, 'sheet.png');
await sharp({ create: { width: COLUMNS * CELL, height: Math.max(1, Math.ceil(drawn.length / COLUMNS)) * CELL, channels: 3, background: '#ffffff' } })
  .composite(tiles.flat())
  .png()
  .toFile(sheet);
console.log(`${drawn.length} structures; contact sheet: ${sheet}`);
