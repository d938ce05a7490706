import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { PRODUCT_PAGE_BUDGET } from '../../scripts/render/render-site.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { searchSnippet } from '../../src/app/page-meta.ts';
import { collectErrors, holdAppScript, waitReady } from './helpers.ts';

/**
 * The real addresses (contract: "Real addresses (static pages)"): every page route and catalogue
 * entry is a static page that a crawler without JavaScript can read and walk, and that the app
 * takes over on the matching hash route. Expectations come from the content, never from counts.
 */
const { content } = loadContent();
if (!content) throw new Error('content has problems: run npm run content:check');
const addresses = siteAddresses(content);

/** One address per route: every page, and the first entry of each catalogue kind. */
const perRoute = addresses.filter((a, i) => addresses.findIndex((b) => b.id === a.id) === i);

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

async function fetchHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text(), type: res.headers()['content-type'] ?? '' };
}

test.describe('static pages at real addresses', () => {
  test('a crawler without JavaScript reaches every address of sitemap.xml from home, and the sitemap holds every page and catalogue entry', async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const { status, html, type } = await fetchHtml(request, path);
      // A linked file (a sample document, a download) must answer; it is not a page to crawl.
      if (/\.[a-z0-9]+$/i.test(path)) {
        if (status !== 200) broken.push(`${path}: ${status} ${type}`);
        continue;
      }
      if (status !== 200 || !type.startsWith('text/html')) {
        broken.push(`${path}: ${status} ${type}`);
        continue;
      }
      const { document } = new JSDOM(html, { url: `${origin}${path}` }).window;
      for (const a of document.querySelectorAll('a[href]')) {
        const url = new URL(a.getAttribute('href')!, `${origin}${path}`);
        // Only the site's own pages: a hash link is the app's, not a page of its own.
        if (url.origin !== origin || url.hash.startsWith('#/')) continue;
        const next = url.pathname;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(broken).toEqual([]);

    const sitemap = (await request.get('/sitemap.xml')).text();
    const locs = [...(await sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const lastmods = [...(await sitemap).matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods).toHaveLength(locs.length);
    for (const date of lastmods) expect(Number.isNaN(Date.parse(date))).toBe(false);
    // Every page route and every catalogue entry, and nothing else.
    expect([...locs].sort()).toEqual(addresses.map((a) => a.realPath).sort());
    expect(locs.filter((loc) => !seen.has(loc))).toEqual([]);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('every static page has a unique title, its own canonical, the Open Graph tags, valid JSON-LD, and its heading and text', async ({ request }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    const home = new JSDOM((await fetchHtml(request, '/')).html).window.document;
    const siteUrl = home.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    const images = new Set<string>();
    for (const a of addresses) {
      const { status, html } = await fetchHtml(request, a.realPath);
      expect(status, a.realPath).toBe(200);
      // Issue 30's budget, in every language (issue 49: nine Arabic API pages had grown past it).
      if (a.entry) expect(Buffer.byteLength(html), a.realPath).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET);
      const { document } = new JSDOM(html).window;
      const title = document.title;
      expect(title, a.realPath).not.toBe('');
      // Unique within a language: a page and its translations are alternates (hreflang), and a
      // name such as the company's may read the same in two languages.
      const titleKey = `${document.documentElement.lang}|${title}`;
      expect(titles.get(titleKey), `${a.realPath} has the title of ${titles.get(titleKey)}`).toBeUndefined();
      titles.set(titleKey, a.realPath);
      const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
      expect(meta('meta[name="description"]'), a.realPath).not.toBe('');
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical, a.realPath).toBe(new URL(a.realPath.slice(1), siteUrl).href);
      expect(meta('meta[property="og:url"]')).toBe(canonical);
      expect(meta('meta[property="og:title"]')).toBe(title);
      expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
      expect(meta('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\.(png|jpe?g)$/);
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      images.add(new URL(meta('meta[property="og:image"]')).pathname.slice(new URL(siteUrl).pathname.length - 1));
      const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as { '@type': string; itemListElement?: { item: string }[] });
      const types = ld.map((x) => x['@type']);
      expect(types, a.realPath).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
      expect(types.includes('Product'), a.realPath).toBe(Boolean(a.entry));
      expect(ld.find((x) => x['@type'] === 'BreadcrumbList')!.itemListElement!.at(-1)!.item).toBe(canonical);
      if (a.entry) {
        // The search snippet in the head and in the structured data (issue 30: the whole text twice
        // more was 1-1.5 KB of an Arabic product page; issue 49: the once more in JSON-LD too).
        expect(meta('meta[name="description"]'), a.realPath).toBe(searchSnippet(a.entry.description));
        expect((ld.find((x) => x['@type'] === 'Product') as { description?: string }).description, a.realPath).toBe(searchSnippet(a.entry.description));
      }
      // The page itself, readable without JavaScript.
      expect(document.querySelectorAll('#root h1'), a.realPath).toHaveLength(1);
      expect(squash(document.querySelector('#root main')?.textContent).length, a.realPath).toBeGreaterThan(200);
      expect(squash(document.querySelector('#root h1')?.textContent), a.realPath).not.toBe('');
    }
    for (const image of images) {
      const res = await request.get(image);
      expect(res.status(), image).toBe(200);
      const { width, height, format } = await sharp(await res.body()).metadata();
      expect([width, height, format], image).toEqual([1200, 630, expect.stringMatching(/^(png|jpeg)$/)]);
    }
  });

  test('an unknown real address answers 404 with a noindex page that links home; an address without its slash is redirected', async ({ request }) => {
    const missing = await fetchHtml(request, '/no/such/page/');
    expect(missing.status).toBe(404);
    const { document } = new JSDOM(missing.html).window;
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(squash(document.querySelector('h1')?.textContent)).toMatch(/not found/i);
    expect([...document.querySelectorAll('a')].some((a) => /home/i.test(a.textContent ?? '') && new URL(a.getAttribute('href')!, 'http://x/no/such/page/').pathname === '/')).toBe(true);
    const page = addresses.find((a) => a.realPath.split('/').length > 3)!;
    const res = await request.get(page.realPath.slice(0, -1), { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(page.realPath);
  });
});

/**
 * The heading and the main text as a visitor reads them, whitespace squashed. A control that works
 * only with script (data-needs-script: Share, the enquiry list) is shown only once the app runs,
 * and a note only for a browser without script (data-no-script) only without it: both are left out.
 */
async function readPage(browser: Browser, url: string, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(url);
  if (javaScript) await waitReady(page);
  const read = await page.evaluate(() => {
    // And the other way round (data-no-script: the contact page's note to name products in the message).
    for (const el of document.querySelectorAll('main [data-needs-script], main [data-no-script]')) el.remove();
    return { h1: document.querySelector('h1')?.innerText ?? '', main: document.querySelector('main')?.innerText ?? '' };
  });
  await context.close();
  return { h1: squash(read.h1), main: squash(read.main) };
}

test.describe('the static page is the app\'s page', () => {
  for (const a of addresses) {
    test(`${a.realPath}: heading and main text equal the app's on #${a.hashPath}`, async ({ browser }) => {
      const [raw, app] = await Promise.all([readPage(browser, a.realPath, false), readPage(browser, `/#${a.hashPath}`, true)]);
      expect(raw.h1).not.toBe('');
      expect(raw.h1).toBe(app.h1);
      expect(raw.main).toBe(app.main);
    });
  }
});

test.describe('the app takes over a real address', () => {
  for (const a of perRoute) {
    test(`${a.realPath} becomes #${a.hashPath} with no reload, no error and no layout shift`, async ({ page }) => {
      const errors = collectErrors(page);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && /hydrat|did not match/i.test(m.text())) warnings.push(m.text());
      });
      await page.addInitScript(() => {
        const w = window as unknown as { cls: number; loads: number; staticHeading: Element | null };
        w.cls = 0;
        document.addEventListener('DOMContentLoaded', () => {
          w.staticHeading = document.querySelector('h1');
        });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let documents = 0;
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents++;
      });
      const staticHeading = squash(new JSDOM((await page.request.get(a.realPath).then((r) => r.text())) as string).window.document.querySelector('h1')?.textContent);
      await page.goto(a.realPath);
      await waitReady(page);
      expect(new URL(page.url()).pathname).toBe('/');
      // Home is index.html, the app's own shell: its address has no hash, as ever.
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(a.realPath === '/' ? '' : `#${decodeURIComponent(a.hashPath)}`);
      await expect(page.locator('h1')).toHaveText(staticHeading);
      // The app adopts the static markup (hydrates it) instead of drawing the page a second time.
      expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { staticHeading: Element | null }).staticHeading)).toBe(true);
      // Once adopted, the page's links are the app's: hash addresses, as on a page it draws itself
      // (files such as a product's PDF keep their own addresses).
      await expect
        .poll(() => page.evaluate(() => [...document.querySelectorAll('#root a[href]')].map((l) => l.getAttribute('href')!).filter((h) => /^https?:/.test(h) && new URL(h).origin === location.origin && !/\.[a-z0-9]+$/i.test(new URL(h).pathname))))
        .toEqual([]);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
      expect(documents).toBe(1);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }

  test('a query on a real address is carried into the app: /contact/?product= puts the product on the enquiry list', async ({ page }) => {
    await page.goto('/contact/?product=Paracetamol');
    await expect(page.getByRole('spinbutton', { name: 'Quantity for Paracetamol' })).toBeVisible();
    // The app reads the product and then drops the query, so a reload does not add it again.
    await expect.poll(() => new URL(page.url()).hash).toBe('#/contact');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a page scrolled before the app starts stays where the visitor left it', async ({ page }) => {
    const errors = collectErrors(page);
    // The app's scripts wait until the visitor has scrolled (a slow connection).
    const release = await holdAppScript(page);
    const a = perRoute.find((r) => r.entry) ?? perRoute[perRoute.length - 1]!;
    await page.goto(a.realPath, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    release();
    await waitReady(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a phone, the menu opened on the static page before the app runs stays open, and is the app\'s Menu button once it has taken over', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdAppScript(page);
    const a = perRoute.find((r) => r.entry) ?? perRoute[perRoute.length - 1]!;
    await page.goto(a.realPath, { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav).toBeHidden();
    // The static page's toggle: a <details> whose <summary> looks like the button.
    await page.locator('header summary').first().click();
    await expect(nav).toBeVisible();
    release();
    await waitReady(page);
    // The buttons take the toggles' place in a transition of their own, after the take-over.
    const menu = page.getByRole('button', { name: /^menu$/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('under a sub-path (GitHub Pages), the adopted page\'s links and pictures keep to the sub-path', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const origin = new URL(baseURL!).origin;
    // The same build served under /shop/, as a project site is.
    await page.route(`${origin}/shop/**`, async (route) => {
      const url = new URL(route.request().url());
      url.pathname = url.pathname.replace(/^\/shop\//, '/');
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    const a = perRoute.find((r) => r.realPath.split('/').filter(Boolean).length >= 2)!;
    await page.goto(`/shop${a.realPath}`);
    await waitReady(page);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    const urls = await page.evaluate(() =>
      [...document.querySelectorAll('#root a[href], #root img[src]')].map((e) => (e instanceof HTMLAnchorElement ? e.href : (e as HTMLImageElement).src)),
    );
    const local = urls.filter((u) => u.startsWith(origin));
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((u) => !u.startsWith(`${origin}/shop/`))).toEqual([]);
    // A picture further down loads from the sub-path once scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('#root img')].filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).map((i) => (i as HTMLImageElement).src)))
      .toEqual([]);
    expect(errors).toEqual([]);
    // Requests still in flight when the test ends are not the next test's failure.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('an unknown real address becomes the app\'s not-found screen', async ({ page }) => {
    await page.goto('/no/such/page/');
    await waitReady(page);
    expect(new URL(page.url()).hash).toBe('#/not-found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  });

  test('the page names every script its route needs before the app renders', async ({ page }) => {
    for (const a of perRoute) {
      await page.goto(a.realPath);
      await waitReady(page);
      const { named, fetched } = await page.evaluate(() => {
        const ready = performance.getEntriesByName('app-ready')[0]!.startTime;
        return {
          // In the page's head, or added by index.html's preload script for the address it serves.
          named: [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"]')].map(
            (e) => new URL('href' in e ? e.href : e.src).pathname,
          ),
          fetched: performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime <= ready && new URL(e.name).pathname.endsWith('.js'))
            .map((e) => new URL(e.name).pathname),
        };
      });
      expect(
        fetched.filter((f) => !named.includes(f)),
        a.realPath,
      ).toEqual([]);
    }
  });
});
