import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAddresses } from '../../scripts/content/addresses.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { redirectsFile } from '../../scripts/vite/redirects-file.ts';
import { ar } from '../../scripts/ui/words.ts';
import { es } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { localeInfo, prefixedLocales } from '../../src/content/locales.ts';
import { contentDir as testContent } from './content-dirs.ts';

/**
 * Issue 31 on the built site: the test content's translations (tests/fixtures/content/*.fr.json,
 * *.ar.json) published at /fr/... and /ar/..., everything derived from the content, not pinned.
 */
type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'build-locales-'));
const dist = path.join(work, 'dist');
const SITE = 'https://example.org/repo/';
const content = loadContent(testContent).content!;
const all = siteAddresses(content);
const english = all.filter((a) => !a.locale);
const localized = all.filter((a) => a.locale);

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: testContent, DIST_DIR: dist, SITE_URL: SITE, BUILD_EDITOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child as Node, out);
  if ('content' in node && node.content) elements(node.content as Node, out);
  return out;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** A static page as a crawler reads it: its <html> attributes, hreflang links and plain links (absolute). */
function page(realPath: string) {
  const file = path.join(dist, realPath, 'index.html');
  const doc = parse(readFileSync(file, 'utf8'));
  const els = elements(doc as unknown as Node);
  const html = els.find((e) => e.tagName === 'html')!;
  const base = new URL(realPath.slice(1), SITE);
  const alternates = Object.fromEntries(els.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate' && attr(e, 'hreflang')).map((e) => [attr(e, 'hreflang')!, attr(e, 'href')!]));
  // Links to the same page in another language (the language switcher) carry hreflang; the others are the page's own.
  const links = els
    .filter((e) => e.tagName === 'a' && attr(e, 'href') && !attr(e, 'hreflang'))
    .map((e) => new URL(attr(e, 'href')!, base))
    .filter((u) => u.href.startsWith(SITE) && !u.hash && u.pathname.endsWith('/'))
    .map((u) => `/${u.href.slice(SITE.length).split(/[?#]/)[0]}`);
  const languageLinks = els.filter((e) => e.tagName === 'a' && attr(e, 'hreflang')).map((e) => `/${new URL(attr(e, 'href')!, base).href.slice(SITE.length)}`);
  return { lang: attr(html, 'lang'), dir: attr(html, 'dir'), alternates, links, languageLinks };
}
const url = (realPath: string) => new URL(realPath.slice(1), SITE).href;
const dictionaries = { ar, es, fr };

describe('the site in other languages, as built', () => {
  it('has translated pages in the test content, and entries left untranslated', () => {
    expect(localized.length).toBeGreaterThan(0);
    expect(content.entries.some((e) => !localized.some((l) => l.entry?.file === e.file))).toBe(true);
  });

  it('writes every page with <html lang dir> of its language', () => {
    for (const a of all) {
      const p = page(a.realPath);
      const locale = a.locale ?? 'en';
      expect(p.lang, a.realPath).toBe(locale);
      expect(p.dir, a.realPath).toBe(localeInfo[locale].dir);
    }
  });

  it('lists each language of a page with hreflang, reciprocally, and x-default (English); a page in one language lists none', () => {
    for (const a of all) {
      const own = page(a.realPath).alternates;
      const languages = all.filter((b) => b.id === a.id && b.key === a.key);
      if (languages.length === 1) {
        expect(own, a.realPath).toEqual({});
        continue;
      }
      const expected = Object.fromEntries([...languages.map((b) => [b.locale ?? 'en', url(b.realPath)]), ['x-default', url(languages.find((b) => !b.locale)!.realPath)]]);
      expect(own, a.realPath).toEqual(expected);
      // Reciprocal: every page it names names it back.
      for (const href of Object.values(own)) {
        const other = page(`/${href.slice(SITE.length)}`).alternates;
        expect(Object.values(other), `${href} names ${a.realPath}`).toContain(url(a.realPath));
      }
    }
  });

  it('publishes no page for an entry not translated into a language, and the sitemap carries the same alternates', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const locale of prefixedLocales) {
      for (const e of english.filter((x) => x.entry)) {
        const translated = localized.find((l) => l.locale === locale && l.entry?.file === e.entry!.file);
        const at = `/${locale}${e.realPath}`;
        expect(existsSync(path.join(dist, at, 'index.html')), at).toBe(!!translated);
        expect(sitemap.includes(`<loc>${url(at)}</loc>`), at).toBe(!!translated);
      }
    }
    for (const a of localized) {
      const block = sitemap.split('<url>').find((b) => b.includes(`<loc>${url(a.realPath)}</loc>`))!;
      expect(block, a.realPath).toBeDefined();
      for (const [lang, href] of Object.entries(page(a.realPath).alternates)) expect(block).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
    }
  });

  it('a page in a language names its breadcrumb in that language: home in its words at its address, each crumb at that language\'s address where there is one (issue 31)', () => {
    const realPaths = new Set(all.map((a) => a.realPath));
    for (const a of localized) {
      const locale = a.locale!;
      const doc = readFileSync(path.join(dist, a.realPath, 'index.html'), 'utf8');
      const lists = [...doc.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
        .flatMap((m) => {
          const json = JSON.parse(m[1]!) as { '@graph'?: unknown[] } & Record<string, unknown>;
          return (json['@graph'] ?? [json]) as Record<string, unknown>[];
        })
        .filter((n) => n['@type'] === 'BreadcrumbList');
      expect(lists, a.realPath).toHaveLength(1);
      const items = lists[0]!['itemListElement'] as { name: string; item: string }[];
      expect(items[0], a.realPath).toEqual({ '@type': 'ListItem', position: 1, name: dictionaries[locale].common.home, item: url(`/${locale}/`) });
      for (const item of items) {
        const at = `/${item.item.slice(SITE.length)}`;
        // An English address where the page exists in this language is a crumb pointing at the wrong language.
        if (!at.startsWith(`/${locale}/`)) expect(realPaths.has(`/${locale}${at}`), `${a.realPath}: crumb ${item.name} at ${at}`).toBe(false);
      }
      expect(items.at(-1)!.item, a.realPath).toBe(url(a.realPath));
    }
  });

  it('writes each language\'s "Enquiry received" page, in its language and noindex (issue 31)', () => {
    for (const locale of prefixedLocales) {
      const file = path.join(dist, locale, 'contact/sent/index.html');
      expect(existsSync(file), file).toBe(true);
      const p = page(`/${locale}/contact/sent/`);
      expect([p.lang, p.dir]).toEqual([locale, localeInfo[locale].dir]);
      const html = readFileSync(file, 'utf8');
      expect(html).toContain(dictionaries[locale].enquiry.sentPage.eyebrow);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it('writes no _redirects outside Netlify (Cloudflare Pages would follow its 404 rules over real pages); the Netlify rules lead to 404 pages this build wrote', () => {
    expect(existsSync(path.join(dist, '_redirects'))).toBe(false);
    for (const line of redirectsFile().split('\n').filter((l) => l.startsWith('/'))) {
      const [, destination] = line.split(/\s+/);
      expect(existsSync(path.join(dist, destination!)), destination).toBe(true);
      // In the language its rule is for.
      expect(readFileSync(path.join(dist, destination!), 'utf8')).toMatch(new RegExp(`<html[^>]* lang="${destination!.split('/')[1]}"`));
    }
  });

  it('can be walked by plain links: every page in a language is reached, and its links stay in that language where the target is translated', () => {
    const seen = new Set<string>();
    const queue = ['/'];
    const translatedPaths = new Set(all.map((a) => a.realPath));
    while (queue.length) {
      const at = queue.shift()!;
      if (seen.has(at) || !translatedPaths.has(at)) continue;
      seen.add(at);
      const p = page(at);
      const locale = all.find((a) => a.realPath === at)!.locale;
      for (const link of p.links) {
        // A link on a page in a language leads to that language's page wherever one exists.
        if (locale && !link.startsWith(`/${locale}/`)) expect(translatedPaths.has(`/${locale}${link}`), `${at} links to ${link}, not /${locale}${link}`).toBe(false);
        queue.push(link);
      }
      // The language switcher's plain links lead to every language of the page (no reliance on <head>).
      queue.push(...p.languageLinks);
    }
    for (const a of localized) expect(seen.has(a.realPath), a.realPath).toBe(true);
  });
});
