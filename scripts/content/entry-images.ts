import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { Molecule, SmilesParser } from 'openchemlib';
import { kinds } from '../../src/content/collections.ts';
import type { StructureDrawing } from '../../src/content/define-kind.ts';
import type { Token } from 'parse5';
import { escapeAttribute, escapeHtml, HtmlEdit } from '../html-edit.ts';
import type { LoadedEntry } from './model.ts';
import { buildCache } from '../build-cache.ts';
import { untangled } from './structure-layout.ts';
import { svgRootTag, tokenize } from '../svg-root.ts';

/** Brand palette for structure drawings (images, so raw colours are fine here). */
const BOND = '#0A2E40';
const LABEL: Record<string, string> = { N: '#1F7A99', O: '#B86E12', S: '#8A5A3B', P: '#8A5A3B', F: '#4C8C4A', Cl: '#4C8C4A', Br: '#4C8C4A', I: '#4C8C4A' };
const OTHER = '#5B6770';
// v3: structures openchemlib lays out with a clash are laid out by CoordGen (structure-layout.ts).
// v4: the layout's random choices seeded (LAYOUT_SEED).
const STYLE_VERSION = 'v4';

/**
 * openchemlib invents a structure's 2-D coordinates with random choices where a molecule allows
 * several layouts: unseeded, ~13 % of 3,000 distinct molecules came out differently from one build
 * to the next (and a drawing's file name with them). Seeded before every molecule, the same SMILES
 * gives the same drawing in any thread, any order, any build.
 */
const LAYOUT_SEED = 30;
const smilesParser = new SmilesParser();

/** The molecule of `smiles` with 2-D coordinates, laid out the same way every time (LAYOUT_SEED). */
export function laidOut(smiles: string): Molecule {
  smilesParser.setRandomSeed(LAYOUT_SEED);
  return smilesParser.parseMolecule(smiles);
}

/** Scale of the cropped drawing (openchemlib draws bonds 24 px long). */
const SCALE = 1.4;

/** Two decimals of a coordinate is a hundredth of a bond; one is still less than a tenth of a pixel. */
const round = (n: string) => String(Number(Number(n).toFixed(1)));

/** A change to the drawing's text: [start, end) becomes `text`. */
interface Splice {
  start: number;
  end: number;
  text: string;
}

const spliced = (source: string, splices: readonly Splice[]) => {
  let out = '';
  let at = 0;
  for (const s of [...splices].sort((x, y) => x.start - y.start)) {
    out += source.slice(at, s.start) + s.text;
    at = s.end;
  }
  return out + source.slice(at);
};

/**
 * openchemlib's drawing made smaller for a page that shows it as a picture (issue 30: 3,000 of
 * them): without its editor's invisible hit targets (`class="event"`, opacity 0), every bond's
 * colour and width said once in the drawing's own style rather than on each line (every bond line
 * has the same), coordinates to one decimal. About half the bytes; the same picture.
 *
 * Read by parse5's tokenizer, with no tree: a whole parse of it (tree, then edits) was the largest
 * part of a structure's CPU that is ours (2.6 ms of ~12 at 3,000 distinct molecules).
 */
export function slim(drawn: string): string {
  const splices: Splice[] = [];
  // Where the blank text before the current token started (removed with an element, as HtmlEdit.remove does).
  let blankFrom = -1;
  // The name of an element being removed whose end tag is still to come (one not self-closed).
  let removing: string | null = null;
  tokenize(drawn, true, () => ({
    onStartTag(tag: Token.TagToken) {
      const at = tag.location!;
      const from = blankFrom;
      blankFrom = -1;
      if (removing) return;
      const value = (name: string) => tag.attrs.find((a) => a.name === name)?.value;
      if ((tag.tagName === 'circle' || tag.tagName === 'line') && value('class') === 'event') {
        splices.push({ start: from >= 0 ? from : at.startOffset, end: at.endOffset, text: '' });
        if (!tag.selfClosing) removing = tag.tagName;
        return;
      }
      const plainBond = tag.tagName === 'line' && value('stroke')?.toUpperCase() === BOND && value('stroke-width') === '1.6';
      for (const { name, value: v } of tag.attrs) {
        const span = at.attrs?.[name];
        if (!span) continue;
        if (plainBond && (name === 'stroke' || name === 'stroke-width')) {
          const space = /\s/.test(drawn[span.startOffset - 1] ?? '') ? 1 : 0;
          splices.push({ start: span.startOffset - space, end: span.endOffset, text: '' });
          continue;
        }
        const short = v.replace(/-?\d+\.\d{2,}/g, round);
        if (short !== v) splices.push({ start: span.startOffset, end: span.endOffset, text: `${drawn.slice(span.startOffset, span.startOffset + name.length)}="${escapeAttribute(short)}"` });
      }
    },
    onEndTag(tag: Token.TagToken) {
      // The removed element ends here: its removal reaches its end tag.
      if (removing && tag.tagName === removing) {
        splices[splices.length - 1]!.end = tag.location!.endOffset;
        removing = null;
      }
      blankFrom = -1;
    },
    onWhitespaceCharacter(token: Token.CharacterToken) {
      if (blankFrom < 0) blankFrom = token.location!.startOffset;
    },
    onCharacter() {
      blankFrom = -1;
    },
    onNullCharacter() {
      blankFrom = -1;
    },
    onComment() {
      blankFrom = -1;
    },
  }));
  return spliced(drawn, splices).replace('#structure line { stroke-linecap:round; }', `#structure line { stroke-linecap:round; stroke:${BOND}; stroke-width:1.6; }`);
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
  const molecule = untangled(laidOut(smiles), (note) => console.warn(`Structure drawing "${title}": ${note}`));
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
 * written first inside its root: its root's start tag read alone (svgRootTag).
 */
function sized(svg: string, inside: string): string {
  const tag = svgRootTag(svg);
  if (!tag) throw new Error("structureSvg: openchemlib's drawing does not start with <svg>");
  const at = tag.location!;
  const splices: Splice[] = [];
  const [, , w, h] = (tag.attrs.find((a) => a.name === 'viewbox')?.value ?? '').split(' ').map(Number);
  if (w && h) {
    for (const [name, value] of [['width', w], ['height', h]] as const) {
      const text = `${name}="${Math.round(value * SCALE)}"`;
      const span = at.attrs?.[name];
      if (span) splices.push({ start: span.startOffset, end: span.endOffset, text });
      else splices.push({ start: at.endOffset - (tag.selfClosing ? 2 : 1), end: at.endOffset - (tag.selfClosing ? 2 : 1), text: ` ${text}` });
    }
  }
  splices.push({ start: at.endOffset, end: at.endOffset, text: inside });
  return spliced(svg, splices);
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
