import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { syncWorker } from './sync-worker.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/content/document-types.ts';
import type { Problem } from '../../src/content/problem.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, megabytes } from './file-limits.ts';
import { displayPath } from './model.ts';
import { svgActiveContent } from './svg-check.ts';

/**
 * The files of the content folder as files (issue 47): what the JSON checks cannot see.
 *   - A symbolic link that leads out of the folder is refused and never followed: an editor's
 *     link to /etc or /tmp would publish what is there.
 *   - Every SVG under images/ is read by an XML parser and refused with the element and line of
 *     any active content (svg-check.ts): served from the site's origin, its script would run there.
 *   - Every other picture under images/ is opened with sharp (its format read from its bytes, not
 *     its name; its size in pixels and bytes; every pixel decoded), and every PDF under
 *     documents/ with unpdf, so a file that is not what its name says is named here and never
 *     crashes the build.
 * Every file is checked, named by content or not: the build fails on any problem, so none of them
 * reaches dist/.
 */

const RASTER = /\.(png|jpe?g|webp|avif)$/i;
/** sharp's name of the format a file's extension promises (AVIF is read by libheif). */
const FORMAT_OF: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'heif' };
const FORMAT_NAME: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', heif: 'AVIF', gif: 'GIF', svg: 'SVG', tiff: 'TIFF', pdf: 'PDF' };
const EXTENSION_OF: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', heif: 'avif' };

const inside = (root: string, p: string) => p === root || p.startsWith(root + path.sep);

/** Whether `abs`, a symbolic link, leads out of `realRoot` (a link to a missing file leads nowhere: reported where it is named). */
export function linkLeadsOutside(abs: string, realRoot: string): string | null {
  const target = readlinkSync(abs);
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    real = path.resolve(path.dirname(abs), target);
  }
  return inside(realRoot, real) ? null : target;
}

/** Whether `abs` is, or is inside, a symbolic link out of the content folder `dir` (never to be read). */
export function outsideContent(abs: string, dir: string): boolean {
  try {
    return !inside(realpathSync(dir), realpathSync(abs));
  } catch {
    return false;
  }
}

interface Opened {
  abs: string;
  error?: string;
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
  pages?: number;
}

/** Answers kept by file, size and time: the dev server checks again on every save. */
const openedBefore = new Map<string, Opened>();
/** What the SVG check found in each file, by file, size and time. */
const svgBefore = new Map<string, ReturnType<typeof svgActiveContent>>();
/** Answers for files the editor is about to save, by their bytes (the dev server holds an upload's bytes as one buffer while the editor types). */
const laidBefore = new WeakMap<Uint8Array, Map<string, Opened>>();
const opener = syncWorker('./open-files-worker.mjs');
const TIMEOUT_MS = 120_000;

/** Opens `files` in the worker thread, waiting for the answers (the check is synchronous). */
function openFiles(files: { abs: string; kind: 'picture' | 'pdf'; bytes?: Uint8Array }[]): Opened[] {
  if (!files.length) return [];
  const reply = opener({ files, maxPixels: IMAGE_MAX_PIXELS }, TIMEOUT_MS);
  if (!reply) return files.map((f) => ({ abs: f.abs, error: `not opened in ${TIMEOUT_MS / 1000} s` }));
  return (reply.answer as { answers: Opened[] } | undefined)?.answers ?? files.map((f) => ({ abs: f.abs, error: 'no answer' }));
}

function pictureProblem(rel: string, ext: string, o: Opened): string | null {
  if (o.error) {
    return /unsupported image format|Input (buffer|file) (is|contains)/i.test(o.error)
      ? `"${rel}" is not a picture (its bytes are no image format): save or export it again as ${FORMAT_NAME[FORMAT_OF[ext]!]}`
      : `"${rel}" cannot be read to its end (${o.error.split('\n')[0]}): the file is damaged or cut short: save or export it again`;
  }
  const expected = FORMAT_OF[ext];
  if (o.format !== expected || (o.format === 'heif' && o.compression !== 'av1')) {
    const found = FORMAT_NAME[o.format ?? ''] ?? (o.format ?? 'unknown').toUpperCase();
    const rename = EXTENSION_OF[o.format ?? ''];
    return `"${rel}" holds a ${found} picture, not the ${FORMAT_NAME[expected!]} its name says: ${rename ? `rename it to ".${rename}" (and where content names it)` : 'save it again as PNG, JPEG, WebP or AVIF'}`;
  }
  const pixels = (o.width ?? 0) * (o.height ?? 0);
  if (pixels > IMAGE_MAX_PIXELS) {
    return `"${rel}" is ${o.width} × ${o.height} pixels (${(pixels / 1e6).toFixed(0)} megapixels): the site takes at most ${IMAGE_MAX_PIXELS / 1e6} megapixels (no screen shows more): make it smaller`;
  }
  return null;
}

/** Problems of the files below the content folder `dir`; `overlay` holds files the editor is about to save. */
export function contentFileProblems(dir: string, overlay: ReadonlyMap<string, Uint8Array> = new Map()): Problem[] {
  const problems: Problem[] = [];
  const realRoot = realpathSync(dir);
  const at = (abs: string, message: string, line = 1, column = 1): Problem => ({ file: displayPath(abs), path: '$', message, line, column });
  const toOpen: { abs: string; kind: 'picture' | 'pdf'; bytes?: Uint8Array }[] = [];
  const files: string[] = [];

  const visit = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(folder, e.name);
      if (e.isSymbolicLink()) {
        const target = linkLeadsOutside(abs, realRoot);
        if (target !== null) {
          problems.push(at(abs, `symbolic link to "${target}", outside the content folder: refused, never followed (what it leads to would be published): put the file itself here instead of a link`));
        }
        // A link inside the folder leads to a file that is checked where it is.
        continue;
      }
      if (e.isDirectory()) visit(abs);
      else if (e.isFile()) files.push(abs);
    }
  };
  visit(dir);
  for (const abs of overlay.keys()) if (!files.includes(abs)) files.push(abs);

  for (const abs of files.sort()) {
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    const base = path.basename(abs);
    if (base.startsWith('.')) continue;
    const laid = overlay.get(abs);
    if (rel.startsWith('images/')) {
      const ext = path.extname(abs).slice(1).toLowerCase();
      const bytes = laid?.byteLength ?? lstatSync(abs).size;
      if (ext !== 'svg' && !RASTER.test(abs)) continue;
      if (bytes > IMAGE_MAX_BYTES) {
        problems.push(at(abs, `"${rel}" is ${megabytes(bytes)}: a picture may be at most ${megabytes(IMAGE_MAX_BYTES)} (the build makes its own sizes; a camera original is not needed): save a smaller copy`));
        continue;
      }
      // Read and parsed (or opened) again only when the file changed (the editor's check runs at every keystroke).
      const key = laid ? null : `${abs}\u0000${bytes}\u0000${statSync(abs).mtimeMs}`;
      if (ext === 'svg') {
        let found = key ? svgBefore.get(key) : undefined;
        if (!found) {
          found = svgActiveContent(laid ? Buffer.from(laid).toString('utf8') : readFileSync(abs, 'utf8'));
          if (key) svgBefore.set(key, found);
        }
        for (const p of found) problems.push(at(abs, p.message, p.line, p.column));
        continue;
      }
      const known = key ? openedBefore.get(key) : laidBefore.get(laid!)?.get(abs);
      if (known) {
        const why = pictureProblem(rel, ext, known);
        if (why) problems.push(at(abs, why));
      } else toOpen.push({ abs, kind: 'picture', ...(laid ? { bytes: laid } : {}) });
    } else if (rel.startsWith('documents/') && /\.pdf$/i.test(abs)) {
      // A file that does not start "%PDF-" is named by the document check (checks.ts).
      const head = laid ? Buffer.from(laid.subarray(0, 5)).toString('latin1') : readFileSync(abs).subarray(0, 5).toString('latin1');
      // Nor one past the document limit: that is said there, and this one is not opened.
      if (head !== '%PDF-' || (laid?.byteLength ?? lstatSync(abs).size) > DOCUMENT_MAX_BYTES) continue;
      const key = laid ? null : `${abs}\u0000${lstatSync(abs).size}\u0000${statSync(abs).mtimeMs}`;
      const known = key ? openedBefore.get(key) : undefined;
      if (known?.error) problems.push(at(abs, `"${rel}" cannot be opened as a PDF (${known.error}): export the document as PDF again`));
      else if (!known) toOpen.push({ abs, kind: 'pdf', ...(laid ? { bytes: laid } : {}) });
    }
  }

  for (const o of openFiles(toOpen)) {
    const rel = path.relative(dir, o.abs).split(path.sep).join('/');
    const laid = overlay.get(o.abs);
    if (laid) laidBefore.set(laid, (laidBefore.get(laid) ?? new Map<string, Opened>()).set(o.abs, o));
    else openedBefore.set(`${o.abs}\u0000${lstatSync(o.abs).size}\u0000${statSync(o.abs).mtimeMs}`, o);
    if (rel.startsWith('documents/')) {
      if (o.error) problems.push(at(o.abs, `"${rel}" cannot be opened as a PDF (${o.error}): export the document as PDF again`));
      continue;
    }
    const why = pictureProblem(rel, path.extname(o.abs).slice(1).toLowerCase(), o);
    if (why) problems.push(at(o.abs, why));
  }
  return problems;
}
