import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { extraRoutes } from './serve-routes.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
};

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);

/** The build's _headers file (Netlify / Cloudflare Pages format), so local serving matches production. */
function readHeaderRules(): { pattern: RegExp; headers: [string, string][] }[] {
  const file = path.join(dist, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else {
      const i = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = readHeaderRules();

function sendFile(res: ServerResponse, file: string, urlPath: string) {
  const headers: Record<string, string> = { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' };
  for (const rule of headerRules) {
    if (rule.pattern.test(urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const route of extraRoutes) {
    if (url.pathname === route.path) return route.handle(req, res);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const target = path.join(dist, decodeURIComponent(url.pathname));
  if (!target.startsWith(dist)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(target) && statSync(target).isFile()) return sendFile(res, target, url.pathname);
  if (url.pathname === '/' || url.pathname === '/index.html') return sendFile(res, path.join(dist, 'index.html'), '/index.html');
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}
createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  });
}).listen(port, () => console.log(`Serving ${path.relative(process.cwd(), dist) || '.'} at http://localhost:${port}`));
