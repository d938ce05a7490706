import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROME_FLAGS, lighthouseMedian, median } from './lighthouse.ts';
import { benchPort, portHolder } from './ports.ts';
import { writeSyntheticCatalogue } from './synthetic-catalogue.ts';

/**
 * How the API list page behaves as the catalogue grows: time to the first product card, the
 * longest main-thread task while the page loads, the cost of one keystroke in the list's search
 * box, and Lighthouse mobile on the list page. A report, not a timed test.
 *
 * Called by `npm run bench -- --catalogue-scale` (after catalogue-scale.ts), or alone:
 *   npx tsx scripts/bench/list-scale.ts [--sizes 30,3000] [--dist 3000=/tmp/dist] [--runs 1] [--no-lighthouse]
 */

const LIST = '/business/api-excipients';
const QUERY = 'metformin';

export interface ListScaleRow {
  products: number;
  /** Navigation start to the first frame with a product card laid out (median of the loads). */
  firstProductMs: number;
  /** The longest long task (over 50 ms) from navigation until the page is quiet; 0 when none. */
  longestTaskMs: number;
  /** The longest animation frame while loading (Long Animation Frames), 0 when none over 50 ms. */
  longestFrameMs: number;
  keys: KeyTiming[];
  lighthouse: { performance: number; tbt: number } | null;
}

interface KeyTiming {
  /** The input event's own work: React's handler and its synchronous render. */
  handlerMs: number;
  /** Key down to the next frame (rAF, then one task: roughly the paint that shows the letter). */
  nextFrameMs: number;
  /** Key down to the last change the list made in answer (the filtered cards on screen). */
  settledMs: number;
  /** The longest animation frame between the key and the list settling; 0 when none over 50 ms. */
  longestFrameMs: number;
}

/** Runs in the page before any of its scripts: collects long tasks and frames, and spots the first card. */
function instrument(listPath: string) {
  const bench = { tasks: [] as number[], frames: [] as { start: number; duration: number }[], first: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  // A type a browser does not know is skipped with a console warning, never thrown (Performance Timeline's observe()).
  new PerformanceObserver((l) => l.getEntries().forEach((e) => bench.tasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => bench.frames.push({ start: e.startTime, duration: e.duration }))).observe({
    type: 'long-animation-frame',
    buffered: true,
  });
  const look = () => {
    const card = document.querySelector(`main a[href*="${listPath}/"]`);
    if (card && card.getClientRects().length > 0) bench.first = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

// tsx compiles named inner functions to __name(fn, "name") calls; a function sent into the page needs it too.
const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

type Bench = { tasks: number[]; frames: { start: number; duration: number }[]; first: number };
const benchOf = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** Waits until a product card is on screen and no long task or frame has arrived for `quietMs`. */
async function settle(page: Page, quietMs = 1500, timeoutMs = 90_000): Promise<Bench> {
  const started = Date.now();
  let seen = -1;
  let since = Date.now();
  for (;;) {
    const b = await benchOf(page);
    const n = b.tasks.length + b.frames.length;
    if (n !== seen) {
      seen = n;
      since = Date.now();
    }
    if (b.first > 0 && Date.now() - since >= quietMs) return b;
    if (Date.now() - started > timeoutMs) throw new Error(`The list page did not settle within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens the list in a fresh 1280x800 context with the timing script in place, and closes it after `run`. */
async function onListPage<T>(browser: Browser, base: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: NAME_SHIM });
    await page.addInitScript(instrument, LIST);
    await page.goto(`${base}/#${LIST}`);
    return await run(page);
  } finally {
    await context.close();
  }
}

function measureLoad(browser: Browser, base: string): Promise<{ first: number; task: number; frame: number }> {
  return onListPage(browser, base, async (page) => {
    const b = await settle(page);
    return { first: b.first, task: Math.max(0, ...b.tasks), frame: Math.max(0, ...b.frames.map((f) => f.duration)) };
  });
}

/** Types QUERY into the list's search box one key at a time, waiting for the list to settle after each. */
function measureKeys(browser: Browser, base: string): Promise<KeyTiming[]> {
  return onListPage(browser, base, async (page) => {
    await settle(page);
    const box = page.locator('main input[type="search"]').first();
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await page.evaluate(() => {
      type Row = { t0: number; inputStart: number; handlerMs: number; nextFrameMs: number; lastChange: number };
      const rows: Row[] = [];
      (window as unknown as { __keys: Row[] }).__keys = rows;
      let cur: Row | null = null;
      addEventListener('keydown', (e) => {
        cur = { t0: e.timeStamp, inputStart: 0, handlerMs: 0, nextFrameMs: 0, lastChange: e.timeStamp };
        rows.push(cur);
      }, true);
      addEventListener('input', () => {
        if (cur) cur.inputStart = performance.now();
      }, true);
      // Bubbling to window comes after React's root listener and the synchronous render it flushes.
      addEventListener('input', () => {
        const row = cur;
        if (!row) return;
        row.handlerMs = performance.now() - row.inputStart;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (row.nextFrameMs = performance.now() - row.t0);
          channel.port2.postMessage(0);
        });
      });
      new MutationObserver(() => {
        if (cur) cur.lastChange = performance.now();
      }).observe(document.querySelector('main')!, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    for (const key of QUERY) {
      await page.keyboard.press(key);
      // Settled: no change to the list for 400 ms (or 10 s at most).
      await page.waitForFunction(
        () => {
          const rows = (window as unknown as { __keys: { lastChange: number; nextFrameMs: number }[] }).__keys;
          const row = rows[rows.length - 1];
          return !!row && row.nextFrameMs > 0 && performance.now() - row.lastChange > 400;
        },
        null,
        { timeout: 10_000, polling: 100 },
      );
    }
    return await page.evaluate(() => {
      const rows = (window as unknown as { __keys: { t0: number; handlerMs: number; nextFrameMs: number; lastChange: number }[] }).__keys;
      const frames = (window as unknown as { __bench: Bench }).__bench.frames;
      return rows.map((r) => ({
        handlerMs: r.handlerMs,
        nextFrameMs: r.nextFrameMs,
        settledMs: r.lastChange - r.t0,
        longestFrameMs: Math.max(0, ...frames.filter((f) => f.start + f.duration >= r.t0 && f.start <= r.lastChange + 50).map((f) => f.duration)),
      }));
    });
  });
}

/** `npm start`'s server on `dist`; resolves once it answers (it writes its compressed copies first: up to a minute or two at 3,000 products). */
export async function serve(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), DIST_DIR: dist }, stdio: ['ignore', 'ignore', 'pipe'] });
  // Its errors (a port taken meanwhile, no build) end the wait at once, instead of after five minutes.
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  let exited: number | null = null;
  server.once('exit', (code) => (exited = code ?? 1));
  let lastAnswer = 'none';
  for (let i = 0; i < 1500 && exited === null; i++) {
    try {
      const answer = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(5000) });
      if (answer.ok) return server;
      lastAnswer = `HTTP ${answer.status}`;
    } catch (error) {
      // Not up yet (refused), or never to be asked (a port fetch refuses): the message says which.
      lastAnswer = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  const reason = exited !== null ? `it exited (${exited})${errors.trim() ? `:\n${errors.trim()}` : ''}` : `no answer in 5 minutes (the last try: ${lastAnswer})`;
  throw new Error(`The static server did not start on port ${port}: ${reason}${/EADDRINUSE/.test(errors) ? `\nPort ${port} is taken by ${portHolder(port)}.` : ''}`);
}

function buildSynthetic(products: number): string {
  const contentDir = writeSyntheticCatalogue(products);
  const dist = path.join(os.tmpdir(), `list-scale-dist-${products}`);
  try {
    const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'ignore', env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist } });
    if (build.status !== 0) throw new Error(`Build with ${products} products failed`);
  } finally {
    rmSync(contentDir, { recursive: true, force: true });
  }
  return dist;
}

export interface ListScaleOptions {
  port?: number;
  /** Lighthouse runs per size (median); 0 for none. */
  runs?: number;
  /** Page loads per size (median). */
  loads?: number;
  /** Builds to reuse, by size (`--dist 3000=/tmp/dist`); the others are built here. */
  dists?: Record<number, string>;
}

export async function listScale(sizes: number[], chromePath: string, options: ListScaleOptions = {}): Promise<{ rows: ListScaleRow[]; report: string }> {
  const port = options.port ?? (await benchPort('BENCH_LIST_PORT', 4196));
  const runs = options.runs ?? 3;
  const loads = options.loads ?? 3;
  const base = `http://localhost:${port}`;
  const rows: ListScaleRow[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    for (const products of sizes) {
      const given = options.dists?.[products];
      const dist = given && existsSync(path.join(given, 'index.html')) ? given : buildSynthetic(products);
      const server = await serve(dist, port);
      try {
        const measured = [];
        for (let i = 0; i < loads; i++) measured.push(await measureLoad(browser, base));
        const keys = await measureKeys(browser, base);
        const lh = runs > 0 ? await lighthouseMedian(`${base}/#${LIST}`, runs, chromePath) : null;
        rows.push({
          products,
          firstProductMs: median(measured.map((m) => m.first)),
          longestTaskMs: median(measured.map((m) => m.task)),
          longestFrameMs: median(measured.map((m) => m.frame)),
          keys,
          lighthouse: lh && { performance: lh.performance, tbt: lh.tbt },
        });
        console.log(`list at ${products} products: first product ${Math.round(rows.at(-1)!.firstProductMs)} ms`);
      } finally {
        server.kill();
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, report: formatListScale(rows) };
}

const ms = (n: number) => (n > 0 ? String(Math.round(n)) : '< 50');

export function formatListScale(rows: ListScaleRow[]): string {
  const header =
    '| API products | first product ms | longest task while loading ms | longest frame ms | keystroke: handler ms (median / max) | key to next frame ms | key to results on screen ms | longest frame after a key ms | Lighthouse mobile perf | TBT ms |';
  const lines = [header, `|${header.split('|').slice(1, -1).map(() => '---').join('|')}|`];
  for (const r of rows) {
    const k = (f: (t: KeyTiming) => number) => `${median(r.keys.map(f)).toFixed(1)} / ${Math.max(...r.keys.map(f)).toFixed(1)}`;
    lines.push(
      `| ${r.products} | ${Math.round(r.firstProductMs)} | ${ms(r.longestTaskMs)} | ${ms(r.longestFrameMs)} | ${k((t) => t.handlerMs)} | ${k((t) => t.nextFrameMs)} | ${k((t) => t.settledMs)} | ${ms(Math.max(0, ...r.keys.map((t) => t.longestFrameMs)))} | ${r.lighthouse?.performance ?? '-'} | ${r.lighthouse ? Math.round(r.lighthouse.tbt) : '-'} |`,
    );
  }
  return `## API list at scale\n\nDesktop Chromium, no throttling, 1280x800, cold cache; load figures are medians of the loads. Keystrokes: "${QUERY}" typed one key at a time into the list's search box. Lighthouse: mobile preset on ${LIST}.\n\n${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = (opt('sizes') ?? '30,3000').split(',').map(Number);
  const dists: Record<number, string> = {};
  args.forEach((a, i) => {
    if (a === '--dist') {
      const [n, dir] = args[i + 1]!.split('=');
      dists[Number(n)] = path.resolve(dir!);
    }
  });
  const { report } = await listScale(sizes, process.env.CHROME_PATH ?? '/usr/bin/chromium', {
    runs: args.includes('--no-lighthouse') ? 0 : Number(opt('runs') ?? 3),
    loads: Number(opt('loads') ?? 3),
    dists,
    ...(opt('port') ? { port: Number(opt('port')) } : {}),
  });
  console.log(`\n${report}`);
}
