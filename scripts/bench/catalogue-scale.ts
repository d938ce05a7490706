import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { href } from '../../src/app/href.ts';
import { writeSyntheticCatalogue } from '../synthetic-catalogue.ts';
import { firstLoad, type FirstLoad } from './first-load.ts';

interface ScaleRow {
  products: number;
  buildSeconds: number;
  index: { raw: number; gzip: number };
  home: FirstLoad;
  list: FirstLoad;
  detail: FirstLoad;
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** The built collection index of the API catalogue: what the list and detail pages fetch besides their own code. */
function indexChunk(dist: string): { raw: number; gzip: number } {
  // The index and the small lookup modules share the collection's name; the index is the largest.
  const name = readdirSync(path.join(dist, 'assets'))
    .filter((f) => /^api-products-[\w-]+\.js$/.test(f))
    .sort((a, b) => readFileSync(path.join(dist, 'assets', b)).length - readFileSync(path.join(dist, 'assets', a)).length)[0];
  if (!name) return { raw: 0, gzip: 0 };
  const buf = readFileSync(path.join(dist, 'assets', name));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/**
 * Builds the site with the real catalogue and with a synthetic one of each size, and measures
 * build time and first-load JS of home, the list page and a product page. Home must not grow
 * with the catalogue; list and detail load the index and one entry, never every entry.
 */
export async function catalogueScale(sizes: number[], chromePath: string, port = Number(process.env.BENCH_SCALE_PORT ?? 4195)): Promise<string> {
  const rows: ScaleRow[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
  try {
    for (const products of sizes) {
      const contentDir = writeSyntheticCatalogue(products);
      const dist = path.join(os.tmpdir(), `catalogue-scale-dist-${products}`);
      const started = Date.now();
      const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'ignore', env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist } });
      if (build.status !== 0) throw new Error(`Build with ${products} products failed (CONTENT_DIR=${contentDir})`);
      const buildSeconds = (Date.now() - started) / 1000;
      const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), DIST_DIR: dist }, stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 1500));
      try {
        const base = `http://localhost:${port}`;
        rows.push({
          products,
          buildSeconds,
          index: indexChunk(dist),
          home: await firstLoad(browser, base, href('home'), dist),
          list: await firstLoad(browser, base, href('api-excipients'), dist),
          detail: await firstLoad(browser, base, href('api-product', { productName: 'Metformin Hydrochloride' }), dist),
        });
      } finally {
        server.kill();
        rmSync(contentDir, { recursive: true, force: true });
      }
      console.log(`${products} products: built in ${buildSeconds.toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  const header = '| API products | build s | index chunk raw / gzip KB | home JS gzip KB | list JS gzip KB | detail JS gzip KB |';
  const lines = [header, '|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${r.products} | ${r.buildSeconds.toFixed(1)} | ${kb(r.index.raw)} / ${kb(r.index.gzip)} | ${kb(r.home.js.gzip)} (${r.home.js.files} files) | ${kb(r.list.js.gzip)} (${r.list.js.files}) | ${kb(r.detail.js.gzip)} (${r.detail.js.files}) |`,
    );
  }
  return `## Catalogue scale\n\nFirst-load JS (gzip) with the real catalogue and a synthetic one (scripts/synthetic-catalogue.ts).\n\n${lines.join('\n')}\n`;
}
