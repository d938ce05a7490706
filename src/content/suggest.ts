/**
 * "Did you mean": the closest allowed word to a misspelt one, by edit distance where a swap of
 * two neighbouring letters counts as one edit (Damerau-Levenshtein, optimal string alignment).
 */

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Compared without case, spaces, hyphens or underscores: "Shield_Check" is one edit from nothing but "shield-check". */
const fold = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** "certificate-of-analysis" is "coa": the first letters of its words. */
const initials = (s: string) =>
  s
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('');

function distance(word: string, candidate: string): number {
  const folded = editDistance(fold(word), fold(candidate));
  // Differing only in case or separators is closer than any real edit.
  if (folded === 0) return word === candidate ? 0 : 0.5;
  // An abbreviation ("COA", "SDS") is as close as a spelling in another case.
  if (fold(word).length >= 2 && /[\s_-]/.test(candidate) && fold(word) === initials(candidate)) return 0.75;
  return folded;
}

/** The candidates, closest to `word` first (ties keep their order). */
export function closestFirst(word: string, candidates: readonly string[]): string[] {
  return candidates
    .map((c, i) => ({ c, i, d: distance(word, c) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.c);
}

/**
 * The one candidate close enough to be what was meant, or null. Close: at most a third of the
 * word's letters differ (at least one edit allowed, at most three), or one contains the other.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | null {
  if (!word || !candidates.length) return null;
  const [best] = closestFirst(word, candidates);
  if (best === undefined || best === word) return null;
  const d = distance(word, best);
  const limit = Math.min(3, Math.max(1, Math.floor(fold(word).length / 3)));
  if (d <= limit) return best;
  const fw = fold(word);
  const fb = fold(best);
  if (fw.length >= 4 && (fb.includes(fw) || fw.includes(fb))) return best;
  return null;
}

const quote = (s: string) => JSON.stringify(s);

/**
 * `unknown icon "shield-chek": did you mean "shield-check"? Allowed (closest first): "shield-check", "check", ...`,
 * or without a close one, the allowed values closest first.
 */
export function unknownValueMessage(what: string, value: string, allowed: readonly string[], max = Infinity): string {
  const list = closestFirst(value, allowed);
  const shown = list.slice(0, max).map(quote).join(', ') + (list.length > max ? `, … (${list.length} in all)` : '');
  const guess = didYouMean(value, allowed);
  const list_ = allowed.length > 1 ? `allowed (closest first): ${shown}` : `allowed: ${shown}`;
  return guess ? `${what} ${quote(value)}: did you mean ${quote(guess)}? ${list_.charAt(0).toUpperCase()}${list_.slice(1)}` : `${what} ${quote(value)}; ${list_}`;
}
