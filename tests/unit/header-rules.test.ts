/**
 * `_headers` as Cloudflare Pages and Netlify apply it, and the build's file under those rules: the
 * assets are cached for a year, and the web editor gets its own policy, not the site's as well.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersForPath, parseHeaderRules } from '../../scripts/server/header-rules.ts';
import { adminContentSecurityPolicy, headersFile } from '../../scripts/vite/headers-file.ts';
import { contentSecurityPolicy } from '../../scripts/vite/site-assets-plugin.ts';

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** Netlify's reading of the same file: matching rules in order, the last value of a header wins, no `!`. */
function netlifyHeaders(text: string, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of parseHeaderRules(text)) {
    if (!rule.pattern.test(path)) continue;
    expect(rule.unset, 'a Netlify build writes no "!" lines').toEqual([]);
    for (const [k, v] of rule.set) out[k.toLowerCase()] = v;
  }
  return out;
}

describe('_headers semantics (Cloudflare Pages)', () => {
  const text = ['# site-wide', '/*', '  Cache-Control: no-cache', '  X-Test: a', '/assets/*', '  X-Test: b', '/admin/*', '  ! X-Test', '  X-Test: c', ''].join('\n');
  const rules = parseHeaderRules(text);

  it('applies every matching rule, joining a header two rules set', () => {
    expect(lower(headersForPath(rules, '/assets/app.js'))).toEqual({ 'cache-control': 'no-cache', 'x-test': 'a, b' });
    expect(lower(headersForPath(rules, '/about/'))).toEqual({ 'cache-control': 'no-cache', 'x-test': 'a' });
  });

  it('"! Name" detaches what the rules before it set, so the rule replaces it', () => {
    expect(lower(headersForPath(rules, '/admin/'))).toEqual({ 'cache-control': 'no-cache', 'x-test': 'c' });
    expect(lower(headersForPath(rules, '/admin/assets/x.js'))).toEqual({ 'cache-control': 'no-cache', 'x-test': 'c' });
  });

  it('matches whole paths: /assets/* is not /admin/assets/', () => {
    expect(rules[1]!.pattern.test('/admin/assets/x.js')).toBe(false);
    expect(rules[2]!.pattern.test('/admin')).toBe(false);
  });
});

describe('the site policy', () => {
  afterEach(() => vi.unstubAllEnvs());
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]));

  it('leaves to default-src what falls back to it, and names what does not fall back', () => {
    const csp = directives(contentSecurityPolicy(['sha256-abc'], true));
    expect(csp.get('default-src')).toBe("'self'");
    for (const fallsBack of ['connect-src', 'font-src', 'manifest-src']) expect(csp.has(fallsBack)).toBe(false);
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
  });

  it('lets the page reach a configured form service: connect-src and form-action both name it', () => {
    vi.stubEnv('VITE_FORM_ENDPOINT', 'https://forms.example.net/f/abc');
    const csp = directives(contentSecurityPolicy(['sha256-abc'], false));
    expect(csp.get('connect-src')).toBe("'self' https://forms.example.net");
    expect(csp.get('form-action')).toBe("'self' https://forms.example.net");
    expect(csp.has('frame-ancestors')).toBe(false);
  });
});

describe("the build's _headers", () => {
  const siteCsp = contentSecurityPolicy(["sha256-abc"], true);
  const shellCsp = contentSecurityPolicy(['sha256-abc', 'sha256-hash-address'], true);
  const adminCsp = adminContentSecurityPolicy({});
  const cloudflare = parseHeaderRules(headersFile({ siteCsp, adminCsp }));
  const netlify = headersFile({ siteCsp, adminCsp, netlify: true });

  it.each([
    ['Cloudflare Pages and npm start', (p: string) => lower(headersForPath(cloudflare, p))],
    ['Netlify', (p: string) => netlifyHeaders(netlify, p)],
  ])('%s: pages get the site policy, assets a year of caching, the editor its own policy only', (_host, headersOf) => {
    expect(headersOf('/about/')).toMatchObject({ 'content-security-policy': siteCsp, 'cache-control': 'no-cache', 'x-frame-options': 'DENY' });
    expect(headersOf('/assets/app-1a2b.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    const admin = headersOf('/admin/');
    expect(admin['content-security-policy']).toBe(adminCsp);
    expect(admin['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin['cache-control']).toBe('no-cache');
    expect(headersOf('/admin/assets/index-1a2b.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['Cloudflare Pages and npm start', (p: string) => lower(headersForPath(parseHeaderRules(headersFile({ siteCsp, shellCsp, adminCsp })), p))],
    ['Netlify', (p: string) => netlifyHeaders(headersFile({ siteCsp, shellCsp, adminCsp, netlify: true }), p)],
  ])("%s: index.html alone (at / and /index.html) gets the policy that allows the hash addresses' scripts", (_host, headersOf) => {
    expect(headersOf('/')['content-security-policy']).toBe(shellCsp);
    expect(headersOf('/index.html')['content-security-policy']).toBe(shellCsp);
    for (const page of ['/about/', '/ar/', '/business/api-excipients/', '/404.html']) expect(headersOf(page)['content-security-policy']).toBe(siteCsp);
    expect(headersOf('/admin/')['content-security-policy']).toBe(adminCsp);
    expect(headersOf('/')['x-frame-options']).toBe('DENY');
  });

  it("the editor's policy still allows no inline or foreign script", () => {
    const script = adminCsp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(adminCsp).toContain("frame-ancestors 'none'");
    expect(adminContentSecurityPolicy({ CMS_AUTH_BASE_URL: 'https://auth.example.org/x' })).toContain('connect-src \'self\' https://api.github.com https://auth.example.org');
  });
});
