import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Molecule } from 'openchemlib';

/** Brand palette for structure drawings (images, so raw colours are fine here). */
const BOND = '#0A2E40';
const LABEL: Record<string, string> = {
  N: '#1F7A99',
  O: '#B86E12',
  S: '#8A5A3B',
  P: '#8A5A3B',
  F: '#4C8C4A',
  Cl: '#4C8C4A',
  Br: '#4C8C4A',
  I: '#4C8C4A',
};
const OTHER = '#5B6770';
const STYLE_VERSION = 'v1';

/** Scale of the cropped drawing (openchemlib draws bonds 24 px long). */
const SCALE = 1.4;

/**
 * A 2-D structure drawing of `smiles` as SVG in the site's palette: dark bonds, heteroatoms
 * in brand colours, transparent background, intrinsic width and height, a <title>.
 */
export function structureSvg(smiles: string, title: string): string {
  const molecule = Molecule.fromSmiles(smiles);
  const colourOf = new Map<string, string>([['rgb(0,0,0)', BOND]]);
  for (let i = 0; i < molecule.getAllAtoms(); i++) {
    const label = molecule.getAtomLabel(i);
    if (label === 'C' || label === 'H') continue;
    const single = new Molecule(1, 0);
    single.addAtom(molecule.getAtomicNo(i));
    const rgb = /fill="(rgb\([^)]*\))"/.exec(single.toSVG(60, 60, 'atom'))?.[1];
    if (rgb && !colourOf.has(rgb)) colourOf.set(rgb, LABEL[label] ?? OTHER);
  }
  let svg = molecule.toSVG(900, 700, 'structure', {
    suppressChiralText: true,
    suppressCIPParity: true,
    suppressESR: true,
    strokeWidth: 1.6,
    autoCrop: true,
    autoCropMargin: 12,
  });
  svg = svg.replace(/rgb\(\d+,\d+,\d+\)/g, (rgb: string) => colourOf.get(rgb) ?? OTHER);
  svg = svg.replace(/#structure text \{font-family: sans-serif;\}/, '#structure text {font-family: Inter, Arial, Helvetica, sans-serif; font-weight: 500;}');
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  if (box) {
    const [w, h] = [Number(box[1]) * SCALE, Number(box[2]) * SCALE].map((n) => Math.round(n));
    svg = svg.replace(/width="[\d.]+px" height="[\d.]+px"/, `width="${w}" height="${h}"`);
  }
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return svg.replace(/(<svg\b[^>]*>)/, `$1\n  <title>${escaped}</title>`);
}

/** Where drawn structures are kept between builds: inside the project, outside the content. */
export const structureCache = path.resolve('node_modules/.cache/structures');

/** Draws the structure once per SMILES, title and style; returns the file's absolute path. */
export function structureFile(slug: string, smiles: string, title: string): string {
  const hash = createHash('sha256').update(`${STYLE_VERSION}\n${smiles}\n${title}`).digest('hex').slice(0, 10);
  const file = path.join(structureCache, `${slug}-${hash}.svg`);
  if (!existsSync(file)) {
    mkdirSync(structureCache, { recursive: true });
    writeFileSync(file, structureSvg(smiles, title));
  }
  return file;
}
