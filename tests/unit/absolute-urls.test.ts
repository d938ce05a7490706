import { describe, expect, it } from 'vitest';
import { absoluteUrls } from '../../src/app/absolute-urls.ts';

/** A static page two levels down, under a sub-path, as the take-over finds it. */
const BASE = 'https://example.com/shop/business/fmcg/';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  absoluteUrls(root, BASE);
  return root;
}

describe('absoluteUrls: a static page\'s relative URLs keep their targets when the address moves', () => {
  it('makes links, pictures and sources absolute against the page\'s own address', () => {
    const root = page(
      '<a href="../../">Home</a><a href="../../contact/">Contact</a><img src="../../assets/x.svg"><picture><source srcset="../../assets/a.webp 1x, ../../assets/b.webp 2x"></picture>',
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/shop/', 'https://example.com/shop/contact/']);
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://example.com/shop/assets/x.svg');
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe('https://example.com/shop/assets/a.webp 1x, https://example.com/shop/assets/b.webp 2x');
  });

  it('leaves what does not depend on the page\'s place: fragments, other schemes, absolute and data: URLs', () => {
    const html =
      '<a href="#main">Skip</a><a href="tel:+911234">Call</a><a href="mailto:a@b.c">Mail</a><a href="https://other.example/x">Out</a><img src="data:image/svg+xml;base64,PHN2Zz4="><source srcset="data:image/svg+xml;base64,PHN2Zz4=">';
    const root = page(html);
    expect(root.innerHTML).toBe(html);
  });
});
