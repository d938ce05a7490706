/**
 * An SVG as a data URL, percent-encoded only where a URL needs it rather than base64: about a
 * quarter shorter (base64 spends 4 bytes on every 3), for a drawing that every static page of a
 * kind carries (the hero banner, the favicon). Runs of whitespace become one space (an SVG's own
 * whitespace handling does the same); double quotes become single ones when the drawing has none,
 * so that the HTML attribute holding it needs no `&quot;`. `%`, `#` and anything outside printable
 * ASCII are encoded, as a URL requires.
 *
 * `srcset` splits its candidates at whitespace: a drawing for a `<source srcset>` has its spaces
 * encoded too (`forSrcset`).
 */
export function svgDataUrl(svg: string, { forSrcset = false }: { forSrcset?: boolean } = {}): string {
  let body = svg.trim().replace(/\s+/g, ' ');
  if (!body.includes("'")) body = body.replace(/"/g, "'");
  body = body.replace(/[%#"]|[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));
  if (forSrcset) body = body.replace(/ /g, '%20');
  return `data:image/svg+xml,${body}`;
}
