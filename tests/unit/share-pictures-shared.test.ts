import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RenderSite from '../../scripts/render/render-site.ts';
import type * as SharePictures from '../../scripts/render/share-pictures.ts';
import { shownContent } from './content-dirs.ts';

/**
 * Issue 30: the pages name the share pictures another thread draws, without waiting for them,
 * and the build puts them into dist/ at the end; several threads share one list of pictures.
 * A cache of its own (BUILD_CACHE, read when og-image.ts loads): every picture is drawn here.
 */
let cache: string;
let renderSite: typeof RenderSite;
let sharePictures: typeof SharePictures;
beforeAll(async () => {
  cache = mkdtempSync(path.join(tmpdir(), 'og-cache-'));
  vi.stubEnv('BUILD_CACHE', cache);
  vi.resetModules();
  renderSite = await import('../../scripts/render/render-site.ts');
  sharePictures = await import('../../scripts/render/share-pictures.ts');
  // Loading the renderer and sharp afresh took over 10 s on a loaded machine.
}, 120_000);
afterAll(() => vi.unstubAllEnvs());

const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;

describe('share pictures drawn beside the pages (issue 30)', () => {
  it('two threads of one list draw each picture once, and say first which they will draw', async () => {
    const content = shownContent();
    const next = new Int32Array(new SharedArrayBuffer(4));
    let planned: string[] = [];
    const [a, b] = await Promise.all([sharePictures.drawSharePictures(content, next, (hashes) => (planned = hashes)), sharePictures.drawSharePictures(content, next)]);
    expect(a.pictures).toBeGreaterThan(1);
    expect(a.failed + b.failed).toBe(0);
    // Each taken by one of them: two threads each drawing the whole list would count some twice.
    expect(a.drawn + b.drawn).toBe(new Set(planned).size);
    for (const hash of planned) expect(existsSync(path.join(cache, 'og-images', `${hash}.png`)) || existsSync(path.join(cache, 'og-images', `${hash}.jpg`))).toBe(true);
    // Drawn now, none is planned again.
    let again: string[] | null = null;
    await sharePictures.drawSharePictures(content, new Int32Array(1), (hashes) => (again = hashes));
    expect(again).toEqual([]);
  }, 120_000);

  it('a waiting picture is copied from the cache, drawn where its thread did not, and a broken one names the file to fix', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'og-dist-'));
    const cachedFile = path.join(cache, 'drawn-elsewhere.png');
    writeFileSync(cachedFile, 'drawn by the pictures thread');
    const input = { source: null, fit: 'contain' as const, title: 'Paracetamol BP', company: 'Fixture Exports' };
    await renderSite.finishSharePictures([
      { file: path.join(dist, 'copied.png'), cached: cachedFile, input, owner: 'content/x.json', realPath: '/x/' },
      { file: path.join(dist, 'drawn.jpg'), cached: path.join(cache, 'never-drawn.jpg'), input, owner: 'content/y.json', realPath: '/y/' },
    ]);
    expect(readFileSync(path.join(dist, 'copied.png'), 'utf8')).toBe('drawn by the pictures thread');
    expect(isJpeg(readFileSync(path.join(dist, 'drawn.jpg')))).toBe(true);
    const broken = { ...input, source: path.join(dist, 'no-such-drawing.svg'), flat: true };
    await expect(
      renderSite.finishSharePictures([{ file: path.join(dist, 'broken.png'), cached: path.join(cache, 'never-drawn.png'), input: broken, owner: 'content/catalogue/z.json', realPath: '/z/' }]),
    ).rejects.toThrow(/^content\/catalogue\/z\.json: the share picture of \/z\/ could not be drawn: /);
  }, 60_000);
});
