import { describe, expect, it } from 'vitest';
import { multiLine, oneLine } from '../../src/content/primitives.ts';
import sharp from 'sharp';
import { drawOgImage, OG_HEIGHT, OG_WIDTH } from '../../scripts/render/og-image.ts';
import { pictureOf } from '../../scripts/render/share-pictures.ts';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { structureSvg } from '../../scripts/content/entry-images.ts';
import { tokens } from '../../tailwind.config.ts';
import { contentDir, shownContent } from './content-dirs.ts';

const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;

describe('share pictures (issue 24, item 8)', () => {
  it('the check refuses the control characters that broke the build, with the character and where it is', () => {
    expect(oneLine().safeParse('Para\u0008cetamol').error?.issues[0]?.message).toBe(
      'contains a control character U+0008 at character 5: remove it (an invisible character, usually pasted in with text from another program)',
    );
    expect(oneLine().safeParse('Paracetamol\u0000').success).toBe(false);
    expect(multiLine().safeParse('A line\n\tand another').success).toBe(true);
  });

  it.each([
    ['characters XML cannot hold', 'Paracetamol \uFFFE\uFFFF BP'],
    ['half an emoji', 'Paracetamol \uD83D BP \uDE00'],
    ['direction marks', 'Paracetamol \u200Fexe.fdp\u200E \u061CBP'],
    ['markup characters', 'Oils & <fats> "refined" \'cold\''],
    ['a line separator', 'Paracetamol\u2028BP'],
    ['the longest word a title may hold', 'P'.repeat(300)],
    ['Arabic and an emoji', 'باراسيتامول 🌿'],
  ])('draws any title the check accepts: %s', async (_, title) => {
    expect(oneLine().safeParse(title).success).toBe(true);
    const data = await drawOgImage({ source: null, fit: 'contain', title, company: `Fixture \uFFFF Exports` }, null);
    expect(isJpeg(data)).toBe(true);
  });
});

describe('share picture drawing (issue 30: the panel drawn once, the title and picture laid on it)', () => {
  const pixels = async (jpeg: Buffer) => {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
    return (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  };
  const near = (rgb: number[], hex: string) => {
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return rgb.every((v, i) => Math.abs(v - want[i]!) <= 12);
  };
  // A red square on transparent: the frame must show it, centred, on the surface colour.
  const square = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect x="25" y="25" width="50" height="50" fill="#ff0000"/></svg>');

  it('shows the page picture whole and centred in its frame, the title on the panel, each page its own', async () => {
    const at = await pixels(await drawOgImage({ source: 'square.svg', fit: 'contain', title: 'Paracetamol', company: 'Fixture Exports' }, square));
    expect(near(at(20, 20), tokens.color['brand-strong'])).toBe(true);
    // The frame's centre is the square's; its corners are the frame's surface, past them the page's background.
    expect(near(at(880, 315), '#ff0000')).toBe(true);
    expect(near(at(620, 60), tokens.color.surface)).toBe(true);
    expect(near(at(1190, 10), tokens.color['surface-alt'])).toBe(true);
    // Some of the panel's middle band is the title's ink; another title draws other pixels.
    const ink = (read: typeof at) => Array.from({ length: 440 }, (_, x) => read(60 + x, 315)).filter((rgb) => near(rgb, tokens.color['ink-inverse'])).length;
    expect(ink(at)).toBeGreaterThan(10);
    const other = await pixels(await drawOgImage({ source: 'square.svg', fit: 'contain', title: 'Ibuprofen', company: 'Fixture Exports' }, square));
    expect(Array.from({ length: 440 }, (_, x) => at(60 + x, 315).join() === other(60 + x, 315).join()).every(Boolean)).toBe(false);
  });

  it('draws a structure the build drew as a PNG of 16 colours (issue 30: half the bytes of the JPEG), laid out the same', async () => {
    // The square stands for a drawing of flat colours: the layout must not depend on the encoding.
    const flat = await drawOgImage({ source: 'square.svg', fit: 'contain', title: 'Paracetamol', company: 'Fixture Exports', flat: true }, square);
    const meta = await sharp(flat).metadata();
    expect([meta.format, meta.width, meta.height, meta.isPalette]).toEqual(['png', OG_WIDTH, OG_HEIGHT, true]);
    expect(meta.bitsPerSample).toBeLessThanOrEqual(4);
    const at = await pixels(flat);
    expect(near(at(20, 20), tokens.color['brand-strong'])).toBe(true);
    expect(near(at(880, 315), '#ff0000')).toBe(true);
    expect(near(at(620, 60), tokens.color.surface)).toBe(true);
    expect(near(at(1190, 10), tokens.color['surface-alt'])).toBe(true);
    expect(Array.from({ length: 440 }, (_, x) => at(60 + x, 315)).filter((rgb) => near(rgb, tokens.color['ink-inverse'])).length).toBeGreaterThan(10);
    // A real structure drawing: its picture as a PNG is smaller than as a JPEG, and keeps its element colours.
    // 4-chlorobenzenesulfonamide: a label of each of four colours, a few pixels each.
    const structure = Buffer.from(structureSvg('NS(=O)(=O)C1=CC=C(Cl)C=C1', '2-D chemical structure of 4-Chlorobenzenesulfonamide'));
    const input = { source: 'chlorobenzenesulfonamide.svg', fit: 'contain', title: '4-Chlorobenzenesulfonamide', company: 'Fixture Exports' } as const;
    const [png, jpeg] = await Promise.all([drawOgImage({ ...input, flat: true }, structure), drawOgImage(input, structure)]);
    expect(png.length).toBeLessThan(jpeg.length * 0.75);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(colours.size).toBeLessThanOrEqual(16);
    // Every label's colour (entry-images.ts' palette) is still there, near enough: oxygen, nitrogen, sulfur, chlorine.
    const has = (hex: string) => [...colours].some((c) => near(c.split(',').map(Number), hex));
    expect(['#B86E12', '#1F7A99', '#8A5A3B', '#4C8C4A'].filter((hex) => !has(hex))).toEqual([]);
  });

  it("only a structure the build drew is flat: content pictures (photos, editors' drawings) stay JPEG", () => {
    const content = shownContent();
    const pictures = siteAddresses(content)
      .map((a) => pictureOf(a, content))
      .filter((p) => p.source);
    const flat = pictures.filter((p) => p.flat);
    expect(flat.length).toBeGreaterThan(0);
    for (const p of flat) expect(p.source!.startsWith(contentDir)).toBe(false);
    const other = pictures.filter((p) => !p.flat);
    expect(other.length).toBeGreaterThan(0);
    for (const p of other) expect(p.source!.startsWith(contentDir)).toBe(true);
  });

  it('fills the frame with a banner ("cover"), a patterned one too', async () => {
    const banner = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><defs><pattern id="a" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="2" fill="#00ff00"/></pattern></defs><rect width="1600" height="500" fill="#0000ff"/><rect width="1600" height="500" fill="url(#a)" opacity=".2"/></svg>',
    );
    const at = await pixels(await drawOgImage({ source: 'banner.svg', fit: 'cover', title: 'About us', company: 'Fixture Exports' }, banner));
    for (const [x, y] of [[570, 5], [1195, 625], [880, 315]] as const) expect(at(x, y)[2]).toBeGreaterThan(180);
    expect(near(at(20, 20), tokens.color['brand-strong'])).toBe(true);
  });
});
