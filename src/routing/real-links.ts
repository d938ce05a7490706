import { createContext, useContext } from 'react';
import type { Path } from 'react-router';

/**
 * Maps an in-app address (a resolved hash path with its query and fragment) to the real address
 * of its static page. Only the build's static render provides one: there every link goes to a
 * real address, so a crawler, a link preview or a visitor without JavaScript can walk the site.
 * In the browser there is none and links stay hash links (`#/about`).
 */
export type RealHref = (to: Path) => string;

export const RealHrefContext = createContext<RealHref | null>(null);

export function useRealHref(): RealHref | null {
  return useContext(RealHrefContext);
}
