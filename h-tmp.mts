import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
const html = readFileSync('dist/index.html', 'utf8');
const raw = /<script>([\s\S]*?)<\/script>/g; raw.exec(html); const r = raw.exec(html)![1]!;
const t = new JSDOM(html).window.document.querySelectorAll('script:not([src])')[1]!.textContent!;
console.log(r.length, t.length, r === t);
let i = 0; while (r[i] === t[i]) i++; console.log(i, JSON.stringify(r.slice(i - 40, i + 40)), JSON.stringify(t.slice(i - 40, i + 40)));
