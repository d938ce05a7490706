import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { siteSchema } from '../../src/content/site.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/content/document-types.ts';
import { IMAGE_MAX_BYTES, megabytes } from '../content/file-limits.ts';
import { loadContent } from '../content/load.ts';
import { displayPath } from '../content/model.ts';
import { formatProblem } from '../content/problems.ts';
import { uploadLimit } from './decap-guard.ts';
import { translationFile, type TranslationRequest, type TranslationResult } from './translation-save.ts';

/**
 * The web editor's check of an entry before it is saved: the content check itself
 * (scripts/content), run on the working tree with the entry laid over its file, so the editor and
 * CI say the same thing in the same words. A save that would make another file fail (a renamed
 * product that pages link to) is refused too; problems those files had already are not this
 * save's to fix.
 */

export interface CheckEntryRequest {
  /** The file, relative to the repository (decap-server's folder), e.g. "content/catalogue/api-products/aceclofenac.json". */
  path: string;
  /** A file the save will create rather than change. */
  isNew: boolean;
  data: unknown;
  /**
   * Files Decap saves with the entry (an upload waits for the entry's save), each with all its
   * bytes (the check opens every picture to its end: a part of one is a damaged picture) and its
   * size. An upload larger than the editor may hold comes without bytes: its size is refused.
   */
  media?: EntryMedia[];
  /** Translations saved with it (side by side): checked, and written as `translations[locale].data` says. */
  translations?: TranslationRequest[];
}

export interface EntryMedia {
  path: string;
  size: number;
  bytes?: Uint8Array;
}

export interface CheckEntryResult {
  problems: { path: string; message: string }[];
  elsewhere: string[];
  translations?: Record<string, TranslationResult>;
}

/** The schema of an English content file, by where it is in the content folder (null: not one the editor translates). */
export function schemaOf(contentDir: string, abs: string): z.ZodType | null {
  const rel = path.relative(contentDir, abs).split(path.sep);
  if (rel.length === 1 && rel[0] === 'site.json') return siteSchema;
  if (rel[0] === 'pages') return pageSchema;
  if (rel[0] === 'catalogue' && rel[1] && Object.hasOwn(kinds, rel[1])) return kinds[rel[1] as CollectionName].schema as z.ZodType;
  return null;
}

/** The absolute file a request names, or null if it is not a file (a JSON file, unless `json` is false) inside the content folder. */
export function entryFile(contentDir: string, repoDir: string, rel: string, json = true): string | null {
  if (typeof rel !== 'string' || (json && !rel.endsWith('.json')) || rel.includes('\0')) return null;
  const abs = path.resolve(repoDir, rel);
  const inside = path.relative(contentDir, abs);
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) && !inside.split(path.sep).includes('.schemas') ? abs : null;
}

export function checkEntry(contentDir: string, repoDir: string, request: CheckEntryRequest): CheckEntryResult {
  const abs = entryFile(contentDir, repoDir, request.path);
  if (!abs) return { problems: [{ path: '$', message: `the editor may only save JSON files inside ${displayPath(contentDir)} (not "${String(request.path)}")` }], elsewhere: [] };
  const file = displayPath(abs);
  const overlay = new Map<string, Uint8Array>([[abs, Buffer.from(`${JSON.stringify(request.data, null, 2)}\n`)]]);
  const tooLarge: string[] = [];
  for (const m of request.media ?? []) {
    const file = typeof m?.path === 'string' ? entryFile(contentDir, repoDir, m.path, false) : null;
    if (!file) continue;
    if (m.bytes) overlay.set(file, m.bytes);
    else tooLarge.push(`${displayPath(file)}: $: ${uploadTooLarge(m.path, m.size)}`);
  }
  // Translations written with the entry: as the save will write them, each beside the English file.
  const translations: Record<string, TranslationResult> = {};
  const translationFiles = new Map<string, string>();
  const schema = schemaOf(contentDir, abs);
  for (const t of Array.isArray(request.translations) ? request.translations : []) {
    const expected = `${abs.slice(0, -'.json'.length)}.${String(t?.locale)}.json`;
    const tAbs = typeof t?.path === 'string' ? entryFile(contentDir, repoDir, t.path) : null;
    if (!schema || tAbs !== expected || !/^[a-z]{2}$/.test(String(t.locale))) {
      problemsOf(translations, String(t?.locale), String(t?.path)).problems.push({ path: '$', message: `not a translation of ${file} the editor may write` });
      continue;
    }
    const { data, problem, removed } = translationFile(schema, request.data, t);
    const result = problemsOf(translations, t.locale, t.path);
    result.data = data;
    if (problem) result.problems.push({ path: '$', message: problem });
    result.warnings.push(...(removed ?? []));
    if (data) overlay.set(tAbs, Buffer.from(`${JSON.stringify(data, null, 2)}\n`));
    translationFiles.set(displayPath(tAbs), t.locale);
  }
  const loaded = loadContent(contentDir, { overlay });
  const after = loaded.problems;
  // An expired price or certificate is dropped from the site, not a problem of the content; but the entry being saved may not bring one in.
  const problems = [...after, ...(loaded.dropped ?? [])].filter((p) => p.file === file).map((p) => ({ path: p.path, message: p.message }));
  for (const p of [...after, ...(loaded.content?.translationWarnings ?? [])]) {
    const locale = translationFiles.get(p.file);
    if (!locale || !translations[locale]) continue;
    const list = after.includes(p) ? translations[locale].problems : translations[locale].warnings;
    list.push({ path: p.path, message: p.message });
  }
  if (request.isNew && existsSync(abs)) {
    problems.unshift({ path: '$', message: `an entry with this name is there already (${path.basename(abs)}): give the new entry a name of its own (names must differ, ignoring case)` });
  }
  let elsewhere: string[] = [];
  const others = after.filter((p) => p.file !== file && !translationFiles.has(p.file));
  if (others.length) {
    const before = new Set(loadContent(contentDir).problems.map(formatProblem));
    elsewhere = others.filter((p) => !before.has(formatProblem(p))).map(formatProblem);
  }
  elsewhere.push(...tooLarge);
  return { problems, elsewhere, ...(Object.keys(translations).length ? { translations } : {}) };
}

/** The largest upload the editor holds for the check: the largest file the check allows (file-limits.ts). */
export const UPLOAD_MAX_BYTES = Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES);

/** An upload past every limit, in the check's words (content-files.ts says it of a file on disk). */
function uploadTooLarge(rel: string, size: number): string {
  const limit = uploadLimit(rel);
  return `"${path.basename(rel)}" is ${megabytes(size)}: a ${limit.kind} may be at most ${megabytes(limit.bytes)}: save a smaller copy and upload it again`;
}

function problemsOf(results: Record<string, TranslationResult>, locale: string, file: string): TranslationResult {
  results[locale] ??= { path: file, data: null, problems: [], warnings: [] };
  return results[locale];
}
