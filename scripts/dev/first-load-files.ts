// Lists the files a route loads before it renders, with their gzip sizes: `tsx scripts/dev/first-load-files.ts <url> <dist>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstLoad } from '../bench/first-load.ts';

const [url, dist] = process.argv.slice(2) as [string, string];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const u = new URL(url);
// The address as given: a real address (/fr/) or a hash address (/#/about).
const result = await firstLoad(browser, u.origin, `${u.pathname}${u.search}${u.hash}`, dist);
for (const name of new Set(result.names)) console.log((gzipSync(readFileSync(path.join(dist, name)), { level: 9 }).length / 1024).toFixed(2).padStart(7), name);
console.log(`JS ${(result.js.gzip / 1024).toFixed(1)} KiB gzip (${result.js.files} files), CSS ${(result.css.gzip / 1024).toFixed(1)} KiB`);
await browser.close();
