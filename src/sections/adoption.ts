/**
 * How many of a page's sections the app waits for the code of when it adopts the page's static
 * markup; the others hydrate as theirs arrives (prepareSections in registry.ts). The build preloads
 * the same sections' code on each static page (scripts/vite/route-preload.ts).
 */
export const EAGER_SECTIONS_WHEN_ADOPTING = 1;
