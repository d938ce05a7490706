import { createContext } from 'react';
import type { Path } from 'react-router';

/**
 * Maps an in-app address (a resolved hash path with its query and fragment) to the real address
 * of its static page. Only the build's static render provides one: there every link goes to a
 * real address, so a crawler, a link preview or a visitor without JavaScript can walk the site.
 * In the browser there is none and links stay hash links (`#/about`).
 */
export type RealHref = (to: Path) => RealLink;

/**
 * `href`: the link as the static page writes it (relative to the page). `plain`: the app's hash
 * address is that real address's path without its trailing slash (`/about/` and `#/about`,
 * `/contact/?product=Rice` and `#/contact?product=Rice`), so the page need not spell it out:
 * src/app/hash-links.ts derives it (issue 30: a kilobyte of `data-app-href` on every page).
 */
export interface RealLink {
  href: string;
  plain: boolean;
}

/** The hash address a plain real address stands for (RealLink.plain): `/about/?a=1#x` is `#/about?a=1#x`. */
export function plainHash(realPath: string, search: string, hash: string): string {
  return `#${realPath === '/' ? '/' : realPath.replace(/\/$/, '')}${search}${hash}`;
}

export const RealHrefContext = createContext<RealHref | null>(null);
