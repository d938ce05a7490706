import { constants, existsSync, realpathSync, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { answerHeaders, loadHeaderRules } from './header-rules.ts';
import type { PageDrawer } from './drawn-pages.ts';
import { prefixedLocales } from '../../src/content/locales.ts';

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

/** The compressed copies `precompress.ts` writes (into the server's cache, or beside each file), best first. */
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
  /** Also every path under `path` (which ends in a slash): the desk's pages. */
  prefix?: boolean;
  /** Answers the request; `false` (a GET the route leaves to the build) hands it on to the files. */
  handle: (req: IncomingMessage, res: ServerResponse) => void | boolean | Promise<void | boolean>;
}

export interface StaticServerOptions {
  /** The build folder. */
  dist: string;
  /** Non-static endpoints (the enquiry service), matched on the exact path before any file. */
  routes?: ServerRoute[];
  /** One line per refused or failed request. */
  log?: (line: string) => void;
  /**
   * The folder of compressed copies (`precompress(dist, folder)`, which `npm start` runs first), so
   * the build folder stays what a host uploads. Copies beside the files in the build are served too.
   */
  compressed?: string;
  /** Pages whose text changes with each answer (the time written into a form's `_drawn`, drawn-pages.ts). */
  drawPage?: PageDrawer;
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


/** A file of the build, opened: what is sent is what was there when it was opened, whatever then happens to its name. */
interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  real: string;
}

const closeQuietly = (file: OpenFile) => void file.handle.close().catch(() => undefined);

/** Files up to this size (every page, script, stylesheet and drawing of the site) are read whole before they are sent. */
const WHOLE_FILE = 1024 * 1024;

/** Sends exactly `size` bytes or fails: a file cut short while it is read must not pass for a whole one. */
export function exactly(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      done(seen === size ? null : new Error(`the file changed while it was sent (${seen} of ${size} bytes)`));
    },
  });
}

type ByteRange = { start: number; end: number } | 'unsatisfiable';

/**
 * The one byte range a GET asks for (`Range: bytes=0-499`, `bytes=500-`, `bytes=-500`), or null to
 * send the whole file: no Range, a HEAD, several ranges, a form this server does not read, or an
 * If-Range naming another version of the file.
 */
export function byteRange(req: Pick<IncomingMessage, 'method' | 'headers'>, stats: { size: number; mtime: Date }, etag: string): ByteRange | null {
  const header = req.headers.range;
  if (!header || req.method !== 'GET') return null;
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== etag && ifRange !== stats.mtime.toUTCString()) return null;
  // "bytes=FIRST-LAST", either number may be left out (not both); anything else is not read.
  const spec = header.trim();
  if (!spec.startsWith('bytes=')) return null;
  const parts = spec.slice('bytes='.length).split('-');
  const digits = (t: string) => [...t].every((c) => c >= '0' && c <= '9');
  if (parts.length !== 2 || !parts.every(digits)) return null;
  const [first = '', last = ''] = parts;
  if (first === '' && last === '') return null;
  const size = stats.size;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The production build served as a static host would: precompressed brotli and gzip (copies
 * `precompress.ts` writes before it starts, so no request waits for a compressor), validators with 304s, the
 * headers of `_headers` on every answer, and nothing outside the build folder.
 *
 * Every file is opened before anything is answered, and what is sent comes from that open file:
 * a file removed, replaced or turned into a folder a moment later (a rebuild while serving) gives
 * that one request a 404 or the older file, never an error that takes the process, and the
 * enquiry service with it, down.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const dist = realpathSync(path.resolve(options.dist));
  const routes = options.routes ?? [];
  const log = options.log ?? ((line: string) => console.warn(line));
  const headerRules = loadHeaderRules(dist);
  const compressed = options.compressed && existsSync(options.compressed) ? realpathSync(options.compressed) : null;
  const isUnder = (base: string, real: string) => real === base || real.startsWith(`${base}${path.sep}`);
  const isHostFile = (real: string) => hostFiles.has(path.relative(dist, real));

  /** The `_headers` rules (so local serving matches production) and the rest, decided in header-rules.ts. */
  const headersFor = (req: IncomingMessage, urlPath: string) => answerHeaders(headerRules, req, urlPath);

  /**
   * Opens `file` if, after every symbolic link, it lies inside the build: "outside" if a link leads
   * out, null if there is nothing to open (missing, removed a moment ago, unreadable).
   */
  async function openInside(file: string, base = dist): Promise<OpenFile | 'outside' | null> {
    let real: string;
    try {
      real = await realpath(file);
    } catch {
      return null;
    }
    if (!isUnder(base, real)) return 'outside';
    let handle: FileHandle;
    try {
      // O_NOFOLLOW: a link put in the file's place after realpath() is refused, not followed.
      handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch {
      return null;
    }
    try {
      return { handle, stats: await handle.stat(), real };
    } catch {
      await handle.close().catch(() => undefined);
      return null;
    }
  }

  /**
   * The best precompressed copy the client accepts: a regular file inside the copies' folder (first)
   * or inside the build, beside the file, and not older than the file.
   */
  async function precompressed(req: IncomingMessage, file: OpenFile): Promise<{ body: OpenFile; encoding: string; suffix: string } | null> {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const relative = path.relative(dist, file.real);
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!accepted.has(encoding)) continue;
      const places = compressed ? [{ base: compressed, at: path.join(compressed, `${relative}${suffix}`) }] : [];
      places.push({ base: dist, at: `${file.real}${suffix}` });
      for (const { base, at } of places) {
        const body = await openInside(at, base);
        if (body === 'outside') log(`static: ignored ${relative}${suffix}, a link out of ${base === dist ? 'the build' : 'the compressed copies'}`);
        if (body === null || body === 'outside') continue;
        // A copy older than its file is left from another build: never serve it.
        if (body.stats.isFile() && body.stats.mtimeMs >= file.stats.mtimeMs) return { body, encoding, suffix };
        closeQuietly(body);
      }
    }
    return null;
  }

  /**
   * The body from the open file. A file up to WHOLE_FILE is read whole first and sent with the
   * length read, so a file cut short or rewritten in place meanwhile (a rebuild writing over it)
   * still gives a whole answer; a larger one streams, and is aborted if it turns out shorter.
   */
  async function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: OpenFile) {
    const size = body.stats.size;
    if (req.method === 'HEAD' || size === 0) {
      closeQuietly(body);
      res.writeHead(status, { ...headers, 'Content-Length': String(size) }).end();
      return;
    }
    if (size <= WHOLE_FILE) {
      let data: Buffer;
      try {
        data = await body.handle.readFile();
      } finally {
        closeQuietly(body);
      }
      res.writeHead(status, { ...headers, 'Content-Length': String(data.length) }).end(data);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': String(size) });
    // The stream closes the file when it ends or fails; pipeline destroys the answer on any error.
    pipeline(body.handle.createReadStream({ start: 0, end: size - 1 }), exactly(size), res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        log(`static: could not finish sending ${JSON.stringify(req.url)}: ${error.message}`);
      }
    });
  }

  /**
   * A part of an opened file (RFC 9110 14): one byte range, of the file as it is (a range of a
   * compressed copy would depend on the copy), 206 with Content-Range, or 416 when it lies past the
   * end. A resumed download of a specification sheet on a phone's connection asks for the rest.
   * Several ranges in one request are answered with the whole file (200), as the RFC allows.
   */
  async function sendRange(req: IncomingMessage, res: ServerResponse, file: OpenFile, headers: Record<string, string>, range: ByteRange) {
    const size = file.stats.size;
    if (range === 'unsatisfiable') {
      closeQuietly(file);
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }).end();
      return;
    }
    const { start, end } = range;
    const length = end - start + 1;
    const data = Buffer.alloc(length);
    try {
      const { bytesRead } = await file.handle.read(data, 0, length, start);
      if (bytesRead !== length) throw new Error(`short read (${bytesRead} of ${length} bytes)`);
    } finally {
      closeQuietly(file);
    }
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(length) });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  /** Sends an opened file (and closes it), precompressed when the client accepts it; 200 with validators, or the 404 page. */
  async function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenFile, urlPath: string, status: 200 | 404 = 200) {
    const headers: Record<string, string> = {
      ...headersFor(req, urlPath),
      'Content-Type': types[path.extname(file.real)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    };
    if (status === 200) {
      Object.assign(headers, { 'Accept-Ranges': 'bytes', 'Last-Modified': file.stats.mtime.toUTCString() });
      const range = byteRange(req, file.stats, etagOf(file.stats, ''));
      if (range) return sendRange(req, res, file, { ...headers, ETag: etagOf(file.stats, '') }, range);
    }
    if (status === 200 && options.drawPage && file.real.endsWith('.html')) {
      // Read from the handle already open, at its start (a positional read: the handle's own place
      // stays where sending it whole expects it).
      const read = async () => {
        const data = Buffer.alloc(file.stats.size);
        const { bytesRead } = await file.handle.read(data, 0, data.length, 0);
        return data.subarray(0, bytesRead).toString('utf8');
      };
      const drawn = await options.drawPage(file.real, file.stats, read);
      if (drawn !== null) {
        closeQuietly(file);
        return sendDrawn(req, res, drawn, urlPath);
      }
    }
    const variant = await precompressed(req, file);
    if (variant) closeQuietly(file);
    const body = variant?.body ?? file;
    if (status === 200) {
      const etag = etagOf(file.stats, variant?.suffix.slice(1) ?? '');
      headers.ETag = etag;
      if (notModified(req, etag, file.stats.mtime)) {
        delete headers['Content-Type'];
        closeQuietly(body);
        res.writeHead(304, headers).end();
        return;
      }
    } else {
      // Never cached: the address may exist after the next deploy (and /assets/* would say "a year").
      headers['Cache-Control'] = 'no-cache';
    }
    if (variant) headers['Content-Encoding'] = variant.encoding;
    await sendBody(req, res, status, headers, body);
  }

  /**
   * A page drawn for this answer: compressed now (it differs each time), with no validator (a
   * copy revalidated would keep an old time) and revalidated on each visit.
   */
  function sendDrawn(req: IncomingMessage, res: ServerResponse, html: string, urlPath: string) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    const raw = Buffer.from(html, 'utf8');
    const body =
      encoding === 'br' ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(raw) : raw;
    res.writeHead(200, {
      ...headersFor(req, urlPath),
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function fail(req: IncomingMessage, res: ServerResponse, status: number, text: string, urlPath = '/', extra: Record<string, string> = {}) {
    if (status === 404) {
      // The nearest 404.html up the address's folders, as Cloudflare Pages serves it: /fr/... gets
      // the French one (fr/404.html), anything else the site's.
      const locale = prefixedLocales.find((l) => urlPath.toLowerCase().startsWith(`/${l}/`));
      for (const file of locale ? [path.join(dist, locale, '404.html'), path.join(dist, '404.html')] : [path.join(dist, '404.html')]) {
        const page = await openInside(file);
        if (page === null || page === 'outside') continue;
        if (page.stats.isFile()) return sendFile(req, res, page, urlPath, 404);
        closeQuietly(page);
      }
    }
    res.writeHead(status, { ...headersFor(req, urlPath), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...extra });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** The address of a folder or file with one slash between segments, encoded once: a redirect target no browser reads as another host. */
  function canonical(decoded: string, folder: boolean): string {
    const segments = decoded.split('/').filter(Boolean).map(encodeURIComponent);
    const location = `/${segments.join('/')}${folder && segments.length > 0 ? '/' : ''}`;
    return location.replace(/^\/+/, '/');
  }

  /** The file a URL path names, or why there is none: never anything outside dist, never a host file. */
  async function resolve(urlPath: string): Promise<{ file: OpenFile } | { redirect: string } | { status: 400 | 403 | 404 }> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return { status: 400 };
    }
    // A NUL ends a path in C, and a backslash is a separator on Windows (and a slash to browsers): neither belongs in a URL of this site.
    if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
    // "//_headers" names the file "/_headers" does: every check below sees the path with single slashes.
    const clean = decoded.replace(/\/{2,}/g, '/');
    if (clean.split('/').some((s) => s.startsWith('.'))) return { status: 404 };
    const target = path.resolve(dist, `.${clean}`);
    if (!isUnder(dist, target)) return { status: 403 };
    if (isHostFile(target)) return { status: 404 };
    const found = await openInside(target);
    // A symbolic link inside the build that points out of it is as much an escape as "..".
    if (found === 'outside') return { status: 403 };
    if (found === null) return { status: 404 };
    if (isHostFile(found.real)) {
      closeQuietly(found);
      return { status: 404 };
    }
    // "/business%2f" names the folder "/business/" does: one address per page, the canonical one.
    const encodedSlash = /%2f/i.test(urlPath);
    if (found.stats.isDirectory()) {
      closeQuietly(found);
      if (!clean.endsWith('/') || clean !== decoded || encodedSlash) return { redirect: canonical(clean, true) };
      const index = await openInside(path.join(found.real, 'index.html'));
      if (index === 'outside') return { status: 403 };
      if (index === null) return { status: 404 };
      if (index.stats.isFile()) return { file: index };
      closeQuietly(index);
      return { status: 404 };
    }
    if (!found.stats.isFile()) {
      closeQuietly(found);
      return { status: 404 };
    }
    // "/favicon.svg/" is not a folder: sent to the file's own address, not answered as if it were.
    if (clean !== decoded || clean.endsWith('/') || encodedSlash) {
      closeQuietly(found);
      return { redirect: canonical(clean, false) };
    }
    return { file: found };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The path exactly as sent: new URL() would resolve "/../" and hide an attempt to climb out.
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const route = routes.find((r) => r.path === rawPath || (r.prefix && rawPath.startsWith(r.path)));
    if (route && (await route.handle(req, res)) !== false) return;
    if (!rawPath.startsWith('/')) return fail(req, res, 400, 'Bad request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(req, res, 405, 'Method not allowed', rawPath, { Allow: 'GET, HEAD' });
    const found = await resolve(rawPath);
    if ('status' in found) {
      if (found.status === 400) log(`static: 400 malformed path ${JSON.stringify(rawPath)}`);
      if (found.status === 403) log(`static: 403 path outside the build ${JSON.stringify(rawPath)}`);
      return fail(req, res, found.status, found.status === 400 ? 'Bad request' : found.status === 403 ? 'Forbidden' : 'Not found', rawPath);
    }
    if ('redirect' in found) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return fail(req, res, 301, 'Moved permanently', rawPath, { Location: `${found.redirect}${query}` });
    }
    return sendFile(req, res, found.file, rawPath);
  }

  return createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      log(`static: 500 ${JSON.stringify(req.url)}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
        res.end('Internal server error');
      } else res.destroy();
    });
  });
}
