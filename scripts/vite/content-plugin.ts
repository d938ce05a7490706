import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { bucketCount, bucketOf } from '../../src/content/bucket.ts';
import { documentNames, documentTitles } from '../../src/content/document-types.ts';
import { brandIcons, iconNames } from '../../src/content/icons.ts';
import { defaultParent } from '../../src/routing/routes.ts';
import { entryImages } from '../content/entry-images.ts';
import { contentDir, loadContent } from '../content/load.ts';
import type { LoadedContent, LoadedEntry, LoadedPage, LoadResult } from '../content/model.ts';
import type { Page } from '../../src/content/page.ts';
import { localeInfo, prefixedLocales } from '../../src/content/locales.ts';
import { countries } from '../../src/features/enquiry/countries.ts';
import type { CountryNames } from '../../src/features/enquiry/country-names.ts';
import { firstSite, type OfferedDocuments } from '../../src/content/resolved.ts';
import { pageHead } from '../../src/sections/adoption.ts';
import { addressKey, type PrefixedLocale } from '../../src/routing/addresses.ts';
import { formatProblem } from '../content/problems.ts';
import { HtmlEdit } from '../render/html-edit.ts';
import { svgRootAttributes } from '../render/svg-root.ts';
import { contentIconNode, lucideNode } from './icon-data.ts';
import { buildLocaleSearchIndex } from './search-index-locale.ts';
import { searchDocs, searchIndexFile } from './search-index.ts';

const PREFIX = 'virtual:content/';
const ICON_PREFIX = 'virtual:icon/';
/** Where each catalogue kind's browser half lives: src/catalogue/<view>/view.tsx. */
const catalogueViews = path.resolve(import.meta.dirname, '../../src/catalogue');
const RESOLVED = `\0${PREFIX}`;

interface ImageInfo {
  width: number;
  height: number;
}

/** Intrinsic size of an SVG from its width/height attributes (plain numbers or px), else its viewBox. */
export function svgSize(svg: string): ImageInfo | null {
  // The root's start tag alone where it can be read so (svg-root.ts): parsing each of 3,000
  // structure drawings whole was 5 s of a build's CPU at 3,000 API products.
  let attr: (name: string) => string | undefined;
  const plain = svgRootAttributes(svg);
  if (plain) attr = (name) => plain.get(name);
  else {
    const html = new HtmlEdit(svg, { fragment: true });
    const root = html.find((el) => el.tagName === 'svg');
    if (!root) return null;
    attr = (name) => html.attr(root, name);
  }
  const px = (value: string | undefined) => (value && /^\s*[\d.]+(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : 0);
  const [width, height] = [px(attr('width')), px(attr('height'))];
  if (width && height) return { width, height };
  const box = (attr('viewbox') ?? '').trim().split(/[\s,]+/).map(Number);
  return box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: Math.round(box[2]!), height: Math.round(box[3]!) } : null;
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
    const documents: { marker: string; code: string }[] = [];
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
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { file?: unknown }).file === 'string') {
        const { file, ...rest } = v as { file: string };
        if (file.startsWith('documents/')) {
          // A PDF to download: its built URL and its size, which the page shows ("PDF, 84 KB").
          const abs = path.join(dir, file);
          const marker = `@@DOC${documents.length}@@`;
          documents.push({ marker, code: `{ ...${JSON.stringify(rest)}, url: ${this.assetUrl(abs)}, bytes: ${statSync(abs).size} }` });
          return marker;
        }
      }
      return v;
    });
    let code = json ?? 'undefined';
    for (const d of documents) code = code.replace(JSON.stringify(d.marker), d.code);
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

type DocumentFacts = Parameters<typeof documentNames>[0];

/** The enquiry form's countries as Node's Intl names them in `intl`, in that language's order. */
function countryNames(intl: string): CountryNames {
  const names = new Intl.DisplayNames([intl], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(intl);
  return countries.map(([code, english]) => [english, names.of(code) ?? english] as const).sort((a, b) => collator.compare(a[1], b[1]));
}

/** The documents of a page's trade details (a commodity page's products come with them). */
function tradeDocuments(page: Page | undefined): DocumentFacts {
  return (page?.sections ?? []).flatMap((s) => (s.type === 'trade-details' ? (s.documents ?? []) : []));
}

/**
 * What a page's enquiry buttons offer under "Documents wanted" (OfferedDocuments): found in the
 * whole page, so that its head (a static page's first sections) offers them too; in another
 * language (`english` given), by their English names, with the page's own titles beside them.
 */
function offeredDocuments(page: Page, english?: Page): OfferedDocuments | undefined {
  const own = tradeDocuments(page);
  if (own.length === 0) return undefined;
  const source = english ? tradeDocuments(english) : own;
  return { names: documentNames(source.length ? source : own), titles: english ? documentTitles(source, own) : {} };
}

/** What the index (lists, cards, lookups) carries for an entry, its app address among it. */
function indexItem(e: LoadedEntry) {
  const summary = kinds[e.collection].summary as (x: unknown) => unknown;
  return { slug: e.slug, key: e.key, parent: e.parent, title: e.title, description: e.description, summary: summary(e.data), hashPath: e.address.hashPath };
}

/** A page's route line: id, path (a translated page keeps the English path: its locale's route is the parent), real path, title, breadcrumb parent, loader; `fromEnglish`: an expression giving all but the title (localeModule). */
function pageLine(p: LoadedPage, locale: PrefixedLocale | null, paths: Set<string>, extra: Record<string, unknown> = {}, fromEnglish?: string): string {
  const meta = fromEnglish ? { title: p.data.title } : { id: p.id, path: p.path, realPath: p.address.realPath, title: p.data.title, parent: p.data.parent ?? defaultParent(p.path, paths), ...extra };
  const id = `${locale ? `${locale}/` : ''}${p.id}`;
  // A page whose later sections hold much content also has a head (pageHead): what adopting its static page needs first.
  const head = pageHead(p.data) ? `, head: () => import(${JSON.stringify(`${PREFIX}page-head/${id}`)})` : '';
  return `  { ${fromEnglish ?? ''}...${JSON.stringify(meta)}, load: () => import(${JSON.stringify(`${PREFIX}page/${id}`)})${head} },`;
}

/**
 * The site's addresses for the router (English, on every first load): every page (id, path, real
 * path, title, breadcrumb parent, the languages it is translated into) with the loader of its
 * content, and every catalogue kind's detail route with the loaders of its index, its lookup
 * buckets and its view. Each language's own table is `locale/<locale>` (localeModule), fetched only
 * on that language's pages, so English pages carry no translated page lists.
 */
function routesModule(c: LoadedContent): string {
  const paths = new Set(c.pages.map((p) => p.path));
  const pages = c.pages.map((p) => pageLine(p, null, paths, { locales: prefixedLocales.filter((l) => c.localized[l].pages.some((x) => x.id === p.id)) }));
  const kindLines = (Object.keys(kinds) as CollectionName[]).map((name) => {
    const def = kinds[name];
    const meta = { collection: name, route: def.route, children: def.children ?? null, parentKind: def.parent?.kind ?? null };
    const view = path.join(catalogueViews, def.view, 'view.tsx').split(path.sep).join('/');
    return [
      `  ${JSON.stringify(name)}: { ...${JSON.stringify(meta)},`,
      `    view: () => import(${JSON.stringify(view)}),`,
      `    index: () => import(${JSON.stringify(`${PREFIX}collection/${name}`)}),`,
      `    lookup: () => import(${JSON.stringify(`${PREFIX}lookup/${name}`)}) },`,
    ].join('\n');
  });
  return `export const pages = [\n${pages.join('\n')}\n];\nexport const kinds = {\n${kindLines.join('\n')}\n};`;
}

/**
 * One language's table (derived from the same manifest as routesModule, split by language for
 * loading): the pages translated into it (English paths, its real addresses, translated content)
 * and what every first render draws of its site.json (firstSite), so its chrome never
 * travels on an English page; the rest, which its home's first render does not need, in
 * localeLaterModule.
 */
async function localeModule(c: LoadedContent, locale: PrefixedLocale, w: ModuleWriter): Promise<string> {
  const paths = new Set(c.pages.map((p) => p.path));
  // Each translated page's route facts as English's (the English table is on every first load) with
  // the language's prefix on its real address; only what differs is written out (title, loaders).
  const pages = c.localized[locale].pages.map((p) => {
    const english = c.pages.find((e) => e.id === p.id);
    const derived = english && { id: english.id, path: english.path, realPath: `/${locale}${english.address.realPath}`, parent: english.data.parent ?? defaultParent(english.path, paths) };
    const own = { id: p.id, path: p.path, realPath: p.address.realPath, parent: p.data.parent ?? defaultParent(p.path, paths) };
    if (!derived || (Object.keys(own) as (keyof typeof own)[]).some((k) => own[k] !== derived[k])) return pageLine(p, locale, paths);
    return pageLine(p, locale, paths, {}, `...en(${JSON.stringify(p.id)}), `);
  });
  const en = `const en = (id) => { const p = english.find((e) => e.id === id); return { id, path: p.path, realPath: ${JSON.stringify(`/${locale}`)} + p.realPath, parent: p.parent }; };`;
  const site = firstSite(c.localized[locale].site);
  const later = `export const later = () => import(${JSON.stringify(`${PREFIX}locale-later/${locale}`)});`;
  const entries = `export const addresses = new Set(${JSON.stringify(translatedAddressKeys(c, locale))});`;
  return w.module(`import { pages as english } from ${JSON.stringify(`${PREFIX}routes`)};\n${en}\nexport const pages = [\n${pages.join('\n')}\n];\nexport const site = ${await w.expression(site, c.dir)};\n${entries}\n${later}`);
}

/** LocaleTable.addresses: the English addresses (addressKey) of the pages and entries translated into `locale`. */
export function translatedAddressKeys(c: LoadedContent, locale: PrefixedLocale): string[] {
  const english = new Map(c.entries.map((e) => [e.file, e.address.hashPath]));
  const entries = c.localized[locale].entries.flatMap((e) => {
    const path = english.get(e.file);
    return path === undefined ? [] : [addressKey(path)];
  });
  return [...c.localized[locale].pages.map((p) => addressKey(p.path)), ...entries];
}

/**
 * The rest of one language's table (LocaleTableLater), which its home's first render does not
 * need: each kind's list and lookup in it, and its whole site.json.
 */
async function localeLaterModule(c: LoadedContent, locale: PrefixedLocale, w: ModuleWriter): Promise<string> {
  const kindLines = (Object.keys(kinds) as CollectionName[]).map(
    (name) => `  ${JSON.stringify(name)}: { index: () => import(${JSON.stringify(`${PREFIX}collection-${locale}/${name}`)}), lookup: () => import(${JSON.stringify(`${PREFIX}lookup-${locale}/${name}`)}) },`,
  );
  const site = Object.fromEntries(Object.entries(c.localized[locale].site).filter(([k]) => !k.startsWith('$')));
  return w.module(`export const kinds = {\n${kindLines.join('\n')}\n};\nexport const site = ${await w.expression(site, c.dir)};`);
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
  /** Content the build script has already loaded and checked: the first build uses it instead of validating again. */
  content?: LoadedContent;
  /**
   * The web editor's build (scripts/cms/build-admin.ts), run after the site's browser build on the
   * same content: a drawing the site's build has emitted is named by its address in the site
   * (dist/assets) instead of being emitted again into dist/admin/assets. Issue 30: at 3,000 API
   * products the editor copied 3,000 structure drawings, and dist/ went over 15,000 files.
   */
  reuseSiteAssets?: boolean;
}

/**
 * What the site's browser build emitted for each picture file (absolute path -> file name in
 * dist/), by content object, for the editor's build that follows it (reuseSiteAssets).
 */
const siteAssetNames = new WeakMap<LoadedContent, Map<string, string>>();

/**
 * Validates content/ on every build and dev-server start (and on every edit in dev), and serves
 * it as small virtual modules, so a route downloads only its own page or entry and zod stays
 * on the build machine.
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  const dir = options.content?.dir ?? options.dir ?? contentDir();
  let result: LoadResult | null = null;
  let given: LoadResult | null = options.content ? { problems: [], content: options.content } : null;
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
      // Content handed in is used once: a later rebuild (watch mode) reads the files again.
      const r = given ?? load();
      result = r;
      given = null;
      if (r.problems.length) this.error(problemsText(r));
      this.addWatchFile(dir);
    },
    generateBundle: {
      order: 'post',
      handler() {
        // The site's browser build only (not its server build, not the editor's): what the editor may name.
        if (options.reuseSiteAssets || this.environment.config.consumer !== 'client' || !result?.content) return;
        siteAssetNames.set(result.content, new Map([...emitted].map(([abs, ref]) => [abs, this.getFileName(ref)])));
      },
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
      if (id.startsWith(PREFIX) || id.startsWith(ICON_PREFIX)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id.startsWith(`\0${ICON_PREFIX}`)) {
        const name = id.slice(ICON_PREFIX.length + 1);
        const node = Object.hasOwn(brandIcons, name) ? brandIcons[name as keyof typeof brandIcons] : await lucideNode(name).catch(() => null);
        if (!node) return this.error(`Unknown icon "${name}" (import "virtual:icon/<name>" with a lucide icon name, see lucide.dev/icons, or a social network)`);
        return `export default ${JSON.stringify(node)};`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const c = content();
      const name = id.slice(RESOLVED.length);
      // Drawings are emitted as assets and named by URL inside each module. Importing them (`?url`)
      // would make every drawing two pages share a chunk of its own: a request for one line.
      const assetUrl = (abs: string): string => {
        if (serving) return JSON.stringify(`/@fs${abs}`);
        const inSite = options.reuseSiteAssets ? siteAssetNames.get(c)?.get(abs) : undefined;
        // From dist/admin/assets/<chunk>.js to dist/<file>. The site's build wrote it (it runs first, in
        // the same process: scripts/build.ts), so it is not in this build's output: @vite-ignore keeps
        // Vite from warning, once per drawing (thousands of lines at 3,000 products), that it is missing.
        if (inSite) return `new URL(/* @vite-ignore */ ${JSON.stringify(`../../${inSite}`)}, import.meta.url).href`;
        let ref = emitted.get(abs);
        if (!ref) {
          ref = this.emitFile({ type: 'asset', name: path.basename(abs), originalFileName: abs, source: readFileSync(abs) });
          emitted.set(abs, ref);
        }
        return `import.meta.ROLLUP_FILE_URL_${ref}`;
      };
      const w = new ModuleWriter(imageInfo, assetUrl);
      // One module per top-level key of site.json, so the first load carries only what the chrome
      // draws (company, nav, contact ...) and the footer's or a screen's wording waits for its code.
      if (name === 'site') {
        const keys = Object.keys(c.site).filter((k) => k !== '$schema');
        return [...keys.map((k, i) => `import k${i} from ${JSON.stringify(`${PREFIX}site/${k}`)};`), `export default { ${keys.map((k, i) => `${JSON.stringify(k)}: k${i}`).join(', ')} };`].join('\n');
      }
      if (name.startsWith('site/')) {
        const key = name.slice('site/'.length);
        if (!Object.hasOwn(c.site, key)) return this.error(`site.json has no "${key}"`);
        return w.module(`export default ${await w.expression((c.site as Record<string, unknown>)[key], c.dir)};`);
      }
      if (name === 'routes') return routesModule(c);
      if (name.startsWith('locale/')) {
        const locale = prefixedLocales.find((l) => l === name.slice('locale/'.length));
        if (!locale) return this.error(`Unknown content module "${name}"`);
        return localeModule(c, locale, w);
      }
      if (name.startsWith('locale-later/')) {
        const locale = prefixedLocales.find((l) => l === name.slice('locale-later/'.length));
        if (!locale) return this.error(`Unknown content module "${name}"`);
        return localeLaterModule(c, locale, w);
      }
      // The search index is a JSON file, fetched on the first use of the site search, never with a
      // page; this module only names it. As a JSON response it is parsed once; as a module it was
      // compiled as a script first (a 1.4 MB string at 3,000 products) and then parsed.
      // One file per language (issue 31): a page fetches its own language's only.
      // The enquiry form's countries named in a language (src/features/enquiry/country-names.ts).
      if (name.startsWith('country-names/')) {
        const locale = prefixedLocales.find((l) => l === name.slice('country-names/'.length));
        if (!locale) return this.error(`Unknown content module "${name}"`);
        return `export default ${JSON.stringify(countryNames(localeInfo[locale].intl))};`;
      }
      if (name === 'search-index') {
        const english = searchDocs(c);
        const files = [['en', searchIndexFile(english)] as const, ...prefixedLocales.map((l) => [l, buildLocaleSearchIndex(c, l, english)] as const)];
        const urls = files.map(([locale, file]) => {
          const json = JSON.stringify(file);
          if (serving) return `${locale}: ${JSON.stringify(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)}`;
          const ref = this.emitFile({ type: 'asset', name: locale === 'en' ? 'search-index.json' : `search-index.${locale}.json`, source: json });
          return `${locale}: import.meta.ROLLUP_FILE_URL_${ref}`;
        });
        return `export default { ${urls.join(', ')} };`;
      }
      const [kind, ...rest] = name.split('/');
      if (kind === 'page' || kind === 'page-head') {
        // page/<id>, or page/<locale>/<id> for a translation (no page's address starts with a locale: the check refuses it).
        const locale = prefixedLocales.find((l) => l === rest[0]);
        const id = (locale ? rest.slice(1) : rest).join('/');
        const page = (locale ? c.localized[locale].pages : c.pages).find((p) => p.id === id);
        if (!page) return this.error(`No page content for route "${id}"`);
        // page-head/<id>: its first sections and the types of the others (pageHead); their pictures are not imported either.
        const data = kind === 'page' ? page.data : pageHead(page.data);
        if (!data) return this.error(`Page "${id}" has no head module (pageHead)`);
        const offered = offeredDocuments(page.data, locale ? c.pages.find((p) => p.id === id)?.data : undefined);
        return w.module(`export default ${await w.expression(offered ? { ...data, offeredDocuments: offered } : data, c.dir)};`);
      }
      const [a, b] = rest;
      const collection = a !== undefined && Object.hasOwn(kinds, a) ? (a as CollectionName) : null;
      // The languages an entry is translated into (the language switcher offers English for the others).
      const localesOf = (e: LoadedEntry) => prefixedLocales.filter((l) => c.localized[l].entries.some((x) => x.file === e.file));
      // lookup-<locale>/... and entry-<locale>/...: the same modules over the entries translated into that locale.
      const [base, moduleLocale] = (kind ?? '').split('-') as [string, string | undefined];
      const locale = prefixedLocales.find((l) => l === moduleLocale) ?? null;
      const entriesOf = locale ? c.localized[locale].entries : c.entries;
      const suffix = locale ? `-${locale}` : '';
      if (moduleLocale !== undefined && !locale) return this.error(`Unknown content module "${name}"`);
      if (locale && base === 'lookup' && collection) {
        const items = entriesOf.filter((e) => e.collection === collection);
        const count = bucketCount(items.length);
        if (b === undefined) {
          const loaders = Array.from({ length: count }, (_, i) => `  () => import(${JSON.stringify(`${PREFIX}lookup${suffix}/${collection}/${i}`)}),`);
          return `export const buckets = [\n${loaders.join('\n')}\n];`;
        }
        const rows: string[] = [];
        // Its English title beside the translated one: the enquiry list names a product in English (the sales team reads it).
        const englishTitle = (e: LoadedEntry) => c.entries.find((x) => x.file === e.file)?.title ?? e.title;
        // And what the line sends besides the name: its sizes and documents, in English too.
        const englishLine = (e: LoadedEntry) => {
          const english = c.entries.find((x) => x.file === e.file)?.data as { sizes?: string[]; documents?: DocumentFacts } | undefined;
          const titles = english?.documents ? documentTitles(english.documents, (e.data as { documents?: DocumentFacts }).documents ?? []) : {};
          return {
            ...(english?.sizes ? { englishSizes: english.sizes } : {}),
            ...(english?.documents?.length ? { englishDocuments: documentNames(english.documents) } : {}),
            ...(Object.keys(titles).length > 0 ? { documentTitles: titles } : {}),
          };
        };
        for (const e of items.filter((item) => bucketOf(item.key, count) === Number(b))) {
          rows.push(`  { ...${await w.expression(indexItem(e), c.dir)}, realPath: ${JSON.stringify(e.address.realPath)}, englishTitle: ${JSON.stringify(englishTitle(e))}, ...${JSON.stringify(englishLine(e))}, locales: ${JSON.stringify(localesOf(e))}, load: () => import(${JSON.stringify(`${PREFIX}entry${suffix}/${collection}/${e.slug}`)}) },`);
        }
        return w.module(`export default [\n${rows.join('\n')}\n];`);
      }
      if (locale && base === 'collection' && collection) {
        // The kind's whole list in this language: translated items where there are, the English ones
        // elsewhere. The English items come from the English index module, which this one imports,
        // and only the translated ones are written here: at 3,000 API products each language's copy
        // of the whole list was 2.3 MB of dist/ (issue 30), for a few dozen entries of its own. A
        // buyer on a translated list still loads the same items (the English chunk, preloaded with
        // this one, and these lines).
        const translated = new Map(entriesOf.map((e) => [e.file, e]));
        const own = c.entries.filter((e) => e.collection === collection && translated.has(e.file)).map((e) => [e.slug, indexItem(translated.get(e.file)!)] as const);
        return w.module(
          [
            `import { index as english } from ${JSON.stringify(`${PREFIX}collection/${collection}`)};`,
            `const own = new Map(${await w.expression(own, c.dir)});`,
            `export const index = english.map((item) => own.get(item.slug) ?? item);`,
          ].join('\n'),
        );
      }
      if (locale && base === 'entry' && collection && b) {
        const entry = entriesOf.find((e) => e.collection === collection && e.slug === b);
        if (!entry) return this.error(`No catalogue entry ${collection}/${b} in ${locale}`);
        const extras = entryImages(c.dir, entry);
        const extraCode: string[] = [];
        for (const [key, abs] of Object.entries(extras)) extraCode.push(`${JSON.stringify(key)}: ${await w.image(abs)}`);
        const body = await w.expression(entry.data, c.dir);
        return w.module(`export default { ...${body}${extraCode.length ? `, ${extraCode.join(', ')}` : ''} };`);
      }
      if (kind === 'collection' && collection) {
        const index = c.entries.filter((e) => e.collection === collection).map(indexItem);
        return w.module(`export const index = ${await w.expression(index, c.dir)};`);
      }
      if (kind === 'lookup' && collection) {
        const items = c.entries.filter((e) => e.collection === collection);
        const count = bucketCount(items.length);
        if (b === undefined) {
          const loaders = Array.from({ length: count }, (_, i) => `  () => import(${JSON.stringify(`${PREFIX}lookup/${collection}/${i}`)}),`);
          return `export const buckets = [\n${loaders.join('\n')}\n];`;
        }
        const rows: string[] = [];
        for (const e of items.filter((item) => bucketOf(item.key, count) === Number(b))) {
          // Its real address too, for the entry's own page (its printed sheet), not in every list's index.
          rows.push(`  { ...${await w.expression(indexItem(e), c.dir)}, realPath: ${JSON.stringify(e.address.realPath)}, locales: ${JSON.stringify(localesOf(e))}, load: () => import(${JSON.stringify(`${PREFIX}entry/${collection}/${e.slug}`)}) },`);
        }
        return w.module(`export default [\n${rows.join('\n')}\n];`);
      }
      if (kind === 'entry' && collection && b) {
        const entry = c.entries.find((e) => e.collection === collection && e.slug === b);
        if (!entry) return this.error(`No catalogue entry ${collection}/${b}`);
        const extras = entryImages(c.dir, entry);
        const extraCode: string[] = [];
        for (const [key, abs] of Object.entries(extras)) extraCode.push(`${JSON.stringify(key)}: ${await w.image(abs)}`);
        const body = await w.expression(entry.data, c.dir);
        return w.module(`export default { ...${body}${extraCode.length ? `, ${extraCode.join(', ')}` : ''} };`);
      }
      return this.error(`Unknown content module "${name}"`);
    },
  };
}
