import { crc32, deflateSync } from 'node:zlib';

/** Part of a share picture's cache key (og-image.ts): bump it when a change here changes the pictures, so cached ones are drawn again. */
export const PALETTE_PNG_VERSION = 1;

/**
 * An RGB picture of a few flat colours (a share picture of a structure drawing: og-image.ts) as a
 * PNG with a palette of at most 16 colours, 4 bits a pixel. Written here rather than by libvips
 * (libimagequant): measured on 30 structure pictures, libvips took about 17 ms of CPU a picture, 15
 * of them choosing its palette, and lost the rarer flat colours (chlorine's green became grey); this
 * takes about 12 (zlib's default level 6 is 5 of them; level 9 was 20 ms for 11% fewer bytes), for
 * the same bytes. Issue 30: 3,000 of these pictures in a cold build.
 *
 * The palette: the most frequent colour first, then, one by one, the colour that the palette so far
 * draws worst (its pixels × the squared distance to its nearest palette colour). The flat colours
 * (the brand panel, the frame, bonds, each element's label) come out exact, and the anti-aliased
 * edges get the in-between shades that are most common. Every pixel is then its nearest palette
 * colour, without dithering (dots would cost bytes and blur the edges).
 */
export function palettePng(rgb: Uint8Array, width: number, height: number, maxColours = 16): Buffer {
  if (rgb.length !== width * height * 3) throw new Error(`palettePng: ${rgb.length} bytes is not ${width}×${height} RGB`);
  if (maxColours < 1 || maxColours > 16) throw new Error('palettePng: 1 to 16 colours');
  const pixels = width * height;
  // Colours by pixel count, a run of one colour at a time (flat areas are long runs).
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels; ) {
    const c = (rgb[i * 3]! << 16) | (rgb[i * 3 + 1]! << 8) | rgb[i * 3 + 2]!;
    let j = i + 1;
    while (j < pixels && rgb[j * 3] === rgb[i * 3] && rgb[j * 3 + 1] === rgb[i * 3 + 1] && rgb[j * 3 + 2] === rgb[i * 3 + 2]) j++;
    counts.set(c, (counts.get(c) ?? 0) + j - i);
    i = j;
  }
  const colours = [...counts.keys()];
  const weight = colours.map((c) => counts.get(c)!);
  const distance = (a: number, b: number) => {
    const dr = ((a >> 16) & 255) - ((b >> 16) & 255);
    const dg = ((a >> 8) & 255) - ((b >> 8) & 255);
    const db = (a & 255) - (b & 255);
    return dr * dr + dg * dg + db * db;
  };
  let first = 0;
  for (let k = 1; k < colours.length; k++) if (weight[k]! > weight[first]!) first = k;
  const palette = [colours[first]!];
  const nearest = new Float64Array(colours.length).map((_, k) => distance(colours[k]!, palette[0]!));
  while (palette.length < Math.min(maxColours, colours.length)) {
    let worst = -1;
    let worstCost = 0;
    for (let k = 0; k < colours.length; k++) {
      const cost = weight[k]! * nearest[k]!;
      if (cost > worstCost) [worst, worstCost] = [k, cost];
    }
    if (worst < 0) break;
    const added = colours[worst]!;
    palette.push(added);
    for (let k = 0; k < colours.length; k++) nearest[k] = Math.min(nearest[k]!, distance(colours[k]!, added));
  }
  const indexOf = new Map<number, number>();
  for (const c of colours) {
    let best = 0;
    for (let p = 1; p < palette.length; p++) if (distance(c, palette[p]!) < distance(c, palette[best]!)) best = p;
    indexOf.set(c, best);
  }
  // Rows of 4-bit indices, each after its filter byte (0: none, the usual choice for a palette).
  const stride = 1 + Math.ceil(width / 2);
  const raw = Buffer.alloc(stride * height);
  let last = -1;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const c = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
      if (c !== last) [last, lastIndex] = [c, indexOf.get(c)!];
      const at = y * stride + 1 + (x >> 1);
      raw[at] = raw[at]! | (x & 1 ? lastIndex : lastIndex << 4);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([4, 3, 0, 0, 0], 8); // 4 bits, palette colour, deflate, adaptive filters, not interlaced
  const plte = Buffer.from(palette.flatMap((c) => [(c >> 16) & 255, (c >> 8) & 255, c & 255]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('PLTE', plte), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}
