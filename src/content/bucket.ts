/**
 * Which lookup bucket a catalogue key falls in. The build and the browser both call this, so
 * a detail page finds its entry by downloading one small bucket, however large the catalogue.
 */
export const BUCKET_TARGET_SIZE = 64;

export function bucketCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / BUCKET_TARGET_SIZE));
}

export function bucketOf(key: string, buckets: number): number {
  // FNV-1a over the lower-cased key: stable, fast, spreads names evenly.
  let hash = 0x811c9dc5;
  for (const ch of key.toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}
