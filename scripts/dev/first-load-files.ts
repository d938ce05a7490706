import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const seen: string[] = []; let ready = false;
page.on('request', (r) => { const u = new URL(r.url()); if (!ready && u.pathname.endsWith('.js')) seen.push(u.pathname); });
await page.goto(process.argv[2]!);
await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true'); ready = true;
let tot = 0;
for (const p of seen) { const g = gzipSync(readFileSync(`${process.argv[3]}${p}`), { level: 9 }).length; tot += g; console.log((g / 1024).toFixed(2).padStart(7), p); }
console.log('total', (tot / 1024).toFixed(1));
await browser.close();
