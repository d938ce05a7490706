/**
 * A translation says the same numbers as its English: a `{count:...}`, `{Count:...}` or
 * `{years-since:...}` token of the English is written the same in the translation (issue 46: the
 * home page's translations counted another list than the English, six business lines against
 * eight). Only the tokens are compared: the words around them are the translator's.
 */
const TOKEN = /\{(count|Count|years-since):([^}]*)\}/g;

/** The tokens of a text as written, sorted by what they say ("{Count:x}" says what "{count:x}" says: the capital is the translator's). */
function tokensOf(text: string): { said: string; written: string }[] {
  return [...text.matchAll(TOKEN)]
    .map(([written, name, arg]) => ({ said: `${name!.toLowerCase()}:${arg!.trim()}`, written: written! }))
    .sort((a, b) => a.said.localeCompare(b.said));
}

export interface TokenLeaf {
  path: PropertyKey[];
  /** The English. */
  value: string;
  /** The translation's text for it, if it has one that is not stale. */
  translated: string | undefined;
}

/** For each translated text whose tokens differ from its English's: the path and what to write. */
export function tokenMismatches(leaves: readonly TokenLeaf[]): { path: PropertyKey[]; message: string }[] {
  const out: { path: PropertyKey[]; message: string }[] = [];
  for (const { path, value, translated } of leaves) {
    if (translated === undefined) continue;
    const english = tokensOf(value);
    const mine = tokensOf(translated);
    if (english.map((t) => t.said).join('\u0000') === mine.map((t) => t.said).join('\u0000')) continue;
    const written = (list: { written: string }[]) => (list.length ? list.map((t) => t.written).join(', ') : 'none');
    out.push({
      path,
      message: `its tokens (${written(mine)}) are not the English's (${written(english)}): write the English's, so every language shows the same number`,
    });
  }
  return out;
}
