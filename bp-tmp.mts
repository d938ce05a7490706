import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices'] });
await chrome.kill();
const lhr = result!.lhr;
console.log('bp', lhr.categories['best-practices']!.score);
for (const ref of lhr.categories['best-practices']!.auditRefs) { const a = lhr.audits[ref.id]!; if (a.score !== null && a.score < 1) console.log(ref.id, a.score, JSON.stringify(a.details ?? {}).slice(0, 1500)); }
