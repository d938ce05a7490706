/**
 * The attributes of an SVG's root element, read from its start tag alone, without parsing the
 * document: for its size, asked thousands of times a build (issue 30: at 3,000 API products each
 * structure drawing was parsed whole by parse5 in each of three builds, and again by libvips, for
 * its width and height). Only a text that starts with the root (after an XML declaration,
 * comments and blank space) and whose start tag is plain (double- or single-quoted values, no
 * `&`, no name twice) is read here; anything else is null, and the caller parses it as before.
 */
export function svgRootAttributes(svg: string | Buffer): Map<string, string> | null {
  const head = typeof svg === 'string' ? svg.slice(0, 4096) : svg.toString('utf8', 0, Math.min(svg.length, 4096));
  const tag = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg(\s[^>]*)?>/.exec(head);
  if (!tag) return null;
  const attrs = new Map<string, string>();
  let rest = (tag[1] ?? '').replace(/\/$/, '');
  const attribute = /^\s+([^\s"'<>/=]+)\s*=\s*(?:"([^"&]*)"|'([^'&]*)')/;
  for (let found = attribute.exec(rest); found; found = attribute.exec(rest)) {
    const name = found[1]!.toLowerCase();
    if (attrs.has(name)) return null;
    attrs.set(name, found[2] ?? found[3] ?? '');
    rest = rest.slice(found[0].length);
  }
  // Anything left (a value with `&` or `>`, an attribute without a value) is the parser's to read.
  return rest.trim() ? null : attrs;
}
