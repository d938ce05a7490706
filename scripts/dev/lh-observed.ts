// One Lighthouse mobile run: simulated against observed (unthrottled) paint times, to tell a slow
// page from a page whose simulated graph is pessimistic. `tsx scripts/dev/lh-observed.ts <url>`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const lhr = result!.lhr;
const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
const pick = (k: string) => Math.round(metrics[k] ?? 0);
console.log(`perf ${Math.round((lhr.categories.performance!.score ?? 0) * 100)}`);
console.log(`simulated: FCP ${pick('firstContentfulPaint')} LCP ${pick('largestContentfulPaint')} TBT ${pick('totalBlockingTime')}`);
console.log(`observed:  FCP ${pick('observedFirstContentfulPaint')} LCP ${pick('observedLargestContentfulPaint')} load ${pick('observedLoad')}`);
