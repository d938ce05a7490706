import type { IndexHtmlTransformContext } from 'vite';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { bucketCount, bucketOf } from '../../src/content/bucket.ts';
import { prefixedLocales, type PrefixedLocale } from '../../src/content/locales.ts';
import { addressKey } from '../../src/routing/addresses.ts';
import { EAGER_SECTIONS_WHEN_ADOPTING, pageHead } from '../../src/sections/adoption.ts';
import type { SiteAddress } from '../content/addresses.ts';
import type { LoadedContent } from '../content/model.ts';

/**
 * For every page route, the chunks its loader will fetch (the page's content, the template,
 * its sections and what they import), less what index.html already loads, and its banner picture. A
 * script preloads the list for the address being opened, so a deep link (index.html#/about) fetches
 * them alongside the main bundle instead of after it. The list is a file of its own, which a
 * one-line inline script in index.html fetches only for a deep link: inline, it was 1.9 KB of
 * home's compressed HTML that no visitor of home uses, and pushed home past the 14.6 KB a phone's
 * first round trip brings (TCP's initial window): one more round trip before anything paints.
 */
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Where the code of a section type lives (the registry's convention; a unit test holds the registry to it). */
export function sectionModule(type: string): string {
  return `src/sections/${type}/${type}-section.tsx`;
}

/** Where a section type's data loader lives, if it has one. */
export function sectionDataModule(type: string): string {
  return `src/sections/${type}/data.ts`;
}

/** The app's own start (src/app/app-start.tsx), which the entry imports in a task after its own (src/main.tsx). */
export const APP_START_MODULE = 'src/app/app-start.tsx';

function appStartChunk(bundle: OutputBundle): OutputChunk {
  const chunk = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${APP_START_MODULE}`)));
  if (!chunk) throw new Error(`route-preload: no chunk holds ${APP_START_MODULE} (renamed? update src/main.tsx and scripts/vite/route-preload.ts)`);
  return chunk;
}

/**
 * The bundle's chunks, a function adding a chunk's file and those it imports statically,
 * transitively, to a set, and that set of the entry's files.
 */
function importClosure(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (chunk: OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) closure(byFile.get(imported), into);
  };
  const entry = new Set<string>();
  closure(chunks.find((c) => c.isEntry), entry);
  return { chunks, closure, entry };
}

/**
 * The files the app's start imports (its chunk and, through static imports, what it needs) that the
 * entry does not import itself: index.html names them as modulepreloads beside the entry's own, so
 * they are fetched with it, not once the entry has run and asked for them. Sorted, in the bundle's
 * folder (`assets/app-start-*.js`).
 */
export function appStartFiles(bundle: OutputBundle): string[] {
  const { closure, entry } = importClosure(bundle);
  const start = new Set<string>();
  closure(appStartChunk(bundle), start);
  return [...start].filter((f) => !entry.has(f)).sort();
}

/** Finds the chunks that hold the site's modules, by module id; a rename fails the build rather than dropping a preload. */
function chunkIndex(bundle: OutputBundle) {
  const { chunks, closure, entry } = importClosure(bundle);
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(id.replace(/\\/g, '/').replace(/^\0/, ''), chunk);
  const ids = [...byModule.keys()];
  /** The chunk holding a virtual module (exact id) or a source file (path suffix). */
  const found = new Map<string, OutputChunk | undefined>();
  /** Whether some chunk holds the module (for modules a route may or may not have). */
  const holds = (module: string) => byModule.has(module) || ids.some((id) => id.endsWith(`/${module}`));
  const has = (module: string) => {
    if (!found.has(module)) found.set(module, byModule.get(module) ?? byModule.get(ids.find((id) => id.endsWith(`/${module}`)) ?? ''));
    const chunk = found.get(module);
    if (!chunk) throw new Error(`route-preload: no chunk holds "${module}" (renamed or moved? update scripts/vite/route-preload.ts)`);
    return chunk;
  };
  const loadedUpFront = new Set(entry);
  closure(appStartChunk(bundle), loadedUpFront);
  /** What a route fetches besides the entry's own code, in a stable order. */
  const files = (modules: string[]) => {
    const wanted = new Set<string>();
    for (const m of modules) closure(has(m), wanted);
    return [...wanted].filter((f) => !loadedUpFront.has(f)).sort();
  };
  const asset = (src: string | undefined) =>
    src ? Object.values(bundle).find((a) => a.type === 'asset' && a.originalFileNames.some((n) => n.replace(/\\/g, '/').endsWith(src)))?.fileName : undefined;
  return { files, asset, holds };
}

/**
 * The modules a page route's loader imports: its content, the template, its sections with their
 * data loaders (`data.ts` beside a section, by the registry's convention), the banner, and for a
 * section that lists a collection, the collection's index and its kind's view (its cards).
 * `codeOf`: how many of the sections the code is wanted for, the first ones (the app adopting a
 * static page waits only for the first section's code: src/sections/registry.ts prepareSections);
 * every section's data is wanted.
 */
function pageModules(page: LoadedContent['pages'][number], holds: (module: string) => boolean, codeOf = Number.POSITIVE_INFINITY): string[] {
  // A page in another language loads its own content module (content-plugin.ts: page/<locale>/<id>).
  // Adopting a static page that has a head (pageHead) loads that first; the whole page's content
  // comes with the later sections' code, which is wanted up front only where all code is.
  const id = `${page.address.locale ? `${page.address.locale}/` : ''}${page.id}`;
  const head = pageHead(page.data) !== null;
  const modules = [`virtual:content/${head ? 'page-head' : 'page'}/${id}`, 'src/templates/business-page.tsx'];
  if (head && codeOf === Number.POSITIVE_INFINITY) modules.push(`virtual:content/page/${id}`);
  if (page.data.banner) modules.push('src/components/layout/banner.tsx');
  page.data.sections.forEach((section, index) => {
    if (index < codeOf) modules.push(sectionModule(section.type));
    if (holds(sectionDataModule(section.type))) modules.push(sectionDataModule(section.type));
    if ('collection' in section && typeof section.collection === 'string' && Object.hasOwn(kinds, section.collection)) {
      modules.push(`virtual:content/collection${page.address.locale ? `-${page.address.locale}` : ''}/${section.collection}`);
      if (index < codeOf) modules.push(`src/catalogue/${kinds[section.collection as CollectionName].view}/view.tsx`);
    }
  });
  return [...new Set(modules)];
}

export function routePreloads(bundle: OutputBundle, content: LoadedContent): Record<string, string[]> {
  const { files, asset, holds } = chunkIndex(bundle);
  const map: Record<string, string[]> = {};
  for (const page of content.pages) {
    // The banner is the inner pages' largest paint: fetch it with the scripts, not after them.
    const banner = asset(page.data.banner?.image.src);
    // index.html is home's static page: opened at home (no hash, or "#/") the app adopts it.
    map[addressKey(page.path)] = [...files(pageModules(page, holds, page.path === '/' ? EAGER_SECTIONS_WHEN_ADOPTING : undefined)), ...(banner ? [banner] : [])];
  }
  return map;
}

/**
 * For the static page of every page and catalogue entry (by addressKey): the
 * chunks its route loads, the entry's included (the loader's lookup, the entry, its kind's view
 * and the detail template), and its banner picture. The page names them in `<link rel=modulepreload>`
 * tags, so the app that takes over has them by the time the main bundle runs.
 */
export function addressPreloads(bundle: OutputBundle, content: LoadedContent, addresses: SiteAddress[]): Map<string, string[]> {
  const { files, asset, holds } = chunkIndex(bundle);
  const out = new Map<string, string[]>();
  const pages = new Map([...content.pages, ...prefixedLocales.flatMap((l) => content.localized[l].pages)].map((p) => [p.address.hashPath, p]));
  // An entry in another language is found in that language's lookup (content-plugin.ts: lookup-<locale>/...); its parent in English's.
  // Each language's kinds counted, and its entries' keys, once (not a search of every entry per address).
  const counts = new Map<string, number>();
  const keys = new Set<string>();
  for (const locale of [undefined, ...prefixedLocales]) {
    for (const e of locale ? content.localized[locale].entries : content.entries) {
      counts.set(`${locale}/${e.collection}`, (counts.get(`${locale}/${e.collection}`) ?? 0) + 1);
      keys.add(`${locale}/${e.collection}/${e.key.toLowerCase()}`);
    }
  }
  const lookup = (collection: CollectionName, key: string, locale?: PrefixedLocale) => {
    const suffix = locale ? `-${locale}` : '';
    const count = bucketCount(counts.get(`${locale}/${collection}`) ?? 0);
    return [`virtual:content/lookup${suffix}/${collection}`, `virtual:content/lookup${suffix}/${collection}/${bucketOf(key, count)}`];
  };
  const defaultBanner = asset(content.site.defaultBanner.src);
  // A page in another language also needs that language's table (its pages, the header's
  // site.json parts and the first sections of its UI words: one file); every page but its home also
  // draws words from the rest of its catalogue (src/components/i18n/first-sections.ts), whose file
  // (with its whole site.json) home leaves for after its first render.
  const localeModules = (locale: PrefixedLocale | undefined, home = false) =>
    locale ? [`virtual:content/locale/${locale}`, ...(home ? [] : [`virtual:ui/${locale}/later`])] : [];
  for (const a of addresses) {
    const page = a.kind === 'page' ? pages.get(a.hashPath) : undefined;
    if (page) {
      const banner = asset(page.data.banner?.image.src);
      out.set(addressKey(a.hashPath), [...files([...localeModules(a.locale, page.path === '/'), ...pageModules(page, holds, EAGER_SECTIONS_WHEN_ADOPTING)]), ...(banner ? [banner] : [])]);
      continue;
    }
    const entry = a.entry;
    if (!entry) continue;
    const def = kinds[entry.collection];
    const modules = [
      ...localeModules(a.locale),
      ...lookup(entry.collection, entry.key, a.locale),
      `virtual:content/entry${a.locale ? `-${a.locale}` : ''}/${entry.collection}/${entry.slug}`,
      'src/app/entry-loader.ts',
      `src/catalogue/${def.view}/view.tsx`,
      'src/templates/detail-page.tsx',
      'src/components/layout/banner.tsx',
    ];
    if ('children' in def && def.children) modules.push(`virtual:content/collection${a.locale ? `-${a.locale}` : ''}/${def.children}`);
    // The parent, named in the entry's language where it is translated (loaders.ts), else in English.
    if (def.parent && entry.parent) {
      const parentKind = def.parent.kind as CollectionName;
      const translated = a.locale && keys.has(`${a.locale}/${parentKind}/${entry.parent.toLowerCase()}`);
      modules.push(...lookup(parentKind, entry.parent, translated ? a.locale : undefined));
      if (a.locale && !translated) modules.push(...lookup(parentKind, entry.parent, a.locale));
    }
    out.set(addressKey(a.hashPath), [...files(modules), ...(defaultBanner ? [defaultBanner] : [])]);
  }
  return out;
}

/**
 * The preload script (a file: routePreloadLoader): preloads the chunks of the route in the address
 * bar, if any. `map` is keyed by addressKey, and the script carries addressKey's own source to key
 * the address bar alike. Paths are relative to index.html (a script's URLs resolve against the page).
 */
export function preloadScript(map: Record<string, string[]>): string {
  const files = [...new Set(Object.values(map).flat())];
  const compact = Object.fromEntries(Object.entries(map).map(([key, list]) => [key, list.map((f) => files.indexOf(f))]));
  return `(function(){var f=${JSON.stringify(files)},m=${JSON.stringify(compact)},p=(${addressKey.toString()})(location.hash.slice(1));(m[p]||[]).forEach(function(i){var l=document.createElement('link');if(/\\.js$/.test(f[i]))l.rel='modulepreload';else{l.rel='preload';l.as='image'}l.href='./'+f[i];document.head.appendChild(l)})})();`;
}

/**
 * index.html's inline script: fetches the preload script (at `src`, relative to index.html) only when
 * the address is a deep link (the same test as the deep-link marker in index.html and the app
 * loader's). Home itself ("", "#/") needs none: its static page names home's chunks in its
 * app-scripts template, fetched after its first paint like every other page's.
 */
export function routePreloadLoader(src: string): string {
  return `if(location.hash.length>2)document.head.appendChild(Object.assign(document.createElement('script'),{src:${JSON.stringify(src)}}))`;
}
