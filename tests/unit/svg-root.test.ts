import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { structureSvg } from '../../scripts/content/entry-images.ts';
import { svgPixelSize } from '../../scripts/render/og-image.ts';
import { svgRootAttributes } from '../../scripts/render/svg-root.ts';
import { svgSize } from '../../scripts/vite/content-plugin.ts';

// Issue 30: an SVG's size read from its root's start tag, not from a parse of the whole drawing
// (3,000 structure drawings, three builds and the share pictures each asked). Whatever the start
// tag alone cannot settle goes to the parser (svgSize) or to libvips (svgPixelSize), as before.
const structure = structureSvg('NS(=O)(=O)C1=CC=C(Cl)C=C1', '2-D chemical structure of 4-Chlorobenzenesulfonamide');

describe('svgRootAttributes', () => {
  it("reads the root's attributes, names in lower case, after a declaration and comments", () => {
    const attrs = svgRootAttributes('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20" width=\'10\' height="20px">');
    expect(attrs && Object.fromEntries(attrs)).toEqual({ xmlns: 'http://www.w3.org/2000/svg', viewbox: '0 0 10 20', width: '10', height: '20px' });
  });

  it.each([
    ['not an SVG', '<html><svg width="10" height="10"></svg></html>'],
    ['a doctype first', '<!DOCTYPE svg><svg width="10" height="10"></svg>'],
    ['an entity in a value', '<svg width="&#49;0" height="10"></svg>'],
    ['a name twice', '<svg width="10" width="20" height="10"></svg>'],
    ['an unquoted value', '<svg width=10 height="10"></svg>'],
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
    const { HtmlEdit } = await import('../../scripts/render/html-edit.ts');
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
    expect(fast !== null).toBe(/^(whole pixels|px|a structure the build draws)$/.test(_));
  });
});
