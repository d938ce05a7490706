import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import sharp, { type OverlayOptions } from 'sharp';
import { tokens } from '../../tailwind.config.ts';
import { buildCache } from '../build-cache.ts';
import { escapeHtml } from './head.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the layout changes, so cached pictures are drawn again. */
const STYLE_VERSION = 'og-v4';
/**
 * JPEG quality of a share picture. Flat colour, a title in large type and a line drawing: at 60 the
 * text and bonds stay clean at the size a link preview shows (checked by eye), and a picture is
 * about a quarter smaller than at 82 (measured on structure pictures: 47 → 34 KB; 3,000 of them are
 * a third of dist/ at that catalogue size).
 */
const OG_QUALITY = 60;
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

/** The text panel: the page's name large, the company's name above it, on the brand colour. */
function panelSvg(rawTitle: string, rawCompany: string): string {
  const title = drawableText(rawTitle);
  const company = drawableText(rawCompany);
  const { size, lines } = titleLayout(title);
  const lineHeight = Math.round(size * 1.15);
  const top = Math.round(OG_HEIGHT / 2 - (lines.length * lineHeight) / 2 + size * 0.8);
  const text = lines.map((l, i) => `<tspan x="56" y="${top + i * lineHeight}">${escapeHtml(l)}</tspan>`).join('');
  const companyLine = wrapText(company, Math.floor(TEXT_WIDTH / (26 * LETTER)), 1)[0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL}" height="${OG_HEIGHT}">
  <rect width="${PANEL}" height="${OG_HEIGHT}" fill="${tokens.color['brand-strong']}"/>
  <rect x="56" y="64" width="72" height="6" fill="${tokens.color.accent}"/>
  <text x="56" y="116" font-family="${FONT}" font-size="26" font-weight="600" fill="${tokens.color['accent-tint']}">${escapeHtml(companyLine)}</text>
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${tokens.color['ink-inverse']}">${text}</text>
</svg>`;
}

/** Draws the picture (uncached). */
export async function drawOgImage(input: OgImageInput, picture: Buffer | null): Promise<Buffer> {
  const layers: OverlayOptions[] = [{ input: Buffer.from(panelSvg(input.title, input.company)), left: 0, top: 0 }];
  if (picture) {
    const width = OG_WIDTH - PANEL;
    const pad = input.fit === 'contain' ? 48 : 0;
    const image = await sharp(picture, { density: 144 })
      .resize(width - pad * 2, OG_HEIGHT - pad * 2, { fit: input.fit, background: tokens.color.surface })
      .flatten({ background: tokens.color.surface })
      .toBuffer();
    layers.push({ input: image, left: PANEL + pad, top: pad });
  }
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: tokens.color['surface-alt'] } })
    .composite(layers)
    // Not mozjpeg: measured, its encoding was 77 of a picture's 96 ms (the whole of a cold build's
    // drawing, 3,000 times over), for a file 18% smaller that only link previews fetch. libjpeg
    // with optimised Huffman tables takes about 6 ms.
    .jpeg({ quality: OG_QUALITY, optimiseCoding: true })
    .toBuffer();
}

/**
 * A 1200×630 JPEG for link previews: the page's name and the company's on the brand colour, beside
 * the page's own picture. Cached by a hash of everything drawn, so only changed pages are drawn again.
 * Returns the picture and its content hash.
 */
export async function ogImage(input: OgImageInput): Promise<{ data: Buffer; hash: string }> {
  const picture = input.source ? readFileSync(input.source) : null;
  const hash = createHash('sha256')
    .update(JSON.stringify([STYLE_VERSION, input.title, input.company, input.fit, tokens.color]))
    .update(picture ?? '')
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(ogCache, `${hash}.jpg`);
  if (existsSync(cached)) return { data: readFileSync(cached), hash };
  const data = await drawOgImage(input, picture);
  mkdirSync(ogCache, { recursive: true });
  // Written whole, then renamed: another render thread may be looking for the same picture.
  const partial = `${cached}.${process.pid}-${threadId}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, cached);
  return { data, hash };
}
