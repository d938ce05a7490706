import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { Molecule } from 'openchemlib';
import { kinds } from '../../src/content/collections.ts';
import type { StructureDrawing } from '../../src/content/define-kind.ts';
import { escapeHtml } from '../render/head.ts';
import { HtmlEdit } from '../render/html-edit.ts';
import type { LoadedEntry } from './model.ts';
import { buildCache } from '../build-cache.ts';
import { untangled } from './structure-layout.ts';

/** Brand palette for structure drawings (images, so raw colours are fine here). */
const BOND = '#0A2E40';
const LABEL: Record<string, string> = { N: '#1F7A99', O: '#B86E12', S: '#8A5A3B', P: '#8A5A3B', F: '#4C8C4A', Cl: '#4C8C4A', Br: '#4C8C4A', I: '#4C8C4A' };
const OTHER = '#5B6770';
// v3: structures openchemlib lays out with a clash are laid out by CoordGen (structure-layout.ts).
const STYLE_VERSION = 'v3';

/** Scale of the cropped drawing (openchemlib draws bonds 24 px long). */
const SCALE = 1.4;

/** Two decimals of a coordinate is a hundredth of a bond; one is still less than a tenth of a pixel. */
const round = (n: string) => String(Number(Number(n).toFixed(1)));

/** A start tag as openchemlib writes them: a name, `name="value"` attributes, maybe `/>`. */
const START_TAG = /<([a-z]+)((?:\s+[\w:-]+="[^"<>]*")*)(\s*\/?)>/g;
const ATTRIBUTE = /(\s+)([\w:-]+)="([^"<>]*)"/g;
/** An invisible hit target, with the line it stands on. */
const HIT_TARGET = /\n?[ \t]*<(?:circle|line)\s[^<>]*\bclass="event"[^<>]*\/>/g;
const BOND_STROKE = new RegExp(`\\sstroke="${BOND}"`, 'i');

/**
 * openchemlib's drawing made smaller for a page that shows it as a picture (issue 30: 3,000 of
 * them): without its editor's invisible hit targets (`class="event"`, opacity 0), every bond's
 * colour and width said once in the drawing's own style rather than on each line (every bond line
 * has the same), coordinates to one decimal. About half the bytes; the same picture.
 *
 * Read tag by tag with a pattern, not parsed: the drawing is openchemlib's own output (every
 * element on a line of its own, every attribute `name="value"`, the hit targets self-closed), and
 * a parse of it was the largest part of a structure's CPU that is ours (2.5 ms of ~12, twice per
 * drawing, at 3,000 distinct molecules). Anything else is left as it is.
 */
export function slim(drawn: string): string {
  return drawn.replace(HIT_TARGET, '').replace(START_TAG, (tag, name: string, attrs: string, end: string) => {
    if (name === 'style') return tag;
    const plainBond = name === 'line' && BOND_STROKE.test(attrs) && /\sstroke-width="1\.6"/.test(attrs);
    const kept = attrs.replace(ATTRIBUTE, (attr, space: string, at: string, value: string) => {
      if (plainBond && (at === 'stroke' || at === 'stroke-width')) return '';
      const short = value.replace(/-?\d+\.\d{2,}/g, round);
      return short === value ? attr : `${space}${at}="${short}"`;
    });
    return `<${name}${kept}${end}>`;
  }).replace('#structure line { stroke-linecap:round; }', `#structure line { stroke-linecap:round; stroke:${BOND}; stroke-width:1.6; }`);
}

/**
 * The colour openchemlib gives an element: the fill of its one-atom drawing. Once per element and
 * thread: drawing and parsing it for every heteroatom of every molecule was a third of a
 * structure's CPU (4.8 of 15 ms, measured on 300 at 3,000 products).
 */
const elementColours = new Map<number, string | undefined>();
function elementColour(atomicNo: number): string | undefined {
  if (!elementColours.has(atomicNo)) {
    const single = new Molecule(1, 0);
    single.addAtom(atomicNo);
    const atom = new HtmlEdit(single.toSVG(60, 60, 'atom'), { fragment: true });
    elementColours.set(atomicNo, atom.all().map((el) => atom.attr(el, 'fill')).find((fill) => fill?.startsWith('rgb(')));
  }
  return elementColours.get(atomicNo);
}

/** Where a drawing's <title> goes: a stand-in no drawing has, replaced by the escaped title. */
const TITLE_SLOT = '\u{E000}structure-title\u{E000}';

/**
 * Drawings by SMILES, this thread's, each split where its title goes. A trader lists one molecule in
 * several grades (and the bench's 3,000 API products are grades of a few dozen molecules): each
 * grade's drawing is the same but for its <title>, and a drawing costs ~14 ms of CPU (parsing the
 * SMILES, the layout and its clash check, openchemlib's SVG, slimming it).
 */
const drawings = new Map<string, readonly [string, string]>();

/**
 * A 2-D structure drawing of `smiles` as SVG in the site's palette: dark bonds, heteroatoms
 * in brand colours, transparent background, intrinsic width and height, a <title>.
 */
export function structureSvg(smiles: string, title: string): string {
  let drawn = drawings.get(smiles);
  if (!drawn) {
    const [before, after] = drawStructure(smiles, title).split(TITLE_SLOT);
    if (after === undefined) throw new Error(`structureSvg: the drawing of ${smiles} lost its title`);
    drawn = [before!, after];
    drawings.set(smiles, drawn);
  }
  return `${drawn[0]}${escapeHtml(title)}${drawn[1]}`;
}

/** structureSvg, drawn; its <title> is TITLE_SLOT (`title` names the structure in layout notes). */
function drawStructure(smiles: string, title: string): string {
  const molecule = untangled(Molecule.fromSmiles(smiles), (note) => console.warn(`Structure drawing "${title}": ${note}`));
  const colourOf = new Map<string, string>([['rgb(0,0,0)', BOND]]);
  for (let i = 0; i < molecule.getAllAtoms(); i++) {
    const label = molecule.getAtomLabel(i);
    if (label === 'C' || label === 'H') continue;
    const rgb = elementColour(molecule.getAtomicNo(i));
    if (rgb && !colourOf.has(rgb)) colourOf.set(rgb, LABEL[label] ?? OTHER);
  }
  const drawn = molecule
    .toSVG(900, 700, 'structure', { suppressChiralText: true, suppressCIPParity: true, suppressESR: true, strokeWidth: 1.6, autoCrop: true, autoCropMargin: 12 })
    .replace(/rgb\(\d+,\d+,\d+\)/g, (rgb: string) => colourOf.get(rgb) ?? OTHER)
    .replace('#structure text {font-family: sans-serif;}', '#structure text {font-family: Inter, Arial, Helvetica, sans-serif; font-weight: 500;}');
  return sized(slim(drawn), `\n  <title>${TITLE_SLOT}</title>`);
}

/**
 * The slimmed drawing at SCALE (its width and height from its viewBox, whole pixels), `inside`
 * written first inside its root.
 */
function sized(svg: string, inside: string): string {
  const root = /^\s*<svg\b[^<>]*>/.exec(svg);
  if (!root) throw new Error('structureSvg: openchemlib\'s drawing does not start with <svg>');
  let tag = root[0];
  const [, , w, h] = (/\sviewBox="([^"]*)"/i.exec(tag)?.[1] ?? '').split(' ').map(Number);
  if (w && h) {
    for (const [name, value] of [['width', w], ['height', h]] as const) {
      const size = String(Math.round(value * SCALE));
      const at = new RegExp(`\\s${name}="[^"]*"`);
      tag = at.test(tag) ? tag.replace(at, ` ${name}="${size}"`) : tag.replace(/\s*\/?>$/, (end) => ` ${name}="${size}"${end}`);
    }
  }
  return `${tag}${inside}${svg.slice(root[0].length)}`;
}

/** Where drawn structures are kept between builds: inside the project, outside the content. */
const structureCache = buildCache('structures');

/** Draws the structure once per SMILES, title and style; returns the file's absolute path. */
function structureFile(slug: string, { smiles, title }: StructureDrawing): string {
  const hash = createHash('sha256').update(`${STYLE_VERSION}\n${smiles}\n${title}`).digest('hex').slice(0, 10);
  const file = path.join(structureCache, `${slug}-${hash}.svg`);
  if (!existsSync(file)) {
    mkdirSync(structureCache, { recursive: true });
    // Written whole, then renamed: the share pictures' thread draws them too while the browser
    // build reads them (scripts/render/share-pictures.ts), and neither may read half a file.
    const partial = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(partial, structureSvg(smiles, title));
    renameSync(partial, file);
  }
  return file;
}

/** Whether `file` is a structure this module drew (a few flat colours: its share picture can be a palette PNG), not a content picture. */
export const isDrawnStructure = (file: string): boolean => path.dirname(file) === structureCache;

/**
 * The files of an entry's pictures beyond those its fields name (its kind's `images`), by field:
 * a picture of the content folder, or a structure drawn once into the cache.
 */
export function entryImages(dir: string, entry: Pick<LoadedEntry, 'collection' | 'slug' | 'data'>): Record<string, string> {
  const images = kinds[entry.collection].images as ((e: unknown) => Partial<Record<string, string | StructureDrawing>>) | undefined;
  const out: Record<string, string> = {};
  for (const [field, image] of Object.entries(images?.(entry.data) ?? {})) {
    if (image) out[field] = typeof image === 'string' ? path.join(dir, image) : structureFile(entry.slug, image);
  }
  return out;
}
