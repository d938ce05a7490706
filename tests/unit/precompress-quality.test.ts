import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, TOP_QUALITY_PAGES } from '../../scripts/server/precompress.ts';

const brotli = (raw: Buffer, quality: number) =>
  brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }).length;

/** A page like ours: repeated markup with varied words, enough for the qualities to differ. */
const page = (n: number, rows: number) =>
  Buffer.from(
    `<!doctype html><html lang=en><body><main><h1>Product ${n}</h1><table>${Array.from({ length: rows }, (_, i) => `<tr><th class="spec-cell">Assay ${i * 7 + n}</th><td class="spec-cell">${((i * 37 + n) % 97) / 10}% w/w, ${i % 3 ? 'USP' : 'BP'} grade ${(i * 13) % 11}</td></tr>`).join('')}</table></main></body></html>`,
  );

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-quality-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompress: how hard pages are compressed', () => {
  it('compresses the pages of a site up to TOP_QUALITY_PAGES at brotli 11 (a product page then fits the first round trip)', async () => {
    const dist = folder();
    const raw = page(1, 400);
    expect(brotli(raw, 11)).toBeLessThan(brotli(raw, 5));
    writeFileSync(path.join(dist, 'index.html'), raw);
    writeFileSync(path.join(dist, 'about.html'), page(2, 50));
    await precompress(dist);
    expect(readFileSync(path.join(dist, 'index.html.br')).length).toBe(brotli(raw, 11));
  });

  it('keeps the pages of a larger site at quality 5, so its first start stays short', async () => {
    const dist = folder();
    for (let n = 0; n <= TOP_QUALITY_PAGES; n++) writeFileSync(path.join(dist, `p${n}.html`), page(n, n === 0 ? 400 : 2));
    const raw = readFileSync(path.join(dist, 'p0.html'));
    expect(brotli(raw, 11)).toBeLessThan(brotli(raw, 5));
    await precompress(dist);
    expect(readFileSync(path.join(dist, 'p0.html.br')).length).toBe(brotli(raw, 5));
  }, 60_000);
});
