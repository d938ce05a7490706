/**
 * A JSON reader for content files that, unlike JSON.parse, keeps where every key and value
 * starts (so every problem can name its line and column), and reports what JSON.parse lets pass
 * or words poorly: duplicate keys (JSON.parse silently keeps the last), a byte order mark,
 * bytes that are not UTF-8 (Latin-1 "é"), comments, single quotes and trailing commas.
 *
 * Written here rather than taken from a library: it is small, and it must produce positions
 * in the same JSON-path terms (`sections[2].items[0].icon`) as the schema and the checks.
 */

export interface SourcePosition {
  /** 1-based line. */
  line: number;
  /** 1-based column, in characters (UTF-16 code units) from the start of the line. */
  column: number;
}

/** Where each part of a value starts: a tree parallel to the value, so a lookup costs one step per path segment. */
export interface PositionNode {
  at: SourcePosition;
  /** Members of an object, by key (the key's position: the start of its line's entry). */
  keys?: Map<string, PositionNode>;
  /** Items of an array, by index. */
  items?: PositionNode[];
}

export interface SourceProblem extends SourcePosition {
  path: readonly PropertyKey[];
  message: string;
}

export interface JsonSource {
  /** The value read; undefined when the text is not JSON. */
  value: unknown;
  /** Positions of the value's parts; the root only when the text is not JSON. */
  positions: PositionNode;
  problems: SourceProblem[];
}

const BOM = [0xef, 0xbb, 0xbf];

/** Offset of the first byte that is not part of a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

class Lines {
  private starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  at(offset: number): SourcePosition {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }
}

class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const describeChar = (ch: string | undefined) => (ch === undefined ? 'the end of the file' : JSON.stringify(ch));

/** Reads JSON text (or bytes, checked for a byte order mark and UTF-8 first). Never throws. */
export function parseJsonSource(input: Uint8Array | string): JsonSource {
  const problems: SourceProblem[] = [];
  let text: string;
  if (typeof input === 'string') {
    text = input;
    if (text.charCodeAt(0) === 0xfeff) {
      problems.push({ path: [], line: 1, column: 1, message: byteOrderMark });
      text = text.slice(1);
    }
  } else {
    let bytes = input;
    if (BOM.every((b, i) => bytes[i] === b)) {
      problems.push({ path: [], line: 1, column: 1, message: byteOrderMark });
      bytes = bytes.subarray(3);
    }
    // The native strict decoder for the usual, valid file; our scanner only to say where a bad byte is.
    let bad = -1;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('utf-8').decode(bytes);
      bad = Math.max(0, firstInvalidUtf8(bytes));
    }
    if (bad !== -1) {
      // Where the bad byte is, in the characters an editor shows: decode the valid part before it.
      const before = new TextDecoder('utf-8').decode(bytes.subarray(0, bad));
      const at = new Lines(before).at(before.length);
      const byte = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
      problems.push({
        path: [],
        ...at,
        message: `not UTF-8: byte 0x${byte} at line ${at.line}, column ${at.column} is not valid UTF-8 (the file was saved as Latin-1 or Windows-1252; save it as UTF-8)`,
      });
      // Read on (the bad byte is U+FFFD in `text`), so the file's other problems show in the same run.
    }
  }
  const lines = new Lines(text);
  const parser = new Parser(text, lines, problems);
  try {
    const { value, node } = parser.document();
    return { value, positions: node, problems };
  } catch (err) {
    if (!(err instanceof SyntaxProblem)) throw err;
    const at = lines.at(err.offset);
    problems.push({ path: [], ...at, message: `not valid JSON (line ${at.line}, column ${at.column}): ${err.message}` });
    return { value: undefined, positions: { at: { line: 1, column: 1 } }, problems };
  }
}

const byteOrderMark =
  'the file starts with a byte order mark (an invisible character some editors add) at line 1, column 1: save it as "UTF-8" without BOM';

class Parser {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly lines: Lines,
    private readonly problems: SourceProblem[],
  ) {}

  document(): { value: unknown; node: PositionNode } {
    this.space();
    if (this.i >= this.text.length) throw new SyntaxProblem('the file is empty (a page or entry is one JSON object: {"title": ...})', this.i);
    const result = this.value([]);
    this.space();
    if (this.i < this.text.length) {
      throw new SyntaxProblem(`Unexpected non-whitespace character after JSON: ${describeChar(this.text[this.i])} (is there a "}" too many, or a second object?)`, this.i);
    }
    return result;
  }

  private space(): void {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.i += 1;
      else if (c === 0x2f && (t[this.i + 1] === '/' || t[this.i + 1] === '*')) {
        throw new SyntaxProblem('comments are not allowed in JSON: remove the comment', this.i);
      } else return;
    }
  }

  private value(path: PropertyKey[]): { value: unknown; node: PositionNode } {
    const start = this.i;
    const at = this.lines.at(start);
    const c = this.text[this.i];
    switch (c) {
      case '{':
        return this.object(path, at);
      case '[':
        return this.array(path, at);
      case '"':
        return { value: this.string(), node: { at } };
      case "'":
        throw new SyntaxProblem('strings need double quotes ("..."), not single quotes', this.i);
      case 't':
        return { value: this.word('true', true), node: { at } };
      case 'f':
        return { value: this.word('false', false), node: { at } };
      case 'n':
        return { value: this.word('null', null), node: { at } };
      default:
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return { value: this.number(), node: { at } };
        if (c === undefined) throw new SyntaxProblem('Unexpected end of JSON input', this.i);
        throw new SyntaxProblem(`Unexpected token ${describeChar(c)}: expected a value (text in double quotes, a number, true, false, null, [...] or {...})`, this.i);
    }
  }

  private word<T>(word: string, value: T): T {
    if (this.text.startsWith(word, this.i)) {
      this.i += word.length;
      return value;
    }
    throw new SyntaxProblem(`Unexpected token ${describeChar(this.text[this.i])}: text must be in double quotes`, this.i);
  }

  private number(): number {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!m || m[0] === '-') throw new SyntaxProblem('No number after minus sign', this.i + 1);
    const next = this.text[this.i + m[0].length];
    if (next !== undefined && /[\d.eE]/.test(next)) throw new SyntaxProblem(`not a JSON number: write numbers like 12, 0.5 or 1.5e3 (no leading zeros, a digit after the point)`, this.i);
    this.i += m[0].length;
    return Number(m[0]);
  }

  private string(): string {
    const t = this.text;
    const open = this.i;
    this.i += 1;
    let out = '';
    let from = this.i;
    for (;;) {
      const c = t.charCodeAt(this.i);
      if (Number.isNaN(c)) throw new SyntaxProblem('Unterminated string in JSON: a closing " is missing', open);
      if (c === 0x22) {
        out += t.slice(from, this.i);
        this.i += 1;
        return out;
      }
      if (c < 0x20) {
        throw new SyntaxProblem(
          c === 0x0a ? 'Bad control character in string literal: a line break inside text (join the lines, or end the text with " first)' : 'Bad control character in string literal (a tab or other invisible character: remove it)',
          this.i,
        );
      }
      if (c === 0x5c) {
        out += t.slice(from, this.i);
        const e = t[this.i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && e in simple) {
          out += simple[e];
          this.i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(t.slice(this.i + 2, this.i + 6))) {
          out += String.fromCharCode(parseInt(t.slice(this.i + 2, this.i + 6), 16));
          this.i += 6;
        } else {
          throw new SyntaxProblem(`Bad escaped character: a backslash starts an escape such as \\" or \\n (write \\\\ for a backslash)`, this.i);
        }
        from = this.i;
        continue;
      }
      this.i += 1;
    }
  }

  private object(path: PropertyKey[], at: SourcePosition): { value: unknown; node: PositionNode } {
    const out: Record<string, unknown> = {};
    const keys = new Map<string, PositionNode>();
    if (this.openedEmpty('}')) return { value: out, node: { at, keys } };
    for (;;) {
      const c = this.text[this.i];
      if (c !== '"') {
        if (c === '}') throw new SyntaxProblem('a comma before "}": remove the comma after the last entry', this.i);
        if (c === "'") throw new SyntaxProblem('property names need double quotes ("name"), not single quotes', this.i);
        if (c === undefined) throw new SyntaxProblem('Unexpected end of JSON input: a "}" is missing', this.i);
        throw new SyntaxProblem(`Expected double-quoted property name, found ${describeChar(c)}`, this.i);
      }
      const keyAt = this.lines.at(this.i);
      const key = this.string();
      this.space();
      if (this.text[this.i] !== ':') throw new SyntaxProblem(`Expected ':' after property name "${key}"`, this.i);
      this.i += 1;
      this.space();
      const child = this.value([...path, key]);
      const earlier = keys.get(key);
      if (earlier) {
        this.problems.push({
          path: [...path, key],
          ...keyAt,
          message: `duplicate key "${key}" (line ${earlier.at.line} and line ${keyAt.line}): only the last one counts; remove one`,
        });
      }
      // The member's position is its key's: where an editor looks for it.
      keys.set(key, { ...child.node, at: keyAt });
      if (key === '__proto__') Object.defineProperty(out, key, { value: child.value, enumerable: true, writable: true, configurable: true });
      else out[key] = child.value;
      if (this.closedAfter('}', 'property value')) return { value: out, node: { at, keys } };
    }
  }

  private array(path: PropertyKey[], at: SourcePosition): { value: unknown; node: PositionNode } {
    const out: unknown[] = [];
    const items: PositionNode[] = [];
    if (this.openedEmpty(']')) return { value: out, node: { at, items } };
    for (;;) {
      if (this.text[this.i] === ']') throw new SyntaxProblem('a comma before "]": remove the comma after the last item', this.i);
      const child = this.value([...path, out.length]);
      out.push(child.value);
      items.push(child.node);
      if (this.closedAfter(']', 'array element')) return { value: out, node: { at, items } };
    }
  }

  /** Past an opening bracket and the space after it; true, and past the closing bracket too, when nothing stands between. */
  private openedEmpty(close: '}' | ']'): boolean {
    this.i += 1;
    this.space();
    if (this.text[this.i] !== close) return false;
    this.i += 1;
    return true;
  }

  /**
   * After a member or an item: true past the closing bracket, false past a comma (and the space
   * after it); anything else is the syntax error an editor sees.
   */
  private closedAfter(close: '}' | ']', what: string): boolean {
    this.space();
    const next = this.text[this.i];
    if (next === ',') {
      this.i += 1;
      this.space();
      return false;
    }
    if (next === close) {
      this.i += 1;
      return true;
    }
    if (next === undefined) throw new SyntaxProblem(`Unexpected end of JSON input: a "${close}" is missing`, this.i);
    throw new SyntaxProblem(`Expected ',' or '${close}' after ${what}`, this.i);
  }
}

/** The position of `path`, or of its nearest ancestor that exists in the file. */
export function positionOf(root: PositionNode, path: readonly PropertyKey[]): SourcePosition {
  let node = root;
  for (const key of path) {
    const next = typeof key === 'number' ? node.items?.[key] : node.keys?.get(String(key));
    if (!next) break;
    node = next;
  }
  return node.at;
}

/** `sections[2].items[0].icon` back into its segments; `$` is the root. */
export function pathSegments(path: string): PropertyKey[] {
  if (path === '$' || path === '') return [];
  const out: PropertyKey[] = [];
  for (const m of path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[2]!);
  return out;
}
