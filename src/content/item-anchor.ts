import { slugify } from './file-name.ts';

/**
 * The anchor of one card or row inside a section (a grade tile such as "W320"), so a search for
 * "cashew W320" opens the page at that card rather than at the section's top. Derived from the
 * section's id and the item's name, so the page (its `id`), the search index (its `#anchor`) and
 * the content check (links an editor writes) all compute the same one without an editor typing it:
 * `grade-gallery` + "W320" is `grade-gallery-w320`. Unique on the page: section ids are unique
 * there, and two items of one section whose names slug alike get `-2`, `-3`. A section without an
 * id gives its items none (a search result then opens the page).
 */
export function itemAnchors(sectionId: string | undefined, names: readonly string[]): (string | undefined)[] {
  if (!sectionId) return names.map(() => undefined);
  const seen = new Map<string, number>();
  return names.map((name, i) => {
    // Letters that slug to nothing (a name in Arabic script) fall back to the item's position.
    const base = `${sectionId}-${slugify(name) || `item-${i + 1}`}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}
