import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../scripts/render/svg-data-url.ts';

const decode = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

describe('svgDataUrl', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <title>Ünïcode &amp; 50% #1</title>\n  <path fill="#0F4C68" d="M0 0h10"/>\n</svg>\n';

  it('encodes only what a URL needs, and is shorter than base64', () => {
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,<svg /);
    expect(url).not.toMatch(/[#"\n]|%(?![0-9A-F]{2})/);
    expect(decode(url)).toBe("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'> <title>Ünïcode &amp; 50% #1</title> <path fill='#0F4C68' d='M0 0h10'/> </svg>");
    expect(url.length).toBeLessThan(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`.length);
  });

  it('keeps double quotes (encoded) in a drawing that has single ones', () => {
    const url = svgDataUrl(`<svg font-family="'Noto Sans'"/>`);
    expect(decode(url)).toBe(`<svg font-family="'Noto Sans'"/>`);
    expect(url).not.toContain('"');
  });

  it('has no whitespace for a srcset, which splits its candidates there', () => {
    const url = svgDataUrl(svg, { forSrcset: true });
    expect(url).not.toMatch(/\s/);
    expect(decode(url)).toContain("<title>Ünïcode &amp; 50% #1</title>");
  });
});
