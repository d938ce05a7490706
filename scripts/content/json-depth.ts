/**
 * How deep a JSON text nests, found before it is parsed: the parser and every check after it walk
 * the value recursively, so a file nested thousands deep (a slip of a script, or a hostile pull
 * request) would end the check with a RangeError and no file named. Real content nests fewer than
 * ten levels; 64 is far beyond any of it.
 */
export const MAX_JSON_DEPTH = 64;

export interface TooDeep {
  /** 1-based line and column (in characters) of the first bracket past the limit. */
  line: number;
  column: number;
  limit: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Counts the brackets outside strings, one byte at a time (no recursion, so any depth is safe to
 * scan), and returns where the nesting first goes past `limit`, or null. Works on the raw bytes:
 * in UTF-8 no byte of a multi-byte character looks like a bracket, a quote or a backslash.
 */
export function tooDeep(bytes: Uint8Array, limit = MAX_JSON_DEPTH): TooDeep | null {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let line = 1;
  let column = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === NEWLINE) {
      line++;
      column = 0;
      continue;
    }
    // A continuation byte (10xxxxxx) is part of the character already counted.
    if ((b & 0xc0) !== 0x80) column++;
    if (escaped) escaped = false;
    else if (inString) {
      if (b === BACKSLASH) escaped = true;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (OPENERS.has(b)) {
      if (++depth > limit) return { line, column, limit };
    } else if (CLOSERS.has(b)) depth = Math.max(0, depth - 1);
  }
  return null;
}

export function tooDeepMessage({ line, column, limit }: TooDeep): string {
  return `nested more than ${limit} levels deep (at line ${line}, column ${column}): no content needs that many [ ] or { } inside one another; look for brackets repeated or never closed there`;
}
