import { matchPath } from 'react-router';
import type { RouteDef } from './routes.ts';

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface AddressMatch {
  route: RouteDef;
  /** Decoded parameters. */
  params: Record<string, string>;
}

/** The route an address (a hash path, without query) leads to, ignoring case as the router does; null for none. */
export function matchAddress(table: readonly RouteDef[], pathname: string): AddressMatch | null {
  // Static paths win over patterns, as in the router.
  const ordered = [...table].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  for (const route of ordered) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(match.params)) if (v !== undefined) params[k] = safeDecode(v);
    return { route, params };
  }
  return null;
}
