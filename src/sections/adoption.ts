/**
 * How many of a page's sections the app waits for the code of when it adopts the page's static
 * markup; the others hydrate as theirs arrives (prepareSections in registry.ts). The build preloads
 * the same sections' code on each static page (scripts/vite/route-preload.ts).
 */
export const EAGER_SECTIONS_WHEN_ADOPTING = 1;

/**
 * Section types whose content or data a page's loader reads itself (a catalogue list's items, the
 * documents a commodity page's trade details offer, a contact form's country names in the page's
 * language), so a page holding one among its later sections cannot leave them to come later (see
 * pageHead). tests/unit/page-head.test.tsx checks this names every section type with a data loader
 * in the registry.
 */
export const READ_AT_LOAD: readonly string[] = ['catalogue-list', 'trade-details', 'contact'];

/** Below this much content (JSON characters) in its later sections, a page is one file: a second would save nothing worth a request. */
export const LATER_CONTENT_MIN_CHARS = 2000;

/**
 * The page as the app adopting its static page first needs it: its first sections' content (those
 * whose code it waits for), and only the types of the others, whose markup is on the page already
 * and whose content comes with their code, after the first render (prepareSections). Null when
 * the split is not worth it or not possible. One function for the build (content-plugin.ts,
 * route-preload.ts) and its tests.
 */
export function pageHead<P extends { sections: readonly { type: string }[] }>(page: P): (Omit<P, 'sections'> & { sections: P['sections']; later: string[] }) | null {
  const later = page.sections.slice(EAGER_SECTIONS_WHEN_ADOPTING);
  if (!later.length || later.some((s) => READ_AT_LOAD.includes(s.type)) || JSON.stringify(later).length < LATER_CONTENT_MIN_CHARS) return null;
  return { ...page, sections: page.sections.slice(0, EAGER_SECTIONS_WHEN_ADOPTING) as P['sections'], later: later.map((s) => s.type) };
}
