import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITOR, precompress } from '../../scripts/server/precompress.ts';
import { createStaticServer, exactly } from '../../scripts/server/static-server.ts';
import { headersFile } from '../../scripts/vite/headers-file.ts';

/**
 * The local static server on a fixture build, with a sibling folder whose name starts like the
 * build's ("dist-secret") that no URL may reach. Requests go out with raw http.request and the
 * path exactly as written: fetch() and new URL() would resolve "..", hiding the attack.
 */
const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
const dist = path.join(root, 'dist');
const secret = path.join(root, 'dist-secret');
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><title>Fixture</title><p>${'Fixture page. '.repeat(100)}</p>`;
const notFoundHtml = `<!doctype html><title>Not found</title><p>${'This page does not exist. '.repeat(40)}</p>`;
const logs: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'about'), { recursive: true });
  mkdirSync(secret);
  writeFileSync(path.join(secret, 'secret.txt'), 'TOP SECRET');
  writeFileSync(path.join(root, 'outside.txt'), 'TOP SECRET');
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, '404.html'), notFoundHtml);
  writeFileSync(path.join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(path.join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, '.env'), 'TOKEN=TOP SECRET');
  writeFileSync(
    path.join(dist, '_headers'),
    // As the build writes it (scripts/vite/headers-file.ts): the assets' rule detaches the site-wide Cache-Control.
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Cross-Origin-Opener-Policy: same-origin',
      '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
      '  Cache-Control: no-cache',
      '/assets/*',
      '  ! Cache-Control',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  );
  symlinkSync(secret, path.join(dist, 'linked'));
  await precompress(dist);
  server = createStaticServer({
    dist,
    log: (line) => logs.push(line),
    routes: [
      {
        path: '/api/enquiry',
        handle: (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' }).end('{"ok":true}');
        },
      },
    ],
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server: nothing outside the build', () => {
  it.each([
    ['encoded slash', '/..%2fdist-secret%2fsecret.txt'],
    ['encoded dots and slashes', '/%2e%2e%2fdist-secret%2fsecret.txt'],
    ['plain dot segments', '/../dist-secret/secret.txt'],
    ['climbing from a folder', '/assets/..%2f..%2fdist-secret/secret.txt'],
    ['double-encoded dots', '/%252e%252e/dist-secret/secret.txt'],
    ['double-encoded slash', '/..%252fdist-secret%252fsecret.txt'],
    ['backslashes', '/..%5cdist-secret%5csecret.txt'],
    ['raw backslashes', '/..\\dist-secret\\secret.txt'],
    ['NUL byte', '/index.html%00.txt'],
    ['NUL before climbing', '/%00/../dist-secret/secret.txt'],
    ['a symbolic link out of the build', '/linked/secret.txt'],
    ['a file beside the build', '/../outside.txt'],
    ['a dotfile', '/.env'],
  ])('%s: %s is refused', async (_, rawPath) => {
    const answer = await get(rawPath);
    expect([400, 403, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain('TOP SECRET');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a sibling folder named like the build with 403 or 404 (the prefix check needs the separator)', async () => {
    const answer = await get('/..%2fdist-secret%2fsecret.txt');
    expect([403, 404]).toContain(answer.status);
  });

  it('never serves the host configuration file _headers', async () => {
    for (const p of ['/_headers', '/%5fheaders', '/_headers?x=1']) {
      const answer = await get(p);
      expect(answer.status, p).toBe(404);
      expect(answer.body.toString()).not.toContain('max-age');
    }
  });

  it('answers malformed percent-encoding with 400 and one log line, no stack', async () => {
    logs.length = 0;
    const answer = await get('/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^static: 400 .*%E0%A4%A/);
    expect(logs[0]).not.toMatch(/\n|at /);
    expect((await get('/assets/%')).status).toBe(400);
  });
});

describe('static server: headers', () => {
  it('HTML: type, _headers rules, nosniff, validators, no-cache', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(answer.headers['last-modified']!)).not.toBeNaN();
    expect(answer.body.toString()).toBe(html);
  });

  it('assets: a year of immutable caching, nosniff, validators', async () => {
    const answer = await get('/assets/app-1a2b3c.js');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.etag).toBeDefined();
    const image = await get('/assets/logo-9f8e7d.png', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('404: nosniff and the site-wide headers too', async () => {
    const answer = await get('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('API answers pass through the routes with nosniff', async () => {
    const answer = await get('/api/enquiry');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('other methods: 405 with Allow and nosniff', async () => {
    const answer = await get('/', {}, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a folder serves its index.html, and without its slash is redirected to it', async () => {
    const answer = await get('/about/');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>About</title>');
    const redirect = await get('/about?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/about/?x=1');
  });
});

describe('static server: compression and 304s', () => {
  it('serves the precompressed brotli file, else gzip, else the file as is, and says it varies', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gzip = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const refused = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });

  it('never compresses while a request waits: without a precompressed file the text goes as is', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-4d5e6f.js'), script);
    const answer = await get('/assets/late-4d5e6f.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('ignores a precompressed file older than its source (left over from another build)', async () => {
    const file = path.join(dist, 'assets', 'stale-0a0b0c.js');
    writeFileSync(`${file}.br`, brotliCompressSync('old'));
    writeFileSync(`${file}.gz`, gzipSync('old'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    writeFileSync(file, script);
    const answer = await get('/assets/stale-0a0b0c.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('answers If-None-Match with 304 and no body, per encoding', async () => {
    const first = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    const again = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br', 'If-None-Match': `W/${etag}` })).status).toBe(304);
    // The gzip body is another representation with its own tag.
    const gzip = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('answers If-Modified-Since with 304 when nothing changed, 200 when it did', async () => {
    const first = await get('/');
    const lastModified = first.headers['last-modified']!;
    expect((await get('/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await get('/', { 'If-Modified-Since': new Date(Date.parse(lastModified) - 10_000).toUTCString() })).status).toBe(200);
    expect((await get('/', { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified })).status).toBe(200);
  });

  it('HEAD has the headers and no body', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toHaveLength(0);
  });
});

describe('static server: a new probe (issue 24)', () => {
  /** Asks again after a probe: the process (and so the enquiry service beside it) must still answer. */
  async function stillServing() {
    const answer = await get('/');
    expect(answer.status).toBe(200);
  }

  it('item 1: a precompressed "file" that is a folder is skipped, and the process keeps serving', async () => {
    const file = path.join(dist, 'folder-sidecar.txt');
    mkdirSync(`${file}.br`);
    writeFileSync(file, 'x\n');
    utimesSync(file, new Date('2000-01-01'), new Date('2000-01-01'));
    const answer = await get('/folder-sidecar.txt', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('x\n');
    await stillServing();
  });

  it('item 1: a file removed and written again while 20 clients fetch it never takes the process down', async () => {
    const file = path.join(dist, 'churn.txt');
    const body = 'User-agent: *\nAllow: /\n'.repeat(40);
    const compressed = brotliCompressSync(body);
    writeFileSync(file, body);
    let stop = false;
    const churn = (async () => {
      while (!stop) {
        rmSync(file, { force: true });
        rmSync(`${file}.br`, { force: true });
        await new Promise((resolve) => setImmediate(resolve));
        writeFileSync(file, body);
        writeFileSync(`${file}.br`, compressed);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const statuses = new Set<number>();
    const client = async () => {
      for (let i = 0; i < 25; i++) {
        const answer = await get('/churn.txt', { 'Accept-Encoding': i % 2 ? 'br' : 'identity' });
        statuses.add(answer.status);
        if (answer.status === 200) {
          // What was on disk when the file was opened (all of it, or as much as was written yet), and as long as it says.
          const whole = answer.headers['content-encoding'] === 'br' ? compressed : Buffer.from(body);
          expect(answer.body.length).toBe(Number(answer.headers['content-length']));
          expect(whole.subarray(0, answer.body.length).equals(answer.body)).toBe(true);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: 20 }, client));
    } finally {
      stop = true;
      await churn;
    }
    expect([...statuses].every((s) => s === 200 || s === 404)).toBe(true);
    await stillServing();
  });

  it('item 1: a file written over in place while 20 clients fetch it: every answer whole, as long as it says', async () => {
    const file = path.join(dist, 'in-place.txt');
    const long = 'L'.repeat(40_000);
    const short = 'S'.repeat(3_000);
    writeFileSync(file, long);
    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        writeFileSync(file, i % 2 ? long : short);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const client = async () => {
      for (let i = 0; i < 25; i++) {
        const answer = await get('/in-place.txt');
        expect(answer.status).toBe(200);
        expect(answer.body.length).toBe(Number(answer.headers['content-length']));
        // What was there as it was read (a read that overlaps a write may see some of each: no
        // server can read a file consistently while it is written over), never bytes of nothing.
        expect(/^[LS]*$/.test(answer.body.toString())).toBe(true);
      }
    };
    try {
      await Promise.all(Array.from({ length: 20 }, client));
    } finally {
      stop = true;
      await churn;
    }
  });

  it('item 1: a large file streams whole, and a stream that comes up short fails instead of passing for whole', async () => {
    const big = Buffer.alloc(1024 * 1024 + 4096, 0x61);
    writeFileSync(path.join(dist, 'assets', 'big-0a1b2c.pdf'), big);
    const answer = await get('/assets/big-0a1b2c.pdf');
    expect(answer.status).toBe(200);
    expect(answer.body.equals(big)).toBe(true);
    const guard = exactly(10);
    const failed = new Promise<Error>((resolve) => guard.on('error', resolve));
    guard.resume();
    guard.end(Buffer.from('short'));
    expect((await failed).message).toMatch(/changed while it was sent \(5 of 10 bytes\)/);
  });

  it.each([
    ['//about', '/about/'],
    ['///about', '/about/'],
    ['//about?x=1', '/about/?x=1'],
    ['//about/', '/about/'],
    ['/about//', '/about/'],
  ])('item 2: %s redirects to %s, a path with exactly one leading slash (never //host)', async (raw, location) => {
    const answer = await get(raw);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('item 2: no redirect of this server ever starts with two slashes or a slash and a backslash', async () => {
    for (const raw of ['//about', '//%2fabout', '/%2f/about', '/.//about', '//./about', '//assets', '//assets//']) {
      const answer = await get(raw);
      const location = answer.headers.location;
      if (location !== undefined) expect(location, raw).toMatch(/^\/(?![/\\])/);
    }
  });

  it.each(['//_headers', '///_headers', '//_headers?x=1', '/%2f_headers', '/./_headers', '/assets/../_headers', '/assets/..%2f_headers'])(
    'item 3: %s is never served',
    async (raw) => {
      const answer = await get(raw);
      expect([301, 400, 403, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('max-age');
      if (answer.status === 301) expect((await get(answer.headers.location!)).status).toBe(404);
    },
  );

  it('item 4: a precompressed sidecar that is a link out of the build is not followed', async () => {
    const file = path.join(dist, 'side.txt');
    writeFileSync(file, 'side\n');
    utimesSync(file, new Date('2000-01-01'), new Date('2000-01-01'));
    symlinkSync(path.join(root, 'outside.txt'), `${file}.br`);
    symlinkSync(path.join(secret, 'secret.txt'), `${file}.gz`);
    for (const encoding of ['br', 'gzip', 'br, gzip']) {
      const answer = await get('/side.txt', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe('side\n');
    }
  });

  it('item 4: a folder index that is a link out of the build is not followed', async () => {
    mkdirSync(path.join(dist, 'linked-index'));
    symlinkSync(path.join(root, 'outside.txt'), path.join(dist, 'linked-index', 'index.html'));
    const answer = await get('/linked-index/');
    expect([403, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain('TOP SECRET');
  });

  it('item 10: the 404 page is served compressed like any page, with its status', async () => {
    const br = await get('/no/such/page/', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(notFoundHtml);
    const gzip = await get('/no/such/page/', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(notFoundHtml);
    const plain = await get('/no/such/page/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(notFoundHtml);
    expect((await get('/no/such/page/', { 'Accept-Encoding': 'br' }, 'HEAD')).body).toHaveLength(0);
  });

  it('item 10: Strict-Transport-Security only on answers that went over HTTPS (RFC 6797 7.2), every other header always', async () => {
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Issue 43: anyone can write X-Forwarded-Proto; it is believed only behind a proxy TRUST_PROXY names.
    expect((await get('/', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    vi.stubEnv('TRUST_PROXY', '1');
    try {
      const proxied = await get('/', { 'X-Forwarded-Proto': 'https' });
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await get('/no/such/page', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('static server: compressed copies kept outside the build (npm start)', () => {
  const build = path.join(root, 'cached-dist');
  const copies = path.join(root, 'cached-copies');
  let cached: Server;
  let cachedPort: number;
  const fetchFrom = (rawPath: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: cachedPort, path: rawPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'index.html'), html);
    writeFileSync(path.join(build, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(build, 'linked.txt'), 'linked\n'.repeat(100));
    await precompress(build, copies);
    cached = createStaticServer({ dist: build, compressed: copies, log: (line) => logs.push(line) });
    await new Promise<void>((resolve) => cached.listen(0, '127.0.0.1', resolve));
    cachedPort = (cached.address() as AddressInfo).port;
  });
  afterAll(() => void cached.close());

  it('writes the copies into their own folder and none into the build', () => {
    expect(readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    expect(readdirSync(path.join(copies, 'assets')).sort()).toEqual(['app-1a2b3c.js.br', 'app-1a2b3c.js.gz']);
  });

  it('serves them compressed, with the same ETag each time and 304 for it', async () => {
    const br = await fetchFrom('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const page = await fetchFrom('/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toBe(html);
    const again = await fetchFrom('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br, gzip', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps fresh copies on a second run and drops those of files the build no longer has', async () => {
    writeFileSync(path.join(copies, 'gone-000000.js.br'), 'left from an earlier build');
    const second = await precompress(build, copies);
    expect(second.written).toBe(0);
    expect(readdirSync(copies)).not.toContain('gone-000000.js.br');
  });

  it("leaves the web editor's files (admin/) uncompressed when told to, as npm start does", async () => {
    mkdirSync(path.join(build, 'admin'), { recursive: true });
    writeFileSync(path.join(build, 'admin', 'cms.js'), script);
    await precompress(build, copies, { skip: EDITOR });
    expect(readdirSync(copies)).not.toContain('admin');
    expect(readdirSync(path.join(copies, 'assets'))).toContain('app-1a2b3c.js.br');
  });

  it('ignores a copy older than its file (the file was rebuilt) and sends the new file', async () => {
    const file = path.join(build, 'assets', 'app-1a2b3c.js');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(copies, 'assets', 'app-1a2b3c.js.br'), past, past);
    utimesSync(path.join(copies, 'assets', 'app-1a2b3c.js.gz'), past, past);
    writeFileSync(file, `${script}// rebuilt\n`);
    const answer = await fetchFrom('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(`${script}// rebuilt\n`);
  });

  it('does not follow a copy that is a link out of its folder', async () => {
    rmSync(path.join(copies, 'linked.txt.br'));
    rmSync(path.join(copies, 'linked.txt.gz'));
    symlinkSync(path.join(secret, 'secret.txt'), path.join(copies, 'linked.txt.br'));
    symlinkSync(path.join(root, 'outside.txt'), path.join(copies, 'linked.txt.gz'));
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetchFrom('/linked.txt', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).not.toContain('TOP SECRET');
    }
    expect(logs.some((line) => line.includes('linked.txt.br, a link out of the compressed copies'))).toBe(true);
  });
});

describe('static server: issue 47, item 9', () => {
  it('answers one byte range with 206 and Content-Range, the rest with 200 and Accept-Ranges, past the end with 416', async () => {
    const whole = await get('/assets/app-1a2b3c.js');
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = Buffer.byteLength(script);
    const part = await get('/assets/app-1a2b3c.js', { Range: 'bytes=7-26', 'Accept-Encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 7-26/${size}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe(script.slice(7, 27));
    const tail = await get('/assets/app-1a2b3c.js', { Range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe(script.slice(-10));
    const rest = await get('/assets/app-1a2b3c.js', { Range: `bytes=${size - 5}-` });
    expect(rest.body.toString()).toBe(script.slice(-5));
    const past = await get('/assets/app-1a2b3c.js', { Range: `bytes=${size + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // Another version of the file (If-Range): the whole of this one.
    expect((await get('/assets/app-1a2b3c.js', { Range: 'bytes=0-9', 'If-Range': '"old"' })).status).toBe(200);
  });

  it.each([
    ['/assets/app-1a2b3c.js/', '/assets/app-1a2b3c.js'],
    ['/about%2f', '/about/'],
    ['/about%2F', '/about/'],
  ])('%s is not answered as a page of its own: redirected to %s', async (raw, location) => {
    const answer = await get(raw);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('the build tells every host (and npm start) that no other site may load its files', () => {
    expect(headersFile({ siteCsp: "default-src 'self'" })).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Cross-Origin-Resource-Policy: same-origin\n/);
  });
});
