import { describe, expect, it } from 'vitest';
import { contentPath, href } from '../../src/app/href.ts';
import { routeManifest } from '../../src/app/routes.ts';

describe('href', () => {
  it('builds static paths from route ids', () => {
    expect(href('home')).toBe('/');
    expect(href('rice')).toBe('/business/agricultural-commodities/rice');
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
    expect(new Set(routeManifest.map((r) => r.id)).size).toBe(routeManifest.length);
    expect(new Set(routeManifest.map((r) => r.path)).size).toBe(routeManifest.length);
  });
});
