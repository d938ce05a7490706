import indexUrl from 'virtual:content/search-index';
import type { SearchIndexData } from './search-doc.ts';
import type { SiteSearch } from './search-engine.ts';

let loading: Promise<SearchIndexData> | null = null;

/**
 * The search index (a JSON file the build writes, named by `virtual:content/search-index`),
 * fetched once. Called by the Search button as well as the engine, so that pressing the button
 * (or Ctrl+K) fetches the index alongside the dialog's code rather than after it. A failure is
 * forgotten, so the next open tries again.
 */
export function loadIndex(): Promise<SearchIndexData> {
  // The address only (a few dozen bytes in the button's code), so the fetch starts at once.
  loading ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

let searching: Promise<SiteSearch> | null = null;

/**
 * The index and the engine (MiniSearch), loaded once. Called on first open, or earlier on hover
 * or focus of the Search button; never during a page's first load. The engine is a dynamic import,
 * so the button's code stays a few lines.
 */
export function loadSearch(): Promise<SiteSearch> {
  if (!searching) {
    const started = performance.now();
    performance.mark('search-load-start');
    searching = Promise.all([loadIndex(), import('./search-engine.ts')]).then(
      ([data, engine]) => {
        const search = engine.createSearch(data);
        // Read by `npm run bench` (scripts/bench/search.ts): what the first open costs.
        performance.measure('search-index-ready', { start: started });
        return search;
      },
      (error: unknown) => {
        searching = null;
        throw error;
      },
    );
  }
  return searching;
}
