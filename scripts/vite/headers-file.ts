/**
 * The build's `_headers` (Netlify / Cloudflare Pages format). Both hosts apply every rule whose
 * path matches, so a rule that must replace a site-wide header first detaches it with `! Name`
 * (Cloudflare Pages joins a header set twice with a comma: the assets' `Cache-Control` would read
 * "no-cache, public, max-age=…", and the editor would get the site's policy besides its own).
 * Netlify keeps the last matching rule's value and does not know `!`: on a Netlify build
 * (NETLIFY=true) those lines are left out. `npm start` applies the file as Cloudflare Pages does
 * (scripts/server/header-rules.ts).
 */

/**
 * The web editor's policy (/admin/): Decap styles itself with inline styles (emotion), compiles
 * its configuration's schema at run time, shows uploads from blob: addresses and talks to
 * GitHub's API and the OAuth client; still no inline or foreign script, and no framing.
 */
export function adminContentSecurityPolicy(env: Record<string, string | undefined> = process.env): string {
  const connect = new Set(["'self'", 'https://api.github.com']);
  const auth = env.CMS_AUTH_BASE_URL;
  if (auth && /^https?:\/\//.test(auth)) connect.add(new URL(auth).origin);
  return [
    "default-src 'self'",
    // Decap validates its configuration with AJV, which compiles each schema to a function
    // (new Function): the editor cannot start without 'unsafe-eval'. WebAssembly: its image tools.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface HeadersFileOptions {
  /** The site's policy: every page's inline scripts. */
  siteCsp: string;
  /**
   * index.html's (`/`, also the shell of every hash address `/#/...`), which alone keeps the
   * hash-address scripts: the other pages' header does not allow them, and is ~110 bytes shorter
   * (issue 30: a page's HTML and headers in TCP's first 14.6 KB). The site's policy where omitted.
   */
  shellCsp?: string;
  adminCsp?: string;
  /** A Netlify build: no `!` lines (Netlify keeps the last matching value by itself). */
  netlify?: boolean;
}

export function headersFile({ siteCsp, shellCsp = siteCsp, adminCsp = adminContentSecurityPolicy(), netlify = false }: HeadersFileOptions): string {
  const detach = (name: string) => (netlify ? [] : [`  ! ${name}`]);
  const immutable = [...detach('Cache-Control'), '  Cache-Control: public, max-age=31536000, immutable'];
  return [
    '/*',
    `  Content-Security-Policy: ${siteCsp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    // interest-cohort (FLoC) is retired: browsers now warn about the unknown feature.
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '  X-Frame-Options: DENY',
    // No window the site opens (WhatsApp, a hosted form) keeps a handle on it, nor it on them.
    '  Cross-Origin-Opener-Policy: same-origin',
    // No other site may load the site's files into its own pages (Spectre-style reads, hot-linking).
    '  Cross-Origin-Resource-Policy: same-origin',
    // Hosts send it over HTTPS only; npm start (plain HTTP) leaves it out, as RFC 6797 asks.
    '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
    '  Cache-Control: no-cache',
    ...(shellCsp === siteCsp ? [] : ['/', '/index.html'].flatMap((shell) => [shell, ...detach('Content-Security-Policy'), `  Content-Security-Policy: ${shellCsp}`])),
    '/assets/*',
    ...immutable,
    // The web editor (dist/admin): its own policy instead of the site's, and never in a search engine.
    '/admin/*',
    ...detach('Content-Security-Policy'),
    `  Content-Security-Policy: ${adminCsp}`,
    '  X-Robots-Tag: noindex, nofollow',
    '/admin/assets/*',
    ...immutable,
    '',
  ].join('\n');
}
