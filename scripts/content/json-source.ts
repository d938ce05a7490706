import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/**
 * Reads a content file as JSON with jsonc-parser's syntax tree, which keeps where every key and
 * value starts (so every problem names its line and column), and reports what JSON.parse lets pass
 * or words poorly: duplicate keys (JSON.parse silently keeps the last), a byte order mark, bytes
 * that are not UTF-8 (Latin-1 "é"), comments, single quotes, trailing commas, and a missing comma
 * (named at the line that needs it, not the next one). The words are ours: jsonc-parser says only
 * which token it expected where.
 */

export interface SourcePosition {
  /** 1-based line. */
  line: number;
  /** 1-based column, in characters (UTF-16 code units) from the start of the line. */
  column: number;
}

/** Where the parts of a file's value are: its syntax tree, and its lines to turn an offset into a line and column. */
export interface JsonPositions {
  tree: Node | undefined;
  lines: Lines;
}

export interface SourceProblem extends SourcePosition {
  path: readonly PropertyKey[];
  message: string;
}

export interface JsonSource {
  /** The value read; undefined when the text is not JSON. */
  value: unknown;
  positions: JsonPositions;
  problems: SourceProblem[];
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * Offset of the first byte that is not part of a valid UTF-8 sequence, or -1: where the standard
 * decoder wrote its first U+FFFD (the replacement character) that the bytes did not hold themselves.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let at = 0;
  for (const ch of new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)) {
    if (ch === '\ufffd' && !(bytes[at] === 0xef && bytes[at + 1] === 0xbf && bytes[at + 2] === 0xbd)) return at;
    const cp = ch.codePointAt(0)!;
    at += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
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
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const positions = { tree, lines };
  if (errors.length) {
    // The first error is the one an editor fixes; those after it are mostly its echoes.
    const { offset, message } = syntaxMessage(text, errors);
    const at = lines.at(offset);
    problems.push({ path: [], ...at, message: `not valid JSON (line ${at.line}, column ${at.column}): ${message}` });
    return { value: undefined, positions, problems };
  }
  if (tree) duplicateKeys(tree, [], lines, problems);
  // The value exactly as JSON.parse reads it (the last of duplicate keys, "__proto__" as a plain key).
  return { value: JSON.parse(text), positions, problems };
}

const byteOrderMark =
  'the file starts with a byte order mark (an invisible character some editors add) at line 1, column 1: save it as "UTF-8" without BOM';

const describeChar = (ch: string | undefined) => (ch === undefined ? 'the end of the file' : JSON.stringify(ch));

const notNumber = 'not a JSON number: write numbers like 12, 0.5 or 1.5e3 (no leading zeros, a digit after the point)';

/** Where the text breaks (an offset) and why, in an editor's words, from the first of jsonc-parser's errors. */
function syntaxMessage(text: string, errors: ParseError[]): { offset: number; message: string } {
  const [{ error, offset, length }, next] = errors as [ParseError, ...ParseError[]];
  const c = text[offset];
  const token = text.slice(offset, offset + length);
  const unexpected = `Unexpected token ${describeChar(c)}: expected a value (text in double quotes, a number, true, false, null, [...] or {...})`;
  switch (printParseErrorCode(error)) {
    case 'CommaExpected': {
      // Where the missing comma goes: the end of the token before.
      const end = text.slice(0, offset).trimEnd().length;
      // "01": the scanner reads a number 0, then another number.
      if (/\d/.test(text[end - 1] ?? '') && /[\d.eE]/.test(c ?? '') && end === offset) return { offset: text.slice(0, end).search(/-?\d+$/), message: notNumber };
      const line = (at: number) => text.slice(0, at).split('\n').length;
      const where = line(end) < line(offset) ? `after line ${line(end)}` : `before ${describeChar(c)}`;
      return { offset: end, message: `a comma is missing: add a comma ${where}` };
    }
    case 'PropertyNameExpected':
      if (c === '}') return { offset, message: 'a comma before "}": remove the comma after the last entry' };
      if (c === undefined) return { offset, message: 'Unexpected end of JSON input: a "}" is missing' };
      return { offset, message: `Expected double-quoted property name, found ${describeChar(c)}` };
    case 'ValueExpected':
      if (c === ']') return { offset, message: 'a comma before "]": remove the comma after the last item' };
      if (!text.trim()) return { offset, message: 'the file is empty (a page or entry is one JSON object: {"title": ...})' };
      return { offset, message: c === undefined ? 'Unexpected end of JSON input' : unexpected };
    case 'InvalidSymbol':
      if (c === "'") {
        const name = printParseErrorCode(next?.error ?? error) === 'PropertyNameExpected';
        return { offset, message: name ? 'property names need double quotes ("name"), not single quotes' : 'strings need double quotes ("..."), not single quotes' };
      }
      if (c === '-') return { offset: offset + 1, message: 'No number after minus sign' };
      return { offset, message: /\p{L}/u.test(c ?? '') ? `Unexpected token ${describeChar(c)}: text must be in double quotes` : unexpected };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { offset, message: 'comments are not allowed in JSON: remove the comment' };
    case 'UnexpectedEndOfString':
      if (text[offset + length] === '\n' || text[offset + length] === '\r') {
        return { offset: offset + length, message: 'Bad control character in string literal: a line break inside text (join the lines, or end the text with " first)' };
      }
      return { offset, message: 'Unterminated string in JSON: a closing " is missing' };
    case 'InvalidCharacter':
      return { offset: offset + token.split('').findIndex((ch) => ch < ' '), message: 'Bad control character in string literal (a tab or other invisible character: remove it)' };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return { offset: offset + Math.max(0, token.search(/\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/)), message: 'Bad escaped character: a backslash starts an escape such as \\" or \\n (write \\\\ for a backslash)' };
    case 'UnexpectedEndOfNumber':
    case 'InvalidNumberFormat':
      return { offset, message: notNumber };
    case 'ColonExpected':
      return { offset, message: `Expected ':' after property name ${/("(?:[^"\\]|\\.)*")\s*$/.exec(text.slice(0, offset))?.[1] ?? ''}`.trimEnd() };
    case 'EndOfFileExpected':
      return { offset, message: `Unexpected non-whitespace character after JSON: ${describeChar(c)} (is there a "}" too many, or a second object?)` };
    default: {
      const close = printParseErrorCode(error) === 'CloseBracketExpected' ? ']' : '}';
      if (c === undefined) return { offset, message: `Unexpected end of JSON input: a "${close}" is missing` };
      return { offset, message: `Expected ',' or '${close}' after ${close === '}' ? 'property value' : 'array element'}` };
    }
  }
}

/** Every key written twice in one object, at the second one, naming both lines. */
function duplicateKeys(node: Node, path: PropertyKey[], lines: Lines, problems: SourceProblem[]): void {
  if (node.type === 'array') node.children?.forEach((child, i) => duplicateKeys(child, [...path, i], lines, problems));
  if (node.type !== 'object') return;
  const seen = new Map<string, number>();
  for (const member of node.children ?? []) {
    const [name, value] = member.children as [Node, Node | undefined];
    const key = name.value as string;
    const line = lines.at(member.offset).line;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ path: [...path, key], ...lines.at(member.offset), message: `duplicate key "${key}" (line ${earlier} and line ${line}): only the last one counts; remove one` });
    }
    seen.set(key, line);
    if (value) duplicateKeys(value, [...path, key], lines, problems);
  }
}

/**
 * The position of `path`, or of its nearest ancestor that the file has. A member's position is its
 * key's, where an editor looks for it; an item's, its value's.
 */
export function positionOf({ tree, lines }: JsonPositions, path: readonly PropertyKey[]): SourcePosition {
  if (!tree) return { line: 1, column: 1 };
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? tree : findNodeAtLocation(tree, path.slice(0, n) as (string | number)[]);
    if (!node) continue;
    const member = node.parent?.type === 'property' ? node.parent : node;
    return lines.at(member.offset);
  }
  return { line: 1, column: 1 };
}

/** `sections[2].items[0].icon` back into its segments; `$` is the root. */
export function pathSegments(path: string): PropertyKey[] {
  if (path === '$' || path === '') return [];
  const out: PropertyKey[] = [];
  for (const m of path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[2]!);
  return out;
}
