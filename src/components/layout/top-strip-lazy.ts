import { lazy, type ComponentType } from 'react';

type TopStripModule = { default: ComponentType };

let loaded: TopStripModule | null = null;
let loading: Promise<TopStripModule> | null = null;

/**
 * Home's top strip (e-mail and social links) is code of its own, out of every other page's first
 * load. Home's route loader waits for it (issue 47, item 10), so on an in-app navigation to home
 * the strip arrives with the page's content, not after it, pushing the content down.
 */
export function loadTopStrip(): Promise<TopStripModule> {
  loading ??= import('./top-strip.tsx').then(
    (m) => (loaded = { default: m.TopStrip }),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * The strip for the header. Once its code is here, React.lazy gets it synchronously (a thenable
 * that answers at once) and renders it in the same commit as the page; before that (the static
 * page adopted), its Suspense boundary keeps the static markup until the code arrives.
 */
// React's types ask for a Promise; React itself calls only `then`.
export const TopStripLazy = lazy(() => (loaded ? (answered(loaded) as Promise<TopStripModule>) : loadTopStrip()));

/** A thenable that calls back at once: React.lazy then has the module before it would suspend. */
function answered(m: TopStripModule): PromiseLike<TopStripModule> {
  return {
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled(m) : m) as never;
    },
  };
}
