import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoad {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  names: string[];
}

/**
 * The JavaScript and CSS a route requests before the app renders it: app-start.tsx marks
 * `app-ready` when the route's code and content are in and React starts rendering. What is
 * requested later (carousel engine, animation, toasts) does not hold up the page.
 */
/** `address`: a real address ("/about/") or a hash address ("/#/about"). */
export async function firstLoad(browser: Browser, baseUrl: string, address: string, dist: string): Promise<FirstLoad> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}${address}`);
  await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, { timeout: 30_000 });
  const files = await page.evaluate(() => {
    const ready = performance.getEntriesByName('app-ready')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= ready && /\.(js|css)$/.test(new URL(e.name).pathname) && new URL(e.name).origin === location.origin)
      .map((e) => new URL(e.name).pathname);
  });
  await page.close();
  const out: FirstLoad = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, names: files };
  for (const p of new Set(files)) {
    const buf = readFileSync(path.join(dist, p));
    const bucket = p.endsWith('.css') ? out.css : out.js;
    bucket.raw += buf.length;
    bucket.gzip += gzipSync(buf, { level: 9 }).length;
    bucket.files += 1;
  }
  return out;
}
