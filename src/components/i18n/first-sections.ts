import type { UiStrings } from './ui-types.ts';

/**
 * The sections of another language's catalogue that travel in its first load, in the same file as
 * its table (scripts/vite/chunks.ts): what the first render of its home draws (the header, the
 * skip link, the hero carousel, the logo and the screen-reader heading). The other sections come
 * with the code that shows them, after the first render (footer, enquiry, search...), or before
 * the first render of the pages that show them (their static pages preload them:
 * scripts/vite/route-preload.ts). Moving a section here costs every language's home its size; one
 * missing here costs home a wait for the rest of the catalogue, never English text.
 */
export const firstSections = ['layout', 'header', 'carousel'] as const satisfies readonly (keyof UiStrings)[];

export type FirstSection = (typeof firstSections)[number];

/** A language's first-load sections. */
export type FirstUi = Pick<UiStrings, FirstSection>;

/** Whether every section a component names is among the first-load ones. */
export function inFirstSections(sections: readonly string[]): sections is FirstSection[] {
  return sections.every((s) => (firstSections as readonly string[]).includes(s));
}
