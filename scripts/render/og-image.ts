import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { tokens } from '../../tailwind.config.ts';
import { buildCache } from '../build-cache.ts';
import { escapeHtml } from '../html-edit.ts';
import { PALETTE_PNG_VERSION, palettePng } from './palette-png.ts';
import { svgRootAttributes, withoutTitle } from '../svg-root.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the layout changes, so cached pictures are drawn again. */
const STYLE_VERSION = 'og-v5';
/**
 * JPEG quality of a share picture. Flat colour, a title in large type and a line drawing: at 60 the
 * text and bonds stay clean at the size a link preview shows (checked by eye), and a picture is
 * about a quarter smaller than at 82 (measured on structure pictures: 47 → 34 KB; 3,000 of them are
 * a third of dist/ at that catalogue size).
 */
const OG_QUALITY = 60;
/**
 * Colours of a flat drawing's share picture (a PNG with a palette). A structure drawing's picture is
 * a dozen flat colours (the panel, the frame, bonds and element labels) and their anti-aliased
 * edges: with 16 colours, 4 bits a pixel, it is about half the bytes of the JPEG above (measured on
 * 30 structure pictures: 36.5 → 17.6 KB) and sharper (no ringing around the title or the bonds,
 * checked by eye at 3×). 32 or more colours take 8 bits a pixel and lose most of the gain. At 3,000
 * API products the pictures were 88 MB of a 311 MB dist/ (issue 30: at most 300).
 */
const FLAT_COLOURS = 16;
const PANEL = 560;

/** Where share pictures are kept between builds, by content hash: a rebuild of 3,000 products draws none again. */
export const ogCache = buildCache('og-images');

export interface OgImageInput {
  /** The page's own picture (absolute path), or null for none. */
  source: string | null;
  /** "contain" for a picture shown whole (a chemical structure, a product), "cover" for a banner that may be cropped. */
  fit: 'contain' | 'cover';
  title: string;
  company: string;
  /**
   * The page's picture is a drawing of a few flat colours that the build makes itself (a chemical
   * structure): the share picture is a PNG with a palette. Otherwise (a photo, an editor's
   * illustration, which may hold gradients that 16 colours would band) a JPEG.
   */
  flat?: boolean;
}

/** Breaks `text` into at most `maxLines` lines of about `width` characters, the last one cut with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = last.length < width || !last.includes(' ') ? `${last}…` : `${last.replace(/\s+\S*$/, '')}…`;
  return kept;
}

const FONT = "Inter, 'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";
/** Room for the title: the panel less its margins. */
const TEXT_WIDTH = PANEL - 2 * 56;
/** A bold sans letter's width as a share of its size, generous so that a wider fallback face still fits. */
const LETTER = 0.66;

/** The largest size at which the title fits in four lines without a word wider than the panel. */
export function titleLayout(title: string): { size: number; lines: string[] } {
  const longestWord = Math.max(...title.split(/\s+/).map((w) => w.length));
  for (const size of [64, 56, 48, 42, 36]) {
    const perLine = Math.floor(TEXT_WIDTH / (size * LETTER));
    const lines = wrapText(title, perLine, 4);
    if (longestWord <= perLine && !lines.at(-1)?.endsWith('…')) return { size, lines };
  }
  const size = 32;
  return { size, lines: wrapText(title, Math.floor(TEXT_WIDTH / (size * LETTER)), 4).map((l) => (l.length > 21 ? `${l.slice(0, 20)}…` : l)) };
}

/**
 * What XML 1.0 cannot hold (controls other than tab, line feed and carriage return, U+FFFE,
 * U+FFFF, half a surrogate pair) makes the SVG unreadable and the build fail. The content check
 * refuses control characters in text; whatever else gets through is left out of the picture,
 * never a reason for the build to stop.
 */
// eslint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const drawableText = (text: string) => text.replace(notXml, '');

/** The picture's frame on the right: a page's own picture shown whole, a banner filling it, or none. */
type Frame = OgImageInput['fit'] | 'none';
/** Margin around a picture shown whole. */
const PAD = 48;
/** Where the page's own picture goes. */
const frameBox = (fit: OgImageInput['fit']): Box => {
  const pad = fit === 'contain' ? PAD : 0;
  return { left: PANEL + pad, top: pad, width: OG_WIDTH - PANEL - 2 * pad, height: OG_HEIGHT - 2 * pad };
};

/**
 * What every picture of the build has in common: the brand panel with its accent bar and the
 * company's name, and the frame the page's picture sits in. One SVG rasterised once per company and
 * frame (a handful per build), instead of once per picture.
 */
function backdropSvg(rawCompany: string, frame: Frame): string {
  const company = drawableText(rawCompany);
  const companyLine = wrapText(company, Math.floor(TEXT_WIDTH / (26 * LETTER)), 1)[0] ?? '';
  const box = frameBox('contain');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${tokens.color['surface-alt']}"/>
  ${frame === 'contain' ? `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" fill="${tokens.color.surface}"/>` : ''}
  <rect width="${PANEL}" height="${OG_HEIGHT}" fill="${tokens.color['brand-strong']}"/>
  <rect x="56" y="64" width="72" height="6" fill="${tokens.color.accent}"/>
  <text x="56" y="116" font-family="${FONT}" font-size="26" font-weight="600" fill="${tokens.color['accent-tint']}">${escapeHtml(companyLine)}</text>
</svg>`;
}

/** Raw RGB pixels of `OG_WIDTH` × `OG_HEIGHT`. */
const RAW = { raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3 as const } };

const backdrops = new Map<string, Promise<Buffer>>();
function backdrop(company: string, frame: Frame): Promise<Buffer> {
  const key = JSON.stringify([company, frame]);
  let drawn = backdrops.get(key);
  if (!drawn) {
    drawn = sharp(Buffer.from(backdropSvg(company, frame))).flatten({ background: tokens.color['surface-alt'] }).raw().toBuffer();
    backdrops.set(key, drawn);
  }
  return drawn;
}

/** Pango's font list: the same faces as the SVG's, bold. */
const TITLE_FONT = `${FONT.replaceAll("'", '').replaceAll(', ', ',')} Bold`;

/**
 * The title alone, white on transparent, as tight as its ink (libvips' text: Pango, as librsvg
 * draws SVG text, without an SVG document and a panel-sized canvas around it). Null for a title
 * with nothing to draw.
 */
async function titleRaster(rawTitle: string): Promise<Layer | null> {
  const title = drawableText(rawTitle);
  if (!title.trim()) return null;
  const { size, lines } = titleLayout(title);
  const markup = `<span foreground="${tokens.color['ink-inverse']}">${escapeHtml(lines.join('\n'))}</span>`;
  // Pango's own line advance is about 1.12 × the size; the layout was made for 1.15.
  const spacing = Math.round(size * 0.03);
  const { data, info } = await sharp({ text: { text: markup, font: `${TITLE_FONT} ${size}`, dpi: 72, rgba: true, spacing } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

interface Layer {
  /** RGBA, not premultiplied. */
  data: Buffer;
  width: number;
  height: number;
}
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Lays `layer` over the RGB `canvas` with its top left corner at (left, top), only inside `clip`. */
function blendOver(canvas: Buffer, layer: Layer, left: number, top: number, clip: Box): void {
  const x0 = Math.max(clip.left, left);
  const x1 = Math.min(clip.left + clip.width, left + layer.width);
  const y0 = Math.max(clip.top, top);
  const y1 = Math.min(clip.top + clip.height, top + layer.height);
  const data = layer.data;
  // The layer's pixels as 32-bit words where its bytes start on a word: most of a structure's or a
  // title's box is transparent, and a word of 0 (nothing drawn, alpha 0) is skipped without reading
  // its bytes; an opaque pixel is copied. Measured on 200 structure pictures: 2.3 -> 0.9 ms of CPU.
  const words = data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  for (let y = y0; y < y1; y++) {
    let from = ((y - top) * layer.width + (x0 - left)) * 4;
    let to = (y * OG_WIDTH + x0) * 3;
    for (let x = x0; x < x1; x++, from += 4, to += 3) {
      if (words && words[from >> 2] === 0) continue;
      const a = data[from + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        canvas[to] = data[from]!;
        canvas[to + 1] = data[from + 1]!;
        canvas[to + 2] = data[from + 2]!;
        continue;
      }
      const b = 255 - a;
      canvas[to] = (data[from]! * a + canvas[to]! * b + 127) / 255;
      canvas[to + 1] = (data[from + 1]! * a + canvas[to + 1]! * b + 127) / 255;
      canvas[to + 2] = (data[from + 2]! * a + canvas[to + 2]! * b + 127) / 255;
    }
  }
}

/**
 * The page's own picture sized for `box` (whole inside it for "contain", filling it for "cover"),
 * as RGBA. A drawing (SVG) is rasterised at the size it is shown (a density from its own size),
 * not larger and then scaled down, and laid on the frame here rather than by libvips: measured,
 * a third of what rasterise, resize and flatten cost. Except a drawing with a <pattern> (the
 * banners' dot grids): librsvg draws one slowly at a fractional scale (measured on a banner: 900 ms
 * at 1.26×, 78 ms at 2×), so it is drawn at a whole multiple of its size and scaled down.
 */
async function drawPicture(picture: Buffer, fit: OgImageInput['fit'], box: Box): Promise<Layer> {
  // A drawing's size from its own start tag where it says it in whole pixels (every structure the
  // build draws): libvips' metadata() parses the whole SVG for it, 1.6 ms of a picture's CPU.
  const meta = svgPixelSize(picture) ?? (await sharp(picture).metadata());
  let pipeline = sharp(picture);
  const scaleDown = () => pipeline.resize(box.width, box.height, { fit: fit === 'contain' ? 'inside' : 'cover' });
  if (meta.format === 'svg' && meta.width && meta.height) {
    const scale = (fit === 'contain' ? Math.min : Math.max)(box.width / meta.width, box.height / meta.height);
    if (picture.includes('<pattern')) {
      // Rasterised first, then scaled: in one pipeline libvips would draw it at the final scale.
      const whole = await sharp(picture, { density: 72 * Math.max(1, Math.ceil(scale)) }).raw().toBuffer({ resolveWithObject: true });
      pipeline = sharp(whole.data, { raw: { width: whole.info.width, height: whole.info.height, channels: whole.info.channels } });
      pipeline = scaleDown();
    } else {
      pipeline = sharp(picture, { density: Math.min(100_000, Math.max(1, 72 * scale)) });
      if (fit === 'contain') {
        // librsvg draws 8-bit sRGB with alpha (libvips' svgload): asked to convert to sRGB and add alpha anyway,
        // libvips copied every pixel twice more (measured on 200 structures: 8.1 → 5.2 ms of CPU a
        // picture, the same pixels). Anything else takes the general way below.
        const drawn = await pipeline.raw().toBuffer({ resolveWithObject: true });
        if (drawn.info.channels === 4) return { data: drawn.data, width: drawn.info.width, height: drawn.info.height };
        pipeline = sharp(picture, { density: Math.min(100_000, Math.max(1, 72 * scale)) });
      } else pipeline = scaleDown();
    }
  } else pipeline = scaleDown();
  const { data, info } = await pipeline.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * An SVG's width and height in pixels as librsvg reads them at 72 dpi, from the root's start tag,
 * where both are whole numbers of pixels (`width="412"`, `width="412px"`); null for anything else
 * (units, percentages, a viewBox alone, not an SVG), which metadata() then reads.
 */
export function svgPixelSize(picture: Buffer): { format: 'svg'; width: number; height: number } | null {
  const attrs = svgRootAttributes(picture);
  const pixels = (name: string) => Number(/^\s*([1-9]\d{0,5})(?:px)?\s*$/.exec(attrs?.get(name) ?? '')?.[1] ?? 0);
  const [width, height] = [pixels('width'), pixels('height')];
  return width && height ? { format: 'svg', width, height } : null;
}

/**
 * The same picture is drawn for each language of a page (only the title differs), a molecule's
 * drawing for each of its grades and a banner for every page that has it: the last few drawn are
 * kept, by what they draw (withoutTitle).
 */
const drawnPictures = new Map<string, Promise<Layer>>();
function pictureRaster(picture: Buffer, fit: OgImageInput['fit'], box: Box): Promise<Layer> {
  // By what is drawn: a structure's <title> (its name in the page's language, a grade's name) is not.
  const key = `${fit}:${createHash('sha256').update(picture.includes('<title') ? withoutTitle(picture) : picture).digest('hex')}`;
  const kept = drawnPictures.get(key);
  if (kept) return kept;
  const drawn = drawPicture(picture, fit, box);
  drawnPictures.set(key, drawn);
  drawn.catch(() => drawnPictures.delete(key));
  // Oldest first out: a Map iterates in insertion order.
  if (drawnPictures.size > 32) drawnPictures.delete(drawnPictures.keys().next().value!);
  return drawn;
}

/**
 * Draws the picture (uncached). Measured per picture (issue 30), the old way (an SVG panel with
 * its text, the page's picture drawn at twice its size, libvips compositing both over a 1200×630
 * canvas, then JPEG) took about 56 ms of CPU, the compositing alone 20: now the constant part is
 * rasterised once per build, the title by Pango alone, both laid on a copy of it here, and libvips
 * only rasterises the page's picture and encodes.
 */
export async function drawOgImage(input: OgImageInput, picture: Buffer | null): Promise<Buffer> {
  const frame: Frame = picture ? input.fit : 'none';
  const box = frameBox(input.fit);
  const [base, title, own] = await Promise.all([backdrop(input.company, frame), titleRaster(input.title), picture ? pictureRaster(picture, input.fit, box) : null]);
  // Its own palette (palette-png.ts), not libvips': measured on 30 structure pictures, 12 ms of CPU a
  // picture against libvips' 17 (the JPEG: 5), the same bytes, and each element's label keeps its
  // colour (libimagequant merged chlorine's green and nitrogen's teal into their neighbours).
  // Composed into the thread's one scratch canvas: nothing else runs between its copy and the
  // encoding, which reads it synchronously; a new 2.2 MB buffer a picture cost 1.3 ms of CPU (its
  // memory mapped and zeroed), a copy into the same one 0.2.
  if (input.flat) return palettePng(compose(base, title, own, box, scratchCanvas()), OG_WIDTH, OG_HEIGHT, FLAT_COLOURS);
  // Not mozjpeg: measured, its encoding was 77 of a picture's 96 ms, for a file 18% smaller that
  // only link previews fetch. libjpeg with optimised Huffman tables takes about 5 ms.
  return sharp(compose(base, title, own, box, Buffer.allocUnsafe(base.length)), RAW).jpeg({ quality: OG_QUALITY, optimiseCoding: true }).toBuffer();
}

let scratch: Buffer | null = null;
const scratchCanvas = () => (scratch ??= Buffer.alloc(OG_WIDTH * OG_HEIGHT * 3));

/** The backdrop with the page's picture (in `box`) and the title laid on it, in `canvas` (synchronous: see drawOgImage). */
function compose(base: Buffer, title: Layer | null, own: Layer | null, box: Box, canvas: Buffer): Buffer {
  base.copy(canvas);
  // Centred in its frame; a banner's overflow ("cover") cut at the frame's edges.
  if (own) blendOver(canvas, own, box.left + Math.round((box.width - own.width) / 2), box.top + Math.round((box.height - own.height) / 2), box);
  // The title's ink from the panel's margin, the block centred on the picture's height; never over the picture.
  if (title) blendOver(canvas, title, 58, Math.round((OG_HEIGHT - title.height) / 2 - 4), { left: 0, top: 0, width: PANEL, height: OG_HEIGHT });
  return canvas;
}

/** Where a share picture is, or will be, in the cache: known before it is drawn. */
export interface OgImagePlan {
  /** A hash of everything drawn: the picture's name. */
  hash: string;
  type: 'png' | 'jpg';
  /** The cached file. */
  file: string;
  /** Whether the cache held it when asked. */
  cached: boolean;
  /** The page's own picture, read. */
  picture: Buffer | null;
}

export function ogImagePlan(input: OgImageInput): OgImagePlan {
  const picture = input.source ? readFileSync(input.source) : null;
  const hash = createHash('sha256')
    // A flat picture's key says so; a JPEG's is what it was, so the cache keeps those.
    .update(JSON.stringify([STYLE_VERSION, input.title, input.company, input.fit, tokens.color, ...(input.flat ? [`palette-png-${PALETTE_PNG_VERSION}-${FLAT_COLOURS}`] : [])]))
    .update(picture ?? '')
    .digest('hex')
    .slice(0, 16);
  const type = input.flat ? 'png' : 'jpg';
  const file = path.join(ogCache, `${hash}.${type}`);
  return { hash, type, file, cached: existsSync(file), picture };
}

/**
 * A 1200×630 JPEG or PNG (OgImageInput.flat) for link previews: the page's name and the company's on the brand colour, beside
 * the page's own picture. Cached by a hash of everything drawn, so only changed pages are drawn again.
 * The hash (the picture's file name) is known at once, the picture when drawn: a page's HTML is
 * composed while its picture is drawn on libvips' threads.
 */
export function ogImage(input: OgImageInput, plan: OgImagePlan = ogImagePlan(input)): { hash: string; type: 'png' | 'jpg'; cached: boolean; data: Promise<Buffer> } {
  const { hash, type, file: cached, picture } = plan;
  if (plan.cached) return { hash, type, cached: true, data: Promise.resolve(readFileSync(cached)) };
  const data = drawOgImage(input, picture).then((drawn) => {
    mkdirSync(ogCache, { recursive: true });
    // Written whole, then renamed: another render thread may be looking for the same picture.
    const partial = `${cached}.${process.pid}-${threadId}.tmp`;
    writeFileSync(partial, drawn);
    renameSync(partial, cached);
    return drawn;
  });
  return { hash, type, cached: false, data };
}
