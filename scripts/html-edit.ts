import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The one escaper of the scripts: text safe between tags and inside a double- or single-quoted
 * attribute, in HTML, SVG and XML alike (static pages' heads, the sitemap, share pictures, the
 * enquiry service's pages, the desk).
 */
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A double-quoted attribute value's text, as short as it can be (inlined drawings): `&` and `"` are all it must escape. */
export const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

type Node = DefaultTreeAdapterMap['node'];
export type ChildNode = DefaultTreeAdapterMap['childNode'];
export type Element = DefaultTreeAdapterMap['element'];

/** A text parsed once, to be edited many times (the built index.html, the template of every static page). */
export interface ParsedHtml {
  source: string;
  root: DefaultTreeAdapterMap['document'] | DefaultTreeAdapterMap['documentFragment'];
}

/** Parses a whole document, or with `fragment` a piece of one (React's markup, an SVG). */
export function parseHtml(source: string, { fragment = false } = {}): ParsedHtml {
  const options = { sourceCodeLocationInfo: true } as const;
  return { source, root: fragment ? parseFragment(source, options) : parse(source, options) };
}

/**
 * Edits HTML found through parse5 (the parsing algorithm browsers follow) at the places its
 * source locations give, never with a regular expression over markup: an element is what the
 * browser will see, whatever its attributes' order, quotes or case, and every byte not edited stays
 * as written (React's markup, which the app adopts; inline scripts, whose hashes the CSP names).
 */
export class HtmlEdit {
  private readonly edits: { start: number; end: number; text: string }[] = [];
  /** The text and its tree, as parsed (edits are made to the text only). */
  readonly parsed: ParsedHtml;

  constructor(html: ParsedHtml | string, options?: { fragment?: boolean }) {
    this.parsed = typeof html === 'string' ? parseHtml(html, options) : html;
  }

  /**
   * Visits every node in document order, a template's content included, until `visit` returns true
   * (an explicit stack, not a generator: pages are walked several times each, thousands of pages).
   */
  private walk(visit: (node: ChildNode) => boolean | void): void {
    const stack: ChildNode[] = [];
    const push = (node: Node) => {
      const children = 'childNodes' in node ? node.childNodes : [];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    };
    push(this.parsed.root);
    while (stack.length) {
      const node = stack.pop()!;
      if (visit(node)) return;
      push('content' in node ? node.content : node);
    }
  }

  /** Every element that passes `test`, in document order. */
  all(test: (el: Element) => boolean = () => true): Element[] {
    const out: Element[] = [];
    this.walk((n) => void ('tagName' in n && test(n) && out.push(n)));
    return out;
  }

  /** The first element, in document order, that passes `test`. */
  find(test: (el: Element) => boolean): Element | undefined {
    let found: Element | undefined;
    this.walk((n) => 'tagName' in n && test(n) && (found = n) !== undefined);
    return found;
  }

  /** The first comment whose text is `text` (a placeholder such as `<!--app-html-->`). */
  comment(text: string): ChildNode | undefined {
    let found: ChildNode | undefined;
    this.walk((n) => n.nodeName === '#comment' && 'data' in n && n.data === text && (found = n) !== undefined);
    return found;
  }

  attr(el: Element, name: string): string | undefined {
    return el.attrs.find((a) => a.name.toLowerCase() === name)?.value;
  }

  /**
   * Sets an attribute's value, the name kept as written; an attribute the element lacks is added.
   * Written double-quoted with `&` and `"` escaped, all a quoted value needs (an inlined drawing's
   * many `<` and `>` stay one byte each).
   */
  setAttr(el: Element, name: string, value: string): void {
    const at = location(el).attrs?.[name];
    if (!at) return this.addAttrs(el, { [name]: value });
    const written = this.parsed.source.slice(at.startOffset, at.startOffset + name.length);
    this.edits.push({ start: at.startOffset, end: at.endOffset, text: `${written}="${escapeAttribute(value)}"` });
  }

  /** Removes an attribute (and the space before it); nothing if the element has none. */
  removeAttr(el: Element, name: string): void {
    const at = location(el).attrs?.[name];
    if (!at) return;
    const space = /\s/.test(this.parsed.source[at.startOffset - 1] ?? '') ? 1 : 0;
    this.edits.push({ start: at.startOffset - space, end: at.endOffset, text: '' });
  }

  /** Adds attributes at the end of an element's start tag. */
  addAttrs(el: Element, attrs: Record<string, string>): void {
    const end = location(el).startTag!.endOffset;
    const at = this.parsed.source[end - 2] === '/' ? end - 2 : end - 1;
    this.insert(at, Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join(''));
  }

  /** What stands between an element's tags, exactly as written (a script's or a style's text). */
  inner(el: Element): string {
    const { startTag, endTag } = location(el);
    return endTag ? this.parsed.source.slice(startTag!.endOffset, endTag.startOffset) : '';
  }

  setInner(el: Element, html: string): void {
    const { startTag, endTag } = location(el);
    if (!endTag) throw new Error(`<${el.tagName}> has no end tag to write its content before`);
    this.edits.push({ start: startTag!.endOffset, end: endTag.startOffset, text: html });
  }

  /** A node exactly as written. */
  outer(node: ChildNode): string {
    const at = location(node);
    return this.parsed.source.slice(at.startOffset, at.endOffset);
  }

  /** Removes a node, and the blank space before it that only set it on its own line. */
  remove(node: ChildNode): void {
    const at = location(node);
    const siblings = node.parentNode?.childNodes ?? [];
    const before = siblings[siblings.indexOf(node) - 1];
    const blank = before?.nodeName === '#text' && 'value' in before && !before.value.trim() && before.sourceCodeLocation;
    this.edits.push({ start: blank ? blank.startOffset : at.startOffset, end: at.endOffset, text: '' });
  }

  replace(node: ChildNode, html: string): void {
    const at = location(node);
    this.edits.push({ start: at.startOffset, end: at.endOffset, text: html });
  }

  /** Adds HTML at the end of an element's content, before its end tag (`</head>`, `</template>`). */
  append(el: Element, html: string): void {
    const end = location(el).endTag;
    if (!end) throw new Error(`<${el.tagName}> has no end tag to write before`);
    this.insert(end.startOffset, html);
  }

  /** Adds HTML at the start of an element's content, after its start tag. */
  prepend(el: Element, html: string): void {
    this.insert(location(el).startTag!.endOffset, html);
  }

  after(node: ChildNode, html: string): void {
    this.insert(location(node).endOffset, html);
  }

  /**
   * Writes the element's attributes without their quotes where the value needs none (no blank space,
   * quote, `=`, `<`, `>`, backtick or `&`, not empty): `class=fact-row`, two bytes each, the same
   * attribute to the parser. The last attribute of a tag that ends in `/>` keeps them (`r=3/>` would
   * read as "3/"), and so does any but those written `name="value"` with a space, `>` or `/` after.
   * `except`: attributes another edit rewrites; `selfClosed`: selfClose() closed the element.
   */
  unquoteAttrs(el: Element, { except = new Set(), selfClosed = false }: { except?: ReadonlySet<string>; selfClosed?: boolean } = {}): void {
    const at = location(el);
    const source = this.parsed.source;
    const selfClosing = selfClosed || source[at.startTag!.endOffset - 2] === '/';
    const attrs = Object.entries(at.attrs ?? {});
    const last = Math.max(...attrs.map(([, a]) => a.startOffset));
    for (const [name, a] of attrs) {
      if (except.has(name) || (selfClosing && a.startOffset === last)) continue;
      const written = source.slice(a.startOffset, a.endOffset);
      const eq = written.indexOf('="');
      if (eq < 0 || !written.endsWith('"')) continue;
      const value = written.slice(eq + 2, -1);
      if (!/^[^\s"'=<>`&]+$/.test(value) || !/[\s/>]/.test(source[a.endOffset] ?? '')) continue;
      this.edits.push({ start: a.startOffset + eq + 1, end: a.endOffset, text: value });
    }
  }

  /**
   * Closes an empty SVG element with `/>` instead of an end tag (`<path d="..."/>`, not
   * `<path d="..."></path>`): inside <svg> the parser reads both as the same element. Tell
   * unquoteAttrs (selfClosed), which then keeps the last attribute's quotes.
   */
  selfClose(el: Element): boolean {
    const { startTag, endTag } = location(el);
    const source = this.parsed.source;
    if (el.namespaceURI !== 'http://www.w3.org/2000/svg' || el.childNodes.length > 0 || !endTag || source[startTag!.endOffset - 2] === '/') return false;
    this.edits.push({ start: startTag!.endOffset - 1, end: endTag.endOffset, text: '/>' });
    return true;
  }

  private insert(at: number, text: string): void {
    this.edits.push({ start: at, end: at, text });
  }

  /** The text with every edit made. Two edits of one place are a mistake in the caller, not a choice to make here. */
  toString(): string {
    const edits = this.edits.map((e, order) => ({ ...e, order })).sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
    let out = '';
    let at = 0;
    for (const e of edits) {
      if (e.start < at) throw new Error(`html-edit: two edits overlap at offset ${e.start}`);
      out += this.parsed.source.slice(at, e.start) + e.text;
      at = e.end;
    }
    return out + this.parsed.source.slice(at);
  }
}

function location(node: ChildNode) {
  const at = node.sourceCodeLocation;
  if (!at) throw new Error(`html-edit: <${node.nodeName}> has no source location (was it added by the parser?)`);
  return at as NonNullable<Element['sourceCodeLocation']>;
}

/** Whether an element is `<tag>` with every attribute given (compared as the parser reads them: decoded, names in lower case). */
export function is(edit: HtmlEdit, tag: string, attrs: Record<string, string> = {}): (el: Element) => boolean {
  return (el) => el.tagName === tag && Object.entries(attrs).every(([k, v]) => edit.attr(el, k) === v);
}
