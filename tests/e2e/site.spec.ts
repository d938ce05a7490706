import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { searchSnippet } from '../../src/app/page-meta.ts';
import { routeSamples } from './content.ts';
import { axeAllRules, collectErrors, open } from './helpers.ts';


const addresses = routeSamples();

/** Requests that leave the site's origin (fonts, images and scripts must all be served by the site). */
function collectForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(r.url());
  });
  return foreign;
}

test('the whole-site axe run includes the experimental rules: a link whose visible text is not part of its name is caught', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><a href="#x" aria-label="Enquiry list (2)">2 Enquiry list</a></main></html>');
  const { violations } = await axeAllRules(page).analyze();
  expect(violations.map((v) => v.id)).toContain('label-content-name-mismatch');
  // axe 4.14 leaves a name's bracketed part out of the comparison: a count shown bare ("Enquiry list 2")
  // is not in "Enquiry list (2)"; shown in its brackets it is (issue 47, item 10).
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><a href="#x" aria-label="Enquiry list (2)">Enquiry list 2</a></main></html>');
  expect((await axeAllRules(page).analyze()).violations.map((v) => v.id)).toContain('label-content-name-mismatch');
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><a href="#x" aria-label="Enquiry list (2)">Enquiry list (2)</a></main></html>');
  const fixed = await axeAllRules(page).analyze();
  expect(fixed.violations.map((v) => v.id)).not.toContain('label-content-name-mismatch');
  expect(fixed.passes.some((r) => r.id === 'label-content-name-mismatch')).toBe(true);
});

test.describe('every route of the manifest', () => {
  for (const { id, path } of addresses) {
    test(`${id} (${path}): no errors, no serious accessibility violation, images described and sized, no sideways scroll`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      const foreign = collectForeignRequests(page, new URL(baseURL!).origin);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
        await open(page, path);
        await expect(page.locator('h1')).toHaveCount(1);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
        });
        // Let scroll-in animations finish: axe judges contrast on what is finally shown.
        await page.waitForTimeout(1200);
        // All rules, experimental included (issue 27, item 7).
        const axe = await axeAllRules(page).analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
        const badImages = await page.locator('img').evaluateAll((imgs) =>
          imgs
            .filter((img) => !img.hasAttribute('alt') || !img.getAttribute('width') || !img.getAttribute('height'))
            .map((img) => img.outerHTML.slice(0, 160)),
        );
        expect(badImages).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test('every internal link lands on its own page (crawl from home)', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = collectErrors(page);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  const anchorsMissing: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    await open(page, path);
    const landed = decodeURIComponent(new URL(page.url()).hash.slice(1).split('?')[0] ?? '');
    if (landed !== decodeURIComponent(path.split('?')[0] ?? '')) broken.push(`${path} landed on ${landed}`);
    const links = await page.locator('a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const link of links) {
      if (link.startsWith('#/')) {
        const target = link.slice(1);
        const key = target.split('?')[0]!;
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(target);
        }
      } else if (link !== '#main' && link.length > 1) {
        const exists = await page.evaluate((id) => Boolean(document.getElementById(id)), link.slice(1));
        if (!exists) anchorsMissing.push(`${path} → ${link}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(anchorsMissing).toEqual([]);
  // Every page and every catalogue entry is reachable by links from home.
  const { content } = loadContent();
  const expected = siteAddresses(content!).map((a) => decodeURIComponent(a.hashPath).toLowerCase());
  const reached = new Set([...seen].map((p) => decodeURIComponent(p).toLowerCase()));
  expect(expected.filter((p) => !reached.has(p))).toEqual([]);
  expect(errors).toEqual([]);
});

test('security headers and static files are served as on the static hosts', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers()['permissions-policy']).toContain('camera=()');
  // Issue 24, item 10.
  expect(res.headers()['permissions-policy']).not.toContain('interest-cohort');
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers()['strict-transport-security'], 'never over plain HTTP (RFC 6797 7.2)').toBeUndefined();
  const behindHttps = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(behindHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const missing = await request.get('/no/such/page/', { headers: { 'Accept-Encoding': 'br' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBe('br');
  expect(await missing.text()).toContain('noindex');
  const html = await res.text();
  expect(html).toContain('application/ld+json');
  // Company facts still "to be added" in content are left out of the structured data, never published as values.
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(ld).not.toMatch(/to be added|\bTBD\b|XXXX/i);
  expect(html).toMatch(/<meta property="og:title"/);
  for (const file of ['/robots.txt', '/favicon.svg', '/site.webmanifest', '/apple-touch-icon.png', '/og-image.png']) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
});

test('every file a script fetches before running a lazy part exists', async ({ request }) => {
  // Vite lists, in each chunk, the files to fetch before a lazy import runs. One that is missing
  // (such as a stylesheet that was inlined and deleted) makes that page fail to load.
  const dist = process.env.DIST_DIR ?? 'dist';
  const missing: string[] = [];
  let checked = 0;
  for (const name of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(dist, 'assets', name), 'utf8');
    for (const list of code.matchAll(/m\.f=\[([^\]]*)\]/g)) {
      for (const [, file] of list[1]!.matchAll(/"\.\/([^"]+)"/g)) {
        checked += 1;
        if ((await request.get(`/assets/${file}`)).status() !== 200) missing.push(`${name} -> ${file}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('each route sets its own meta description, the one its page file gives (as a search snippet)', async ({ page }) => {
  const { content } = loadContent();
  // The deepest page, then the contact page: the description follows the route.
  const deepest = [...content!.pages].sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0]!;
  for (const { path, data } of [deepest, content!.pages.find((p) => p.path === '/contact')!]) {
    await open(page, path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', searchSnippet(data.description));
  }
});
