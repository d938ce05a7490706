import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { writeSyntheticCatalogue } from './synthetic-catalogue.ts';
import { firstLoad, type FirstLoad } from './first-load.ts';
import { serve } from './list-scale.ts';

interface ScaleRow {
  products: number;
  buildSeconds: number;
  /** The build's own report of its steps. */
  steps: string;
  dist: { bytes: number; files: number; pages: number };
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

/** Size of a build: every file (precompressed copies included), and its static pages. */
function distSize(dir: string): ScaleRow['dist'] {
  const out = { bytes: 0, files: 0, pages: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    out.files++;
    out.bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name === 'index.html') out.pages++;
  }
  return out;
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
      const build = spawnSync('npm', ['run', '-s', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, BUILD_EDITOR: '0' }, maxBuffer: 256 * 1024 * 1024 });
      if (build.status !== 0) throw new Error(`Build with ${products} products failed (CONTENT_DIR=${contentDir})`);
      const buildSeconds = (Date.now() - started) / 1000;
      const steps = /^Built .* s: (.*)\.$/m.exec(build.stdout)?.[1] ?? '';
      const server = await serve(dist, port);
      try {
        const base = `http://localhost:${port}`;
        rows.push({
          products,
          buildSeconds,
          steps,
          dist: distSize(dist),
          index: indexChunk(dist),
          home: await firstLoad(browser, base, '/', dist),
          list: await firstLoad(browser, base, '/business/api-excipients/', dist),
          detail: await firstLoad(browser, base, '/business/api-excipients/metformin-hydrochloride/', dist),
        });
      } finally {
        server.kill();
        rmSync(contentDir, { recursive: true, force: true });
        rmSync(dist, { recursive: true, force: true });
      }
      console.log(`${products} products: built in ${buildSeconds.toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  const header = '| API products | build s | static pages | dist MB (files) | index chunk raw / gzip KB | home JS gzip KB | list JS gzip KB | detail JS gzip KB |';
  const lines = [header, '|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${r.products} | ${r.buildSeconds.toFixed(1)} | ${r.dist.pages} | ${(r.dist.bytes / 1024 / 1024).toFixed(1)} (${r.dist.files}) | ${kb(r.index.raw)} / ${kb(r.index.gzip)} | ${kb(r.home.js.gzip)} (${r.home.js.files} files) | ${kb(r.list.js.gzip)} (${r.list.js.files}) | ${kb(r.detail.js.gzip)} (${r.detail.js.files}) |`,
    );
  }
  const steps = rows.map((r) => `- ${r.products} products: ${r.steps}`).join('\n');
  return `## Catalogue scale\n\nBuild time, size of dist/ (precompressed copies included) and first-load JS (gzip) on the real addresses, with a synthetic catalogue (scripts/bench/synthetic-catalogue.ts). Share pictures are cached in node_modules/.cache between builds: a first build draws them all.\n\n${lines.join('\n')}\n\nBuild steps:\n${steps}\n`;
}
