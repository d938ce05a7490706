import { getNodeValue, parseTree, type Node } from 'jsonc-parser';

/**
 * The web editor's file format ("tidy-json", registered with Decap's registerCustomFormat): how
 * content/ is written, not how Decap's own JSON format writes it (JSON.stringify with the form's
 * key order and no final newline).
 *
 * - A file read and written back unchanged is byte-identical.
 * - A change alters only the lines it must: every value that did not change keeps its text as
 *   the file had it (its line breaks, spacing, escapes and number spelling), every object keeps
 *   its keys in the file's order (Decap's Immutable maps lose the order past eight keys), and a
 *   moved list item moves as its own lines. New values are written as the rest of content/ is:
 *   two-space indent, one key per line, `$schema` first, a final newline.
 *
 * Decap's `toFile` is given the data alone, so the editor's preSave handler (admin/main.tsx)
 * hands in the file's text as it was loaded and the form's field order under two keys that are
 * never written.
 */

/** The file's text when the editor loaded it. */
export const SOURCE_KEY = '__source';
/** The form's field order (KeyOrder), for keys the file did not have yet. */
export const ORDER_KEY = '__order';

/** Keys of an object in the form's order, and the order inside each of them. */
export interface KeyOrder {
  keys?: string[];
  /** Per key: the order inside that key's value (an object, or the items of a list). */
  children?: Record<string, KeyOrder>;
  /** Variable-type list items: the order by the item's `type`. */
  types?: Record<string, KeyOrder>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const INDENT = '  ';

const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Equal as JSON, whatever the order of keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

/** What the editor reads: the file's data. A byte order mark (which the check refuses) is dropped and not written back. */
export function fromFile(text: string): Record<string, Json> {
  // No file (an entry's translation not written yet): Decap reads it as "", which is no data, not an error (issue 45).
  if (!text.trim()) return {};
  const value = JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  return isObject(value) ? value : {};
}

/**
 * Decap's `fromFile`: the file's data, and its text under SOURCE_KEY (never written), so the save
 * writes what did not change as the file had it. Decap keeps a file's text itself (`raw`) only
 * for an entry in one file; with translations side by side it keeps none for either language.
 */
export function fromFileKeepingText(text: string): Record<string, Json> {
  return text.trim() ? { ...fromFile(text), [SOURCE_KEY]: text } : {};
}

class Writer {
  private readonly values = new WeakMap<Node, unknown>();
  constructor(private readonly source: string) {}

  private valueOf(node: Node): unknown {
    if (!this.values.has(node)) this.values.set(node, getNodeValue(node));
    return this.values.get(node);
  }

  private text(node: Node): string {
    return this.source.slice(node.offset, node.offset + node.length);
  }

  /** The parts in their brackets, one per line; an object or array the file wrote on one line, e.g. `{ "src": "…", "alt": "" }`, stays on one line. */
  private wrap(parts: string[], node: Node | undefined, indent: string, [open, close]: string): string {
    const t = node && this.text(node);
    if (t && !t.includes('\n') && parts.every((p) => !p.includes('\n'))) {
      const pad = t.length > 2 && t[1] === ' ' ? ' ' : '';
      return `${t[0]!}${pad}${parts.join(', ')}${pad}${t[t.length - 1]!}`;
    }
    return `${open}\n${parts.map((p) => indent + INDENT + p).join(',\n')}\n${indent}${close}`;
  }

  private property(node: Node | undefined, key: string): Node | undefined {
    if (node?.type !== 'object') return undefined;
    // The last of two equal keys counts, as in JSON.parse (the check refuses the pair anyway).
    const found = node.children?.filter((p) => p.children?.[0]?.value === key).at(-1);
    return found?.children?.[1];
  }

  render(value: Json, node: Node | undefined, indent: string, order: KeyOrder | undefined): string {
    if (node && sameJson(value, this.valueOf(node))) return this.text(node);
    if (Array.isArray(value)) return this.array(value, node?.type === 'array' ? node : undefined, indent, order);
    if (isObject(value)) return this.object(value, node?.type === 'object' ? node : undefined, indent, order);
    return JSON.stringify(value);
  }

  private object(value: Record<string, Json>, node: Node | undefined, indent: string, order: KeyOrder | undefined): string {
    const written = node?.children?.map((p) => p.children?.[0]?.value as string) ?? [];
    const present = Object.keys(value);
    const keys = [
      ...(present.includes('$schema') ? ['$schema'] : []),
      ...written.filter((k, i) => present.includes(k) && written.indexOf(k) === i),
      ...(order?.keys ?? []).filter((k) => present.includes(k)),
      ...present,
    ].filter((k, i, all) => all.indexOf(k) === i);
    if (!keys.length) return '{}';
    const inner = indent + INDENT;
    const parts = keys.map((k) => `${JSON.stringify(k)}: ${this.render(value[k]!, this.property(node, k), inner, order?.children?.[k])}`);
    return this.wrap(parts, node, indent, '{}');
  }

  private array(value: Json[], node: Node | undefined, indent: string, order: KeyOrder | undefined): string {
    if (!value.length) return '[]';
    const olds = node?.children ?? [];
    const used = new Set<number>();
    const pairs: (Node | undefined)[] = value.map(() => undefined);
    const pair = (i: number, j: number) => {
      used.add(j);
      pairs[i] = olds[j];
    };
    // Unchanged items keep their text wherever they were (a move moves their lines); a changed
    // item is then written over the item it most likely was, so only its changed lines change.
    value.forEach((item, i) => {
      if (olds[i] && sameJson(item, this.valueOf(olds[i]!))) pair(i, i);
    });
    value.forEach((item, i) => {
      if (pairs[i]) return;
      const j = olds.findIndex((o, k) => !used.has(k) && sameJson(item, this.valueOf(o)));
      if (j >= 0) pair(i, j);
    });
    const kind = (v: unknown) => (Array.isArray(v) ? 'array' : isObject(v) ? `object:${String(v.type ?? '')}` : 'value');
    value.forEach((item, i) => {
      if (pairs[i] || kind(item) === 'value') return;
      const j = olds[i] && !used.has(i) && kind(this.valueOf(olds[i]!)) === kind(item) ? i : olds.findIndex((o, k) => !used.has(k) && kind(this.valueOf(o)) === kind(item));
      if (j >= 0) pair(i, j);
    });
    const inner = indent + INDENT;
    const parts = value.map((item, i) => {
      const itemOrder = isObject(item) && typeof item.type === 'string' && order?.types?.[item.type] ? order.types[item.type] : order;
      return this.render(item, pairs[i], inner, itemOrder);
    });
    return this.wrap(parts, node, indent, '[]');
  }
}

/**
 * The file's text for `data`. With the text the file had (`source`), everything that did not
 * change is written as it was; without it (a new file), as content/ is written.
 */
export function writeJson(data: Json, source?: string, order?: KeyOrder): string {
  const text = source?.replace(/^\uFEFF/, '');
  const root = text ? parseTree(text) : undefined;
  const body = new Writer(text ?? '').render(data, root, '', order);
  const tail = root && text ? text.slice(root.offset + root.length) : '';
  return body + (/^\s*$/.test(tail) && tail.endsWith('\n') ? tail : '\n');
}

/** Decap's `toFile`: the data without the editor's own keys, as `writeJson` writes it. */
export function toFile(data: Record<string, unknown>, sortedKeys: string[] = []): string {
  const { [SOURCE_KEY]: source, [ORDER_KEY]: order, ...rest } = data;
  const value = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('__'))) as Record<string, Json>;
  const keyOrder: KeyOrder = isObject(order) ? (order as KeyOrder) : { keys: sortedKeys };
  return writeJson(value, typeof source === 'string' ? source : undefined, keyOrder);
}
