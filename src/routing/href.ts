import { generatePath } from 'react-router';
import type { Kinds } from '../content/collections.ts';
import { requiredPages, screens, type RouteId } from './routes.ts';
import { detailRoutes } from './site-routes.ts';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type DetailPath<Id> = Extract<Kinds[keyof Kinds]['route'], { id: Id }>['path'];
type Params<Id extends RouteId> = [ParamNames<DetailPath<Id>>] extends [never] ? [] : [params: Record<ParamNames<DetailPath<Id>>, string>];

/**
 * The only way code builds an internal link: a route id (a page the code needs, a screen or a
 * catalogue detail route) and its parameters. Parameters are URL-encoded ("Lutein 10%" becomes
 * "Lutein%2010%25"). Links written in content are checked by the content checker instead.
 */
export function href<Id extends RouteId>(id: Id, ...args: Params<Id>): string {
  if (Object.hasOwn(requiredPages, id)) return requiredPages[id as keyof typeof requiredPages];
  const screen = screens.find((s) => s.id === id);
  if (screen) return screen.path;
  const detail = detailRoutes.find((r) => r.id === id);
  if (!detail) throw new Error(`Unknown route id "${id}"`);
  return generatePath(detail.path as string, (args as unknown[])[0] as Record<string, string>);
}
