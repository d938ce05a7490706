import type { z } from 'zod';
import type { Problem } from './problem.ts';

/** The detail route of a kind: its address pattern and which parameters name the entry. */
export interface KindRoute {
  /** Route id, used by `href()`. */
  id: string;
  path: string;
  /** The parameter matched (ignoring case) against the entry's key. */
  param: string;
  /** Where a route has two parameters, the one matched against the entry's parent key. */
  parentParam?: string;
  /** Breadcrumb parent: the path of a page, or the id of another kind's detail route. */
  parent: string;
}

/** One fact of a product's structured data: a schema.org PropertyValue. */
export interface ProductFact {
  name: string;
  value: string;
  /** The identifier scheme, e.g. "CAS". */
  propertyID?: string;
}

/** What the site search finds an entry by, besides its title. */
export interface SearchFields {
  /** Shown under the title in results (a chemical name); searched with a low weight. */
  subtitle?: string;
  synonyms?: readonly string[];
  /** CAS Registry Number, found with or without hyphens. */
  cas?: string;
  /** Found by their digits, with or without dots and spaces, and by their first 4 or 6 digits. */
  hsCodes?: readonly string[];
  gradeCodes?: readonly string[];
  keywords?: readonly string[];
}

/** A picture the build draws for an entry (scripts/content/entry-images.ts): a molecule's 2-D structure from its SMILES. */
export interface StructureDrawing {
  smiles: string;
  /** The drawing's accessible name (its <title>). */
  title: string;
}

/**
 * One catalogue kind, defined once (Astro's content collections are the model): the folder of
 * content/catalogue it reads, its schema, how an entry is named and found, what its index card
 * carries, its route, its domain checks and build-time images. In two files: schema.ts (the
 * schema and domain checks, which the web editor runs in the browser: kind-rules.ts) and
 * definition.ts (the rest, for the build only). The public site never imports either; it draws
 * the entry with src/catalogue/<view>/view.tsx.
 */
export interface KindDefinition<S extends z.ZodType = z.ZodType, Sum = unknown> {
  /** Folder under content/catalogue, and the collection name used in content ("collection": "..."). */
  name: string;
  /** File name of the editors' JSON Schema in content/.schemas (without .json). */
  jsonSchema: string;
  schema: S;
  /** Field the route parameter is matched against; null when the file name is the key. */
  keyField: string | null;
  key: (entry: z.output<S>, slug: string) => string;
  title: (entry: z.output<S>, slug: string) => string;
  /** Meta description of the entry's page (50-170 characters is ideal). */
  description: (entry: z.output<S>) => string;
  /** The kind whose entry is this entry's parent, and the parent's key; null without parents. */
  parent: { kind: string; field: string; key: (entry: z.output<S>) => string } | null;
  /** Index fields: what cards, lists and search carry for every entry (keep small: one copy per entry). */
  summary: (entry: z.output<S>) => Sum;
  route: KindRoute;
  /** A kind whose entries name this one as parent, listed on this entry's page. */
  children?: string;
  /** What the site search finds an entry by besides its title (synonyms, codes). */
  search?: (entry: z.output<S>) => SearchFields;
  /** Domain rules beyond the schema's shape. */
  checks?: (file: string, entry: z.output<S>) => Problem[];
  /**
   * Pictures the build shows for an entry beyond those its fields name, by field: a picture of the
   * content folder ("images/api/x.svg", a fallback; the check proves it exists) or one the build
   * draws. Code that needs a file reads scripts/content/entry-images.ts, which draws and caches.
   */
  images?: (entry: z.output<S>) => Partial<Record<string, string | StructureDrawing>>;
  /**
   * Every content picture images() can return as a fallback, whether or not an entry needs it
   * today: the check's warning about files nothing names leaves them alone (the next entry may need one).
   */
  fallbackImages?: readonly string[];
  /**
   * Identifying facts for the `Product` structured data of the entry's static page, each a
   * schema.org PropertyValue (e.g. the CAS number, with `propertyID` naming the scheme).
   */
  facts?: (entry: z.output<S>) => ProductFact[];
  /**
   * The field holding the name buyers quote an entry under (its "Add … to enquiry" button and
   * its line in the enquiry list); left out for kinds that are not sold as such (categories).
   * The content check keeps these names unique across the whole site.
   */
  quoteField?: string;
  /** Folder under src/catalogue whose `view.tsx` draws the entry's page and its card. */
  view: string;
}

/** For kinds whose entries are named by their file name alone, e.g. "round-plate" for round-plate.json. */
export const keyedByFileName = {
  keyField: null,
  key: (_entry: unknown, slug: string) => slug,
};

/** Keeps the literal route (id, path) so `href()` can type its parameters. */
export function defineKind<S extends z.ZodType, Sum, const R extends KindRoute>(
  definition: KindDefinition<S, Sum> & { route: R },
): KindDefinition<S, Sum> & { route: R } {
  return definition;
}
