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
function normalise(text: string): string {
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

/**
 * The items whose haystack holds every word of the query, in their order; all of them for an empty
 * query. Punctuation is optional in both directions: each word matches as typed or squashed.
 */
export function filterByHaystack<T>(items: readonly T[], query: string, haystack: (item: T) => Haystack): readonly T[] {
  const words = normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, squashed: squash(word) }));
  if (!words.length) return items;
  return items.filter((item) => {
    const { text, squashed: all } = haystack(item);
    return words.every(({ word, squashed }) => text.includes(word) || (squashed !== '' && all.includes(squashed)));
  });
}
