import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from './static-server.ts';

/**
 * Up to this many pages, every page is compressed at brotli's top quality. A page is the first
 * thing a phone waits for, and TCP's first round trip carries ~14.6 KB: at quality 5 a 60 KB
 * product or contact page came to 14.3-14.8 KB, at 11 to 12.5-13.5 KB, so quality 11 saves the
 * second round trip before the first paint (~150 ms on a slow phone). It costs 50-100 ms of CPU a
 * page, once (the copies are kept): 15-30 s for today's ~300 pages, but minutes for a
 * 3,000-product catalogue's 3,000+ pages, which stay at quality 5 so the first start stays short.
 */
export const TOP_QUALITY_PAGES = 1000;

/**
 * Brotli's top quality costs 10-20 ms even on a small file, and about 100 ms per 100 KB: worth it
 * for the large scripts every visit fetches, not for product chunks and drawings by the thousand,
 * where lower qualities are 5 to 50 times faster for a few per cent more bytes. Pages: above.
 */
export const brotliQuality = (file: string, size: number, pages: number) =>
  file.endsWith('.html') ? (pages <= TOP_QUALITY_PAGES ? 11 : 5) : size >= 20 * 1024 ? 11 : 9;

const compressors = {
  br: (raw: Buffer, file: string, pages: number) =>
    promisify(brotliCompress)(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(file, raw.length, pages), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw: Buffer, _file: string, _pages: number) => promisify(gzip)(raw, { level: 9 }),
};

/** Every regular file under `dir`, links not followed; none when it cannot be read (no copies yet). */
const files = (dir: string): Promise<string[]> =>
  readdir(dir, { recursive: true, withFileTypes: true }).then(
    (entries) => entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    () => [],
  );

/**
 * Where `npm start` keeps the compressed copies of a build: outside it, so `dist/` stays exactly
 * what a host uploads (Netlify, Cloudflare Pages and CloudFront compress by themselves, and the
 * copies were 18,654 of Cloudflare's 20,000 files at 3,000 products). One folder per build folder.
 */
export function compressedCacheOf(dist: string): string {
  const id = createHash('sha256').update(realpathSync(dist)).digest('hex').slice(0, 16);
  return path.resolve('node_modules/.cache/compressed', id);
}

const mtimeOf = (file: string) => stat(file).then((s) => (s.isFile() ? s.mtimeMs : -1), () => -1);

/**
 * Writes a brotli and a gzip copy of every text file of the build, at the highest levels, as static
 * hosts do, so the local server never compresses while a visitor waits (brotli at level 11 on the
 * 320 KB entry script takes most of a second of one core). The copies go to `out`, at the file's
 * place relative to `dist` (`out/assets/x.js.br`), beside the files when `out` is `dist`. A copy
 * not older than its file is kept, so a second start is quick; copies of files the build no longer
 * has are removed. A variant that is not smaller is not written.
 */
export async function precompress(dist: string, out = dist, options: { skip?: RegExp } = {}): Promise<{ files: number; written: number }> {
  const totals = { files: 0, written: 0 };
  const queue: { file: string; mtime: number }[] = [];
  const wanted = new Set<string>();
  for (const file of await files(dist)) {
    if (!COMPRESSIBLE.test(file) || options.skip?.test(path.relative(dist, file).split(path.sep).join('/'))) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < 256) continue;
    queue.push({ file, mtime: mtimeMs });
    for (const { suffix } of PRECOMPRESSED) wanted.add(path.join(out, `${path.relative(dist, file)}${suffix}`));
  }
  if (out !== dist) {
    // Copies of files this build does not have (hashed names of an earlier build) go.
    for (const copy of await files(out)) if (!wanted.has(copy)) await rm(copy, { force: true });
  }
  const pages = queue.filter(({ file }) => file.endsWith('.html')).length;
  // zlib runs on libuv's thread pool: a few at a time keep both cores busy.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { file, mtime } = next;
      totals.files++;
      const target = path.join(out, path.relative(dist, file));
      let raw: Buffer | undefined;
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if ((await mtimeOf(`${target}${suffix}`)) >= mtime) continue;
        raw ??= await readFile(file);
        const body = await compressors[encoding](raw, file, pages);
        if (body.length >= raw.length) continue;
        await mkdir(path.dirname(target), { recursive: true });
        // Written whole under another name first: a request meanwhile finds the old copy or none.
        const part = `${target}${suffix}.${process.pid}.part`;
        await writeFile(part, body);
        await rename(part, `${target}${suffix}`);
        totals.written++;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

/**
 * The web editor's files (dist/admin): one person's tool, several MB of script whose brotli copies
 * would take npm start half a minute to write; served as they are.
 */
export const EDITOR = /^admin\//;
