import { lazy, type ComponentType } from 'react';
import { loadOnce } from '../../routing/load-once.ts';

type TopStripModule = { default: ComponentType };

/**
 * Home's top strip (e-mail and social links) is code of its own, out of every other page's first
 * load. Home's route loader waits for it (issue 47, item 10), so on an in-app navigation to home
 * the strip arrives with the page's content, not after it, pushing the content down. A failed load
 * is tried again on the next call (loadOnce).
 */
const strip = loadOnce((_: 'top-strip') => import('./top-strip.tsx').then((m): TopStripModule => ({ default: m.TopStrip })));

export function loadTopStrip(): Promise<TopStripModule> {
  return strip.load('top-strip');
}

/**
 * The strip for the header. Once its code is here, React.lazy gets it synchronously (a thenable
 * that calls back at once) and renders it in the same commit as the page; before that (the static
 * page adopted), its Suspense boundary keeps the static markup until the code arrives.
 */
export const TopStripLazy = lazy(() => {
  const loaded = strip.loaded('top-strip');
  // React's types ask for a Promise; React itself calls only `then`.
  return loaded ? ({ then: (done: (m: TopStripModule) => void) => done(loaded) } as unknown as Promise<TopStripModule>) : loadTopStrip();
});
