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
