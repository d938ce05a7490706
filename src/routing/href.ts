import { generatePath } from 'react-router';
import type { Kinds } from '../content/collections.ts';
import type { RouteId } from './routes.ts';
import { siteManifest } from './site-manifest.ts';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type DetailPath<Id> = Extract<Kinds[keyof Kinds]['route'], { id: Id }>['path'];
type Params<Id extends RouteId> = [ParamNames<DetailPath<Id>>] extends [never] ? [] : [params: Record<ParamNames<DetailPath<Id>>, string>];

/**
 * The only way code builds an internal link, from the route manifest: a route id (a page the code needs, a screen or a
 * catalogue detail route) and its parameters. Parameters are URL-encoded ("Lutein 10%" becomes
 * "Lutein%2010%25"). Links written in content are checked by the content checker instead.
 */
export function href<Id extends RouteId>(id: Id, ...args: Params<Id>): string {
  // A page the code needs is a content page whose id is its key in requiredPages (the content check holds it there).
  const route = siteManifest.find((r) => r.id === id && r.kind !== 'redirect');
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return generatePath(route.path, (args as unknown[])[0] as Record<string, string>);
}
