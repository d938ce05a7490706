import type { Plugin } from 'vite';

/** The module Vite's build wraps every lazy import with (`__vitePreload(() => import(x), deps, import.meta.url)`), written for vite 8.3. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's own helper, on every first load (in the framework chunk), also handles what this site
 * never has: CSS chunks (one stylesheet, cssCodeSplit: false), CSP nonces (none: the pages' CSP
 * allows 'self' scripts), and a `vite:preloadError` event nobody listens to (without a listener
 * it rethrows, as this does). What it does for a JavaScript chunk is kept: a modulepreload link
 * (as="script", crossorigin) for each dependency not already linked by the page or an earlier
 * call, then the import itself, not waiting for the links (Vite does not wait for JS either).
 * Kept for what it saves, measured for issue 44 (npm run bench, first-load JS gzip, the same commit
 * with and without): home 109.90 -> 109.44 KiB, /ar/ 112.02 -> 111.56, /es/ 111.69 -> 111.23, /fr/
 * 111.71 -> 111.25. tests/unit/lean-preload.test.ts checks the installed Vite still calls it.
 */
export const leanPreload = (base: string) => `const seen = new Set();
export const __vitePreload = (load, deps, importer) => {
  if (deps && deps.length) {
    if (seen.size === 0) for (const link of document.getElementsByTagName('link')) seen.add(link.href);
    const rel = document.createElement('link').relList.supports?.('modulepreload') ? 'modulepreload' : 'preload';
    for (const dep of deps) {
      const href = ${base === './' || base === '' ? 'new URL(dep, importer).href' : `${JSON.stringify(base)} + dep`};
      if (seen.has(href)) continue;
      seen.add(href);
      const link = document.createElement('link');
      link.rel = rel;
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return load();
};
`;

/**
 * The browser build's preload helper replaced by leanPreload (a load hook runs before Vite's own,
 * which then finds the module loaded). Dependencies are named as Vite names them: relative to the
 * importing chunk with a relative base (this site's './'), else from the base.
 */
export function leanPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'lean-preload',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    load: (id) => (id === PRELOAD_HELPER_ID ? { code: leanPreload(base), moduleSideEffects: false } : null),
  };
}
