import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEntry } from '../../scripts/cms/check-entry.ts';
import { UploadStore } from '../../scripts/cms/upload-store.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/**
 * Issue 47 met the web editor: the content check opens every picture to its end, and the editor's
 * check of an entry with a photo uploaded (not on disk until the save) laid only the photo's first
 * bytes over the content folder, so every upload was "cannot be read to its end". The check gets
 * the whole upload.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'cms-upload-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const about = 'pages/about.json';

/** The About page with its introduction's picture at `src` (the first picture in its sections). */
function aboutWith(dir: string, src: string) {
  const data = JSON.parse(readFileSync(path.join(dir, about), 'utf8')) as { sections: { image?: { src: string } }[] };
  const section = data.sections.find((s) => s.image);
  if (!section) throw new Error('the fixture About page has no section with a picture');
  section.image!.src = src;
  return data;
}

describe('an upload checked before it is saved', () => {
  it('a whole photo passes; its file is named only when it is damaged, and one past the limit by its size', async () => {
    const dir = contentWith(source, path.join(scratch, 'content'), null);
    const repo = path.dirname(dir);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 214, g: 180, b: 130 } } }).jpeg().toBuffer();
    const rel = 'images/about/uploaded-photo.jpg';
    const request = (media: { path: string; size: number; bytes?: Uint8Array }) => ({ path: path.relative(repo, path.join(dir, about)), isNew: false, data: aboutWith(dir, rel), media: [media] });
    const media = path.relative(repo, path.join(dir, rel));

    const whole = checkEntry(dir, repo, request({ path: media, size: photo.byteLength, bytes: photo }));
    expect(whole.problems).toEqual([]);
    expect(whole.elsewhere).toEqual([]);

    // A photo cut short is still named (the check is not blind to uploads).
    const cut = checkEntry(dir, repo, request({ path: media, size: 64, bytes: photo.subarray(0, 64) }));
    expect(cut.elsewhere).toEqual([expect.stringContaining(`"${rel}" cannot be read to its end`)]);

    // Too large for the editor to hold: its size is said, in megabytes.
    const huge = checkEntry(dir, repo, request({ path: media, size: 30 * 1024 * 1024 }));
    expect(huge.elsewhere).toEqual([expect.stringMatching(/uploaded-photo\.jpg" is 30\.0 MB: a picture may be at most 20\.0 MB/)]);
  });

  it('the dev server holds each upload once, by its bytes, and lets the oldest go past its limit', () => {
    const store = new UploadStore(10);
    const a = store.put(Buffer.from('aaaaaa'));
    expect(store.put(Buffer.from('aaaaaa'))).toBe(a);
    expect(store.get(a)?.toString()).toBe('aaaaaa');
    const b = store.put(Buffer.from('bbbbbb'));
    expect(store.get(a)).toBeUndefined();
    expect(store.get(b)?.toString()).toBe('bbbbbb');
  });
});
