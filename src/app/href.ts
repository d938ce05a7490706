import { generatePath } from 'react-router';
import { routeById, type RouteId, type RouteOf } from './routes.ts';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<Id extends RouteId> = RouteOf<Id> extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? []
    : [params: Record<ParamNames<P>, string>]
  : [];

/**
 * The only way the app builds an internal link: a route id and its parameters.
 * Parameters are URL-encoded ("Lutein 10%" becomes "Lutein%2010%25").
 */
export function href<Id extends RouteId>(id: Id, ...args: Params<Id>): string {
  const route = routeById(id);
  if (route.kind === 'redirect' && route.path === '*') throw new Error('The catch-all route has no address');
  return generatePath(route.path, (args as unknown[])[0] as Record<string, string> | undefined);
}

/** A link written by an editor ("business/fmcg", "/business/fmcg") as an absolute route path. */
export function contentPath(to: string): string {
  return to.startsWith('/') ? to : `/${to}`;
}
