import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { bucketCount, bucketOf } from '../../src/content/bucket.ts';
import { collections } from '../../src/content/collections.ts';
import { contentDir, loadContent, type LoadedContent, type LoadResult } from './load.ts';
import { formatProblem } from './problems.ts';
import { extraEntryImages } from './entry-images.ts';
import { contentIconNode, lucideNode } from './icon-data.ts';
import { iconNames, uiIcons } from '../../src/content/icons.ts';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;

interface ImageInfo {
  width: number;
  height: number;
}

/** Intrinsic size of an SVG from its width/height attributes, else its viewBox. */
export function svgSize(svg: string): ImageInfo | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const num = (name: string) => {
    const m = new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag);
    return m ? Number(m[1]) : null;
  };
  const w = num('width');
  const h = num('height');
  if (w && h) return { width: Math.round(w), height: Math.round(h) };
  const vb = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  return vb ? { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) } : null;
}

const RASTER_WIDTHS = [480, 960, 1600];

class ModuleWriter {
  private imports: string[] = [];
  private decls: string[] = [];
  private byPath = new Map<string, string>();
  constructor(
    private readonly images: (abs: string) => Promise<ImageInfo>,
    /** A JS expression for a drawing's URL: the built asset's URL, or the dev server's path to the file. */
    private readonly assetUrl: (abs: string) => string,
  ) {}

  async image(abs: string): Promise<string> {
    const known = this.byPath.get(abs);
    if (known) return known;
    const name = `img${this.byPath.size}`;
    this.byPath.set(abs, name);
    const { width, height } = await this.images(abs);
    if (abs.endsWith('.svg')) {
      this.decls.push(`const ${name} = { src: ${this.assetUrl(abs)}, width: ${width}, height: ${height} };`);
    } else {
      const widths = [...RASTER_WIDTHS.filter((w) => w < width), width].join(';');
      const fallback = abs.endsWith('.png') ? 'png' : 'jpg';
      this.imports.push(`import ${name}_pic from ${JSON.stringify(`${abs}?w=${widths}&format=avif;webp;${fallback}&as=picture`)};`);
      this.decls.push(
        `const ${name} = { src: ${name}_pic.img.src, width: ${width}, height: ${height}, sources: [{ type: 'image/avif', srcset: ${name}_pic.sources.avif }, { type: 'image/webp', srcset: ${name}_pic.sources.webp }] };`,
      );
    }
    return name;
  }

  /** JS source of `value`, with every `{ src: "images/..." }` object spread over its resolved image. */
  async expression(value: unknown, dir: string): Promise<string> {
    const pending: { marker: string; abs: string; rest: Record<string, unknown> }[] = [];
    const icons = new Map<string, unknown>();
    for (const name of iconFieldValues(value)) icons.set(name, { name, node: await contentIconNode(name) });
    const json = JSON.stringify(value, (key, v: unknown) => {
      if (key === '$schema') return undefined;
      if (key === 'icon' && typeof v === 'string' && icons.has(v)) return icons.get(v);
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { src?: unknown }).src === 'string') {
        const { src, ...rest } = v as { src: string };
        if (src.startsWith('images/')) {
          const marker = `@@IMG${pending.length}@@`;
          pending.push({ marker, abs: path.join(dir, src), rest });
          return marker;
        }
      }
      return v;
    });
    let code = json ?? 'undefined';
    for (const p of pending) {
      const name = await this.image(p.abs);
      code = code.replace(JSON.stringify(p.marker), `{ ...${name}, ...${JSON.stringify(p.rest)} }`);
    }
    return code;
  }

  module(body: string): string {
    return [...this.imports, ...this.decls, body].join('\n');
  }
}

/** Values of every field named "icon" that names a content icon. */
function iconFieldValues(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => iconFieldValues(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'icon' && typeof v === 'string' && (iconNames as readonly string[]).includes(v)) found.add(v);
      else iconFieldValues(v, found);
    }
  }
  return found;
}

export interface ContentPluginOptions {
  dir?: string;
}

/**
 * Validates content/ on every build and dev-server start (and on every edit in dev), and serves
 * it as small virtual modules, so a route downloads only its own page or entry and zod stays
 * on the build machine.
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  const dir = options.dir ?? contentDir();
  let result: LoadResult | null = null;
  const sizes = new Map<string, ImageInfo>();
  let serving = false;
  const emitted = new Map<string, string>();

  const load = (): LoadResult => {
    result = loadContent(dir);
    return result;
  };
  const problemsText = (r: LoadResult) => `Content problems:\n${r.problems.map(formatProblem).join('\n')}`;
  const content = (): LoadedContent => {
    const r = result ?? load();
    if (!r.content) throw new Error(problemsText(r));
    return r.content;
  };

  const imageInfo = async (abs: string): Promise<ImageInfo> => {
    const known = sizes.get(abs);
    if (known) return known;
    let info: ImageInfo | null;
    if (abs.endsWith('.svg')) info = svgSize(readFileSync(abs, 'utf8'));
    else {
      const meta = await sharp(abs).metadata();
      info = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    }
    if (!info) throw new Error(`${abs}: cannot read the image's width and height (an SVG needs width/height or a viewBox)`);
    sizes.set(abs, info);
    return info;
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    config() {
      return { server: { fs: { allow: [dir, process.cwd()] } } };
    },
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      emitted.clear();
      const r = load();
      if (r.problems.length) this.error(problemsText(r));
      this.addWatchFile(dir);
    },
    configureServer(s) {
      s.watcher.add(dir);
      const onChange = (file: string) => {
        if (!file.startsWith(dir)) return;
        const r = load();
        sizes.clear();
        for (const mod of s.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(RESOLVED)) s.moduleGraph.invalidateModule(mod);
        }
        if (r.problems.length) {
          s.config.logger.error(problemsText(r));
          s.ws.send({ type: 'error', err: { message: problemsText(r), stack: '', plugin: 'site-content' } });
        } else s.ws.send({ type: 'full-reload' });
      };
      s.watcher.on('change', onChange);
      s.watcher.on('add', onChange);
      s.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) || id === 'virtual:icons') return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id === '\0virtual:icons') {
        const entries = await Promise.all(uiIcons.map(async (name) => `  ${JSON.stringify(name)}: ${JSON.stringify(await lucideNode(name))},`));
        return `export const icons = {\n${entries.join('\n')}\n};`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const c = content();
      const name = id.slice(RESOLVED.length);
      // Drawings are emitted as assets and named by URL inside each module. Importing them (`?url`)
      // would make every drawing two pages share a chunk of its own: a request for one line.
      const assetUrl = (abs: string): string => {
        if (serving) return JSON.stringify(`/@fs${abs}`);
        let ref = emitted.get(abs);
        if (!ref) {
          ref = this.emitFile({ type: 'asset', name: path.basename(abs), originalFileName: abs, source: readFileSync(abs) });
          emitted.set(abs, ref);
        }
        return `import.meta.ROLLUP_FILE_URL_${ref}`;
      };
      const w = new ModuleWriter(imageInfo, assetUrl);
      if (name === 'site') return w.module(`export default ${await w.expression(c.site, c.dir)};`);
      if (name === 'pages') {
        const lines = c.pages.map((p) => `  ${JSON.stringify(p.routeId)}: () => import(${JSON.stringify(`${PREFIX}page/${p.routeId}`)}),`);
        return `export const pages = {\n${lines.join('\n')}\n};`;
      }
      if (name === 'collections') {
        const lines = Object.keys(collections).map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(`${PREFIX}collection/${n}`)}),`);
        const lookups = Object.keys(collections).map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(`${PREFIX}lookup/${n}`)}),`);
        return `export const collections = {\n${lines.join('\n')}\n};\nexport const lookups = {\n${lookups.join('\n')}\n};`;
      }
      const [kind, a, b] = name.split('/');
      if (kind === 'page') {
        const page = c.pages.find((p) => p.routeId === a);
        if (!page) return this.error(`No page content for route "${a}"`);
        return w.module(`export default ${await w.expression(page.data, c.dir)};`);
      }
      if (kind === 'collection' && a && a in collections) {
        const def = collections[a as keyof typeof collections];
        const index = c.entries
          .filter((e) => e.collection === a)
          .map((e) => ({ slug: e.slug, key: e.key, parent: e.parent, title: e.title, summary: (def.summary as (x: unknown) => unknown)(e.data) }));
        return w.module(`export const index = ${await w.expression(index, c.dir)};`);
      }
      if (kind === 'lookup' && a && a in collections) {
        const items = c.entries.filter((e) => e.collection === a);
        const count = bucketCount(items.length);
        if (b === undefined) {
          const loaders = Array.from({ length: count }, (_, i) => `  () => import(${JSON.stringify(`${PREFIX}lookup/${a}/${i}`)}),`);
          return `export const buckets = [\n${loaders.join('\n')}\n];`;
        }
        const def = collections[a as keyof typeof collections];
        const inBucket = items.filter((e) => bucketOf(e.key, count) === Number(b));
        const rows: string[] = [];
        for (const e of inBucket) {
          const item = { slug: e.slug, key: e.key, parent: e.parent, title: e.title, summary: (def.summary as (x: unknown) => unknown)(e.data) };
          rows.push(`  { ...${await w.expression(item, c.dir)}, load: () => import(${JSON.stringify(`${PREFIX}entry/${a}/${e.slug}`)}) },`);
        }
        return w.module(`export default [\n${rows.join('\n')}\n];`);
      }
      if (kind === 'entry' && a && b) {
        const entry = c.entries.find((e) => e.collection === a && e.slug === b);
        if (!entry) return this.error(`No catalogue entry ${a}/${b}`);
        const extras = await extraEntryImages(entry);
        const extraCode: string[] = [];
        for (const [key, abs] of Object.entries(extras)) extraCode.push(`${JSON.stringify(key)}: ${await w.image(abs)}`);
        const body = await w.expression(entry.data, c.dir);
        return w.module(`export default { ...${body}${extraCode.length ? `, ${extraCode.join(', ')}` : ''} };`);
      }
      return this.error(`Unknown content module "${name}"`);
    },
  };
}
