import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../server/static-server.ts';
import { isLocalAddress } from '../site-url.ts';

/**
 * Makes a product's specification sheet PDF from its page's print view (the print stylesheet
 * and letterhead), with Chromium's page.pdf, so the sheet and the page never disagree. It is
 * stamped as a sample: a sheet a buyer's QA can rely on comes from the manufacturer's lot.
 * The letterhead prints the page's public address, SITE_URL and its real path, as the build
 * baked it in: build with the address the site is published at first.
 *   SITE_URL=https://www.your-domain.com npm run build -- --deploy
 *   npx tsx scripts/documents/spec-sheet.ts /business/api-excipients/Paracetamol content/documents/paracetamol-specification-sheet-sample.pdf
 * Then name the file in the product's "documents" list, with the date it was made.
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
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/#${hashPath}`);
  const printed = await page.locator('[data-print-address]').textContent();
  if (!printed || isLocalAddress(printed)) {
    // A sheet that names a local address sends a buyer's QA nowhere.
    console.error(`The build in ${dist} prints the address ${printed ?? '(none)'}: build it with SITE_URL=https://<the site's address> npm run build -- --deploy first.`);
    failed = true;
  } else {
    await page.evaluate(() => {
      const stamp = document.createElement('p');
      stamp.textContent =
        'SAMPLE specification sheet, printed from our website: typical figures, not a certificate for any lot. Each lot ships with the manufacturer\u2019s certificate of analysis.';
      stamp.style.cssText = 'margin-top:6px;padding:4px 8px;border:1px solid currentColor;font-weight:600;font-size:8.5pt';
      document.querySelector('[data-print-letterhead]')!.append(stamp);
    });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, tagged: true, outline: false });
    writeFileSync(out, pdf);
    console.log(`Wrote ${out} (${Math.round(pdf.length / 1024)} KB), printed for ${printed}`);
  }
} finally {
  await browser.close();
  server.close();
}
if (failed) process.exit(1);
