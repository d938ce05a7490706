import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoad {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
}

/**
 * The JavaScript and CSS a route downloads before the app has rendered it (the page's first
 * render sets html[data-app-ready]). What loads later (carousel engine, animation, toasts)
 * is not counted: it does not hold up the page.
 */
export async function firstLoad(browser: Browser, baseUrl: string, hashPath: string, dist: string): Promise<FirstLoad> {
  const page = await browser.newPage();
  const seen = new Set<string>();
  let ready = false;
  page.on('request', (req) => {
    if (ready) return;
    const url = new URL(req.url());
    if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) seen.add(url.pathname);
  });
  await page.goto(`${baseUrl}/#${hashPath}`);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, { timeout: 30_000 });
  ready = true;
  await page.close();
  const out: FirstLoad = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const p of seen) {
    const buf = readFileSync(path.join(dist, p));
    const bucket = p.endsWith('.css') ? out.css : out.js;
    bucket.raw += buf.length;
    bucket.gzip += gzipSync(buf, { level: 9 }).length;
    bucket.files += 1;
  }
  return out;
}
