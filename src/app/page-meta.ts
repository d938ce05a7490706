import type { SiteContent } from '../content/resolved.ts';

export interface PageMeta {
  /** The document title: `{page title} | {company}`, or `{company} | {tagline}` on home. */
  title: string;
  /**
   * The page's own description (a page's, or a catalogue entry's), else the company's, as a search
   * snippet (searchSnippet): what `<meta name="description">` and `og:description` carry.
   */
  description: string;
}

/**
 * How many characters a search snippet keeps: search engines show about 155-160 characters of a
 * description (fewer on a phone) and cut the rest themselves, so more is bytes for nothing. Issue 30:
 * an Arabic product's description (2 bytes a letter in UTF-8) written out in full twice more, in the
 * description and og:description, was 1-1.5 KB of each product page, pushing 28 Arabic pages past
 * the 60,000-byte budget. The JSON-LD Product keeps the whole description.
 */
export const SNIPPET_LENGTH = 160;

/** Spaces and punctuation a snippet does not end on before its ellipsis. */
const TRAILING = /[\s,;:.!?\u060C\u061B\u061F\u3001\u3002\u2013\u2014([{"'«“‘-]+$/u;

/**
 * `text` as a search snippet: whole when it is at most `max` characters (blank runs made single
 * spaces), else cut at the last space that leaves room for "…" (a word is never split; one longer
 * than the whole snippet is cut where it must be), less the punctuation before the cut, plus "…".
 * Characters are counted as a reader counts them (code points: a letter outside the BMP is one).
 */
export function searchSnippet(text: string, max = SNIPPET_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const room = chars.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = (space > 0 ? room.slice(0, space) : room).join('').replace(TRAILING, '');
  return `${cut || room.join('')}…`;
}

/** A page's own description, or a catalogue entry's, from its route's loader data. */
function describe(data: unknown): string | undefined {
  const d = data as { page?: { description?: string }; item?: { description?: string } } | undefined;
  return d?.page?.description ?? d?.item?.description;
}

/**
 * The title and description of a route, from its id, its handle's title, its loader data and the
 * company facts of site.json.
 * One pure function for the app (document.title as the visitor moves) and the static pages'
 * `<head>` (scripts/render), so the two cannot disagree.
 */
export function pageMeta(routeId: string, title: string, data: unknown, company: Pick<SiteContent['company'], 'name' | 'tagline' | 'description'>): PageMeta {
  return {
    title: routeId === 'home' ? `${company.name} | ${company.tagline}` : `${title} | ${company.name}`,
    description: searchSnippet(describe(data) ?? company.description),
  };
}
