/** Halves a list, rounded up: the left column gets the larger half (7 items: 4 and 3). */
export function splitColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
