// Lighthouse mobile runs on several addresses, interleaved, with what explains each LCP: the element,
// the LCP breakdown (TTFB, load delay, load time, render delay), simulated against observed times,
// and the requests that started before the observed LCP (the ones the simulated graph waits for).
//   tsx scripts/dev/lcp-probe.ts --runs 3 http://localhost:4351/ http://localhost:4351/contact/
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const verbose = args.includes('--verbose');
const urls = args.filter((a, i) => a.startsWith('http') && i !== runsAt + 1);

for (let run = 0; run < runs; run++) {
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      const a = lhr.audits;
      const m = (a.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
      const r = (k: string) => Math.round(m[k] ?? 0);
      const bd = a['lcp-breakdown-insight']?.details as { items?: { items?: { subpart?: string; label?: string; duration?: number }[]; selector?: string; snippet?: string }[] } | undefined;
      const node = bd?.items?.find((i) => i.selector);
      const requests = (a['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const html = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0;
      const parts = (bd?.items?.[0]?.items ?? []).map((p) => `${p.subpart ?? p.label}=${Math.round(p.duration ?? 0)}`).join(' ');
      const load = (await import('node:os')).loadavg()[0]!.toFixed(2);
      console.log(
        `[run ${run + 1}] ${new URL(url).pathname} perf ${Math.round((lhr.categories.performance!.score ?? 0) * 100)} LCP ${r('largestContentfulPaint')} FCP ${r('firstContentfulPaint')} TBT ${r('totalBlockingTime')} CLS ${(m.cumulativeLayoutShift ?? 0).toFixed(3)} | observed FCP ${r('observedFirstContentfulPaint')} LCP ${r('observedLargestContentfulPaint')} | ${parts} | load ${load}`,
      );
      console.log(`   HTML ${html} bytes (first round trip: 14600) | LCP element ${node?.selector ?? '?'}: ${node?.snippet?.slice(0, 160) ?? ''}`);
      if (verbose) {
        const lcpTs = (m.observedLargestContentfulPaintTs ?? 0) / 1000;
        const navTs = (m.observedNavigationStartTs ?? 0) / 1000;
        const items = (a['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        for (const it of items) {
          const start = Number(it.networkRequestTime ?? 0);
          if (start > lcpTs - navTs + 1) continue;
          console.log(`     ${Math.round(start)}-${Math.round(Number(it.networkEndTime ?? 0))} ms ${String(it.priority ?? '')} ${String(it.resourceType ?? '')} ${Math.round(Number(it.transferSize ?? 0) / 1024)}KB ${String(it.url).replace(/^https?:\/\/[^/]+/, '')}`);
        }
        console.log(`     observed LCP at ${Math.round(lcpTs - navTs)} ms`);
      }
    } finally {
      await chrome.kill();
    }
  }
}
