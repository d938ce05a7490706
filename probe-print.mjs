import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage();
const count = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
for (const path of process.argv.slice(2)) {
  await p.goto('http://localhost:5803' + path);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(800);
  const pdf = await p.pdf({ format: 'A4', preferCSSPageSize: true });
  console.log(path, count(pdf));
}
await b.close();
