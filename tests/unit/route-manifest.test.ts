import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentManifest, siteAddresses, type BuildPageRoute } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { sitemapLines, sitemapXml } from '../../scripts/render/sitemap.ts';
import { buildRoutes } from '../../src/app/build-routes.tsx';
import type { PageRouteModule } from '../../src/content/resolved.ts';
import type { RouteDef } from '../../src/routing/routes.ts';
import { siteManifest } from '../../src/routing/site-manifest.ts';

const { content } = loadContent('tests/fixtures/content');
const siteUrl = 'https://example.org/';

/** The fixture content's manifest as the browser has it, with one route more and nothing else changed. */
const added = {
  kind: 'page',
  id: 'fixture-added',
  path: '/fixture/added',
  realPath: '/fixture/added/',
  title: 'Added route',
  parent: null,
  load: () => Promise.resolve({ default: { title: 'Added route', description: '', sections: [] } as never }),
} satisfies PageRouteModule;
const manifest: RouteDef<PageRouteModule>[] = [...siteManifest, added];

describe('the route manifest (issue 44)', () => {
  it('a route added to the manifest is in the router, the static pages and the sitemap, with no other change', () => {
    const leaf = matchRoutes(buildRoutes([], manifest), '/fixture/added')?.at(-1)?.route;
    expect(leaf?.id).toBe('fixture-added');

    const addresses = siteAddresses(content!, {}, (locale) => (locale === 'en' ? manifest : contentManifest(content!, locale)));
    expect(addresses.map((a) => a.realPath)).toContain('/fixture/added/');

    const sitemap = sitemapXml([...sitemapLines(addresses, siteUrl).values()].map((line) => ({ ...line, lastmod: '2026-01-01' })));
    expect(sitemap).toContain('<loc>https://example.org/fixture/added/</loc>');
  });

  it('the browser and the build derive the same English pages from the one manifest', () => {
    const pages = (routes: readonly RouteDef<BuildPageRoute>[]) => routes.map((r) => (r.kind === 'page' ? `${r.id} ${r.path} ${r.realPath} ${r.parent}` : r.id));
    expect(pages(siteManifest)).toEqual(pages(contentManifest(content!)));
  });
});
