import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

/**
 * Active content in an SVG (issue 47): what would run, or fetch, on the site's own origin when a
 * visitor opens the picture's address, on a host that sends no Content-Security-Policy. Read by
 * an XML parser (saxes, as jsdom reads XML), never a regular expression, so markup written in any
 * spelling (CDATA, entities, namespace prefixes, attribute order) is seen as a browser sees it.
 * A drawing from an illustration program has none of these; what it had is named with its line.
 */

/** Elements that run script, embed a document or change attributes while the picture shows. */
const ACTIVE_ELEMENTS: Record<string, string> = {
  script: 'a script',
  foreignobject: 'embedded HTML (which may hold scripts and forms)',
  iframe: 'an embedded page',
  embed: 'an embedded object',
  object: 'an embedded object',
  handler: 'a script handler',
  listener: 'an event listener',
  set: 'an animation that can change links and attributes',
  animate: 'an animation that can change links and attributes',
};

/** What a `href` may name: a place in the same drawing, or a picture carried in it. */
const SAFE_HREF = /^(#|data:image\/(png|jpe?g|gif|webp|avif);base64,)/i;

export interface SvgProblem {
  line: number;
  column: number;
  message: string;
}

const HELP = 'remove it (export the drawing again as a plain SVG: no scripts, links or files from elsewhere)';

/** `url(...)` references in an attribute or a style sheet that lead out of the drawing. */
function externalUrls(css: string): string[] {
  const out: string[] = [];
  let at = css.toLowerCase().indexOf('url(');
  while (at >= 0) {
    const end = css.indexOf(')', at);
    const target = css.slice(at + 4, end < 0 ? undefined : end).trim().replace(/^["']|["']$/g, '');
    if (!SAFE_HREF.test(target)) out.push(target);
    at = css.toLowerCase().indexOf('url(', at + 4);
  }
  return out;
}

/** Every piece of active content in `source` (an SVG file's text), with its line; [] when there is none. */
export function svgActiveContent(source: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let depth = 0;
  let inStyle = false;
  let failed = false;
  const here = () => ({ line: parser.line, column: parser.column + 1 });
  const say = (message: string) => problems.push({ ...here(), message });
  parser.on('doctype', () => say(`a DOCTYPE (it can declare entities that expand to markup or read other files): ${HELP}`));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') say(`<?${pi.target}?> (a processing instruction that can load a style sheet from elsewhere): ${HELP}`);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.local.toLowerCase();
    if (depth === 0 && name !== 'svg') say(`the file's first element is <${tag.name}>, not <svg>: save the picture as an SVG drawing`);
    depth++;
    inStyle = name === 'style';
    const what = ACTIVE_ELEMENTS[name] ?? (name.startsWith('animate') ? ACTIVE_ELEMENTS.animate : undefined);
    if (what) say(`<${tag.name}> is ${what}, which pictures on this site may not hold: ${HELP}`);
    for (const attr of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      const local = attr.local.toLowerCase();
      const value = attr.value.trim();
      if (local.startsWith('on')) say(`<${tag.name} ${attr.name}="…"> runs a script when the picture is shown or touched: ${HELP}`);
      else if (local === 'href' || local === 'src') {
        if (value && !SAFE_HREF.test(value)) {
          const kind = /^\s*javascript:/i.test(value) ? 'a javascript: link' : 'an external reference';
          say(`<${tag.name} ${attr.name}="${value.slice(0, 80)}"> is ${kind}: a picture may link only to its own parts ("#id"): ${HELP}`);
        }
      } else {
        for (const target of externalUrls(value)) say(`<${tag.name} ${attr.name}> names url(${target.slice(0, 80)}), outside the drawing: ${HELP}`);
      }
    }
  });
  parser.on('closetag', () => {
    depth--;
    inStyle = false;
  });
  const styleText = (text: string) => {
    if (!inStyle) return;
    if (/@import/i.test(text)) say(`<style> imports a style sheet from elsewhere (@import): ${HELP}`);
    for (const target of externalUrls(text)) say(`<style> names url(${target.slice(0, 80)}), outside the drawing: ${HELP}`);
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('error', (err) => {
    if (failed) return;
    failed = true;
    // A browser shows nothing of a broken SVG, and nothing past the error is read.
    say(`not a well-formed SVG drawing (${err.message.replace(/^(?:.*?:)?\d+:\d+: /, '')}): open it in a drawing program and save it again`);
  });
  try {
    parser.write(source).close();
  } catch {
    /* reported by the error handler */
  }
  return problems;
}
