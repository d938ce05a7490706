import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pageFile, routeManifest } from '../../src/app/routes.ts';
import { collections, type CollectionName } from '../../src/content/collections.ts';
import { pageSchema, type Page } from '../../src/content/page.ts';
import { siteSchema, type Site } from '../../src/content/site.ts';
import { type Problem, zodProblems } from './problems.ts';
import { runChecks } from './checks.ts';

export interface LoadedEntry {
  collection: CollectionName;
  slug: string;
  file: string;
  key: string;
  parent: string | null;
  title: string;
  data: unknown;
}

export interface LoadedPage {
  routeId: string;
  file: string;
  data: Page;
}

export interface LoadedContent {
  dir: string;
  site: Site;
  siteFile: string;
  pages: LoadedPage[];
  entries: LoadedEntry[];
}

export interface LoadResult {
  problems: Problem[];
  content: LoadedContent | null;
}

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

/** A file name as the problem lines show it: relative to where the command runs. */
export function displayPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel.startsWith('..') ? abs : rel.split(path.sep).join('/');
}

function readJson(abs: string, problems: Problem[]): unknown {
  const file = displayPath(abs);
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch {
    problems.push({ file, path: '$', message: 'file is missing' });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    let where = '';
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      const col = Number(pos[1]) - before.lastIndexOf('\n');
      where = ` (line ${line}, column ${col})`;
    }
    const reason = message.replace(/^(Unexpected token|SyntaxError)?.*?JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '');
    problems.push({ file, path: '$', message: `not valid JSON${where}: ${reason}` });
    return undefined;
  }
}

function parseWith<S extends z.ZodType>(schema: S, abs: string, problems: Problem[]): z.output<S> | undefined {
  const raw = readJson(abs, problems);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) {
    problems.push(...zodProblems(displayPath(abs), result.error));
    return undefined;
  }
  return result.data;
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...listJson(abs));
    else if (name.endsWith('.json')) out.push(abs);
  }
  return out;
}

/** Reads, validates and cross-checks every content file. Problems are collected, never thrown. */
export function loadContent(dir: string = contentDir()): LoadResult {
  const problems: Problem[] = [];
  if (!existsSync(dir)) {
    return { problems: [{ file: displayPath(dir), path: '$', message: 'content folder not found' }], content: null };
  }

  const siteAbs = path.join(dir, 'site.json');
  const site = parseWith(siteSchema, siteAbs, problems);

  const pages: LoadedPage[] = [];
  const routedFiles = new Set<string>();
  for (const route of routeManifest) {
    if (route.kind !== 'page') continue;
    const abs = path.join(dir, pageFile(route.path));
    routedFiles.add(abs);
    if (!existsSync(abs)) {
      problems.push({ file: displayPath(abs), path: '$', message: `file is missing: route "${route.path}" (${route.id}) needs it` });
      continue;
    }
    const data = parseWith(pageSchema, abs, problems);
    if (data) pages.push({ routeId: route.id, file: displayPath(abs), data });
  }
  for (const abs of listJson(path.join(dir, 'pages'))) {
    if (!routedFiles.has(abs)) {
      problems.push({
        file: displayPath(abs),
        path: '$',
        message: 'no route shows this page: add a line for it to src/app/routes.ts, or rename the file to match a route',
      });
    }
  }

  const entries: LoadedEntry[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const def = collections[name];
    const folder = path.join(dir, 'catalogue', name);
    for (const abs of listJson(folder)) {
      const slug = path.basename(abs, '.json');
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        problems.push({ file: displayPath(abs), path: '$', message: 'file name must be lower-case letters, digits and hyphens, e.g. "black-pepper.json"' });
        continue;
      }
      const data = parseWith(def.schema as z.ZodType, abs, problems);
      if (data === undefined) continue;
      const keyFn = def.key as (e: unknown, slug: string) => string;
      const titleFn = def.title as (e: unknown, slug: string) => string;
      const parentFn = def.parent as ((e: unknown) => string) | null;
      entries.push({
        collection: name,
        slug,
        file: displayPath(abs),
        key: keyFn(data, slug),
        parent: parentFn ? parentFn(data) : null,
        title: titleFn(data, slug),
        data,
      });
    }
  }

  if (!site) return { problems, content: null };
  const content: LoadedContent = { dir, site, siteFile: displayPath(siteAbs), pages, entries };
  problems.push(...runChecks(content));
  return { problems, content: problems.length ? null : content };
}
