/** Lower case, accents removed, so "Sulphate" finds "sulphate" and "β" stays searchable. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The items whose fields contain every word of the query. Punctuation is optional in both
 * directions, so "1115704" finds CAS 1115-70-4 and "lutein10" finds "Lutein 10%".
 */
export function filterBySearch<T>(items: readonly T[], query: string, fields: (item: T) => readonly string[]): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  const squash = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');
  return items.filter((item) => {
    const text = normalise(fields(item).join(' \u0000 '));
    const squashed = squash(text);
    return words.every((w) => text.includes(w) || (squash(w) !== '' && squashed.includes(squash(w))));
  });
}
