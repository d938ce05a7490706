/** The longest the app waits for a stylesheet that has neither loaded nor failed. */
export const STYLESHEET_WAIT_MS = 5000;

/** A stylesheet whose request has failed already (it has no sheet, and its error event is past). */
function failed(link: HTMLLinkElement): boolean {
  const entry = typeof performance.getEntriesByName === 'function' ? (performance.getEntriesByName(link.href)[0] as { responseStatus?: number } | undefined) : undefined;
  return entry?.responseStatus !== undefined && (entry.responseStatus === 0 || entry.responseStatus >= 400);
}

/**
 * Resolves once the site's stylesheets have loaded (or failed to). A static page paints with only
 * the rules its own markup uses inlined, and the whole stylesheet comes with the app's scripts after
 * that paint (scripts/render/page-html.ts, first of them); the app must not draw anything the first
 * paint did not show (a deep link's page, an opened menu) before the rules for it are there. While
 * the page is still being parsed (the app can start early, on a tap) the link may not be read yet:
 * then this waits for the parser first.
 */
export function stylesheetsLoaded(doc: Document = document): Promise<void> {
  if (doc.readyState === 'loading') {
    return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(stylesheetsLoaded(doc)), { once: true }));
  }
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet && !failed(link));
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that cannot load must not keep the app from starting.
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, STYLESHEET_WAIT_MS);
        }),
    ),
  ).then(() => undefined);
}
