import { Tokenizer, type Token, type TokenHandler } from 'parse5';

const ignore = () => {};

/** Runs parse5's tokenizer over `text`, with `handlers` (given the means to stop it) for the tokens that matter. */
export function tokenize(text: string, locations: boolean, handlers: (stop: () => void) => Partial<TokenHandler>): void {
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: locations },
    { onStartTag: ignore, onEndTag: ignore, onCharacter: ignore, onNullCharacter: ignore, onEof: ignore, onComment: ignore, onDoctype: ignore, onWhitespaceCharacter: ignore, ...handlers(() => tokenizer.pause()) },
  );
  tokenizer.write(text, true);
}

/**
 * The start tag of an SVG's root element (names in lower case, values as the parser reads them,
 * with where each attribute is written), from parse5's tokenizer stopped at the first start tag:
 * the parser's reading of that tag, without building the tree of the whole drawing. For its size,
 * asked thousands of times a build (issue 30: at 3,000 API products each structure drawing was
 * parsed whole by parse5 in each of three builds, and again by libvips, for its width and height).
 * Null where the first tag is not <svg> or text comes before it: the caller parses the whole
 * drawing, as before. Read by content/ (a structure drawing sized) and render/, so it lives here.
 */
export function svgRootTag(svg: string): Token.TagToken | null {
  let root: Token.TagToken | null = null;
  tokenize(svg, true, (stop) => ({
    onStartTag(tag: Token.TagToken) {
      if (tag.tagName === 'svg') root = tag;
      stop();
    },
    onEndTag: stop,
    onCharacter: stop,
    onNullCharacter: stop,
  }));
  return root as Token.TagToken | null;
}

/** The attributes of an SVG's root element (svgRootTag; the tokenizer keeps the first of a name). */
export function svgRootAttributes(svg: string | Buffer): Map<string, string> | null {
  const root = svgRootTag(typeof svg === 'string' ? svg : svg.toString('utf8'));
  return root && new Map(root.attrs.map((a) => [a.name, a.value]));
}

/**
 * The drawing as a renderer draws it: the SVG's text less its first <title> element (a title is
 * never drawn), read by parse5's tokenizer up to that title's end or the first other element. The
 * same structure drawing is named in each language and for each grade of a molecule (issue 30:
 * the bench's 3,000 API products are grades of a few dozen molecules); keyed by this, a share
 * picture's raster of it is drawn once (og-image.ts). The text as it is where there is no such title.
 */
export function withoutTitle(svg: string | Buffer): string {
  const text = typeof svg === 'string' ? svg : svg.toString('utf8');
  let from = -1;
  let to = -1;
  tokenize(text, true, (stop) => ({
    onStartTag(tag: Token.TagToken) {
      if (tag.tagName === 'title' && from < 0) from = tag.location!.startOffset;
      else if (tag.tagName !== 'svg') stop();
    },
    onEndTag(tag: Token.TagToken) {
      if (tag.tagName === 'title' && from >= 0) to = tag.location!.endOffset;
      stop();
    },
  }));
  return from >= 0 && to > from ? `${text.slice(0, from)}${text.slice(to)}` : text;
}
