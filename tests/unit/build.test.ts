import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { HtmlEdit } from '../../scripts/html-edit.ts';
import { contentDir as testContent } from './content-dirs.ts';

/**
 * `npm run build` end to end, on a copy of the test content with text that once broke the prerender
 * (replacement patterns such as `$'` and `$&` in page text), a hidden product, and SITE_URL under
 * a sub-path, as on GitHub Pages.
 */
const TRICKY = "Sourcing $' $& $` $$ $<b> $\" done";
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
const contentDir = path.join(work, 'content');
const dist = path.join(work, 'dist');
const reads = path.join(work, 'reads.txt');
let output = '';
// Two API products of the test content: one gets tricky text, the other is hidden.
const [product, hiddenProduct, heavyProduct] = readdirSync(path.join(testContent, 'catalogue/api-products')).map((f) => f.replace(/\.json$/, ''));
// A page two levels down, e.g. /business/fmcg/.
const { realPath: deepPage } = siteAddresses(loadContent(testContent).content!).find((a) => a.kind === 'page' && a.realPath.split('/').length === 4)!;

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

beforeAll(async () => {
  cpSync(testContent, contentDir, { recursive: true });
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const abs = path.join(contentDir, file);
    const json = JSON.parse(readFileSync(abs, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(abs, JSON.stringify(json, null, 2));
  };
  edit('pages/home.json', (home) => {
    home.description = `${TRICKY}: exporter of APIs, spices and rice to bulk buyers`;
    const hero = (home.sections as { type: string; slides?: { heading: string }[] }[]).find((s) => s.slides);
    hero!.slides![0]!.heading = TRICKY;
  });
  edit(`catalogue/api-products/${product}.json`, (p) => {
    p.description = `${TRICKY} </script><script>alert(1)</script>`;
  });
  edit(`catalogue/api-products/${hiddenProduct}.json`, (p) => {
    p.hidden = true;
  });
  // A product whose page is over the 60 KB budget, which the build must name.
  // (Many rows, each within the length a field may have: one 67,000-character paragraph is refused.)
  edit(`catalogue/api-products/${heavyProduct}.json`, (p) => {
    p.specifications = Array.from({ length: 900 }, (_, i) => ({ label: `Related substance ${i + 1}`, value: 'Not more than 0.10 %, by HPLC (Ph. Eur. 2.2.29)' }));
  });
  const run = await promisify(execFile)(
    process.execPath,
    // What the README tells every host to run.
    ['--import', path.join(root, 'tests/fixtures/count-reads.mjs'), '--import', 'tsx', 'scripts/build.ts', '--deploy'],
    {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, SITE_URL: 'https://example.org/repo', CMS_GITHUB_REPO: 'example/repo', COUNT_READS_OF: path.join(contentDir, 'site.json'), COUNT_READS_TO: reads },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  output = `${run.stdout}${run.stderr}`;
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
  it('reads and checks the content once for the whole build', () => {
    expect(readFileSync(reads, 'utf8').trim().split('\n')).toEqual(['1']);
    expect(count(output, /Content OK/g)).toBe(1);
  });

  it('keeps home text with replacement patterns as text: one head, one title, the text intact', () => {
    const index = read('index.html');
    expect(count(index, /<head>/g)).toBe(1);
    // Elements, read through the parser: the inlined hero drawing's own <title> is text of an attribute.
    expect(new HtmlEdit(index).all((el) => el.tagName === 'title')).toHaveLength(1);
    expect(count(index, /<body>/g)).toBe(1);
    expect(count(index, /http-equiv="Content-Security-Policy"/g)).toBe(1);
    // As React escapes text and the head escapes attributes.
    expect(index).toContain("Sourcing $&#x27; $&amp; $` $$ $&lt;b&gt; $&quot; done");
    expect(index).toContain('<meta name="description" content="Sourcing $\' $&amp; $` $$ $<b> $&quot; done: exporter');
    const page = read(`business/api-excipients/${product}/index.html`);
    expect(count(page, /<head>/g)).toBe(1);
    // The description's "</script><script>alert(1)</script>" stays text: inside the meta's quoted
    // value (where only & and " are escaped) and escaped in JSON-LD; no element is made of it.
    const parsed = new HtmlEdit(page);
    expect(parsed.all((el) => el.tagName === 'script').map((el) => parsed.inner(el))).not.toContain('alert(1)');
    expect(parsed.attr(parsed.find((el) => el.tagName === 'meta' && parsed.attr(el, 'name') === 'description')!, 'content')).toContain('</script><script>alert(1)</script>');
    for (const [, json] of page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(() => JSON.parse(json!)).not.toThrow();
  });

  it('puts the drawing a phone paints first on home inside index.html (the slide\'s portrait one), with no preload for either', () => {
    const index = read('index.html');
    const html = new HtmlEdit(index);
    const hero = html.find((el) => el.tagName === 'img' && html.attr(el, 'fetchpriority') === 'high')!;
    expect(hero).toBeDefined();
    const portrait = (hero.parentNode as typeof hero).childNodes.find((n): n is typeof hero => 'tagName' in n && n.tagName === 'source');
    // The fixture's first slide has a portrait drawing: phones paint it from the HTML; wide screens fetch the wide file.
    const inlined = html.attr(portrait!, 'srcset')!;
    expect(inlined).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(inlined.slice('data:image/svg+xml,'.length))).toMatch(/^<svg|<\?xml/);
    expect(html.attr(hero, 'src')).toMatch(/^\.\/assets\/.+\.svg$/);
    expect(index).not.toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(html.all((el) => el.tagName === 'link' && html.attr(el, 'rel') === 'preload' && html.attr(el, 'href') === html.attr(hero, 'src'))).toEqual([]);
  });

  it('publishes every shown page and entry, and nothing hidden, at SITE_URL', () => {
    const { content } = loadContent(contentDir);
    const expected = siteAddresses(content!).map((a) => `https://example.org/repo${a.realPath}`);
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(expected.sort());
    expect(sitemap).not.toContain(hiddenProduct);
    expect(existsSync(path.join(dist, `business/api-excipients/${hiddenProduct}/index.html`))).toBe(false);
    for (const a of siteAddresses(content!)) expect(existsSync(path.join(dist, a.realPath, 'index.html')), a.realPath).toBe(true);
    expect(read('robots.txt')).toContain('Sitemap: https://example.org/repo/sitemap.xml');
    expect(read(`${deepPage}index.html`)).toContain(`<link rel="canonical" href="https://example.org/repo${deepPage}" />`);
  });

  it('with SITE_URL (and --deploy), no page, sitemap, robots.txt or document says localhost, and printed sheets name the public address', async () => {
    expect(output).not.toContain('SITE_URL is not set');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|xml|txt|webmanifest|pdf)$/.test(f));
    expect(files.some((f) => f.endsWith('.pdf'))).toBe(true);
    for (const file of files) {
      const text = file.endsWith('.pdf')
        ? (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path.join(dist, file)))), { mergePages: true })).text
        : read(file);
      expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);
    }
    expect(read(`business/api-excipients/${product}/index.html`)).toContain(`data-print-address="">https://example.org/repo/business/api-excipients/${product}/<`);
  });

  it('writes pages whose links and files are relative to their own place, and a 404 page that works at any depth under the sub-path', () => {
    // Read through the parser: the pages write a value without quotes where it needs none.
    const urls = (html: string) => {
      const page = new HtmlEdit(html);
      return page.all().flatMap((el) => ['src', 'href'].map((name) => page.attr(el, name)).filter((v): v is string => v !== undefined));
    };
    const deep = read(`${deepPage}index.html`);
    expect(urls(deep).some((u) => u.startsWith('../../assets/'))).toBe(true);
    expect(urls(deep)).toContain('../../contact/');
    expect(deep).not.toContain('__site_root__');
    const notFound = read('404.html');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(urls(notFound).some((u) => u.startsWith('/repo/assets/'))).toBe(true);
    expect(urls(notFound)).toContain('/repo/');
    expect(notFound).toContain('data-site-root="/repo/"');
    expect(urls(notFound).filter((u) => u.startsWith('./'))).toEqual([]);
  });

  it('writes _headers with HSTS for a year with subdomains, COOP same-origin, and no retired interest-cohort (issue 24, item 10)', () => {
    const headers = read('_headers');
    const site = headers.slice(0, headers.indexOf('/assets/*'));
    expect(site).toMatch(/^\/\*$/m);
    expect(site).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    expect(site).toContain('  Cross-Origin-Opener-Policy: same-origin\n');
    expect(site).toMatch(/^ {2}Permissions-Policy: camera=\(\)/m);
    expect(headers).not.toContain('interest-cohort');
  });

  it('writes no compressed copies into the build: hosts compress by themselves, npm start keeps its own', () => {
    expect(existsSync(path.join(dist, '404.html'))).toBe(true);
    const copies = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f));
    expect(copies).toEqual([]);
  });

  it("builds the web editor without a copy of the site's drawings or a file per catalogue entry (issue 30: dist/ <= 15,000 files)", () => {
    const adminAssets = readdirSync(path.join(dist, 'admin/assets'));
    const siteAssets = new Set(readdirSync(path.join(dist, 'assets')));
    // A drawing the editor shows is the site's file, named by its address from the editor's chunks.
    expect(adminAssets.filter((f) => f.endsWith('.svg') && siteAssets.has(f))).toEqual([]);
    const named = [...new Set(adminAssets.filter((f) => f.endsWith('.js')).flatMap((f) => readFileSync(path.join(dist, 'admin/assets', f), 'utf8').match(/\.\.\/\.\.\/assets\/[\w.-]+\.svg/g) ?? []))];
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(siteAssets.has(file.slice('../../assets/'.length)), file).toBe(true);
    // No chunk per entry (named after it, as the bundler names one): the catalogue's entries, every language, travel in a few files.
    const slugs = readdirSync(path.join(contentDir, 'catalogue/api-products')).map((f) => f.replace(/(\.[a-z]{2})?\.json$/, ''));
    expect(slugs.length).toBeGreaterThan(0);
    expect(adminAssets.filter((f) => slugs.some((slug) => f.startsWith(`${slug}-`) && f.endsWith('.js')))).toEqual([]);
  });

  it('names every product page over the 60 KB budget, in every language, and the largest, from the pages it wrote', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('index.html') && !f.startsWith('admin'))
      .map((f) => ({ realPath: `/${path.dirname(f)}/`.replace(/^\/\.\/$/, '/'), bytes: readFileSync(path.join(dist, f)).length, html: read(f) }))
      .filter((p) => {
        const page = new HtmlEdit(p.html);
        const data = page.all((el) => el.tagName === 'script' && page.attr(el, 'type') === 'application/ld+json').map((el) => JSON.parse(page.inner(el)) as { '@type': string });
        return data.some((d) => d['@type'] === 'Product');
      });
    const over = pages.filter((p) => p.bytes > 60_000);
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(over.length).toBeGreaterThan(0);
    expect(output).toContain(`Product pages: ${pages.length}, the largest ${largest.realPath} (${largest.bytes.toLocaleString('en')} bytes); ${over.length} over the budget of 60,000 bytes.`);
    for (const p of over) expect(output).toContain(`  ${p.realPath} ${p.bytes.toLocaleString('en')} bytes`);
    for (const p of pages.filter((q) => q.bytes <= 60_000)) expect(output).not.toContain(`  ${p.realPath} `);
  });
});
