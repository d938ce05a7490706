import type { Plugin } from 'vite';

/**
 * React and react-dom are CommonJS: the bundler wraps each in a function (`__commonJSMin((exports,
 * module) => { ...the whole library... })`) that runs when the app first imports it. V8 compiles a
 * function lazily, the first time it is called, on the page's main thread: react-dom's one large
 * function took 8-12 ms of CPU to parse there, inside the task evaluating the framework (this
 * 2-core machine; x4 on Lighthouse's phone), the longest task after the first paint.
 *
 * A function expression in parentheses, `(function (exports, module) { ... })`, is what V8 takes
 * for "called at once" (its PIFE heuristic) and compiles with the file, off the main thread while
 * the file streams in; an arrow function is not. So the framework chunk's wrappers become
 * parenthesized function expressions, before minifying (where the bundler's helper still has its
 * name). The same code: a CommonJS module's top level uses neither `this` nor `arguments` (the
 * runtime calls the wrapper plainly, in strict mode, where `this` is undefined in both forms); a
 * wrapper the pattern does not find stays as it was (a slower start, never a broken one).
 * Kept for what it saves: measured for issue 44 against a build without it (the same commit), home
 * at 4x CPU slowdown in Chromium, 25 loads of each taken in turn: main-thread blocking (long tasks
 * beyond 50 ms) median 93 ms with it, 145 without; script time to app-ready 407 and 440 ms (9
 * loads). The same bytes (109.25 KiB gzip). A noisy 2-core machine: the longest task alone showed
 * no difference. Not re-measured with `npm run bench` for issue 44 item 5: it changes no byte (the
 * bench's first-load column is the same), and its Lighthouse timings on this host under load (~25)
 * spread wider (TBT 468-1037 ms for one build) than the 50 ms above; a build without it is
 * `git revert`-sized (this file and its line in vite.config.ts) for a quiet host to decide.
 */
export function eagerFrameworkPlugin(): Plugin {
  return {
    name: 'eager-framework',
    apply: 'build',
    renderChunk(code, chunk) {
      if (chunk.name !== 'framework') return null;
      const out = eagerWrappers(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** `__commonJSMin(((exports, module) => {` becomes `__commonJSMin((function (exports, module) {`: arrow and function bodies close alike (`})`). */
export function eagerWrappers(code: string): string {
  return code.replace(/\b__commonJSMin\(\(\(([\w$]+(?:,\s*[\w$]+)*)\)\s*=>\s*\{/g, (_m, params: string) => `__commonJSMin((function (${params}) {`);
}
