/**
 * SITE_URL: the address the site is published at. Canonical links, Open Graph addresses, the
 * sitemap, the Share button and printed sheets are made from it, so a build published with the
 * local default sends search engines, link previews and buyers to a machine nobody can reach.
 */
export const LOCAL_SITE_URL = 'http://localhost:4173';

/** SITE_URL as a base: absolute, ending in "/". */
export function siteUrlOf(value: string | undefined): string {
  const url = new URL(value?.trim() || LOCAL_SITE_URL);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must be an http(s) address, not "${value}"`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** True for an address only this machine (or its network) can open: localhost, 127.x, ::1, 0.0.0.0. */
export function isLocalAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
}

export type SiteUrlChoice = { ok: true; siteUrl: string; warning?: string } | { ok: false; error: string };

const HOW = 'e.g. SITE_URL=https://www.your-domain.com npm run build -- --deploy';

/**
 * The build's SITE_URL. `deploy` (npm run build -- --deploy, what every host runs) refuses to go
 * on without a public one; on Netlify, whose build sets `URL` to the site's main address, that is
 * the default. A plain build (npm start, the tests) keeps the local default and says so.
 */
export function chooseSiteUrl(env: NodeJS.ProcessEnv, { deploy }: { deploy: boolean }): SiteUrlChoice {
  const given = env.SITE_URL?.trim() || (env.NETLIFY === 'true' ? env.URL?.trim() : undefined);
  if (!given) {
    if (deploy) return { ok: false, error: `SITE_URL is not set: a deploy build needs the address the site is published at (${HOW}).` };
    return {
      ok: true,
      siteUrl: siteUrlOf(undefined),
      warning: `SITE_URL is not set: canonical links, share links, printed sheets and the sitemap say ${LOCAL_SITE_URL}. Set it (and build with --deploy) for a site you publish.`,
    };
  }
  let siteUrl: string;
  try {
    siteUrl = siteUrlOf(given);
  } catch {
    return { ok: false, error: `SITE_URL "${given}" is not an http(s) address (${HOW}).` };
  }
  if (deploy && isLocalAddress(siteUrl)) return { ok: false, error: `SITE_URL is a local address (${siteUrl}): a deploy build needs the public one (${HOW}).` };
  return { ok: true, siteUrl };
}
