// One Lighthouse mobile run with the details that explain LCP: `tsx scripts/dev/lh-detail.ts <url>`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const lhr = result!.lhr;
const a = lhr.audits;
console.log('perf', Math.round((lhr.categories.performance!.score ?? 0) * 100), 'FCP', a['first-contentful-paint']!.displayValue, 'LCP', a['largest-contentful-paint']!.displayValue, 'TBT', a['total-blocking-time']!.displayValue, 'SI', a['speed-index']!.displayValue);
console.log('lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details ?? {}).slice(0, 1500));
for (const id of ['render-blocking-resources', 'network-dependency-tree-insight', 'critical-request-chains', 'bootup-time', 'mainthread-work-breakdown', 'lcp-breakdown-insight']) {
  const au = a[id];
  if (au) console.log(id, au.displayValue ?? '', JSON.stringify(au.details ?? {}).slice(0, 900));
}
