import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { routeManifest } from '../src/app/routes.ts';
import { firstLoad, type FirstLoad } from './bench/first-load.ts';
import { catalogueScale } from './bench/catalogue-scale.ts';
import { lighthouseMedian, type LighthouseResult } from './bench/lighthouse.ts';
import { loadContent } from './content/load.ts';
import { href } from '../src/app/href.ts';

/**
 * Performance report: builds the site, then for every route measures the JS and CSS loaded
 * before first render and runs Lighthouse (mobile, median of 3). A report, not a test.
 *   npm run bench                       every route, 3 Lighthouse runs
 *   npm run bench -- --runs 1 --only home,rice --no-build --no-lighthouse
 *   npm run bench -- --catalogue-scale   also builds with 30 and 3,000 API products and compares first loads
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(opt('runs') ?? 3);
const only = opt('only')?.split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4190);
const base = `http://localhost:${port}`;

if (!args.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`\nBuild took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const { content } = loadContent();
if (!content) throw new Error('Content has problems: run "npm run content:check"');

/** One address per route; a detail route is measured with its collection's first entry. */
function sampleUrl(route: (typeof routeManifest)[number]): string | null {
  if (route.kind === 'redirect') return null;
  if (route.kind !== 'detail') return route.path;
  const entry = content!.entries.find((e) => e.collection === route.collection);
  if (!entry) return null;
  if (route.id === 'ecopalm-product') return href('ecopalm-product', { categoryId: entry.parent ?? '', cardId: entry.key });
  if (route.id === 'ecopalm-category') return href('ecopalm-category', { productId: entry.key });
  return href('api-product', { productName: entry.key });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), DIST_DIR: dist }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));

const kb = (n: number) => (n / 1024).toFixed(1);
const rows: { id: string; url: string; load: FirstLoad; lh: LighthouseResult | null }[] = [];
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const route of routeManifest) {
    if (only && !only.includes(route.id)) continue;
    const url = sampleUrl(route);
    if (!url) continue;
    const load = await firstLoad(browser, base, url, dist);
    const lh = args.includes('--no-lighthouse') ? null : await lighthouseMedian(`${base}/#${url}`, runs, chromePath);
    rows.push({ id: route.id, url, load, lh });
    console.log(`${route.id}: JS ${kb(load.js.gzip)} KB gzip${lh ? `, performance ${lh.performance}, LCP ${(lh.lcp / 1000).toFixed(2)} s` : ''}`);
  }
} finally {
  await browser.close();
  server.kill();
}

const header = '| route | first-load JS raw / gzip (KB) | CSS raw / gzip (KB) | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | bytes KB |';
const lines = [header, `|${header.split('|').slice(1, -1).map(() => '---').join('|')}|`];
for (const r of rows) {
  const l = r.lh;
  lines.push(
    `| ${r.id} | ${kb(r.load.js.raw)} / ${kb(r.load.js.gzip)} | ${kb(r.load.css.raw)} / ${kb(r.load.css.gzip)} | ${l ? [l.performance, l.accessibility, l.bestPractices, l.seo, (l.fcp / 1000).toFixed(2), (l.lcp / 1000).toFixed(2), Math.round(l.tbt), l.cls.toFixed(3), kb(l.bytes)].join(' | ') : '- | - | - | - | - | - | - | - | -'} |`,
  );
}
const report = `# Bench report (${new Date().toISOString()})\n\nLighthouse: mobile preset, median of ${runs}. First-load: JS and CSS requested before the first render.\n\n${lines.join('\n')}\n`;
console.log(`\n${report}`);
writeFileSync('bench-report.md', report);
if (args.includes('--catalogue-scale')) {
  const scale = await catalogueScale([30, 3000], chromePath);
  console.log(`\n${scale}`);
  writeFileSync('bench-report.md', `${report}\n${scale}`);
}
writeFileSync('bench-report.json', JSON.stringify(rows, null, 2));
console.log('Written to bench-report.md and bench-report.json (not committed).');
