import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from './static-server.ts';

/**
 * Brotli's top quality costs 10-20 ms even on a small file, and about 100 ms per 100 KB: worth it
 * for the large scripts every visit fetches, not for thousands of static pages, product chunks and
 * drawings, where lower qualities are 5 to 50 times faster for a few per cent more bytes.
 */
const brotliQuality = (file: string, size: number) => (file.endsWith('.html') ? 5 : size >= 20 * 1024 ? 11 : 9);

const compressors = {
  br: (raw: Buffer, file: string) =>
    promisify(brotliCompress)(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(file, raw.length), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw: Buffer, _file: string) => promisify(gzip)(raw, { level: 9 }),
};

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels, as
 * static hosts do, so the local server never compresses while a visitor waits (brotli at level 11
 * on the 320 KB entry script takes most of a second of one core). A variant that is not smaller is
 * not written. The last step of `npm run build`: it must see index.html after prerendering.
 */
export async function precompress(dist: string): Promise<{ files: number; raw: number; br: number }> {
  const totals = { files: 0, raw: 0, br: 0 };
  const queue: string[] = [];
  for await (const file of files(dist)) if (COMPRESSIBLE.test(file) && (await stat(file)).size >= 256) queue.push(file);
  // zlib runs on libuv's thread pool: a few at a time keep both cores busy.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = await readFile(file);
      totals.files++;
      totals.raw += raw.length;
      for (const { encoding, suffix } of PRECOMPRESSED) {
        const body = await compressors[encoding](raw, file);
        if (body.length < raw.length) await writeFile(`${file}${suffix}`, body);
        if (encoding === 'br') totals.br += Math.min(body.length, raw.length);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

// Run as a script (the build's last step); imported, it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const started = Date.now();
  const { files: count, raw, br } = await precompress(dist);
  console.log(
    `Precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'} (${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
