import { chromium } from '@playwright/test';
const base = process.argv[2]!; const routes = process.argv[3]!.split(','); const out = process.argv[4] ?? '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const r of routes) {
    await page.goto(`${base}/#${r}`); await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForTimeout(800);
    // scroll through so reveals fire
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(900);
    const name = `${out}/${(r.replace(/\W+/g, '_') || 'home')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth ? 'HORIZONTAL SCROLL' : 'ok'));
  }
  await page.close();
}
await browser.close();
