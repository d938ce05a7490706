import './production-env.ts';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { siteConfig } from '../vite.config.ts';
import { siteAddresses } from './content/addresses.ts';
import { contentDir, displayPath, loadContent } from './content/load.ts';
import { formatProblem } from './content/problems.ts';
import { finishSharePictures, PRODUCT_PAGE_BUDGET, renderSite } from './render/render-site.ts';
import { drawSharePicturesInThread } from './render/share-pictures.ts';
import { chooseSiteUrl } from './site-url.ts';
import { buildAdmin } from './cms/build-admin.ts';
import { chooseEditorRepo } from './editor-repo.ts';
import { addressPreloads } from './vite/route-preload.ts';

/**
 * `npm run build`: reads and checks content/ once, then hands the result to the browser build,
 * the server build the static pages are rendered with, and the renderer, so nothing validates
 * twice. Steps: content check, browser build (dist/), server build (node_modules/.cache), a static
 * page per address with sitemap.xml, robots.txt and 404.html, the web editor (dist/admin). No
 * compressed copies: hosts compress by themselves, and `npm start` writes its own outside dist/.
 *   SITE_URL=https://www.example.com npm run build -- --deploy
 * `--deploy` (what every host runs) refuses to build without a public SITE_URL; a plain build
 * keeps the local default and warns.
 */
const choice = chooseSiteUrl(process.env, { deploy: process.argv.includes('--deploy') });
if (!choice.ok) {
  console.error(choice.error);
  process.exit(1);
}
if (choice.warning) console.warn(`Warning: ${choice.warning}`);
const siteUrl = choice.siteUrl;
const editor = chooseEditorRepo(process.env, { deploy: process.argv.includes('--deploy') });
if ('error' in editor) {
  console.error(editor.error);
  process.exit(1);
}
if (editor.warning) console.warn(`Warning: ${editor.warning}`);

const started = performance.now();
const timings: string[] = [];
let lap = started;
let cpuLap = process.cpuUsage();
const cpuSeconds = (since?: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};
// CPU time (every thread of the build, render workers included) beside wall time: on a machine
// shared with other work the wall time says more about the load than about the build.
const step = (name: string) => {
  const now = performance.now();
  timings.push(`${name} ${((now - lap) / 1000).toFixed(1)} s (CPU ${cpuSeconds(cpuLap).toFixed(1)} s)`);
  lap = now;
  cpuLap = process.cpuUsage();
};

const dir = contentDir();
const { problems, content } = loadContent(dir);
if (problems.length || !content) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'} in ${displayPath(dir)}. Fix them and run "npm run content:check" again.`);
  process.exit(1);
}
console.log(`Content OK: ${displayPath(dir)}: ${content.pages.length} pages, ${content.entries.length} catalogue entries.`);
// A price or certificate past its day is left out of the whole site: the build names each one.
for (const d of content.dropped) console.log(`Dropped (expired): ${formatProblem(d)}`);
// The build writes beside dist/ and takes its place only once it is whole: a build that fails or
// is stopped (out of memory, Ctrl+C) leaves the previous dist/ as it was, still served.
const finalDist = path.resolve(process.env.DIST_DIR ?? 'dist');
const building = `.${path.basename(finalDist)}-building-`;
mkdirSync(path.dirname(finalDist), { recursive: true });
// What a build killed outright (no exit handler runs) left behind.
for (const name of readdirSync(path.dirname(finalDist))) if (name.startsWith(building)) rmSync(path.join(path.dirname(finalDist), name), { recursive: true, force: true });
const dist = path.join(path.dirname(finalDist), `${building}${process.pid}`);
process.env.DIST_DIR = dist;
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
step('content');

// Share pictures in a thread of their own from now on, beside the browser and server builds (much
// of them one thread) and the pages, which need only the pictures' names: on a 2-core machine, a
// cold build's drawing happens on the core they leave idle. Once the pages are rendered, more
// threads take the pictures still left from the same list (`nextPicture`). Its CPU time is counted
// in the steps it overlaps.
const pictureStarted = performance.now();
const nextPicture = new Int32Array(new SharedArrayBuffer(4));
const pictureThread = drawSharePicturesInThread(content, nextPicture);
let picturesDone = false;
// When the last thread drawing pictures finished: the report's "drawn in".
let picturesFinished = pictureStarted;
const finished = <T>(done: Promise<T>) => done.then((r) => ((picturesFinished = Math.max(picturesFinished, performance.now())), r));
const sharePictures = finished(pictureThread.done);
// A failure here is the pages' to report (they draw it again and name the file).
sharePictures.then(
  () => (picturesDone = true),
  () => (picturesDone = true),
);

// What each address's route loads, read from the browser bundle once it is final.
let preloads: Map<string, string[]> | null = null;
const collectPreloads: Plugin = {
  name: 'static-pages-preloads',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      preloads = addressPreloads(bundle, content, siteAddresses(content));
    },
  },
};
await build({ ...siteConfig({ content, siteUrl, plugins: [collectPreloads] }), configFile: false });
step('browser build');

// Inside the project, so the server bundle resolves react and friends from node_modules.
const cache = path.resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const ssrOut = mkdtempSync(path.join(cache, 'render-'));
try {
  await build({ ...siteConfig({ content, siteUrl, ssr: { entry: 'src/entry-render.tsx', outDir: ssrOut } }), configFile: false, logLevel: 'warn' });
  step('server build');
  if (readFileSync(path.join(ssrOut, 'entry-render.js'), 'utf8').includes('import(')) {
    console.warn(
      'Warning: the server build has an import() in it: tsx rewrites such a module whole (with a source map) in each render thread, seconds per thread for a large catalogue. Bundle the imported library in (vite.config.ts, ssr.noExternal).',
    );
  }
  // Which pictures the thread will draw: said before it draws any (by now long said).
  const drawnElsewhere = await pictureThread.planned.catch(() => []);
  const threads = process.env.RENDER_THREADS ? Number(process.env.RENDER_THREADS) : undefined;
  const rendered = await renderSite({ content, dist, ssrEntry: path.join(ssrOut, 'entry-render.js'), preloads: preloads ?? new Map(), siteUrl, threads, drawnElsewhere });
  step(`${rendered.pages} static pages (${rendered.ogImages} share pictures, ${rendered.waitingPictures.length} of them drawn beside the pages)`);
  // The pages' cores are free: the pictures left are drawn on all of them.
  const helpers = picturesDone ? [] : Array.from({ length: Math.max(0, availableParallelism() - 1) }, () => finished(drawSharePicturesInThread(content, nextPicture).done));
  const [pictures, ...helped] = await Promise.all([
    sharePictures.catch((error: unknown) => {
      console.warn(`Share pictures were not all drawn beside the pages (${error instanceof Error ? error.message : String(error)}): the rest are drawn now, one at a time.`);
      return null;
    }),
    ...helpers.map((h) => h.catch(() => null)),
  ]);
  const pictureSeconds = (picturesFinished - pictureStarted) / 1000;
  await finishSharePictures(rendered.waitingPictures);
  step('waiting for share pictures');
  if (pictures) {
    const drawn = pictures.drawn + helped.reduce((sum, h) => sum + (h?.drawn ?? 0), 0);
    const failed = pictures.failed + helped.reduce((sum, h) => sum + (h?.failed ?? 0), 0);
    timings.push(
      `(share pictures: ${drawn} of ${pictures.pictures} drawn in ${pictureSeconds.toFixed(1)} s since the content step${helpers.length ? `, the last by ${helpers.length + 1} threads after the pages` : ''}${failed ? `, ${failed} left to their pages` : ''})`,
    );
  }
  // Issue 30's budget for a product page, every language: each page over it, from what was written.
  const [largest] = rendered.productPages;
  const over = rendered.productPages.filter((p) => p.bytes > PRODUCT_PAGE_BUDGET);
  if (largest) console.log(`Product pages: ${rendered.productPages.length}, the largest ${largest.realPath} (${largest.bytes.toLocaleString('en')} bytes); ${over.length} over the budget of ${PRODUCT_PAGE_BUDGET.toLocaleString('en')} bytes.`);
  if (over.length) {
    const list = over.slice(0, 30).map((p) => `  ${p.realPath} ${p.bytes.toLocaleString('en')} bytes`);
    if (over.length > 30) list.push(`  and ${over.length - 30} more`);
    console.warn(`Warning: ${over.length} product page${over.length === 1 ? ' is' : 's are'} over ${PRODUCT_PAGE_BUDGET.toLocaleString('en')} bytes:\n${list.join('\n')}`);
  }
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}

// The web editor for the GitHub backend (dist/admin), a build of its own: nothing of it reaches the
// site's pages.
if (process.env.BUILD_EDITOR !== '0' && editor.build) {
  await buildAdmin({ content, dist, siteUrl });
  step('editor build');
}
// The swap: two renames on one disk, so dist/ is the old build or the new one, never half of each.
const previous = `${dist}-previous`;
if (existsSync(finalDist)) renameSync(finalDist, previous);
renameSync(dist, finalDist);
rmSync(previous, { recursive: true, force: true });
console.log(`\nBuilt ${displayPath(finalDist)} for ${siteUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${cpuSeconds().toFixed(1)} s): ${timings.join(', ')}.`);
// Said again at the end, where a build's last lines are read.
if (choice.warning) console.warn(`Warning: ${choice.warning}`);
if (editor.warning) console.warn(`Warning: ${editor.warning}`);
