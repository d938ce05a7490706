import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../server/static-server.ts';

/**
 * Makes a product's specification sheet PDF from its page's print view (the print stylesheet
 * and letterhead), with Chromium's page.pdf, so the sheet and the page never disagree. It is
 * stamped as a sample: a sheet a buyer's QA can rely on comes from the manufacturer's lot.
 *   npm run build && npx tsx scripts/documents/spec-sheet.ts /business/api-excipients/Paracetamol content/documents/paracetamol-specification-sheet-sample.pdf
 * Then name the file in the product's "documents" list. SITE_URL (default http://localhost:4173) is
 * the address printed on the sheet.
 */
const [hashPath, out] = process.argv.slice(2);
if (!hashPath || !out) {
  console.error('usage: tsx scripts/documents/spec-sheet.ts <hash path of the product page> <output .pdf>');
  process.exit(2);
}
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const server = createStaticServer({ dist });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/#${hashPath}`);
  await page.waitForFunction(() => document.querySelector('[data-print-address]')?.textContent?.startsWith('http'));
  // The address printed is the site's public one, not this temporary server's.
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '');
  await page.evaluate((site) => {
    // Beside React's own text, not in place of it (React would trip over replaced nodes).
    const address = document.querySelector<HTMLElement>('[data-print-address]')!;
    const shown = document.createElement('span');
    shown.textContent = site + new URL(address.textContent ?? '/', location.origin).pathname;
    address.after(shown);
    address.style.display = 'none';
    const stamp = document.createElement('p');
    stamp.textContent =
      'SAMPLE specification sheet, printed from our website: typical figures, not a certificate for any lot. Each lot ships with the manufacturer\u2019s certificate of analysis.';
    stamp.style.cssText = 'margin-top:6px;padding:4px 8px;border:1px solid currentColor;font-weight:600;font-size:8.5pt';
    document.querySelector('[data-print-letterhead]')!.append(stamp);
  }, siteUrl);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, tagged: true, outline: false });
  writeFileSync(out, pdf);
  console.log(`Wrote ${out} (${Math.round(pdf.length / 1024)} KB)`);
} finally {
  await browser.close();
  server.close();
}
