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
import { localeInfo, prefixedLocales, type Locale } from '../../src/content/locales.ts';
import { countries } from '../../src/features/enquiry/countries.ts';
import type { CountryNames } from '../../src/features/enquiry/country-names.ts';
import { firstSite, type OfferedDocuments } from '../../src/content/resolved.ts';
import { pageHead } from '../../src/sections/adoption.ts';
import { addressKey, type PrefixedLocale } from '../../src/routing/addresses.ts';
import { formatProblem } from '../content/problems.ts';
import { HtmlEdit } from '../html-edit.ts';
import { svgRootAttributes } from '../svg-root.ts';
import { contentIconNode, lucideNode } from './icon-data.ts';
import { localeSearchDocs } from './search-index-locale.ts';
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
    // A picture, a document or an icon is written as code, not JSON: a marker stands in its place until then.
    const later: (() => string | Promise<string>)[] = [];
    const marker = (code: () => string | Promise<string>) => `@@CODE${later.push(code) - 1}@@`;
    const json = JSON.stringify(value, (key, v: unknown) => {
      if (key === '$schema') return undefined;
      if (key === 'icon' && typeof v === 'string' && (iconNames as readonly string[]).includes(v)) return marker(async () => JSON.stringify({ name: v, node: await contentIconNode(v) }));
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { src?: unknown }).src === 'string') {
        const { src, ...rest } = v as { src: string };
        if (src.startsWith('images/')) return marker(async () => `{ ...${await this.image(path.join(dir, src))}, ...${JSON.stringify(rest)} }`);
      }
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { file?: unknown }).file === 'string') {
        const { file, ...rest } = v as { file: string };
        if (file.startsWith('documents/')) {
          // A PDF to download: its built URL and its size, which the page shows ("PDF, 84 KB").
          const abs = path.join(dir, file);
          return marker(() => `{ ...${JSON.stringify(rest)}, url: ${this.assetUrl(abs)}, bytes: ${statSync(abs).size} }`);
        }
      }
      return v;
    });
    let code = json ?? 'undefined';
    // split/join, not replace(): a `$&` in the code (an alt text's) would be a replacement pattern.
    for (const [i, write] of later.entries()) code = code.split(JSON.stringify(`@@CODE${i}@@`)).join(await write());
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

/**
 * What the modules are made from, indexed once per loaded content: a lookup bucket or a language's
 * list finds each entry's English twin and languages by file, not by searching every entry again.
 */
const indexes = new WeakMap<LoadedContent, ReturnType<typeof indexContent>>();
type ContentIndex = ReturnType<typeof indexContent>;
const contentIndex = (c: LoadedContent): ContentIndex => indexes.get(c) ?? indexes.set(c, indexContent(c)).get(c)!;

function indexContent(c: LoadedContent) {
  const of = (locale: Locale) => (locale === 'en' ? c : c.localized[locale]);
  const byKind = new Map<string, LoadedEntry[]>();
  const bySlug = new Map<string, LoadedEntry>();
  const byPage = new Map<string, LoadedPage>();
  const locales = new Map<string, PrefixedLocale[]>();
  for (const locale of ['en', ...prefixedLocales] as const) {
    for (const e of of(locale).entries) {
      byKind.set(`${locale}/${e.collection}`, [...(byKind.get(`${locale}/${e.collection}`) ?? []), e]);
      bySlug.set(`${locale}/${e.collection}/${e.slug}`, e);
      if (locale !== 'en') locales.set(e.file, [...(locales.get(e.file) ?? []), locale]);
    }
    for (const p of of(locale).pages) byPage.set(`${locale}/${p.id}`, p);
  }
  return {
    c,
    pages: (locale: Locale) => of(locale).pages,
    entries: (locale: Locale, collection: CollectionName) => byKind.get(`${locale}/${collection}`) ?? [],
    entry: (locale: Locale, collection: CollectionName, slug: string) => bySlug.get(`${locale}/${collection}/${slug}`),
    page: (locale: Locale, id: string) => byPage.get(`${locale}/${id}`),
    /** The English entry of a file, and the languages it is translated into. */
    english: new Map(c.entries.map((e) => [e.file, e])),
    localesOf: (file: string) => locales.get(file) ?? [],
  };
}

const str = JSON.stringify;
/** A module name in a language: `lookup/...` in English, `lookup-fr/...` in French. */
const named = (base: string, locale: Locale) => `${PREFIX}${base}${locale === 'en' ? '' : `-${locale}`}`;

/**
 * A language's page routes (src/routing/routes.ts PageRoute) with the loaders of their content and
 * head (pageHead: what adopting a static page with much later content needs first). A translated
 * page's route facts are its English page's (the English table is on every first load), its real
 * address under the language's prefix: only its title and loaders are written out. Never the English
 * page's loaders: a translation too short to have a head of its own (pageHead) would be adopted
 * with the English head's sections (/ar/about/ showed its first section in English).
 */
function pagesModule(x: ContentIndex, locale: Locale): string {
  const paths = new Set(x.c.pages.map((p) => p.path));
  const rows = x.pages(locale).map((p) => {
    const id = `${locale === 'en' ? '' : `${locale}/`}${p.id}`;
    const head = pageHead(p.data) ? `, head: () => import(${str(`${PREFIX}page-head/${id}`)})` : '';
    const facts =
      locale === 'en'
        ? `...${str({ kind: 'page', id: p.id, path: p.path, realPath: p.address.realPath, title: p.data.title, parent: p.data.parent ?? defaultParent(p.path, paths), locales: prefixedLocales.filter((l) => x.page(l, p.id)) })}`
        : `...en(${str(p.id)}), title: ${str(p.data.title)}`;
    return `  { ${facts}, load: () => import(${str(`${PREFIX}page/${id}`)})${head} },`;
  });
  const en = `import { pages as english } from ${str(`${PREFIX}routes`)};\nconst en = (id) => { const { locales: _, load: _l, head: _h, ...p } = english.find((e) => e.id === id); return { ...p, realPath: ${str(`/${locale}`)} + p.realPath }; };\n`;
  return `${locale === 'en' ? '' : en}export const pages = [\n${rows.join('\n')}\n];`;
}

/**
 * LocaleTableLater.entries: the English addresses (addressKey) of the catalogue entries translated
 * into `locale`. Its translated pages need no list: they are its table's `pages`.
 */
export function translatedEntryKeys(c: LoadedContent, locale: PrefixedLocale): string[] {
  const { english } = contentIndex(c);
  return c.localized[locale].entries.flatMap((e) => {
    const path = english.get(e.file)?.address.hashPath;
    return path === undefined ? [] : [addressKey(path)];
  });
}

/** What a lookup line carries in another language besides the translated item: its English title, sizes and documents (the enquiry goes to the sales team in English). */
function englishLine(x: ContentIndex, e: LoadedEntry) {
  const english = x.english.get(e.file);
  const data = english?.data as { sizes?: string[]; documents?: DocumentFacts } | undefined;
  const titles = data?.documents ? documentTitles(data.documents, (e.data as { documents?: DocumentFacts }).documents ?? []) : {};
  return {
    englishTitle: english?.title ?? e.title,
    ...(data?.sizes ? { englishSizes: data.sizes } : {}),
    ...(data?.documents?.length ? { englishDocuments: documentNames(data.documents) } : {}),
    ...(Object.keys(titles).length > 0 ? { documentTitles: titles } : {}),
  };
}

interface ModuleRequest {
  x: ContentIndex;
  w: ModuleWriter;
  locale: Locale;
  /** The name's parts after the handler's own ("lookup-fr/products/3": ["products", "3"]). */
  args: string[];
  fail: (message: string) => never;
  /** Emits a file, answering the JS expression of its URL. */
  emit: (name: string, source: string) => string;
}

const kindOf = (r: ModuleRequest): CollectionName => {
  const name = r.args[0];
  return name !== undefined && Object.hasOwn(kinds, name) ? (name as CollectionName) : r.fail(`Unknown catalogue kind "${name}"`);
};
/** A language named as the module's first argument (locale/fr, country-names/fr). */
const localeArg = (r: ModuleRequest): PrefixedLocale => prefixedLocales.find((l) => l === r.args[0]) ?? r.fail(`Unknown language "${r.args[0]}"`);

/** One handler per virtual module (virtual:content/<name>[-<locale>]/<args>), the language a parameter. */
const handlers: Record<string, (r: ModuleRequest) => string | Promise<string>> = {
  // One module per top-level key of site.json, so the first load carries only what the chrome
  // draws (company, nav, contact ...) and the footer's or a screen's wording waits for its code.
  site: async ({ x: { c }, w, args: [key], fail }) => {
    const keys = Object.keys(c.site).filter((k) => k !== '$schema');
    if (key === undefined) return [...keys.map((k, i) => `import k${i} from ${str(`${PREFIX}site/${k}`)};`), `export default { ${keys.map((k, i) => `${str(k)}: k${i}`).join(', ')} };`].join('\n');
    if (!Object.hasOwn(c.site, key)) fail(`site.json has no "${key}"`);
    return w.module(`export default ${await w.expression((c.site as Record<string, unknown>)[key], c.dir)};`);
  },
  /**
   * The site's addresses for the router (English, on every first load): every page with the
   * loaders of its content, and every catalogue kind's detail route with the loaders of its index,
   * its lookup buckets and its view. Each language's own table is `locale/<locale>`, fetched only
   * on that language's pages, so English pages carry no translated page lists.
   */
  routes: ({ x }) => {
    const kindLines = (Object.keys(kinds) as CollectionName[]).map((name) => {
      const def = kinds[name];
      const meta = { collection: name, route: def.route, children: def.children ?? null, parentKind: def.parent?.kind ?? null };
      const view = path.join(catalogueViews, def.view, 'view.tsx').split(path.sep).join('/');
      return `  ${str(name)}: { ...${str(meta)}, view: () => import(${str(view)}), index: () => import(${str(`${PREFIX}collection/${name}`)}), lookup: () => import(${str(`${PREFIX}lookup/${name}`)}) },`;
    });
    return `${pagesModule(x, 'en')}\nexport const kinds = {\n${kindLines.join('\n')}\n};`;
  },
  /**
   * One language's table: the pages translated into it and what every first render draws of its
   * site.json (firstSite), so its chrome never travels on an English page; the rest, which its
   * home's first render does not need, in locale-later.
   */
  locale: async (r) => {
    const locale = localeArg(r);
    const { c } = r.x;
    const site = await r.w.expression(firstSite(c.localized[locale].site), c.dir);
    return r.w.module(
      `${pagesModule(r.x, locale)}\nexport const site = ${site};\nexport const later = () => import(${str(`${PREFIX}locale-later/${locale}`)});`,
    );
  },
  /** The rest of one language's table (LocaleTableLater): each kind's list and lookup in it, its whole site.json and its entries' addresses. */
  'locale-later': async (r) => {
    const locale = localeArg(r);
    const kindLines = (Object.keys(kinds) as CollectionName[]).map((name) => `  ${str(name)}: { index: () => import(${str(`${named('collection', locale)}/${name}`)}), lookup: () => import(${str(`${named('lookup', locale)}/${name}`)}) },`);
    const site = Object.fromEntries(Object.entries(r.x.c.localized[locale].site).filter(([k]) => !k.startsWith('$')));
    return r.w.module(`export const kinds = {\n${kindLines.join('\n')}\n};\nexport const site = ${await r.w.expression(site, r.x.c.dir)};\nexport const entries = new Set(${str(translatedEntryKeys(r.x.c, locale))});`);
  },
  // The enquiry form's countries named in a language (src/features/enquiry/country-names.ts).
  'country-names': (r) => `export default ${str(countryNames(localeInfo[localeArg(r)].intl))};`,
  // The search index is a JSON file per language, fetched on the first use of the site search,
  // never with a page; this module only names them. As a JSON response it is parsed once; as a
  // module it was compiled as a script first (a 1.4 MB string at 3,000 products) and then parsed.
  'search-index': ({ x: { c }, emit }) => {
    const english = searchDocs(c);
    const files = [['en', searchIndexFile(english)] as const, ...prefixedLocales.map((l) => [l, searchIndexFile(localeSearchDocs(c, l, english))] as const)];
    return `export default { ${files.map(([l, file]) => `${l}: ${emit(l === 'en' ? 'search-index.json' : `search-index.${l}.json`, JSON.stringify(file))}`).join(', ')} };`;
  },
  // page/<id>, or page/<locale>/<id> for a translation (no page's address starts with a locale: the check refuses it).
  page: (r) => pageModule(r, false),
  // Its first sections and the types of the others (pageHead); their pictures are not imported either.
  'page-head': (r) => pageModule(r, true),
  // The kind's whole list. In another language, only the translated items are written here, over
  // the English index module it imports: at 3,000 API products each language's copy of the whole
  // list was 2.3 MB of dist/ (issue 30), for a few dozen entries of its own.
  collection: async (r) => {
    const { x, w, locale } = r;
    const collection = kindOf(r);
    if (locale === 'en') return w.module(`export const index = ${await w.expression(x.entries('en', collection).map(indexItem), x.c.dir)};`);
    const own = x.entries(locale, collection).map((e) => [e.slug, indexItem(e)] as const);
    return w.module(
      `import { index as english } from ${str(`${PREFIX}collection/${collection}`)};\nconst own = new Map(${await w.expression(own, x.c.dir)});\nexport const index = english.map((item) => own.get(item.slug) ?? item);`,
    );
  },
  // lookup/<kind>: its buckets' loaders; lookup/<kind>/<n>: the entries whose key hashes to bucket n,
  // with their real address (for the entry's own page, not in every list's index) and languages.
  lookup: async (r) => {
    const { x, w, locale, args } = r;
    const collection = kindOf(r);
    const items = x.entries(locale, collection);
    const count = bucketCount(items.length);
    if (args[1] === undefined) return `export const buckets = [\n${Array.from({ length: count }, (_, i) => `  () => import(${str(`${named('lookup', locale)}/${collection}/${i}`)}),`).join('\n')}\n];`;
    const rows: string[] = [];
    for (const e of items.filter((item) => bucketOf(item.key, count) === Number(args[1]))) {
      const facts = { realPath: e.address.realPath, ...(locale === 'en' ? {} : englishLine(x, e)), locales: x.localesOf(e.file) };
      rows.push(`  { ...${await w.expression(indexItem(e), x.c.dir)}, ...${str(facts)}, load: () => import(${str(`${named('entry', locale)}/${collection}/${e.slug}`)}) },`);
    }
    return w.module(`export default [\n${rows.join('\n')}\n];`);
  },
  entry: async (r) => {
    const { x, w, locale, args } = r;
    const entry = x.entry(locale, kindOf(r), args[1] ?? '') ?? r.fail(`No catalogue entry ${args.join('/')}${locale === 'en' ? '' : ` in ${locale}`}`);
    const extras: string[] = [];
    for (const [key, abs] of Object.entries(entryImages(x.c.dir, entry))) extras.push(`, ${str(key)}: ${await w.image(abs)}`);
    return w.module(`export default { ...${await w.expression(entry.data, x.c.dir)}${extras.join('')} };`);
  },
};

async function pageModule(r: ModuleRequest, head: boolean): Promise<string> {
  const locale = prefixedLocales.find((l) => l === r.args[0]);
  const id = (locale ? r.args.slice(1) : r.args).join('/');
  const page = r.x.page(locale ?? 'en', id) ?? r.fail(`No page content for route "${id}"`);
  const data = head ? (pageHead(page.data) ?? r.fail(`Page "${id}" has no head module (pageHead)`)) : page.data;
  const offered = offeredDocuments(page.data, locale ? r.x.page('en', id)?.data : undefined);
  return r.w.module(`export default ${await r.w.expression(offered ? { ...data, offeredDocuments: offered } : data, r.x.c.dir)};`);
}

/** The handler and arguments of a module name: "lookup-fr/products/3" is lookup in French, ["products", "3"]. */
function route(name: string): { handler: string; locale: Locale; args: string[] } | null {
  const [head = '', ...args] = name.split('/');
  if (Object.hasOwn(handlers, head)) return { handler: head, locale: 'en', args };
  const cut = head.lastIndexOf('-');
  const locale = prefixedLocales.find((l) => l === head.slice(cut + 1));
  return locale && Object.hasOwn(handlers, head.slice(0, cut)) ? { handler: head.slice(0, cut), locale, args } : null;
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
      // One publish or upload writes several files (an entry, its translations, a picture): they are
      // read as one change, once the writes have settled. Loading the content takes seconds on a busy
      // machine and blocks the dev server; a load per file event made the editor crawl.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = (file: string) => {
        if (!file.startsWith(dir)) return;
        clearTimeout(pending);
        pending = setTimeout(() => reload(file), 250);
      };
      const reload = (file: string) => {
        const r = load();
        sizes.clear();
        for (const mod of s.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(RESOLVED)) s.moduleGraph.invalidateModule(mod);
        }
        if (r.problems.length) {
          s.config.logger.error(problemsText(r));
          s.ws.send({ type: 'error', err: { message: problemsText(r), stack: '', plugin: 'site-content' } });
        } else {
          // Named by the file: the web editor, which wrote it, stays as it is (admin/main.tsx).
          s.ws.send({ type: 'full-reload', triggeredBy: file });
        }
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
      const found = route(name);
      if (!found) return this.error(`Unknown content module "${name}"`);
      const fail = (message: string): never => this.error(message);
      const emit = (file: string, source: string): string => {
        if (serving) return str(`data:application/json;base64,${Buffer.from(source).toString('base64')}`);
        return `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: file, source })}`;
      };
      // Drawings are emitted as assets and named by URL inside each module (assetUrl above).
      return handlers[found.handler]!({ x: contentIndex(c), w: new ModuleWriter(imageInfo, assetUrl), locale: found.locale, args: found.args, fail, emit });
    },
  };
}

