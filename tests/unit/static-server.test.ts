import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/server/precompress.ts';
import { createStaticServer } from '../../scripts/server/static-server.ts';

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
  writeFileSync(path.join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(path.join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, '.env'), 'TOKEN=TOP SECRET');
  writeFileSync(
    path.join(dist, '_headers'),
    // As the build writes it (scripts/vite/headers-file.ts): the assets' rule detaches the site-wide Cache-Control.
    ['/*', '  X-Frame-Options: DENY', '  Cache-Control: no-cache', '/assets/*', '  ! Cache-Control', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
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
