import { normalise as searchNormalise } from '../../features/search/search-normalise.ts';

// Most text is plain ASCII: it skips Unicode normalisation and the Unicode-aware pattern, which
// are most of the cost of preparing thousands of haystacks.
const ascii = /^[\p{ASCII}]*$/u;

/**
 * As the site search compares text (search-normalise.ts, the one normaliser of every language):
 * lower case, accents removed ("Paracétamol" finds "paracetamol", "β" stays searchable), Arabic
 * without harakat or tatweel and with one form of alef, yaa and taa marbuta ("باراسيتامول" finds
 * "بَاراسيتامول" and "باراسيتامُول"), Arabic-Indic digits as 0-9. Plain ASCII, most of a catalogue,
 * only lower-cased.
 */
export function normalise(text: string): string {
  if (ascii.test(text)) return text.toLowerCase();
  return searchNormalise(text);
}

/** Letters and digits only (of normalised text). */
const squash = (s: string) => (ascii.test(s) ? s.replace(/[^a-z0-9]+/g, '') : s.replace(/[^\p{L}\p{N}]+/gu, ''));

/** What a search looks in, prepared once (at load) so a keystroke only compares strings. */
export interface Haystack {
  /** The fields, normalised, kept apart so a word does not match across two of them. */
  text: string;
  /** The same without spaces or punctuation: "1115704" finds "1115-70-4". */
  squashed: string;
}

export function haystackOf(fields: readonly string[]): Haystack {
  const text = normalise(fields.join(' \u0000 '));
  return { text, squashed: squash(text) };
}

/** A query as the words a match must contain: each as typed and without punctuation. */
export type Query = { word: string; squashed: string }[];

export function parseQuery(query: string): Query {
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, squashed: squash(word) }));
}

/** Every word of the query is in the haystack. Punctuation is optional in both directions. */
export function matches(haystack: Haystack, query: Query): boolean {
  return query.every(({ word, squashed }) => haystack.text.includes(word) || (squashed !== '' && haystack.squashed.includes(squashed)));
}

/** The items whose haystack holds every word of the query, in their order; all of them for an empty query. */
export function filterByHaystack<T>(items: readonly T[], query: string, haystack: (item: T) => Haystack): readonly T[] {
  const q = parseQuery(query);
  if (!q.length) return items;
  return items.filter((item) => matches(haystack(item), q));
}

/** The same, for items whose fields are not prepared: builds each haystack on the way (small lists only). */
export function filterBySearch<T>(items: readonly T[], query: string, fields: (item: T) => readonly string[]): T[] {
  return [...filterByHaystack(items, query, (item) => haystackOf(fields(item)))];
}
