import { createReadStream, existsSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { headersForPath, parseHeaderRules, type HeaderRule } from './header-rules.ts';

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
  '.pdf': 'application/pdf',
};

/** The sidecar files `precompress.ts` writes at build, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Text worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;

/** Host configuration files a static host reads and never serves. */
const hostFiles = new Set(['_headers', '_redirects']);

export interface ServerRoute {
  path: string;
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
}

export interface StaticServerOptions {
  /** The build folder. */
  dist: string;
  /** Non-static endpoints (the enquiry service), matched on the exact path before any file. */
  routes?: ServerRoute[];
  /** One line per refused or failed request. */
  log?: (line: string) => void;
}

/** The build's _headers file, so local serving matches production (scripts/server/header-rules.ts). */
function readHeaderRules(dist: string): HeaderRule[] {
  const file = path.join(dist, '_headers');
  return existsSync(file) ? parseHeaderRules(readFileSync(file, 'utf8')) : [];
}

/** The codings a client accepts, honouring `q=0` ("br;q=0" means no brotli). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

function sidecar(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

const etagOf = (stats: Stats, variant: string) => `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant ? `-${variant}` : ''}"`;

/** RFC 9110: If-None-Match wins over If-Modified-Since; weak comparison for GET and HEAD. */
function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * The production build served as a static host would: precompressed brotli and gzip (written by
 * `precompress.ts` at build, so no request waits for a compressor), validators with 304s, the
 * headers of `_headers` on every answer, and nothing outside the build folder.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const dist = realpathSync(path.resolve(options.dist));
  const routes = options.routes ?? [];
  const log = options.log ?? ((line: string) => console.warn(line));
  const headerRules = readHeaderRules(dist);

  function headersFor(urlPath: string): Record<string, string> {
    const headers = headersForPath(headerRules, urlPath);
    // Also when the build has no _headers: a browser must never guess a type for what we send.
    headers['X-Content-Type-Options'] = 'nosniff';
    return headers;
  }

  function fail(res: ServerResponse, status: number, text: string, urlPath = '/', extra: Record<string, string> = {}) {
    const notFoundPage = path.join(dist, '404.html');
    const page = status === 404 && existsSync(notFoundPage) ? readFileSync(notFoundPage) : null;
    res.writeHead(status, {
      ...headersFor(urlPath),
      'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...extra,
    });
    res.end(page ?? text);
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, urlPath: string) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    // A sidecar older than its file is left from another build: never serve it.
    const variant = PRECOMPRESSED.map((v) => ({ ...v, stats: sidecar(`${file}${v.suffix}`) })).find(
      (v) => accepted.has(v.encoding) && v.stats && v.stats.mtimeMs >= stats.mtimeMs,
    );
    const body = variant ? `${file}${variant.suffix}` : file;
    const bodyStats = variant?.stats ?? stats;
    const etag = etagOf(stats, variant?.suffix.slice(1) ?? '');
    const headers: Record<string, string> = {
      ...headersFor(urlPath),
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    if (notModified(req, etag, stats.mtime)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers).end();
      return;
    }
    if (variant) headers['Content-Encoding'] = variant.encoding;
    headers['Content-Length'] = String(bodyStats.size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(body).pipe(res);
  }

  /** The file a URL path names, or why there is none: never anything outside dist. */
  function resolve(urlPath: string): { file: string; stats: Stats } | { redirect: string } | { status: 400 | 403 | 404 } {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return { status: 400 };
    }
    // A NUL ends a path in C, and a backslash is a separator on Windows: neither belongs in a URL of this site.
    if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
    const segments = decoded.split('/');
    if (segments.some((s) => s.startsWith('.') && s !== '') || hostFiles.has(segments[1] ?? '')) return { status: 404 };
    const target = path.resolve(dist, `.${decoded}`);
    if (target !== dist && !target.startsWith(`${dist}${path.sep}`)) return { status: 403 };
    let stats: Stats;
    let real: string;
    try {
      real = realpathSync(target);
      stats = statSync(real);
    } catch {
      return { status: 404 };
    }
    // A symbolic link inside the build that points out of it is as much an escape as "..".
    if (real !== dist && !real.startsWith(`${dist}${path.sep}`)) return { status: 403 };
    if (stats.isDirectory()) {
      if (!decoded.endsWith('/')) return { redirect: `${urlPath}/` };
      const index = path.join(real, 'index.html');
      return existsSync(index) ? { file: index, stats: statSync(index) } : { status: 404 };
    }
    return stats.isFile() ? { file: real, stats } : { status: 404 };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The path exactly as sent: new URL() would resolve "/../" and hide an attempt to climb out.
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const route = routes.find((r) => r.path === rawPath);
    if (route) return route.handle(req, res);
    if (!rawPath.startsWith('/')) return fail(res, 400, 'Bad request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'Method not allowed', rawPath, { Allow: 'GET, HEAD' });
    const found = resolve(rawPath);
    if ('status' in found) {
      if (found.status === 400) log(`static: 400 malformed path ${JSON.stringify(rawPath)}`);
      if (found.status === 403) log(`static: 403 path outside the build ${JSON.stringify(rawPath)}`);
      return fail(res, found.status, found.status === 400 ? 'Bad request' : found.status === 403 ? 'Forbidden' : 'Not found', rawPath);
    }
    if ('redirect' in found) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return fail(res, 301, 'Moved permanently', rawPath, { Location: `${found.redirect}${query}` });
    }
    sendFile(req, res, found.file, found.stats, rawPath);
  }

  return createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      log(`static: 500 ${JSON.stringify(req.url)}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) fail(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
}
