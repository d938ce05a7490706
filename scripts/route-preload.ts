import type { IndexHtmlTransformContext } from 'vite';
import { routeManifest } from '../src/app/routes.ts';
import type { LoadedContent } from './content/load.ts';

/**
 * For every page route, the chunks its loader will fetch (the page's content, the template,
 * its sections and what they import), less what index.html already loads, and its banner picture. A small inline
 * script in index.html preloads the list for the address being opened, so a deep link fetches
 * them alongside the main bundle instead of after it.
 */
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

export function routePreloads(bundle: OutputBundle, content: LoadedContent): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const has = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
  const loadedUpFront = new Set<string>();
  const closure = (chunk: OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) closure(chunks.find((c) => c.fileName === imported), into);
  };
  closure(entry, loadedUpFront);

  const map: Record<string, string[]> = {};
  for (const route of routeManifest) {
    if (route.kind !== 'page' || route.path === '/') continue;
    const page = content.pages.find((p) => p.routeId === route.id);
    if (!page) continue;
    const wanted = new Set<string>();
    closure(has(`virtual:content/page/${route.id}`), wanted);
    closure(has('src/templates/business-page.tsx'), wanted);
    if (page.data.banner) {
      closure(has('src/components/layout/banner.tsx'), wanted);
      closure(has('src/templates/breadcrumbs.ts'), wanted);
    }
    for (const type of new Set(page.data.sections.map((s) => s.type))) closure(has(`src/sections/${type}/${type}-section.tsx`), wanted);
    for (const section of page.data.sections) {
      if ('collection' in section && typeof section.collection === 'string') closure(has(`virtual:content/collection/${section.collection}`), wanted);
    }
    // The banner is the inner pages' largest paint: fetch it with the scripts, not after them.
    const banner = page.data.banner?.image.src;
    const bannerAsset = banner ? Object.values(bundle).find((a) => a.type === 'asset' && a.originalFileNames.some((n) => n.replace(/\\/g, '/').endsWith(banner))) : undefined;
    map[route.path] = [...[...wanted].filter((f) => !loadedUpFront.has(f)).sort(), ...(bannerAsset ? [bannerAsset.fileName] : [])];
  }
  return map;
}

/** The inline script: preloads the chunks of the route in the address bar, if any. */
export function preloadScript(map: Record<string, string[]>): string {
  const files = [...new Set(Object.values(map).flat())];
  const compact = Object.fromEntries(Object.entries(map).map(([path, list]) => [path.toLowerCase(), list.map((f) => files.indexOf(f))]));
  return `(function(){var f=${JSON.stringify(files)},m=${JSON.stringify(compact)},p=decodeURIComponent(location.hash.slice(1).split('?')[0]).replace(/^(?!\\/)/,'/').toLowerCase();(m[p]||[]).forEach(function(i){var l=document.createElement('link');if(/\\.js$/.test(f[i]))l.rel='modulepreload';else{l.rel='preload';l.as='image'}l.href='./'+f[i];document.head.appendChild(l)})})();`;
}
