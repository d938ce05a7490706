/**
 * The names the static pages (page-html.ts), the server's own pages (server/enquiry-pages.ts) and
 * the deferred loader (vite/deferred-app.ts) agree on. Here, below all three, so the pages need
 * nothing of the Vite plugins.
 */

/** The id of the template's script element that starts the app (the deferred loader). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The template's attribute naming the page's modules to preload, space-separated, each as its file
 * name in the entry script's folder less `.js` (`framework-Dh4JU7EH page-kit-BLhJN-qe`): the loader
 * writes a `<link rel="modulepreload">` for each. Issue 30: as links, the 16-35 files a product page
 * names were ~75 bytes each (`<link rel="modulepreload" href="../../../../assets/...js">`), as names
 * ~25; the links in the document, and what the browser fetches and when, are the same.
 */
export const PRELOAD_ATTRIBUTE = 'data-preload';
