import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.goto('http://localhost:4500' + process.argv[2]);
await p.waitForSelector('html[data-app-ready=true]');
const out = await p.evaluate(() => {
  const res = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let n; while ((n = walker.nextNode())) {
    const t = n.textContent.trim(); if (!t) continue;
    const el = n.parentElement; if (!el.checkVisibility()) continue;
    const lm = el.closest('header,footer,main,nav,aside,[role=dialog]');
    const sec = el.closest('main section, main [id]');
    res.push(`${lm?.tagName}${lm?.getAttribute('aria-label')?'['+lm.getAttribute('aria-label')+']':''} ${sec ? sec.tagName+'#'+sec.id : '-'} ${el.tagName}: ${t}`);
  }
  return res;
});
console.log(out.join('\n'));
await b.close();
