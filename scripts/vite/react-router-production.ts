import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two things react-router 7's package leaves to the app when it is bundled for the browser:
 * - Its `exports` map names only `dist/development`, whose one difference from `dist/production` is
 *   that dev warnings stay on. The browser build takes the production files.
 * - Its top-level `React.forwardRef(...)`/`createContext(...)` calls carry no `@__PURE__` mark and are
 *   followed by `X.displayName = "X"` (a name for React DevTools), so the bundler must keep components
 *   the site never renders (`<Form>`, `<NavLink>`, `<Link>` with framework-mode prefetching). Marking
 *   those calls pure (they are) and dropping the top-level displayName lines lets them go.
 *   (Rolldown's global `treeshake.propertyWriteSideEffects: false` would do it too, but it also drops
 *   property writes React itself needs, such as `element.checked = ...`.)
 * Dev server, tests and the prerender are untouched. Kept for what it saves: measured for issue 44
 * (a build without this plugin, the same commit), home's first load 113.68 KiB of JS gzip without it
 * and 109.25 with it (the budget is 110), /ar/'s 116.90 and 112.48. Measured again with `npm run bench`
 * (issue 44 item 5, --only home, builds of one commit with and without it): home 114.3 KiB without,
 * 109.9 with; /ar/ 116.4 and 112.0; /es/ and /fr/ 116.1 and 111.7. Lighthouse on this loaded 2-core
 * host (load ~25) was too noisy to separate timings (performance 74-88 both ways), so the bytes decide.
 */
/** The rewrites, written for react-router 7.18.5 (pinned in package.json; a unit test checks each still matches). */
export const rewrites = [
  { name: 'pure component factories', pattern: /= (React\d*\.(?:forwardRef|createContext|memo)\()/g, replacement: '= /* @__PURE__ */ $1' },
  { name: 'top-level displayName lines', pattern: /^[\w$]+\.displayName = "[^"\n]*";$/gm, replacement: '' },
] as const;

/** Applies every rewrite; counts how often each matched. Edits stay within lines, so the source map stays right line by line. */
export function slimReactRouter(code: string): { code: string; counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  let out = code;
  for (const { name, pattern, replacement } of rewrites) {
    counts[name] = out.match(pattern)?.length ?? 0;
    out = out.replace(pattern, replacement);
  }
  return { code: out, counts };
}

export function reactRouterProduction(): Plugin {
  const productionEntry = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
  let enabled = false;
  return {
    name: 'react-router-production',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      enabled = !isSsrBuild;
      if (!enabled) return;
      return { resolve: { alias: [{ find: /^react-router$/, replacement: productionEntry }] } };
    },
    transform(code, id) {
      if (!enabled || !/[\\/]react-router[\\/]dist[\\/]/.test(id)) return;
      return { code: slimReactRouter(code).code, map: null };
    },
  };
}
