import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { pageMeta, searchSnippet, SNIPPET_LENGTH } from '../../src/app/page-meta.ts';
import type { SiteAddress } from '../../scripts/content/addresses.ts';
import { headTags, jsonLd, type PageHead } from '../../scripts/render/head.ts';
import { titleLayout, wrapText } from '../../scripts/render/og-image.ts';
import { parseFragment, serialize as serializeOuter } from 'parse5';
import { HERO_INLINE_LIMIT, pageComposer, rootOf, staticMarkup, type PageParts } from '../../scripts/render/page-html.ts';
import { deferAppScripts, loaderScript } from '../../scripts/vite/deferred-app.ts';
import { realAddressMap, realHrefFor } from '../../scripts/render/render-site.ts';
import { siteUrlOf } from '../../scripts/site-url.ts';
import { sitemapXml } from '../../scripts/render/sitemap.ts';
import { loadContent } from '../../scripts/content/load.ts';

/** Sequences that String.prototype.replace reads as patterns in a replacement string, and React's escaped forms. */
const TRICKY = "Costs $' and $& and $` and $$ and $<b and $\" and $&lt; and $&quot;";

const template = deferAppScripts([
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Site</title>',
  '    <meta name="description" content="" />',
  '    <!-- A deep link must not flash the prerendered home page. -->',
  "    <script>if (location.hash.length > 2) document.documentElement.setAttribute('data-deep-link', '');</script>",
  '    <script type="module" crossorigin src="./assets/index-abc.js"></script>',
  '    <style>.hero{background:url(./assets/hero.svg)}</style>',
  '  </head>',
  '  <body>',
  '    <div id="root"><!--app-html--></div>',
  '  </body>',
  '</html>',
].join('\n'));

const composePage = (template: string, parts: PageParts) => pageComposer(template)(parts);

/**
 * What the page's loader (deferred-app.ts) adds to <head> when it runs (here on a key press, one of
 * the moments it starts the app): each element as the page writes it, in order.
 */
function addedByLoader(html: string, url = 'https://example.com/a/b/'): string[] {
  const virtualConsole = new VirtualConsole();
  const errors: string[] = [];
  virtualConsole.on('jsdomError', (e) => errors.push(e.message));
  const dom = new JSDOM(html, { url, runScripts: 'dangerously', pretendToBeVisual: true, virtualConsole });
  const { document } = dom.window;
  const before = new Set(document.head.children);
  dom.window.dispatchEvent(new dom.window.KeyboardEvent('keydown'));
  const added = [...document.head.children].filter((el) => !before.has(el)).map((el) => el.outerHTML);
  dom.window.close();
  expect(errors).toEqual([]);
  return added;
}
const parts = (over: Partial<PageParts> = {}): PageParts => ({
  root: './',
  title: 'Title',
  description: 'Description',
  head: [],
  preloads: [],
  markup: '<main><h1>Heading</h1></main>',
  htmlAttributes: {},
  keepInlineScripts: true,
  ...over,
});

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('composePage', () => {
  it('keeps page text with replacement patterns ($\', $&, $`, $$, $<, $") as text', () => {
    const html = composePage(template, parts({ markup: `<main><h1>${TRICKY}</h1><p>${TRICKY}</p></main>`, title: TRICKY, description: TRICKY }));
    expect(count(html, /<head>/g)).toBe(1);
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<!doctype/gi)).toBe(1);
    expect(html).toContain(`<h1>${TRICKY}</h1><p>${TRICKY}</p>`);
    expect(html).toContain("<title>Costs $&#39; and $&amp; and $` and $$ and $&lt;b and $&quot;");
    // In a quoted attribute value only & and " are escaped.
    expect(html).toContain('<meta name="description" content="Costs $\' and $&amp; and $` and $$ and $<b and $&quot;');
    expect(html).not.toContain('<!--app-html-->');
  });

  it('points every URL of a page at a real address back to the root, and drops the hash-address scripts', () => {
    const html = composePage(template, parts({ root: '../../', keepInlineScripts: false, preloads: ['assets/page.js', 'assets/banner.svg'] }));
    expect(html).toContain('src="../../assets/index-abc.js"');
    expect(html).toContain('url(../../assets/hero.svg)');
    expect(addedByLoader(html)).toContain('<link rel="modulepreload" href="../../assets/page.js">');
    expect(html).toContain('<link rel="preload" as="image" href="../../assets/banner.svg">');
    expect(html).not.toContain('data-deep-link');
    expect(html).not.toContain('<script>');
  });

  it('keeps the app\'s scripts inert until the loader adds them, the route\'s chunks with them', () => {
    const html = composePage(template, parts({ root: '../', keepInlineScripts: false, preloads: ['assets/page.js'] }));
    const head = html.slice(0, html.indexOf('</head>'));
    const inert = /<template id="app-scripts"[^>]*>([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
    expect(inert).toContain('<script type="module" crossorigin src="../assets/index-abc.js"></script>');
    // The route's chunks by name (a link each was ~50 bytes more), which the loader makes links of,
    // after the entry script, each in its folder as the page's depth writes it.
    expect(addedByLoader(html, 'https://example.com/a/')).toEqual(['<script type="module" crossorigin="" src="../assets/index-abc.js"></script>', '<link rel="modulepreload" href="../assets/page.js">']);
    // Outside the template nothing fetches script before the loader runs.
    expect(head.replace(/<template[\s\S]*?<\/template>/, '')).not.toMatch(/<script type="module"|<link[^>]*modulepreload/);
    expect(head).toMatch(/<script id="app-loader">[^\n]*importNode[^\n]*<\/script>/);
    expect(() => deferAppScripts('<html><head></head><body></body></html>')).toThrow(/no module script/);
  });

  it("names in its policy only the inline scripts the page keeps", () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const marker = "if (location.hash.length > 2) document.documentElement.setAttribute('data-deep-link', '');";
    const policy = `default-src 'self'; script-src 'self' ${hash(marker)} ${hash(loaderScript)}; object-src 'none'`;
    const withPolicy = template.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    const csp = (html: string) => new JSDOM(html).window.document.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content');
    // index.html keeps the hash-address scripts, and their hashes.
    expect(csp(composePage(withPolicy, parts({ keepInlineScripts: true })))).toBe(policy);
    // A real address drops them, and their hashes with them: the loader's stays.
    expect(csp(composePage(withPolicy, parts({ root: '../', keepInlineScripts: false })))).toBe(`default-src 'self'; script-src 'self' ${hash(loaderScript)}; object-src 'none'`);
  });

  it('names the hash route on <html>, escaped', () => {
    const html = composePage(template, parts({ htmlAttributes: { 'data-hash-route': '/a/"b"<c>' } }));
    expect(html).toContain('<html lang="en" data-hash-route="/a/&quot;b&quot;<c>">');
  });

});

describe('staticMarkup', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hero-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/small.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  writeFileSync(path.join(dist, 'assets/large.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(HERO_INLINE_LIMIT)}</svg>`);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const markup = (file: string, priority = 'high') =>
    `<link rel="preload" as="image" href="../assets/${file}" fetchPriority="${priority}"/><div><img src="../assets/${file}" alt="Hero $& $'" width="10" height="10" fetchPriority="${priority}"/></div><p>$' after</p>`;

  /** `markup` as staticMarkup writes what it leaves alone: values that need no quotes without them. */
  const written = (file: string, priority = 'high') =>
    `<link rel=preload as=image href=../assets/${file} fetchPriority="${priority}"/><div><img src=../assets/${file} alt="Hero $& $'" width=10 height=10 fetchPriority="${priority}"/></div><p>$' after</p>`;

  it('puts a small hero drawing inside the page and drops its preload', () => {
    const out = staticMarkup(markup('small.svg'), '../', dist).html;
    expect(out).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="Hero \$& \$'" width=10 height=10 fetchPriority="high"\/>/);
    expect(out).not.toContain('rel="preload"');
    expect(out).toContain("<p>$' after</p>");
    const data = /svg\+xml,([^"]+)/.exec(out)![1]!;
    expect(decodeURIComponent(data)).toBe("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>");
  });

  it('takes no script out of the page markup into the page', () => {
    expect(staticMarkup('<main><h1>x</h1><script>alert(1)</script><p>y</p></main>', '../', dist).html).toBe('<main><h1>x</h1><p>y</p></main>');
  });

  it('inlines the portrait <source> of the hero\'s <picture> (what phones paint), whatever the order or quotes of the attributes, and leaves the wide drawing a file', () => {
    const out = staticMarkup(
      `<link rel="preload" as="image" href="../assets/small.svg"><picture><source media='(max-width: 640px)' srcSet='../assets/small.svg'><img fetchpriority=high alt="" src="../assets/small.svg"></picture>`,
      '../',
      dist,
    ).html;
    // A preload would fetch the wide drawing on phones too: the <img> is found by the preload scanner.
    // The wide drawing's address needs no quotes, so the page writes none (page-html.ts).
    expect(out).toMatch(/^<picture><source media='\(max-width: 640px\)' srcSet="data:image\/svg\+xml,[^"\s]+"><img fetchpriority=high alt="" src="?\.\.\/assets\/small\.svg"?><\/picture>$/);
  });

  it('leaves a large drawing, a picture that is not the hero, and a missing file alone', () => {
    expect(staticMarkup(markup('large.svg'), '../', dist).html).toBe(written('large.svg'));
    expect(staticMarkup(markup('small.svg', 'auto'), '../', dist).html).toBe(written('small.svg', 'auto'));
    expect(staticMarkup(markup('missing.svg'), '../', dist).html).toBe(written('missing.svg'));
  });

  it('writes the same tree in fewer bytes: empty SVG shapes closed with />, values that need no quotes without them', () => {
    const markup = [
      '<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4"><path d="m9 18 6-6-6-6"></path><circle cx="18" cy="5" r="3"></circle><g fill="none"><path d="M1 1"/></g></svg>',
      '<a href="../../ar/" class="nav-link" data-x="">t</a><img src="a.png" alt="" width="10"/><br/><p title="a=b" data-q="it\'s" data-amp="a&amp;b" class="x y">p</p>',
    ].join('');
    const out = staticMarkup(markup, '../', dist).html;
    expect(out).toBe(
      [
        '<svg viewBox="0 0 24 24" aria-hidden=true class="icon size-4"><path d="m9 18 6-6-6-6"/><circle cx=18 cy=5 r="3"/><g fill=none><path d="M1 1"/></g></svg>',
        '<a href=../../ar/ class=nav-link data-x="">t</a><img src=a.png alt="" width="10"/><br/><p title="a=b" data-q="it\'s" data-amp="a&amp;b" class="x y">p</p>',
      ].join(''),
    );
    // The parser (a browser's, React's adopting the page) reads the same tree.
    const tree = (html: string) => serializeOuter(parseFragment(html) as never);
    expect(tree(out)).toBe(tree(markup));
  });
});

describe('real addresses', () => {
  const address = (hashPath: string, realPath: string): SiteAddress => ({ kind: 'page', id: hashPath, key: '', hashPath, realPath, title: '', description: '' });

  it('goes back to the root from any depth', () => {
    expect(rootOf('/')).toBe('./');
    expect(rootOf('/about/')).toBe('../');
    expect(rootOf('/business/api-excipients/paracetamol/')).toBe('../../../');
  });

  it('links every page, entry and redirect to its real address, ignoring case and encoding, and screens to their hash address', () => {
    const { content } = loadContent();
    const map = realAddressMap([address('/', '/'), address('/business/agricultural-commodities/spices', '/business/agricultural-commodities/spices/'), address('/business/api-excipients/Lutein%2010%25', '/business/api-excipients/lutein-10/')]);
    const link = realHrefFor('../../', map);
    expect(link({ pathname: '/', search: '', hash: '' })).toEqual({ href: '../../', plain: true });
    expect(link({ pathname: '/business/api-excipients/lutein%2010%25', search: '', hash: '' })).toEqual({ href: '../../business/api-excipients/lutein-10/', plain: false });
    expect(link({ pathname: '/business/spices-herbs', search: '', hash: '' })).toEqual({ href: '../../business/agricultural-commodities/spices/', plain: false });
    expect(link({ pathname: '/business/agricultural-commodities/spices', search: '?a=1', hash: '#x' })).toEqual({ href: '../../business/agricultural-commodities/spices/?a=1#x', plain: true });
    // The app's hash address keeps a trailing slash the real address cannot tell apart: spelled out.
    expect(link({ pathname: '/business/agricultural-commodities/spices/', search: '', hash: '' }).plain).toBe(false);
    expect(link({ pathname: '/not-found', search: '', hash: '' })).toEqual({ href: '../../#/not-found', plain: false });
    expect(content).not.toBeNull();
  });

  it('refuses two addresses that would be published at one real address', () => {
    expect(() => realAddressMap([address('/business/FruitsAndVeg', '/business/fruits-and-veg/'), address('/business/fruits-and-veg', '/business/fruits-and-veg/')])).toThrow(
      /"\/business\/FruitsAndVeg" and "\/business\/fruits-and-veg" would both be published at \/business\/fruits-and-veg\//,
    );
  });

  it('reads SITE_URL as a base that ends in a slash, localhost:4173 by default', () => {
    expect(siteUrlOf(undefined)).toBe('http://localhost:4173/');
    expect(siteUrlOf('https://www.example.com')).toBe('https://www.example.com/');
    expect(siteUrlOf('https://user.github.io/repo')).toBe('https://user.github.io/repo/');
    expect(siteUrlOf('https://user.github.io/repo/?x#y')).toBe('https://user.github.io/repo/');
    expect(() => siteUrlOf('ftp://example.com')).toThrow(/SITE_URL/);
    expect(() => siteUrlOf('example.com')).toThrow();
  });
});

describe('head tags', () => {
  const { content } = loadContent();
  const head: PageHead = {
    title: 'Paracetamol | Co',
    description: 'A "pain" reliever <b>',
    canonical: 'https://example.com/business/api-excipients/paracetamol/',
    image: 'https://example.com/assets/og/p.jpg',
    imageAlt: 'Paracetamol',
    type: 'product',
    breadcrumbs: [
      { name: 'Home', url: 'https://example.com/' },
      { name: 'Paracetamol', url: 'https://example.com/business/api-excipients/paracetamol/' },
    ],
    product: { name: 'Paracetamol </script><script>alert(1)</script>', description: 'd', image: 'https://example.com/assets/og/p.jpg', facts: [{ name: 'CAS Registry Number', propertyID: 'CAS', value: '103-90-2' }] },
  };

  it('writes JSON-LD that no content can break out of', () => {
    expect(jsonLd({ a: '</script><!--' })).toBe('<script type="application/ld+json">{"a":"\\u003c/script>\\u003c!--"}</script>');
  });

  it('names the page, its canonical, its share picture and its structured data', () => {
    const tags = headTags(head, content!.site, 'https://example.com/');
    const html = tags.join('\n');
    expect(html).toContain('<link rel="canonical" href="https://example.com/business/api-excipients/paracetamol/" />');
    expect(html).toContain('<meta property="og:description" content="A &quot;pain&quot; reliever &lt;b&gt;" />');
    for (const p of ['og:title', 'og:url', 'og:image', 'og:type', 'og:site_name']) expect(html).toContain(`property="${p}"`);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    const ld = tags.filter((t) => t.startsWith('<script type="application/ld+json">')).map((t) => JSON.parse(t.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>);
    expect(ld.map((x) => x['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Product']);
    expect(ld[2]).toMatchObject({ name: head.product!.name, additionalProperty: [{ '@type': 'PropertyValue', propertyID: 'CAS', value: '103-90-2' }] });
    expect(html).not.toContain('</script><script>');
  });

  it('describes the company in full on home and names the same node by its @id elsewhere', () => {
    const ld = (h: PageHead) => headTags(h, content!.site, 'https://example.com/').filter((t) => t.startsWith('<script type="application/ld+json">')).map((t) => JSON.parse(t.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>);
    const home = ld({ ...head, canonical: 'https://example.com/', product: undefined })[0]!;
    const product = ld(head)[0]!;
    expect(home).toMatchObject({ '@type': 'Organization', '@id': 'https://example.com/#organization', name: content!.site.company.name, address: { '@type': 'PostalAddress' } });
    expect(home.sameAs).toEqual(content!.site.socials.map((s) => s.url));
    expect(product).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', '@id': home['@id'], name: home.name, url: home.url });
  });

  it('marks the 404 page noindex, with no canonical', () => {
    const html = headTags({ ...head, canonical: null, noindex: true, product: undefined }, content!.site, 'https://example.com/').join('\n');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('"Product"');
  });
});

describe('page meta, shared by the app and the static pages', () => {
  const company = { name: 'Co', tagline: 'We trade', description: 'About Co' };
  it('titles home with the tagline, other pages with the company, and describes entries from their own content', () => {
    expect(pageMeta('home', 'Home', { page: { description: 'Home text' } }, company)).toEqual({ title: 'Co | We trade', description: 'Home text' });
    expect(pageMeta('api-product', 'Paracetamol', { item: { description: 'Paracetamol (CAS 103-90-2): ...' } }, company)).toEqual({
      title: 'Paracetamol | Co',
      description: 'Paracetamol (CAS 103-90-2): ...',
    });
    expect(pageMeta('not-found', 'Page not found', undefined, company)).toEqual({ title: 'Page not found | Co', description: 'About Co' });
  });

  it('describes a page with a long description by a search snippet: cut at a word, "…" after, within the length search engines show', () => {
    const words = 'Paracetamol (acetaminophen) is a widely used analgesic and antipyretic for mild to moderate pain and fever, and one of the highest-volume APIs in the world, made into tablets, capsules and syrups.';
    const { description } = pageMeta('api-product', 'Paracetamol', { item: { description: words } }, company);
    expect(Array.from(description).length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(description).toMatch(/\w…$/);
    // Whole words of the description, in order: the snippet is its beginning, cut between words.
    const kept = description.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect([' ', ',', '.'].includes(words[kept.length]!)).toBe(true);
  });

  it('counts Arabic letters as letters, not bytes, and ends before punctuation', () => {
    const sentence = 'الباراسيتامول مسكّن للألم وخافض للحرارة واسع الاستخدام، ';
    const snippet = searchSnippet(sentence.repeat(5));
    expect(Array.from(snippet).length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(Array.from(snippet).length).toBeGreaterThan(SNIPPET_LENGTH - 20);
    expect(snippet).toMatch(/[^\s،]…$/u);
    expect(sentence.repeat(5).startsWith(snippet.slice(0, -1))).toBe(true);
  });

  it('keeps a description that fits whole, blank runs made single spaces', () => {
    const fits = 'x'.repeat(SNIPPET_LENGTH - 10) + ' end.';
    expect(searchSnippet(fits)).toBe(fits);
    expect(searchSnippet('  Two\n  lines  ')).toBe('Two lines');
    // A single word longer than the snippet is cut where it must be.
    expect(searchSnippet('y'.repeat(400))).toBe(`${'y'.repeat(SNIPPET_LENGTH - 1)}…`);
    // A letter outside the BMP is one character, never split.
    expect(Array.from(searchSnippet('𝛼'.repeat(400))).length).toBe(SNIPPET_LENGTH);
  });
});

describe('share picture layout', () => {
  it('wraps titles into at most four lines that fit the panel', () => {
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
    for (const title of ['Paracetamol', 'Fast-Moving Consumer Goods', 'Microcrystalline Cellulose (MCC) Grade S0123 With A Very Long Name Indeed', 'Pneumonoultramicroscopicsilicovolcanoconiosis']) {
      const { size, lines } = titleLayout(title);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const line of lines) expect(line.length * size * 0.66).toBeLessThanOrEqual(448 + 1);
    }
  });
});

describe('sitemap', () => {
  it('escapes addresses and carries lastmod', () => {
    const xml = sitemapXml([{ loc: 'https://example.com/a?b=1&c=2', lastmod: '2026-01-02T03:04:05+00:00' }]);
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05+00:00</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
