import { Tokenizer, type Token } from 'parse5';

/**
 * The attributes of an SVG's root element (names in lower case, values as the parser reads them),
 * from parse5's tokenizer stopped at the first start tag: the parser's reading of that tag,
 * without building the tree of the whole drawing. For its size, asked thousands of times a build
 * (issue 30: at 3,000 API products each structure drawing was parsed whole by parse5 in each of
 * three builds, and again by libvips, for its width and height). Null where the first tag is not
 * <svg> or text comes before it: the caller parses the whole drawing, as before.
 */
export function svgRootAttributes(svg: string | Buffer): Map<string, string> | null {
  let attrs: Map<string, string> | null = null;
  const stop = () => tokenizer.pause();
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag(tag: Token.TagToken) {
        if (tag.tagName === 'svg') {
          attrs = new Map();
          for (const a of tag.attrs) if (!attrs.has(a.name)) attrs.set(a.name, a.value);
        }
        stop();
      },
      onEndTag: stop,
      onCharacter: stop,
      onNullCharacter: stop,
      onEof() {},
      onComment() {},
      onDoctype() {},
      onWhitespaceCharacter() {},
    },
  );
  tokenizer.write(typeof svg === 'string' ? svg : svg.toString('utf8'), true);
  return attrs;
}
