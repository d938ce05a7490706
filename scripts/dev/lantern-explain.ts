// Why a simulated (Lighthouse mobile) FCP/LCP is what it is: one run is gathered and saved
// (`--gather <url>`), then the Lantern graphs behind FCP and LCP are printed node by node
// (network requests and CPU tasks, simulated start and end), optimistic and pessimistic.
//   tsx scripts/dev/lantern-explain.ts <dir> [url]   (with a url: gather into dir first)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const [dir, url] = process.argv.slice(2) as [string, string | undefined];
if (url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir, auditMode: dir } as never);
    const m = (r?.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
    if (m) console.log(`lighthouse: LCP ${Math.round(m.largestContentfulPaint!)} FCP ${Math.round(m.firstContentfulPaint!)} observed FCP ${Math.round(m.observedFirstContentfulPaint!)} LCP ${Math.round(m.observedLargestContentfulPaint!)}`);
    else console.log(`lighthouse: ${r?.lhr.runtimeError?.message ?? 'no metrics'}`);
  } finally {
    await chrome.kill();
  }
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const artifacts: any = await loadArtifacts(dir);
const context = { computedCache: new Map() } as never;
const data = {
  trace: artifacts.Trace ?? artifacts.traces?.defaultPass,
  devtoolsLog: artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass,
  gatherContext: artifacts.GatherContext,
  settings: defaultSettings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
};
/** The task's own events by name, with their summed durations (ms), largest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cpuParts = (node: any) => {
  const sums = new Map<string, number>();
  for (const e of node.childEvents as { name: string; dur?: number }[]) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...sums].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ');
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const show = (name: string, result: any) => {
  console.log(`\n${name}: ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
  for (const which of ['optimisticEstimate', 'pessimisticEstimate']) {
    console.log(`  ${which}:`);
    const rows = [...result[which].nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const label =
        node.type === 'network'
          ? `${node.request.priority} ${node.request.resourceType} ${Math.round(node.request.transferSize / 102.4) / 10}KB ${String(node.request.url).replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
          : `CPU ${Math.round(node.duration / 1000)}ms observed: ${cpuParts(node)}`;
      console.log(`    ${String(Math.round(t.startTime)).padStart(5)} - ${String(Math.round(t.endTime)).padStart(5)}  ${label}`);
    }
  }
};
const fcp = await LanternFirstContentfulPaint.request(data as never, context);
show('FCP', fcp);
const lcp = await LanternLargestContentfulPaint.request(data as never, context);
show('LCP', lcp);
