import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { structureSvg } from '../../scripts/content/entry-images.ts';
import { svgPixelSize } from '../../scripts/render/og-image.ts';
import { svgRootAttributes, withoutTitle } from '../../scripts/svg-root.ts';
import { svgSize } from '../../scripts/vite/content-plugin.ts';

// Issue 30: an SVG's size read from its root's start tag (parse5's tokenizer, stopped there), not
// from a parse of the whole drawing (3,000 structure drawings, three builds and the share pictures
// each asked). What the start tag alone cannot settle goes to the parser (svgSize) or to libvips
// (svgPixelSize), as before.
const structure = structureSvg('NS(=O)(=O)C1=CC=C(Cl)C=C1', '2-D chemical structure of 4-Chlorobenzenesulfonamide');

describe('svgRootAttributes', () => {
  it("reads the root's attributes as the parser does: names in lower case, entities read, the first of a name", () => {
    const attrs = svgRootAttributes('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20" width=\'1&#48;\' height=20px width="99">');
    expect(attrs && Object.fromEntries(attrs)).toEqual({ xmlns: 'http://www.w3.org/2000/svg', viewbox: '0 0 10 20', width: '10', height: '20px' });
  });

  it.each([
    ['another element first', '<html><svg width="10" height="10"></svg></html>'],
    ['text first', 'a drawing: <svg width="10" height="10"></svg>'],
    ['no tag at all', 'width="10" height="10"'],
  ])('leaves %s to the parser', (_, svg) => {
    expect(svgRootAttributes(svg)).toBeNull();
  });
});

describe("an SVG's size", () => {
  it.each([
    ['whole pixels', '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"/>'],
    ['px', '<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80px"/>'],
    ['a viewBox alone', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"/>'],
    ['a fraction', '<svg xmlns="http://www.w3.org/2000/svg" width="120.6" height="80.4"/>'],
    ['units', '<svg xmlns="http://www.w3.org/2000/svg" width="2in" height="1in" viewBox="0 0 144 72"/>'],
    ['a percentage', '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 120 80"/>'],
    ['an entity', '<svg xmlns="http://www.w3.org/2000/svg" width="&#49;20" height="80"/>'],
    ['a structure the build draws', structure],
  ])('%s: the same as a parse of the whole drawing (svgSize) and as libvips (share pictures)', async (_, svg) => {
    const { HtmlEdit } = await import('../../scripts/html-edit.ts');
    const html = new HtmlEdit(svg, { fragment: true });
    const root = html.find((el) => el.tagName === 'svg')!;
    const px = (value: string | undefined) => (value && /^\s*[\d.]+(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : 0);
    const box = (html.attr(root, 'viewbox') ?? '').trim().split(/[\s,]+/).map(Number);
    const parsed = px(html.attr(root, 'width')) && px(html.attr(root, 'height')) ? { width: px(html.attr(root, 'width')), height: px(html.attr(root, 'height')) } : { width: Math.round(box[2]!), height: Math.round(box[3]!) };
    expect(svgSize(svg)).toEqual(parsed);
    // Read from the tag only where it says whole pixels; then exactly what libvips reads.
    const fast = svgPixelSize(Buffer.from(svg));
    if (fast) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(fast).toEqual({ format: meta.format, width: meta.width, height: meta.height });
    }
    expect(fast !== null).toBe(/^(whole pixels|px|an entity|a structure the build draws)$/.test(_));
  });
});

// Issue 30: a share picture's raster of a drawing is kept by what is drawn, so a molecule named in
// four languages, or listed in several grades, is rasterised once (og-image.ts pictureRaster).
describe('withoutTitle', () => {
  it('drops the first <title> and nothing else', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <title>Caffeine &amp; co</title>\n  <line x1="0" y1="0" x2="10" y2="10"/><title>kept</title></svg>';
    expect(withoutTitle(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  \n  <line x1="0" y1="0" x2="10" y2="10"/><title>kept</title></svg>');
  });

  it('leaves a drawing without a title before its first shape as it is', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><title>late</title></svg>';
    expect(withoutTitle(svg)).toBe(svg);
    expect(withoutTitle('not markup at all')).toBe('not markup at all');
  });

  it("makes a structure's drawings in two languages, and two grades' drawings, one picture", () => {
    const smiles = 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C';
    const english = structureSvg(smiles, '2-D chemical structure of Caffeine');
    const arabic = structureSvg(smiles, 'البنية الكيميائية للكافيين');
    const grade = structureSvg(smiles, '2-D chemical structure of Caffeine <Grade S0001> & "B"');
    expect(english).not.toBe(arabic);
    expect(grade).toContain('Caffeine &lt;Grade S0001&gt; &amp; &quot;B&quot;');
    expect(withoutTitle(arabic)).toBe(withoutTitle(english));
    expect(withoutTitle(grade)).toBe(withoutTitle(english));
    expect(withoutTitle(english)).not.toContain('Caffeine');
    // Another molecule is another drawing.
    expect(withoutTitle(structureSvg('CC(=O)NC1=CC=C(O)C=C1', '2-D chemical structure of Caffeine'))).not.toBe(withoutTitle(english));
  });
});
