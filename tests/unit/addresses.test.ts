import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { preloadScript, routePreloadLoader } from '../../scripts/vite/route-preload.ts';
import { addressKey, entryAddress, pageAddress } from '../../src/routing/addresses.ts';

describe('the one address module', () => {
  it('computes every address of the fixture content in one call: route, key, hash path, real path', () => {
    const { content } = loadContent('tests/fixtures/content');
    expect(siteAddresses(content!, { screens: true }).map(({ id, key, hashPath, realPath }) => [id, key, hashPath, realPath])).toEqual([
      ['about', '', '/about', '/about/'],
      ['business/agricultural-commodities/spices', '', '/business/agricultural-commodities/spices', '/business/agricultural-commodities/spices/'],
      ['business/agricultural-commodities', '', '/business/agricultural-commodities', '/business/agricultural-commodities/'],
      ['business/api-excipients', '', '/business/api-excipients', '/business/api-excipients/'],
      ['business/ecopalm-products', '', '/business/ecopalm-products', '/business/ecopalm-products/'],
      ['business/fmcg', '', '/business/fmcg', '/business/fmcg/'],
      ['business/metals-minerals', '', '/business/metals-minerals', '/business/metals-minerals/'],
      ['business', '', '/business', '/business/'],
      ['contact', '', '/contact', '/contact/'],
      ['credentials', '', '/credentials', '/credentials/'],
      ['home', '', '/', '/'],
      ['privacy', '', '/privacy', '/privacy/'],
      ['api-product', 'Ascorbic Acid', '/business/api-excipients/Ascorbic%20Acid', '/business/api-excipients/ascorbic-acid/'],
      ['api-product', 'Lutein 10%', '/business/api-excipients/Lutein%2010%25', '/business/api-excipients/lutein-10/'],
      ['api-product', 'Metformin Hydrochloride', '/business/api-excipients/Metformin%20Hydrochloride', '/business/api-excipients/metformin-hydrochloride/'],
      ['api-product', 'Paracetamol', '/business/api-excipients/Paracetamol', '/business/api-excipients/paracetamol/'],
      ['ecopalm-category', 'bowls', '/business/ecopalm-products/bowls', '/business/ecopalm-products/bowls/'],
      ['ecopalm-category', 'plates', '/business/ecopalm-products/plates', '/business/ecopalm-products/plates/'],
      ['ecopalm-product', 'dip-bowl', '/business/ecopalm-products/bowls/dip-bowl', '/business/ecopalm-products/bowls/dip-bowl/'],
      ['ecopalm-product', 'round-plate', '/business/ecopalm-products/plates/round-plate', '/business/ecopalm-products/plates/round-plate/'],
      ['ecopalm-product', 'square-plate', '/business/ecopalm-products/plates/square-plate', '/business/ecopalm-products/plates/square-plate/'],
      // The fixture's translations (issue 31): the same pages under the language, English segments.
      ['home', '', '/ar', '/ar/'],
      ['api-product', 'Paracetamol', '/ar/business/api-excipients/Paracetamol', '/ar/business/api-excipients/paracetamol/'],
      ['home', '', '/fr', '/fr/'],
      ['api-product', 'Paracetamol', '/fr/business/api-excipients/Paracetamol', '/fr/business/api-excipients/paracetamol/'],
      ['ecopalm-product', 'round-plate', '/fr/business/ecopalm-products/plates/round-plate', '/fr/business/ecopalm-products/plates/round-plate/'],
      ['maintenance', '', '/maintenance', '/maintenance/'],
      ['not-found', '', '/not-found', '/not-found/'],
      ['enquiry-sent', '', '/contact/sent', '/contact/sent/'],
    ]);
  });

  it("hyphenates a page's camel-case name, and names an entry's parent by the parent's file, not its key", () => {
    expect(pageAddress('business/agricultural-commodities/FruitsAndVeg.json').realPath).toBe('/business/agricultural-commodities/fruits-and-veg/');
    const route = { id: 'product', path: '/range/:category/:product', param: 'product', parentParam: 'category' };
    expect(entryAddress(route, { key: 'Bowl 6"', slug: 'bowl-6', parent: 'Deep Bowls' }, 'deep')).toEqual({
      id: 'product',
      key: 'Bowl 6"',
      hashPath: '/range/Deep%20Bowls/Bowl%206%22',
      realPath: '/range/deep/bowl-6/',
    });
  });

  it('compares hash paths as the router matches them', () => {
    for (const written of ['/About', 'about', '/about/', '/ABOUT?x=1', '/about#team', '%2Fabout']) expect(addressKey(written), written).toBe('/about');
    expect(addressKey('/business/api-excipients/Lutein%2010%25')).toBe('/business/api-excipients/lutein 10%');
    expect(addressKey('/')).toBe('/');
    expect(addressKey('')).toBe('/');
    expect(addressKey('/bad%E0%A4')).toBe('/bad%e0%a4');
  });

  it("keys the address bar in index.html's preload script with the same normaliser", () => {
    const script = preloadScript({ [addressKey('/about')]: ['assets/about.js'], [addressKey('/business/api-excipients/Lutein%2010%25')]: ['assets/lutein.js', 'assets/banner.svg'] });
    const preloaded = (hash: string) => {
      const links: { rel?: string; as?: string; href?: string }[] = [];
      const document = { createElement: () => ({}), head: { appendChild: (l: object) => links.push(l) } };
      runInNewContext(script, { location: { hash }, document });
      return links;
    };
    for (const hash of ['#/about', '#about', '#/About/', '#/about?x=1']) expect(preloaded(hash), hash).toEqual([{ rel: 'modulepreload', href: './assets/about.js' }]);
    expect(preloaded('#/business/api-excipients/lutein%2010%25')).toEqual([
      { rel: 'modulepreload', href: './assets/lutein.js' },
      { rel: 'preload', as: 'image', href: './assets/banner.svg' },
    ]);
    expect(preloaded('#/contact')).toEqual([]);
  });

  it("index.html fetches the preload script only for a deep link, not for home's own addresses", () => {
    const loader = routePreloadLoader('./assets/route-preload-abc.js');
    const appended = (hash: string) => {
      const scripts: { src?: string }[] = [];
      const document = { createElement: () => ({}), head: { appendChild: (s: { src?: string }) => scripts.push(s) } };
      runInNewContext(loader, { location: { hash }, document, Object });
      return scripts;
    };
    for (const hash of ['#/about', '#about', '#/business/fmcg']) expect(appended(hash), hash).toEqual([{ src: './assets/route-preload-abc.js' }]);
    for (const hash of ['', '#', '#/']) expect(appended(hash), hash).toEqual([]);
  });
});
