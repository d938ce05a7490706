import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from './content/load.ts';

const root = process.cwd();
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// Inside the project, so the server bundle resolves react and friends from node_modules.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const ssrOut = mkdtempSync(path.join(cache, 'prerender-'));

// A server build of the same app (same content plugin, same routes) to render HTML with.
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-prerender.tsx', '--outDir', ssrOut, '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, PRERENDER: '1' },
});

const { render } = (await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href)) as { render: (p: string) => Promise<string> };
let html = await render('/');
// The browser replaces this markup with the live app; scripts in it would only trip the CSP.
html = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
// The server build writes asset URLs from the root; the client's are relative (sub-path deploys).
html = html.replaceAll('"/assets/', '"./assets/');
// The largest paint (the first hero picture, a small drawing) travels inside the HTML itself: no
// request, no competing with the scripts for a slow connection. React later swaps in the same file by URL.
const hero = /<img([^>]*?) src="\.\/(assets\/[^"]+\.svg)"([^>]*fetchPriority="high"[^>]*)>/i.exec(html);
if (hero) {
  const [tag, before, file, after] = hero as unknown as [string, string, string, string];
  const svg = readFileSync(path.join(dist, file));
  if (svg.length <= 12 * 1024) {
    html = html
      .replace(tag, `<img${before} src="data:image/svg+xml;base64,${svg.toString('base64')}"${after}>`)
      .replace(new RegExp(`<link rel="preload" as="image" href="\\./${file.replace(/[.]/g, '\\.')}"[^>]*>`), '');
  }
}

const { content } = loadContent();
if (!content) throw new Error('Content has problems: run "npm run content:check"');
const { company } = content.site;
const home = content.pages.find((p) => p.routeId === 'home');
const title = `${company.name} | ${company.tagline}`;
const description = home?.data.description ?? company.description;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const indexPath = path.join(dist, 'index.html');
let index = readFileSync(indexPath, 'utf8');
index = index
  .replace('<!--app-html-->', `<div id="prerendered">${html}</div>`)
  .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
  .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escape(description)}"`);
writeFileSync(indexPath, index);
rmSync(ssrOut, { recursive: true, force: true });
console.log(`Prerendered the home page into ${path.relative(root, indexPath)} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
