import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

const compressible = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;
const compressed = new Map<string, Buffer>();

/** Brotli or gzip, as every static host serves text; cached per file and encoding. */
function encode(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, urlPath: string) {
  const headers: Record<string, string> = { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
  for (const rule of headerRules) {
    if (rule.pattern.test(urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = !compressible.test(file) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding) {
    const body = encode(file, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
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
  if (existsSync(target) && statSync(target).isFile()) return sendFile(req, res, target, url.pathname);
  if (url.pathname === '/' || url.pathname === '/index.html') return sendFile(req, res, path.join(dist, 'index.html'), '/index.html');
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
