import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { siteSchema } from '../../src/content/site.ts';
import { entryAddress, localeAddress, pageAddress } from '../../src/routing/addresses.ts';
import type { Page } from '../../src/content/page.ts';
import type { Site } from '../../src/content/site.ts';
import { runChecks } from './checks.ts';
import { dropExpired, dropUnheld, type Dropped } from './expiry.ts';
import { todayIso } from '../../src/content/iso-date.ts';
import { contentFileProblems, outsideContent } from './content-files.ts';
import { JSON_MAX_BYTES, megabytes } from './file-limits.ts';
import { tooDeep, tooDeepMessage } from './json-depth.ts';
import { parseJsonSource, pathSegments, positionOf, type JsonPositions } from './json-source.ts';
import { displayPath, type LoadedEntry, type LoadedPage, type LoadResult } from './model.ts';
import { zodProblems } from './problems.ts';
import { catalogueProblems } from '../ui/catalogue.ts';
import { businessLineProblems } from './agreement.ts';
import { resolveContent } from './resolve.ts';
import { unknownValueMessage } from '../../src/content/suggest.ts';
import { prefixedLocales } from '../../src/content/locales.ts';
import { englishFileName, translationLocale } from '../../src/content/translation.ts';
import { checkTranslation, textLeaves } from './translations.ts';
import { translationTypography } from './typography.ts';
import type { LoadedContent, LoadedTranslation, TranslationSource, TranslationTarget } from './model.ts';

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

/** What a read pass keeps besides problems: where each file's parts are, for line and column. */
interface Reader {
  dir: string;
  problems: Problem[];
  sources: Map<string, JsonPositions>;
  /** Files read from here instead of the disk, by absolute path (see LoadOptions.overlay). */
  overlay: ReadonlyMap<string, Uint8Array>;
  /** Every file as written (before zod's defaults), by absolute path: what a translation is laid over. */
  raws: Map<string, unknown>;
  /** Translation files (`name.fr.json`) found while listing, by absolute path: read after the English. */
  translationFiles: string[];
  /** Every JSON file's text as read, by absolute path (what a translation's check is kept by). */
  texts: Map<string, string>;
}

export interface LoadOptions {
  /**
   * Files to check as if they were on disk, by absolute path, over or beside the folder's own:
   * the web editor's check of an entry before it is saved (scripts/cms/check-entry.ts).
   */
  overlay?: ReadonlyMap<string, Uint8Array>;
  /** The day prices and certificates are valid on, "YYYY-MM-DD" (today's when left out). */
  today?: string;
}

function fsReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'file is missing';
  if (code === 'ELOOP') return 'symbolic link loop: the link points (through other links) back to itself; replace it with the file';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot read the file (permission denied)';
  if (code === 'EISDIR') return 'is a folder, not a file';
  return `cannot read the file (${code ?? String(err)})`;
}

/** Each file's parse by its text, the last one kept (the editor's check reads every file again at every keystroke). */
const parses = new Map<string, { text: string; source: ReturnType<typeof parseJsonSource> }>();

/** parseJsonSource, once per text of a file; its value a copy each time (checks downstream may trim what they are given). */
function keptParse(abs: string, text: string, bytes: Uint8Array): ReturnType<typeof parseJsonSource> {
  let kept = parses.get(abs);
  if (kept?.text !== text) {
    kept = { text, source: parseJsonSource(bytes) };
    parses.set(abs, kept);
  }
  return { ...kept.source, value: structuredClone(kept.source.value) };
}

function readJson(abs: string, r: Reader): unknown {
  const file = displayPath(abs);
  let bytes: Uint8Array;
  // A link out of the content folder is reported by contentFileProblems and never read.
  if (!r.overlay.has(abs) && outsideContent(abs, r.dir)) return undefined;
  try {
    const size = r.overlay.get(abs)?.byteLength ?? statSync(abs).size;
    if (size > JSON_MAX_BYTES) {
      r.problems.push({ file, path: '$', message: `the file is ${megabytes(size)}: a content file may be at most ${megabytes(JSON_MAX_BYTES)} (the largest page is tens of kilobytes): split it, or look for text pasted in by mistake`, line: 1, column: 1 });
      return undefined;
    }
    bytes = r.overlay.get(abs) ?? readFileSync(abs);
  } catch (err) {
    r.problems.push({ file, path: '$', message: fsReason(err), line: 1, column: 1 });
    return undefined;
  }
  // Before parsing: the parser and the checks recurse, and a file nested thousands deep would crash them.
  const deep = tooDeep(bytes);
  if (deep) {
    r.problems.push({ file, path: '$', message: tooDeepMessage(deep), line: deep.line, column: deep.column });
    return undefined;
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  r.texts.set(abs, text);
  const source = keptParse(abs, text, bytes);
  r.sources.set(file, source.positions);
  for (const p of source.problems) r.problems.push({ file, path: jsonPath(p.path), message: p.message, line: p.line, column: p.column });
  return source.value;
}

/** The "$schema" line must lead to this kind's schema in content/.schemas, or the editor helps with the wrong file or none. */
function schemaLineProblem(abs: string, raw: unknown, schemaName: string, dir: string): Problem | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const written = (raw as { $schema?: unknown }).$schema;
  if (typeof written !== 'string') return null;
  const expected = path.join(dir, '.schemas', `${schemaName}.json`);
  const rel = path.relative(path.dirname(abs), expected).split(path.sep).join('/');
  const want = rel.startsWith('.') ? rel : `./${rel}`;
  const target = path.resolve(path.dirname(abs), written);
  const file = displayPath(abs);
  if (target === expected && existsSync(expected)) return null;
  if (!/^https?:/.test(written) && existsSync(target) && statSync(target).isFile()) {
    return { file, path: '$schema', message: `"${written}" is the schema of another kind of file: write "${want}" (the schema of ${schemaName === 'site' ? 'site.json' : `a ${schemaName.replace('-', ' ')}`})` };
  }
  return { file, path: '$schema', message: `"${written}" points to a missing file, so your editor cannot check or complete this file: write "${want}"` };
}

function parseWith<S extends z.ZodType>(schema: S, schemaName: string, abs: string, r: Reader, read?: (raw: unknown) => void): z.output<S> | undefined {
  const raw = readJson(abs, r);
  if (raw === undefined) return undefined;
  r.raws.set(abs, raw);
  read?.(raw);
  const schemaLine = schemaLineProblem(abs, raw, schemaName, r.dir);
  if (schemaLine) r.problems.push(schemaLine);
  const result = schema.safeParse(raw);
  if (!result.success) {
    r.problems.push(...zodProblems(displayPath(abs), result.error, { schema, data: raw }));
    return undefined;
  }
  return result.data;
}

/**
 * Every .json file below `dir`, in name order. A symbolic link that leads nowhere or in a circle
 * is reported as one line (not a Node stack), and a folder is never walked twice.
 */
function listJson(dir: string, r: Reader, seen = new Set<string>()): string[] {
  if (!existsSync(dir)) return [];
  try {
    const real = realpathSync(dir);
    if (seen.has(real)) return [];
    seen.add(real);
  } catch {
    return [];
  }
  const out: string[] = [];
  const names = new Set(readdirSync(dir));
  for (const abs of r.overlay.keys()) if (path.dirname(abs) === dir) names.add(path.basename(abs));
  for (const name of [...names].sort()) {
    const abs = path.join(dir, name);
    // Never followed out of the content folder (contentFileProblems names the link).
    if (!r.overlay.has(abs) && outsideContent(abs, r.dir)) continue;
    let isDir: boolean;
    try {
      isDir = r.overlay.has(abs) ? false : statSync(abs).isDirectory();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      let target = '';
      try {
        target = readlinkSync(abs);
      } catch {
        /* not a link */
      }
      const message =
        code === 'ENOENT'
          ? `symbolic link to "${target}" leads nowhere (the file it points to is missing): remove the link or restore the file`
          : fsReason(err);
      r.problems.push({ file: displayPath(abs), path: '$', message, line: 1, column: 1 });
      continue;
    }
    if (isDir) out.push(...listJson(abs, r, seen));
    else if (translationLocale(name)) r.translationFiles.push(abs);
    else if (name.endsWith('.json')) out.push(abs);
  }
  return out;
}

function loadPages(r: Reader, present: Set<string>): LoadedPage[] {
  const pages: LoadedPage[] = [];
  const root = path.join(r.dir, 'pages');
  for (const abs of listJson(root, r)) {
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const file = displayPath(abs);
    if (!/^([A-Za-z0-9]+(-[A-Za-z0-9]+)*\/)*[A-Za-z0-9]+(-[A-Za-z0-9]+)*\.json$/.test(rel)) {
      r.problems.push({ file, path: '$', message: 'page file and folder names are letters, digits and hyphens, e.g. "pages/business/sesame-seeds.json" (the path is the page address)', line: 1, column: 1 });
      continue;
    }
    const first = rel.split('/')[0]!.replace(/\.json$/, '');
    if ((prefixedLocales as readonly string[]).includes(first.toLowerCase())) {
      r.problems.push({ file, path: '$', message: `"${first}" is the address of the site in another language (/${first.toLowerCase()}/...): name the page or folder otherwise`, line: 1, column: 1 });
      continue;
    }
    const address = pageAddress(rel);
    present.add(address.hashPath);
    const data = parseWith(pageSchema, 'page', abs, r);
    if (!data) continue;
    pages.push({ id: address.id, path: address.hashPath, file, hidden: data.hidden, data, address });
  }
  return pages;
}

function loadEntries(r: Reader, present: Map<CollectionName, Set<string>>, presentKeys: Map<CollectionName, Set<string>>): LoadedEntry[] {
  const entries: Omit<LoadedEntry, 'address'>[] = [];
  const names = Object.keys(kinds) as CollectionName[];
  // A misnamed catalogue folder would be skipped without a word.
  const catalogue = path.join(r.dir, 'catalogue');
  if (existsSync(catalogue)) {
    for (const folder of readdirSync(catalogue).sort()) {
      if (folder.startsWith('.') || (names as string[]).includes(folder)) continue;
      r.problems.push({ file: displayPath(path.join(catalogue, folder)), path: '$', message: unknownValueMessage('unknown catalogue folder', folder, names), line: 1, column: 1 });
    }
  }
  for (const name of names) {
    const def = kinds[name];
    const slugs = new Set<string>();
    present.set(name, slugs);
    const keys = new Set<string>();
    presentKeys.set(name, keys);
    for (const abs of listJson(path.join(catalogue, name), r)) {
      const slug = path.basename(abs, '.json');
      slugs.add(slug);
      const file = displayPath(abs);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        r.problems.push({ file, path: '$', message: 'file name must be lower-case letters, digits and hyphens, e.g. "black-pepper.json"', line: 1, column: 1 });
        continue;
      }
      if (!def.keyField) keys.add(slug);
      const data = parseWith(def.schema as z.ZodType, def.jsonSchema, abs, r, (raw) => {
        const key = def.keyField && raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[def.keyField] : undefined;
        if (typeof key === 'string') keys.add(key.trim().toLowerCase());
      }) as { hidden?: boolean } | undefined;
      if (data === undefined) continue;
      const call = <T>(fn: (e: never, slug: string) => T) => (fn as (e: unknown, slug: string) => T)(data, slug);
      entries.push({
        collection: name,
        slug,
        file,
        key: call(def.key),
        parent: def.parent ? (def.parent.key as (e: unknown) => string)(data) : null,
        title: call(def.title),
        description: call(def.description as (e: never) => string),
        hidden: data.hidden === true,
        data,
      });
    }
  }
  // An entry's address names its parent's file, so every entry is read first.
  const slugs = new Map(entries.map((e) => [`${e.collection}\u0000${e.key.toLowerCase()}`, e.slug]));
  return entries.map((e) => {
    const def = kinds[e.collection];
    const parentSlug = def.parent && e.parent !== null ? (slugs.get(`${def.parent.kind}\u0000${e.parent.toLowerCase()}`) ?? null) : null;
    return { ...e, address: entryAddress(def.route, e, parentSlug) };
  });
}

/** Translation checks by the two files' texts: the editor's check loads the content again at every keystroke, and a translation is the slowest part. */
const translationChecks = new Map<string, ReturnType<typeof checkTranslation>>();

/** checkTranslation's report for these texts, run once; a copy each time (what is shown is trimmed of expired prices afterwards, in place). */
function keptTranslationCheck(key: string, run: () => ReturnType<typeof checkTranslation>): ReturnType<typeof checkTranslation> {
  let kept = translationChecks.get(key);
  if (!kept) {
    kept = run();
    if (translationChecks.size > 5_000) translationChecks.clear();
    translationChecks.set(key, kept);
  }
  return structuredClone(kept);
}

/**
 * Reads every translation file found beside an English one and checks it against it (see
 * translations.ts). A translation of an English file with mistakes is not checked: the English
 * is reported, and the translation is checked again once it is fixed.
 */
function loadTranslations(r: Reader, siteAbs: string, allPages: LoadedPage[], allEntries: LoadedEntry[]): { translations: LoadedTranslation[]; warnings: Problem[]; sources: TranslationSource[] } {
  const translations: LoadedTranslation[] = [];
  const warnings: Problem[] = [];
  const pagesByFile = new Map(allPages.map((p) => [p.file, p]));
  const entriesByFile = new Map(allEntries.map((e) => [e.file, e]));
  const fieldsOf = (file: string, schema: z.ZodType) => {
    const raw = r.raws.get(path.resolve(file));
    return raw === undefined ? 0 : textLeaves(schema, raw).length;
  };
  // Plain data (the build posts the content to its render workers, which cannot take a function).
  const sources: TranslationSource[] = [
    { file: displayPath(siteAbs), hidden: false, fields: fieldsOf(displayPath(siteAbs), siteSchema) },
    ...allPages.map((p) => ({ file: p.file, hidden: p.hidden, fields: fieldsOf(p.file, pageSchema) })),
    ...allEntries.map((e) => ({ file: e.file, hidden: e.hidden, fields: fieldsOf(e.file, kinds[e.collection].schema as z.ZodType) })),
  ];
  const withProblems = new Set(r.problems.map((p) => p.file));
  for (const abs of [...r.translationFiles].sort()) {
    const file = displayPath(abs);
    const locale = translationLocale(path.basename(abs))!;
    const englishAbs = path.join(path.dirname(abs), englishFileName(path.basename(abs)));
    const english = displayPath(englishAbs);
    if (!r.overlay.has(englishAbs) && !existsSync(englishAbs)) {
      r.problems.push({ file, path: '$', message: `translates "${path.basename(englishAbs)}", which is not here: a translation sits beside its English file, named like it with the language before ".json"`, line: 1, column: 1 });
      continue;
    }
    const page = pagesByFile.get(english);
    const entry = entriesByFile.get(english);
    const target: TranslationTarget | null =
      englishAbs === siteAbs ? { kind: 'site' } : page ? { kind: 'page', id: page.id } : entry ? { kind: 'entry', collection: entry.collection, slug: entry.slug } : null;
    const raw = r.raws.get(englishAbs);
    if (!target || raw === undefined || withProblems.has(english)) continue;
    const schema = (target.kind === 'site' ? siteSchema : target.kind === 'page' ? pageSchema : kinds[target.collection].schema) as z.ZodType;
    const translation = readJson(abs, r);
    if (translation === undefined) continue;
    const report = keptTranslationCheck(`${file}\u0000${r.texts.get(englishAbs)}\u0000${r.texts.get(abs)}`, () => checkTranslation(file, schema, raw, translation, translationTypography[locale]));
    r.problems.push(...report.errors);
    warnings.push(...report.warnings);
    if (report.data === null || !report.meta) continue;
    translations.push({ locale, file, english, target, review: report.meta.review, data: report.data, fields: report.fields, translated: report.translated });
  }
  return { translations, warnings, sources };
}

/**
 * What the site shows in each language: the pages and entries shown in English that have a
 * translation, with the translated text, their tokens filled and links to hidden things removed
 * as in English, at their addresses in that language; and site.json translated where it is.
 */
function localizedContent(
  english: { site: Site; shownSite: Site; allPages: LoadedPage[]; allEntries: LoadedEntry[] },
  translations: LoadedTranslation[],
): LoadedContent['localized'] {
  const out = {} as LoadedContent['localized'];
  for (const locale of prefixedLocales) {
    const mine = translations.filter((t) => t.locale === locale);
    // Nothing translated into it: nothing to publish (and no second pass over the whole content).
    if (!mine.length) {
      out[locale] = { site: english.shownSite, pages: [], entries: [] };
      continue;
    }
    const pageData = new Map(mine.flatMap((t) => (t.target.kind === 'page' ? [[t.target.id, t.data as Page] as const] : [])));
    const entryData = new Map(mine.flatMap((t) => (t.target.kind === 'entry' ? [[`${t.target.collection}/${t.target.slug}`, t.data] as const] : [])));
    const siteData = mine.find((t) => t.target.kind === 'site')?.data as Site | undefined;
    const shown = resolveContent({
      site: siteData ?? english.site,
      pages: english.allPages.map((p) => (pageData.has(p.id) ? { ...p, data: pageData.get(p.id)! } : p)),
      entries: english.allEntries.map((e) => {
        const data = entryData.get(`${e.collection}/${e.slug}`);
        if (data === undefined) return e;
        const def = kinds[e.collection];
        const call = <T>(fn: (x: never, slug: string) => T) => (fn as (x: unknown, slug: string) => T)(data, e.slug);
        return { ...e, data, title: call(def.title), description: call(def.description as (x: never) => string) };
      }),
    }, new Date(), locale);
    out[locale] = {
      site: shown.site,
      pages: shown.pages.filter((p) => pageData.has(p.id)).map((p) => ({ ...p, address: localeAddress(p.address, locale) })),
      entries: shown.entries.filter((e) => entryData.has(`${e.collection}/${e.slug}`)).map((e) => ({ ...e, address: localeAddress(e.address, locale) })),
    };
  }
  return out;
}

/** Gives every problem a line and column: its own, or that of the nearest part of its path the file has. */
export function locate(problems: Problem[], sources: ReadonlyMap<string, JsonPositions>): Problem[] {
  return problems.map((p) => {
    if (p.line !== undefined && p.column !== undefined) return p;
    const root = sources.get(p.file);
    const at = root ? positionOf(root, pathSegments(p.path)) : { line: 1, column: 1 };
    return { ...p, line: at.line, column: at.column };
  });
}

/** Problems in the order of the files and places they name, each once. */
function tidy(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\u0000${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads, validates and cross-checks every content file. Problems are collected, never thrown:
 * every file whose shape is valid is checked for links, images and domain rules even when
 * others are not, so one run reports everything.
 */
export function loadContent(folder: string = contentDir(), options: LoadOptions = {}): LoadResult {
  const dir = path.resolve(folder);
  if (!existsSync(dir)) {
    return { problems: [{ file: displayPath(dir), path: '$', message: 'content folder not found', line: 1, column: 1 }], content: null };
  }
  const r: Reader = { dir, problems: [], sources: new Map(), overlay: options.overlay ?? new Map(), raws: new Map(), translationFiles: [], texts: new Map() };
  const siteAbs = path.join(dir, 'site.json');
  const site = parseWith(siteSchema, 'site', siteAbs, r);
  for (const locale of prefixedLocales) {
    const abs = path.join(dir, `site.${locale}.json`);
    if (r.overlay.has(abs) || existsSync(abs)) r.translationFiles.push(abs);
  }
  const pagePaths = new Set<string>();
  const allPages = loadPages(r, pagePaths);
  const present = new Map<CollectionName, Set<string>>();
  const presentKeys = new Map<CollectionName, Set<string>>();
  const allEntries = loadEntries(r, present, presentKeys);

  const checked = { dir, site: site ?? null, siteFile: displayPath(siteAbs), allPages, allEntries, present, presentKeys, pagePaths, overlay: r.overlay };
  r.problems.push(...runChecks(checked));
  r.problems.push(...contentFileProblems(dir, r.overlay));
  // The UI's word catalogues (ui/<locale>.json), where this content folder has them; the build reads content/ui otherwise.
  if (existsSync(path.join(dir, 'ui'))) r.problems.push(...catalogueProblems(path.join(dir, 'ui'), displayPath, r.overlay));
  const translated = loadTranslations(r, siteAbs, allPages, allEntries);
  // Checked as written, then what has expired is dropped: every output is made from what is left.
  const dropped: Dropped[] = [];
  const today = options.today ?? todayIso();
  if (site) dropExpired(checked.siteFile, site, today, dropped);
  for (const p of allPages) dropExpired(p.file, p.data, today, dropped);
  for (const e of allEntries) dropExpired(e.file, e.data, today, dropped);
  // A translation carries the English's prices (laid over it): the same ones go, reported once (by the English file).
  for (const t of translated.translations) dropExpired(t.file, t.data, today, []);
  // Products then name only certificates still held.
  const held = new Set((site?.certificates ?? []).map((c) => c.type));
  for (const d of [...allPages, ...allEntries, ...translated.translations]) dropUnheld(d.data, held);
  const expired = locate(dropped, r.sources) as Dropped[];
  const problems = locate(tidy(r.problems), r.sources);
  if (!site || problems.length) return { problems, content: null, dropped: expired };
  const { pages, entries, site: shown } = resolveContent({ site, pages: allPages, entries: allEntries });
  // Rules about what the pages say once their tokens are filled in.
  const stated = locate(businessLineProblems(pages), r.sources);
  if (stated.length) return { problems: stated, content: null };
  const translationWarnings = locate(translated.warnings, r.sources);
  const localized = localizedContent({ site, shownSite: shown, allPages, allEntries }, translated.translations);
  return {
    problems,
    dropped: expired,
    content: { dir, dropped: expired, site: shown, writtenSite: site, siteFile: checked.siteFile, pages, entries, allPages, allEntries, translations: translated.translations, translationWarnings, translationSources: translated.sources, localized },
  };
}

export { displayPath } from './model.ts';
