/** One content problem. Printed as `file: json.path: message`, the one format every tool uses. */
export interface Problem {
  file: string;
  path: string;
  message: string;
  /** 1-based position in the file, worked out from `path` where the file could be read. */
  line?: number;
  column?: number;
}

/** `["sections", 2, "items", 0, "icon"]` becomes `sections[2].items[0].icon`; the root is `$`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '$';
}

/* eslint-disable no-control-regex -- this finds control characters to escape them */
/**
 * Characters a terminal or a pull request would act on or hide instead of showing: C0 and C1
 * controls (an ESC changes the terminal's colours), line and paragraph separators, and the
 * invisible formatting characters (zero-width ones, bidirectional marks, embeddings, overrides
 * and isolates, which reorder the rest of the line).
 */
const UNSHOWABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;
/* eslint-enable no-control-regex */

/** `text` with every such character written as its code, `\u202E`, so a problem prints as the line it is (the CLI, CI and the web editor alike). */
export function escapeInvisible(text: string): string {
  return text.replace(UNSHOWABLE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
