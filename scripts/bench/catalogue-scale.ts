import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { writeSyntheticCatalogue } from './synthetic-catalogue.ts';
import { firstLoad, type FirstLoad } from './first-load.ts';
import { serve } from './list-scale.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import { benchPort } from './ports.ts';

interface BuildRun {
  seconds: number;
  /** CPU time of the build process (every thread), as the build reports it: less noisy than wall time on a shared machine. */
  cpuSeconds: number;
  /** The machine's 1-minute load average before the build: wall times mean little without it. */
  load: number;
  /** The build's own report of its steps. */
  steps: string;
}

interface ScaleRow {
  products: number;
  /** From an empty build cache (a fresh clone, as CI has it without its cache step), then again with it filled. */
  cold: BuildRun;
  warm: BuildRun;
  dist: DistSize;
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
 * Limits of the hosts the README names, which a deploy of dist/ must stay within. GitHub Pages'
 * "1 GB" is read as 10^9 bytes, the stricter reading; sizes here are in MB of 10^6 bytes, as the
 * issue's "dist/ <= 300 MB" (issue 30).
 */
export const HOST_LIMITS = { cloudflarePagesFiles: 20_000, githubPagesBytes: 1e9 };

/** What dist/ holds, by kind: where its bytes go is what decides what to make smaller. */
const DIST_KINDS = ['pages (HTML)', 'scripts (JS)', 'share pictures', 'drawings (SVG)', 'search index (JSON)', 'other'] as const;
type DistKind = (typeof DIST_KINDS)[number];
function kindOf(rel: string): DistKind {
  if (rel.endsWith('.html')) return 'pages (HTML)';
  if (rel.endsWith('.js')) return 'scripts (JS)';
  if (rel.startsWith(`assets${path.sep}og${path.sep}`)) return 'share pictures';
  if (rel.endsWith('.svg')) return 'drawings (SVG)';
  if (/(^|[\\/])search-index[^\\/]*\.json$/.test(rel)) return 'search index (JSON)';
  return 'other';
}

export interface DistSize {
  bytes: number;
  files: number;
  pages: number;
  largest: { file: string; bytes: number };
  kinds: Record<DistKind, { bytes: number; files: number }>;
}

/** Size of a build as a host receives it (every file; not the folders), its static pages and the largest of them, by kind. */
export function distSize(dir: string): DistSize {
  const out: DistSize = { bytes: 0, files: 0, pages: 0, largest: { file: '', bytes: 0 }, kinds: Object.fromEntries(DIST_KINDS.map((k) => [k, { bytes: 0, files: 0 }])) as DistSize['kinds'] };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = statSync(file).size;
    out.files++;
    out.bytes += size;
    const kind = out.kinds[kindOf(path.relative(dir, file))];
    kind.files++;
    kind.bytes += size;
    if (entry.name === 'index.html') out.pages++;
    if (entry.name.endsWith('.html') && !path.relative(dir, file).startsWith('admin') && size > out.largest.bytes) out.largest = { file: path.relative(dir, file), bytes: size };
  }
  return out;
}

const mb = (n: number) => (n / 1e6).toFixed(1);

/** One line per kind: MB and files. */
export function distKindsLine(d: DistSize): string {
  return DIST_KINDS.map((k) => `${k} ${mb(d.kinds[k].bytes)} MB (${d.kinds[k].files} files)`).join(', ');
}

/**
 * Builds the site with the real catalogue and with a synthetic one of each size, and measures
 * build time and first-load JS of home, the list page and a product page. Home must not grow
 * with the catalogue; list and detail load the index and one entry, never every entry.
 */
export async function catalogueScale(
  sizes: number[],
  chromePath: string,
  { port: given, molecules = 'grades' }: { port?: number; molecules?: 'grades' | 'distinct' } = {},
): Promise<string> {
  const port = given ?? (await benchPort('BENCH_SCALE_PORT', 4195));
  const rows: ScaleRow[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    for (const products of sizes) {
      const contentDir = writeSyntheticCatalogue(products, undefined, { molecules });
      const dist = path.join(os.tmpdir(), `catalogue-scale-dist-${products}`);
      // An empty build cache of its own: the first build draws every picture, as a fresh clone does.
      const cache = mkdtempSync(path.join(os.tmpdir(), 'catalogue-scale-cache-'));
      const build = (): BuildRun => {
        const load = os.loadavg()[0]!;
        const started = Date.now();
        const run = spawnSync('npm', ['run', '-s', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, BUILD_CACHE: cache, BUILD_EDITOR: '0' }, maxBuffer: 256 * 1024 * 1024 });
        if (run.status !== 0) throw new Error(`Build with ${products} products failed (CONTENT_DIR=${contentDir})`);
        const report = /^Built .* \(CPU ([\d.]+) s\): (.*)\.$/m.exec(run.stdout);
        return { seconds: (Date.now() - started) / 1000, cpuSeconds: Number(report?.[1] ?? NaN), load, steps: report?.[2] ?? '' };
      };
      const cold = build();
      console.log(`${products} products: cold build in ${cold.seconds.toFixed(1)} s`);
      const warm = build();
      rmSync(cache, { recursive: true, force: true });
      const server = await serve(dist, port);
      try {
        const base = `http://localhost:${port}`;
        rows.push({
          products,
          cold,
          warm,
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
      console.log(`${products} products: warm build in ${warm.seconds.toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  const header =
    '| API products | cold build s (CPU s, load) | warm build s (CPU s, load) | static pages | dist files (Cloudflare Pages <= 20,000) | dist MB, 10^6 bytes (GitHub Pages <= 1 GB) | largest page KB | index chunk raw / gzip KB | home JS gzip KB | list JS gzip KB | detail JS gzip KB |';
  const lines = [header, `|${header.split('|').slice(1, -1).map(() => '---').join('|')}|`];
  const within = (ok: boolean) => (ok ? 'ok' : '**over**');
  const time = (b: BuildRun) => `${b.seconds.toFixed(1)} (${b.cpuSeconds.toFixed(1)}, ${b.load.toFixed(1)})`;
  for (const r of rows) {
    lines.push(
      `| ${r.products} | ${time(r.cold)} | ${time(r.warm)} | ${r.dist.pages} | ${r.dist.files} ${within(r.dist.files <= HOST_LIMITS.cloudflarePagesFiles)} | ${mb(r.dist.bytes)} ${within(r.dist.bytes <= HOST_LIMITS.githubPagesBytes)} | ${kb(r.dist.largest.bytes)} (${r.dist.largest.file}) | ${kb(r.index.raw)} / ${kb(r.index.gzip)} | ${kb(r.home.js.gzip)} (${r.home.js.files} files) | ${kb(r.list.js.gzip)} (${r.list.js.files}) | ${kb(r.detail.js.gzip)} (${r.detail.js.files}) |`,
    );
  }
  const steps = rows.map((r) => `- ${r.products} products, cold: ${r.cold.steps}\n- ${r.products} products, warm: ${r.warm.steps}`).join('\n');
  const kinds = rows.map((r) => `- ${r.products} products: ${distKindsLine(r.dist)}`).join('\n');
  return `## Catalogue scale\n\nBuild time from an empty build cache (cold: a fresh clone, every share picture drawn) and again with it (warm), dist/ as a host receives it (files, size, the largest page) against the limits of the README's hosts, and first-load JS (gzip) on the real addresses, with a synthetic catalogue (scripts/bench/synthetic-catalogue.ts; ${molecules === 'distinct' ? 'every product a molecule of its own' : 'grades of the real molecules, as a trader lists them'}). Wall times are noisy on a shared machine: the CPU time of the build (every thread) and the 1-minute load average when it started are beside them.\n\n${lines.join('\n')}\n\ndist/ by kind:\n${kinds}\n\nBuild steps:\n${steps}\n`;
}

// A built folder's size by kind, without building (e.g. a dist/ made from synthetic-catalogue.ts):
//   npx tsx scripts/bench/catalogue-scale.ts <dist-dir>
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const d = distSize(dir);
  console.log(`${dir}: ${mb(d.bytes)} MB in ${d.files} files (${d.pages} pages; largest ${d.largest.file}, ${(d.largest.bytes / 1000).toFixed(1)} KB)`);
  console.log(distKindsLine(d));
}
