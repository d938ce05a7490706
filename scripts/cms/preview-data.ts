import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { loadContent } from '../content/load.ts';
import { displayPath, type LoadedEntry } from '../content/model.ts';
import { formatProblem } from '../content/problems.ts';
import { contentIconNode } from '../vite/icon-data.ts';
import { svgSize } from '../vite/content-plugin.ts';
import { entryFile } from './check-entry.ts';
import { jsonSchemaOf } from './sources.ts';
import { entryImages } from '../content/entry-images.ts';

/**
 * What the editor's preview draws an unsaved entry with: the entry as the site's own views get it
 * (pictures with their sizes, icons as drawings, documents with their sizes, text tokens worked
 * out, an API's structure drawn from its SMILES), as the content plugin gives it to the site, but
 * as JSON with the dev server's addresses of the files.
 */

export type PreviewData =
  | { kind: 'page'; page: unknown; problems: string[] }
  | { kind: 'entry'; collection: CollectionName; entry: unknown; item: unknown; children: unknown[]; parent: unknown; problems: string[] }
  | { kind: 'none'; problems: string[] };

/** The dev server's address of a file (Vite serves files of allowed folders under /@fs). */
const fileUrl = (abs: string) => `/@fs${abs.split(path.sep).join('/')}`;

async function imageSize(abs: string): Promise<{ width: number; height: number } | null> {
  try {
    if (abs.endsWith('.svg')) return svgSize(readFileSync(abs, 'utf8'));
    const meta = await sharp(abs).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

async function resolveImage(abs: string): Promise<{ src: string; width: number; height: number } | null> {
  if (!existsSync(abs)) return null;
  const size = await imageSize(abs);
  return { src: fileUrl(abs), width: size?.width ?? 800, height: size?.height ?? 600 };
}

/** Content as the browser receives it (see src/content/resolved.ts), with a missing picture left out rather than broken. */
export async function resolveForPreview(value: unknown, dir: string, key = ''): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveForPreview(v, dir)));
  if (key === 'icon' && typeof value === 'string') {
    try {
      return { name: value, node: await contentIconNode(value) };
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$schema') continue;
    out[k] = await resolveForPreview(v, dir, k);
  }
  if (typeof out.src === 'string' && out.src.startsWith('images/')) {
    const image = await resolveImage(path.join(dir, out.src));
    return image ? { ...out, ...image } : undefined;
  }
  if (typeof out.file === 'string' && out.file.startsWith('documents/')) {
    const abs = path.join(dir, out.file);
    const { file: _file, ...rest } = out;
    return existsSync(abs) ? { ...rest, url: fileUrl(abs), bytes: statSync(abs).size } : { ...rest, url: '#', bytes: 0 };
  }
  return out;
}

/** The schema's defaults where an unsaved (not yet valid) entry leaves a key out, so the view has its lists to draw. */
function withDefaults(value: unknown, schema: Record<string, unknown>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, prop] of Object.entries(props)) {
    if (out[key] === undefined && prop.default !== undefined) out[key] = structuredClone(prop.default);
    else if (out[key] && prop.type === 'object') out[key] = withDefaults(out[key], prop);
  }
  return out;
}

function indexItem(e: LoadedEntry) {
  const summary = kinds[e.collection].summary as (x: unknown) => unknown;
  return { slug: e.slug, key: e.key, parent: e.parent, title: e.title, description: e.description, summary: summary(e.data) };
}

export async function previewData(contentDir: string, repoDir: string, request: { path: string; collection: string; data: unknown }): Promise<PreviewData> {
  const abs = entryFile(contentDir, repoDir, request.path);
  if (!abs) return { kind: 'none', problems: [`not a content file: ${request.path}`] };
  const file = displayPath(abs);
  const overlay = new Map([[abs, Buffer.from(JSON.stringify(request.data))]]);
  const { problems, content } = loadContent(contentDir, { overlay });
  const own = problems.filter((p) => p.file === file).map(formatProblem);

  if (request.collection === 'site' || request.collection === 'launch') return { kind: 'none', problems: own };
  const collection = Object.hasOwn(kinds, request.collection) ? (request.collection as CollectionName) : null;

  if (!collection) {
    // Shown pages have their text tokens worked out; a hidden page or one with problems is drawn as written.
    const page = content?.pages.find((p) => p.file === file)?.data ?? request.data;
    return { kind: 'page', page: await resolveForPreview(page, contentDir), problems: own };
  }

  const def = kinds[collection];
  const loaded = content?.entries.find((e) => e.file === file) ?? content?.allEntries.find((e) => e.file === file);
  const slug = path.basename(abs, '.json');
  const data = (loaded?.data ?? withDefaults(request.data, jsonSchemaOf(def.schema))) as Record<string, unknown>;
  const entry = (await resolveForPreview(data, contentDir)) as Record<string, unknown>;
  try {
    for (const [key, imageFile] of Object.entries(entryImages(contentDir, { collection, slug, data }))) {
      const image = await resolveImage(imageFile);
      if (image) entry[key] = image;
    }
  } catch {
    // An unreadable SMILES draws nothing; the check says why.
  }
  // The views print the entry's real address on its sheet: a new entry has none yet, so the preview uses the home address.
  const item = loaded
    ? { ...((await resolveForPreview(indexItem(loaded), contentDir)) as object), realPath: loaded.address.realPath }
    : { slug, key: slug, parent: null, title: String(data[def.keyField ?? 'title'] ?? slug), description: '', summary: {}, realPath: '/' };
  const children = content && def.children ? await Promise.all(content.entries.filter((e) => e.collection === def.children && e.parent?.toLowerCase() === loaded?.key.toLowerCase()).map((e) => resolveForPreview(indexItem(e), contentDir))) : [];
  const parentEntry = content && def.parent && loaded?.parent ? content.entries.find((e) => e.collection === def.parent!.kind && e.key.toLowerCase() === loaded.parent!.toLowerCase()) : undefined;
  return { kind: 'entry', collection, entry, item, children, parent: parentEntry ? await resolveForPreview(indexItem(parentEntry), contentDir) : null, problems: own };
}
