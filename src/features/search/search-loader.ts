import indexUrls from 'virtual:content/search-index';
import type { Locale } from '../../content/locales.ts';
import type { SearchIndexFile } from './search-doc.ts';
import type { SiteSearch } from './search-engine.ts';

const searching = new Map<Locale, Promise<SiteSearch>>();

/**
 * A language's index (a JSON file the build writes per locale, named by
 * `virtual:content/search-index`) and the engine (MiniSearch), fetched together and loaded once
 * per language: on first open, or earlier on hover or focus of the Search button, as soon as the
 * dialog's code is evaluated (search-dialog.tsx); never during a page's first load. A page in
 * Arabic fetches the Arabic index only.
 * A failure is forgotten, so the next open tries again.
 *
 * (Tried: loading the index in a worker thread. At 3,000 products the worker's cold start made the
 * first answer slower, 220-330 ms against 120-200 ms here.)
 */
export function loadSearch(locale: Locale): Promise<SiteSearch> {
  let loading = searching.get(locale);
  if (!loading) {
    const started = performance.now();
    performance.mark('search-load-start');
    const index = fetch(indexUrls[locale]).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    });
    loading = Promise.all([index, import('./search-engine.ts')]).then(
      ([data, engine]) => {
        const search = engine.createSearch(data);
        // Read by `npm run bench` (scripts/bench/search.ts): what the first open costs.
        performance.measure('search-index-ready', { start: started });
        return search;
      },
      (error: unknown) => {
        searching.delete(locale);
        throw error;
      },
    );
    searching.set(locale, loading);
  }
  return loading;
}
