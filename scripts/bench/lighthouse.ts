import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** The page's own HTML as it came over the wire (compressed body and headers). */
  html: number;
  /**
   * Lighthouse's measure of the host's CPU speed at the start of the run (lhr.environment.benchmarkIndex;
   * higher is faster). Blocking time is simulated from the tasks as they ran here, times four, so a
   * host slowed by its neighbours shows here and in TBT together.
   */
  hostIndex: number;
}

/** Chromium as every measurement of the bench starts it: no sandbox (root in CI), and none of its own network traffic or updates in the timings. */
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Lighthouse's default mobile run (simulated slow 4G, 4x CPU slowdown), median of `runs`. */
export async function lighthouseMedian(url: string, runs: number, chromePath: string): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const num = (k: string) => Number(lhr.audits[k]?.numericValue ?? 0);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        bytes: num('total-byte-weight'),
        hostIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        html: ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []).find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
      });
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(results[0]!) as (keyof LighthouseResult)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as unknown as LighthouseResult;
}
