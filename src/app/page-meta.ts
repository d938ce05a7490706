/** What a page's title and description are made from: the company facts of site.json. */
export interface CompanyFacts {
  name: string;
  tagline: string;
  description: string;
}

export interface PageMeta {
  /** The document title: `{page title} | {company}`, or `{company} | {tagline}` on home. */
  title: string;
  /** The page's own description (a page's, or a catalogue entry's), else the company's. */
  description: string;
}

/** A page's own description, or a catalogue entry's, from its route's loader data. */
function describe(data: unknown): string | undefined {
  const d = data as { page?: { description?: string }; item?: { description?: string } } | undefined;
  return d?.page?.description ?? d?.item?.description;
}

/**
 * The title and description of a route, from its id, its handle's title and its loader data.
 * One pure function for the app (document.title as the visitor moves) and the static pages'
 * `<head>` (scripts/render), so the two cannot disagree.
 */
export function pageMeta(routeId: string, title: string, data: unknown, company: CompanyFacts): PageMeta {
  return {
    title: routeId === 'home' ? `${company.name} | ${company.tagline}` : `${title} | ${company.name}`,
    description: describe(data) ?? company.description,
  };
}
