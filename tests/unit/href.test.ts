import { describe, expect, it } from 'vitest';
import { contentPath } from '../../src/routing/addresses.ts';
import { href } from '../../src/routing/href.ts';
import { siteManifest } from '../../src/routing/site-manifest.ts';

describe('href', () => {
  it('builds static paths from route ids', () => {
    expect(href('home')).toBe('/');
    expect(href('contact')).toBe('/contact');
    expect(href('not-found')).toBe('/not-found');
  });

  it('encodes parameters, so names with %, spaces and parentheses survive', () => {
    expect(href('api-product', { productName: 'Lutein 10%' })).toBe('/business/api-excipients/Lutein%2010%25');
    expect(href('api-product', { productName: 'Liquorice (Glycyrrhiza) Extract 10%' })).toBe(
      `/business/api-excipients/${encodeURIComponent('Liquorice (Glycyrrhiza) Extract 10%')}`,
    );
  });

  it('reads editor links with or without the leading slash alike', () => {
    expect(contentPath('business/fmcg')).toBe('/business/fmcg');
    expect(contentPath('/business/fmcg')).toBe('/business/fmcg');
  });

  it('has one route per id and path', () => {
    expect(new Set(siteManifest.map((r) => r.id)).size).toBe(siteManifest.length);
    expect(new Set(siteManifest.map((r) => r.path.toLowerCase())).size).toBe(siteManifest.length);
  });

  it('refuses ids that are not routes (the typecheck refuses them first)', () => {
    // @ts-expect-error: "contat" is not a route id.
    expect(() => href('contat')).toThrow(/Unknown route id/);
  });
});
