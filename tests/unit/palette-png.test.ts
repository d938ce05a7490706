import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palettePng } from '../../scripts/render/palette-png.ts';

/** RGB pixels of `width` × `height`, each from `colour(x, y)`. */
function picture(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(colour(x, y), (y * width + x) * 3);
  return rgb;
}

async function decoded(png: Buffer) {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { meta, data, info };
}

describe('palette PNG (issue 30: share pictures of structure drawings)', () => {
  it('keeps a picture of at most 16 colours exactly, 4 bits a pixel, at an odd width too', async () => {
    const colours: [number, number, number][] = Array.from({ length: 16 }, (_, i) => [i * 16, 255 - i * 8, (i * 77) % 256]);
    const rgb = picture(37, 11, (x, y) => colours[(x * 3 + y) % 16]!);
    const { meta, data, info } = await decoded(palettePng(rgb, 37, 11));
    expect([meta.format, meta.isPalette, meta.bitsPerSample, info.width, info.height]).toEqual(['png', true, 4, 37, 11]);
    expect(Buffer.compare(data, rgb)).toBe(0);
  });

  it('with more colours, keeps the flat ones exact, a rare one that differs a lot too, and draws each pixel in its nearest', async () => {
    // A dark panel, a white frame, a grey ramp of 40 shades (edges), and a few pixels of green (a label).
    const rgb = picture(120, 60, (x, y) => {
      if (y < 20) return [10, 46, 64];
      if (y < 40) return x >= 110 && x < 114 && y < 24 ? [76, 140, 74] : [255, 255, 255];
      const v = Math.round((x % 40) * 6.3);
      return [v, v, v];
    });
    const { meta, data } = await decoded(palettePng(rgb, 120, 60));
    expect(meta.isPalette).toBe(true);
    const at = (x: number, y: number) => [...data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    expect(at(5, 5)).toEqual([10, 46, 64]);
    expect(at(5, 30)).toEqual([255, 255, 255]);
    expect(at(111, 21)).toEqual([76, 140, 74]);
    // The ramp's pixels are each near their own shade (16 colours for 40 shades and the rest).
    const palette = new Set<string>();
    for (let i = 0; i < data.length; i += 3) palette.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(palette.size).toBeLessThanOrEqual(16);
    for (let x = 0; x < 120; x++) expect(Math.abs(at(x, 50)[0]! - rgb[(50 * 120 + x) * 3]!)).toBeLessThanOrEqual(40);
  });

  it('refuses bytes that are not the size it is told', () => {
    expect(() => palettePng(Buffer.alloc(10), 2, 2)).toThrow(/not 2×2 RGB/);
  });
});
