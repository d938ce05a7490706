import { crc32, deflateSync } from 'node:zlib';

/** Part of a share picture's cache key (og-image.ts): bump it when a change here changes the pictures, so cached ones are drawn again. */
export const PALETTE_PNG_VERSION = 1;

/**
 * An RGB picture of a few flat colours (a share picture of a structure drawing: og-image.ts) as a
 * PNG with a palette of at most 16 colours, 4 bits a pixel. Written here rather than by sharp's
 * `png({ palette: true, colours: 16, dither: 0 })` (libimagequant), measured again for issue 44 on
 * 40 share pictures of the structure drawings (sharp 0.35): sharp took 23.7 ms of CPU a picture
 * (effort 1: 11.7, with twice the colour error), this 5.2, for 5% more bytes (10.2 KB against 9.7);
 * and sharp moved 114 flat colours of 400 pixels or more (an element's label, the frame) to a
 * neighbour's, this none. Issue 30: 3,000 of these pictures in a cold build. (zlib's default level
 * 6 is 2.6 ms of this; level 9 was 24.5 ms for 12% fewer bytes, level 3 0.7 ms for 13% more.)
 * zlib's largest hash table (memLevel 9): measured on 100 pictures, deflate 3.0 -> 2.4 ms, the same
 * pixels in 0.02% fewer bytes. Level 6 kept: measured on 300 structure pictures at 3,000 products,
 * level 3 took 0.75 ms of CPU a picture instead of 2.34 for 14% more bytes (+6 MB of dist/ at
 * 288 MB, issue 30's limit being 300, once the cold build was far under its 90 s); level 1 and zlib's
 * run-length strategy (0.6 and 0.45 ms) cost 39% and 30% more bytes.
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
  // The picture as runs of one colour along each row (flat areas are long runs), and the colours by
  // pixel count in an open-addressing table of typed arrays: a Map here, and a palette lookup per
  // pixel below, were most of the encoder's time.
  let runColour = new Int32Array(4096);
  let runLength = new Int32Array(4096);
  let runs = 0;
  let table = new ColourTable(4096);
  // Four pixels are twelve bytes, three 32-bit words: once a run has four pixels behind it, the
  // next four are the same colour when their three words equal the three before (read where the
  // picture's bytes start on a word: og-image.ts' canvas does). Measured on 200 structure
  // pictures: the scan was most of the encoder's own 4.7 ms.
  const words = rgb.byteOffset % 4 === 0 ? new Uint32Array(rgb.buffer, rgb.byteOffset, rgb.length >> 2) : null;
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; ) {
      const r = rgb[o]!;
      const g = rgb[o + 1]!;
      const b = rgb[o + 2]!;
      let end = x + 1;
      o += 3;
      for (;;) {
        if (words && end - x >= 4 && (o & 3) === 0 && end + 4 <= width) {
          const w = o >> 2;
          if (words[w] === words[w - 3] && words[w + 1] === words[w - 2] && words[w + 2] === words[w - 1]) {
            end += 4;
            o += 12;
            continue;
          }
        }
        if (end < width && rgb[o] === r && rgb[o + 1] === g && rgb[o + 2] === b) {
          end++;
          o += 3;
        } else break;
      }
      const colour = (r << 16) | (g << 8) | b;
      if (runs === runColour.length) {
        runColour = grow(runColour);
        runLength = grow(runLength);
      }
      runColour[runs] = colour;
      runLength[runs++] = end - x;
      table.add(colour, end - x);
      if (table.size * 2 > table.capacity) table = table.grown();
      x = end;
    }
  }
  // Ties go to the colour seen first, as they did with the Map (insertion order): the table is
  // read in its own order, so order by first sight.
  const found: { colour: number; count: number; seen: number }[] = [];
  table.forEach((colour, count, seen) => found.push({ colour, count, seen }));
  found.sort((a, b) => a.seen - b.seen);
  const colours = found.map((f) => f.colour);
  const weight = found.map((f) => f.count);
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
      if (cost > worstCost) {
        worst = k;
        worstCost = cost;
      }
    }
    if (worst < 0) break;
    const added = colours[worst]!;
    palette.push(added);
    for (let k = 0; k < colours.length; k++) nearest[k] = Math.min(nearest[k]!, distance(colours[k]!, added));
  }
  for (const c of colours) {
    let best = 0;
    for (let p = 1; p < palette.length; p++) if (distance(c, palette[p]!) < distance(c, palette[best]!)) best = p;
    table.setIndex(c, best);
  }
  // Rows of 4-bit indices, each after its filter byte (0: none, the usual choice for a palette),
  // written a run at a time: whole bytes of a run by fill(), a nibble at either end.
  const stride = 1 + Math.ceil(width / 2);
  // One buffer per thread, zeroed for each picture (deflateSync reads it before this returns): a
  // new one each time was 378 KB more of memory outside V8's heap for its collector to account.
  if (rawRows?.length !== stride * height) rawRows = Buffer.alloc(stride * height);
  else rawRows.fill(0);
  const raw = rawRows;
  let last = -1;
  let index = 0;
  for (let k = 0, y = 0, x = 0; k < runs; k++) {
    const colour = runColour[k]!;
    if (colour !== last) {
      last = colour;
      index = table.index(colour);
    }
    const row = y * stride + 1;
    let from = x;
    const to = x + runLength[k]!;
    if (from & 1) {
      raw[row + (from >> 1)] = raw[row + (from >> 1)]! | index;
      from++;
    }
    const whole = (to - from) >> 1;
    if (whole > 0 && index !== 0) raw.fill(index * 17, row + (from >> 1), row + (from >> 1) + whole);
    from += whole * 2;
    if (from < to) raw[row + (from >> 1)] = index << 4;
    x = to;
    if (x === width) {
      x = 0;
      y++;
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
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('PLTE', plte), chunk('IDAT', deflateSync(raw, { level: 6, memLevel: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

let rawRows: Buffer | null = null;

/** 24-bit colours to their pixel count, the order they were first seen in and their palette index: open addressing, linear probing. */
class ColourTable {
  readonly capacity: number;
  size = 0;
  private readonly keys: Int32Array;
  private readonly counts: Float64Array;
  private readonly seen: Int32Array;
  private readonly indices: Uint8Array;
  private readonly mask: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.keys = new Int32Array(capacity).fill(-1);
    this.counts = new Float64Array(capacity);
    this.seen = new Int32Array(capacity);
    this.indices = new Uint8Array(capacity);
  }

  private slot(colour: number): number {
    let s = Math.imul(colour, 0x9e3779b1) >>> 0 & this.mask;
    while (this.keys[s] !== colour && this.keys[s] !== -1) s = (s + 1) & this.mask;
    return s;
  }

  add(colour: number, count: number, seen = this.size): void {
    const s = this.slot(colour);
    if (this.keys[s] === -1) {
      this.keys[s] = colour;
      this.seen[s] = seen;
      this.size++;
    }
    this.counts[s] = this.counts[s]! + count;
  }

  /** The same colours in a table twice the size. */
  grown(): ColourTable {
    const next = new ColourTable(this.capacity * 2);
    for (let s = 0; s < this.capacity; s++) if (this.keys[s] !== -1) next.add(this.keys[s]!, this.counts[s]!, this.seen[s]!);
    return next;
  }

  forEach(each: (colour: number, count: number, seen: number) => void): void {
    for (let s = 0; s < this.capacity; s++) if (this.keys[s] !== -1) each(this.keys[s]!, this.counts[s]!, this.seen[s]!);
  }

  setIndex(colour: number, index: number): void {
    this.indices[this.slot(colour)] = index;
  }

  index(colour: number): number {
    return this.indices[this.slot(colour)]!;
  }
}

/** The same numbers in an array twice as long. */
function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}
