import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SCRIPTS_ID, PRELOAD_ATTRIBUTE } from './app-scripts.ts';
import { criticalCss, factsOf, factsOfTrees } from './critical-css.ts';
import { escapeHtml, HtmlEdit, is, parseHtml, type ChildNode, type Element } from '../html-edit.ts';
import { svgDataUrl } from './svg-data-url.ts';
import { withoutTitle } from '../svg-root.ts';

/**
 * The base the server build writes asset URLs under (vite.config.ts): each static page replaces
 * it with its own way back to the site's root.
 */
export const SSR_ROOT = '/__site_root__/';

/** An inlined hero picture may weigh this much: more, and it would hold up the HTML it saves a request for. */
export const HERO_INLINE_LIMIT = 12 * 1024;

/**
 * The way back to the site's root from a real address, as a relative URL: "./" from home,
 * "../../" from /business/fmcg/. Relative, so one build serves a domain root and a sub-path alike.
 */
export function rootOf(realPath: string): string {
  const depth = realPath.split('/').filter(Boolean).length;
  return depth ? '../'.repeat(depth) : './';
}

/**
 * Drawings read and encoded once per build and thread, by file (their names carry their hash, so a
 * file's text cannot change during a build): every page of a kind shows the same banner.
 */
const inlinedSvgs = new Map<string, string | null>();

/** A drawing of the build small enough to travel inside the page, as a data URL; null for anything else. */
function inlineSvg(url: string | undefined, root: string, dist: string, forSrcset = false): string | null {
  if (!url?.startsWith(`${root}assets/`) || !url.endsWith('.svg')) return null;
  const abs = path.join(dist, url.slice(root.length));
  const key = `${forSrcset ? 'srcset' : 'src'} ${abs}`;
  if (inlinedSvgs.has(key)) return inlinedSvgs.get(key)!;
  let out: string | null = null;
  if (existsSync(abs)) {
    const svg = readFileSync(abs);
    // Without its <title>: the page's <img> names the picture (its alt; the banners' is empty, they
    // are decoration), and a title inside a data URL reaches no one (~70 bytes of every such page).
    out = svg.length > HERO_INLINE_LIMIT ? null : svgDataUrl(withoutTitle(svg.toString('utf8')), { forSrcset });
  }
  inlinedSvgs.set(key, out);
  return out;
}

/** The route's markup as staticMarkup leaves it, with the tree it was parsed into (read again by the page's critical CSS, not parsed again). */
export interface StaticMarkup {
  html: string;
  /** The markup's top-level nodes as parsed. */
  nodes: readonly ChildNode[];
  /** Nodes of that tree the markup no longer has. */
  removed: ReadonlySet<ChildNode>;
}

/**
 * The route's markup as its static page carries it, in one pass of the parser: no script, and the
 * largest paint (the first picture marked `fetchPriority="high"`, a small drawing) inside the HTML
 * itself: no request, no competing with the scripts on a slow connection. The hero's preload link
 * goes too. Where the hero's <picture> has a portrait <source> (what paints on phones: home's
 * slides), that drawing is the one inlined, and the wide one stays a file that only wide screens
 * fetch (at high priority, found by the preload scanner): both inline were ~0.5 KB more of every
 * phone's compressed HTML, which for home was the difference between one round trip and two
 * (TCP's initial window, 14.6 KB). Only SVGs up to HERO_INLINE_LIMIT bytes; anything else is left alone.
 */
export function staticMarkup(markup: string, root: string, dist: string): StaticMarkup {
  const html = new HtmlEdit(markup, { fragment: true });
  const removed = new Set<ChildNode>();
  const rewritten = new Map<Element, Set<string>>();
  const remove = (node: ChildNode) => {
    html.remove(node);
    removed.add(node);
  };
  for (const script of html.all((el) => el.tagName === 'script')) remove(script);
  const hero = html.find((el) => el.tagName === 'img' && html.attr(el, 'fetchpriority') === 'high' && inlineSvg(html.attr(el, 'src'), root, dist) !== null);
  if (hero) {
    const src = html.attr(hero, 'src')!;
    const picture = hero.parentNode && 'tagName' in hero.parentNode && hero.parentNode.tagName === 'picture' ? hero.parentNode : null;
    const narrow = picture?.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'source' && inlineSvg(html.attr(n, 'srcset'), root, dist) !== null);
    if (narrow) {
      html.setAttr(narrow, 'srcset', inlineSvg(html.attr(narrow, 'srcset'), root, dist, true)!);
      rewritten.set(narrow, new Set(['srcset']));
    } else {
      html.setAttr(hero, 'src', inlineSvg(src, root, dist)!);
      rewritten.set(hero, new Set(['src']));
    }
    // Inlined, or found by the preload scanner in the <img> itself (a preload link would fetch the wide drawing on phones too).
    for (const preload of html.all(is(html, 'link', { rel: 'preload', as: 'image', href: src }))) remove(preload);
  }
  // The same elements in fewer bytes (issue 30: a product page <= 60 KB, Arabic ones included): empty
  // SVG shapes close themselves, attribute values that need no quotes lose them. The browser, and
  // React adopting the page, read the same tree.
  for (const el of html.all((n) => !removed.has(n))) {
    const selfClosed = html.selfClose(el);
    html.unquoteAttrs(el, { except: rewritten.get(el), selfClosed });
  }
  return { html: html.toString(), nodes: html.parsed.root.childNodes, removed };
}

export interface PageParts {
  /** rootOf() the page's address, or the site's absolute base path (the 404 page, served at any depth). */
  root: string;
  title: string;
  description: string;
  /** Tags that are the page's own (head.ts). */
  head: string[];
  /** Files under dist/ the page's route needs: scripts become modulepreload links, pictures image preloads. */
  preloads: string[];
  /** The route's markup (staticMarkup), with its tree where staticMarkup gave it (else it is parsed here). */
  markup: string | StaticMarkup;
  /** Attributes for `<html>`: how the app takes the page over. */
  htmlAttributes: Record<string, string>;
  /** The page's language and direction (issue 31): `<html lang dir>`. */
  lang?: { lang: string; dir: 'ltr' | 'rtl' };
  /** index.html keeps the inline scripts that serve hash addresses; real addresses have no use for them. */
  keepInlineScripts: boolean;
}

/** index.html with the blank space between its <head>'s tags cut to one line break: bytes on every page. */
function unindentHead(template: string): string {
  const html = new HtmlEdit(template);
  const head = html.find(is(html, 'head'));
  for (const node of head?.childNodes ?? []) if (node.nodeName === '#text' && 'value' in node && !node.value.trim() && node.value !== '\n') html.replace(node, '\n');
  return html.toString();
}

/**
 * index.html's inline scripts that serve hash addresses (`/#/about`): bare `<script>`s, which only
 * index.html keeps (PageParts.keepInlineScripts); every other page drops them, and with them their
 * hashes from its policy (here and in _headers, site-assets-plugin.ts).
 */
export const isHashAddressScript = (el: Element): boolean => el.tagName === 'script' && el.attrs.length === 0;

/** The site's one stylesheet as the browser build links it from index.html (`./assets/style-*.css`), if it does. */
export function siteStylesheet(html: HtmlEdit): Element | undefined {
  return html.find((el) => el.tagName === 'link' && html.attr(el, 'rel') === 'stylesheet' && (html.attr(el, 'href') ?? '').startsWith('./assets/'));
}

/**
 * Writes the static pages from the built index.html, parsed once: each page gets its head tags,
 * its preloads, its markup in `#root`, and every URL relative to its own place.
 *
 * The site's stylesheet: each page inlines the rules its own markup uses (critical-css.ts), so
 * nothing holds up its first paint, and links the whole file in the app's scripts' template, which
 * the loader adds after the first paint (no inline handler, so the CSP allows it), and in a
 * `<noscript>` at the end of `<body>` for a visitor without JavaScript; it adds nothing the page
 * shows; the app's navigations and the states the visitor brings about (a menu opened, a hover,
 * printing) use it. `dist` is where the stylesheet is read from.
 */
export function pageComposer(template: string, dist?: string, { checkFacts = false }: { checkFacts?: boolean } = {}): (parts: PageParts) => string {
  const parsed = parseHtml(unindentHead(template));
  const template$ = new HtmlEdit(parsed);
  const stylesheet = siteStylesheet(template$);
  const href = stylesheet && template$.attr(stylesheet, 'href')!;
  if (stylesheet && !dist) throw new Error(`page-html: index.html links ${href}: pass the build folder to read it from`);
  const critical = stylesheet ? criticalCss(readFileSync(path.join(dist!, href!), 'utf8')) : null;
  const htmlElement = template$.find(is(template$, 'html'))!;
  const placeholder = template$.comment('app-html');
  return (parts) => {
    const { root } = parts;
    const markup: Partial<StaticMarkup> & { html: string } = typeof parts.markup === 'string' ? { html: parts.markup } : parts.markup;
    const html = new HtmlEdit(parsed);
    if (!parts.keepInlineScripts) {
      // The hash-address scripts (bare <script>, each with the comment that explains it).
      const scripts = html.all(isHashAddressScript);
      // The page's policy names only the inline scripts it keeps (stricter, and ~50 bytes a hash).
      const csp = html.find((el) => el.tagName === 'meta' && html.attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy');
      const gone = new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(html.inner(script)).digest('base64')}'`));
      if (csp && gone.size) html.setAttr(csp, 'content', html.attr(csp, 'content')!.split(' ').filter((token) => !gone.has(token)).join(' '));
      for (const script of scripts) {
        const siblings = script.parentNode!.childNodes;
        const comment = siblings.slice(0, siblings.indexOf(script)).reverse().find((n) => n.nodeName !== '#text' || ('value' in n && n.value.trim()));
        if (comment?.nodeName === '#comment') html.remove(comment);
        html.remove(script);
      }
    }
    // The route's own chunks wait with the app's scripts for the first paint (deferred-app.ts),
    // named in one attribute of the template, which the loader turns into modulepreload links
    // (PRELOAD_ATTRIBUTE): the index.html build's own (runtime, framework, routes), then the route's.
    // No `crossorigin` on those links: a module and its modulepreload are fetched in CORS mode with
    // same-origin credentials with or without it (the HTML spec's "CORS settings attribute
    // credentials mode" is the same for its absence and "anonymous"), so the preload still serves the import.
    const appScripts = html.find(is(html, 'template', { id: APP_SCRIPTS_ID }));
    if (!appScripts) throw new Error('deferred-app: the page has no app-scripts template (was index.html built by deferAppScripts?)');
    const inert = (appScripts as Element & { content: { childNodes: ChildNode[] } }).content.childNodes.filter((n): n is Element => 'tagName' in n);
    const entry = inert.find((el) => el.tagName === 'script' && html.attr(el, 'src') !== undefined);
    if (!entry) throw new Error('deferred-app: the app-scripts template has no entry script');
    // As index.html writes them (./assets/...), before each is made relative to the page's place.
    const folder = html.attr(entry, 'src')!.replace(/[^/]*$/, '');
    const nameOf = (href: string) => {
      if (!href.startsWith(folder) || !href.endsWith('.js') || href.slice(folder.length).includes('/')) throw new Error(`page-html: ${href} is not a script beside the entry (${folder}): the loader could not name it (deferred-app.ts)`);
      return href.slice(folder.length, -'.js'.length);
    };
    const named = inert.filter((el) => el.tagName === 'link' && html.attr(el, 'rel') === 'modulepreload');
    const names = [...named.map((link) => nameOf(html.attr(link, 'href')!)), ...parts.preloads.filter((file) => file.endsWith('.js')).map((file) => nameOf(`./${file}`))];
    for (const link of named) html.remove(link);
    if (names.length) html.setAttr(appScripts, PRELOAD_ATTRIBUTE, [...new Set(names)].join(' '));
    if (root !== './') {
      for (const el of html.all()) {
        if (el === stylesheet || named.includes(el)) continue;
        for (const { name, value } of el.attrs) if (value.startsWith('./')) html.setAttr(el, name, `${root}${value.slice(2)}`);
        // An inlined stylesheet's fonts and pictures (CSS, not markup: url(./assets/...)).
        if (el.tagName === 'style') html.setInner(el, html.inner(el).replace(/url\((["']?)\.\//g, (_m, quote: string) => `url(${quote}${root}`));
      }
    }
    const preloads = parts.preloads.filter((file) => !file.endsWith('.js')).map((file) => `<link rel="preload" as="image" href="${root}${file}">`);
    // <html>'s attributes as the page will have them (the parser keeps the first of two of a name).
    const htmlAttrs = [...htmlElement.attrs];
    html.addAttrs(htmlElement, parts.htmlAttributes);
    for (const [name, value] of Object.entries(parts.htmlAttributes)) htmlAttrs.push({ name, value });
    if (parts.lang) {
      html.setAttr(htmlElement, 'lang', parts.lang.lang);
      const lang = htmlElement.attrs.findIndex((a) => a.name === 'lang');
      if (lang >= 0) htmlAttrs[lang] = { name: 'lang', value: parts.lang.lang };
      else htmlAttrs.push({ name: 'lang', value: parts.lang.lang });
      html.addAttrs(htmlElement, { dir: parts.lang.dir });
      htmlAttrs.push({ name: 'dir', value: parts.lang.dir });
    }
    html.setInner(html.find(is(html, 'title'))!, escapeHtml(parts.title));
    html.setAttr(html.find(is(html, 'meta', { name: 'description' }))!, 'content', parts.description);
    // One tag a line, unindented: the indentation was ~200 bytes of every page.
    html.append(html.find(is(html, 'head'))!, `${[...parts.head, ...preloads].join('\n')}\n`);
    html.replace(html.comment('app-html')!, `<div id="prerendered">${markup.html}</div>`);
    if (stylesheet && critical) {
      // Chosen from the page as it will be (its markup and head), then put in the link's place.
      const page = html.toString();
      // What the page says of itself, read from the template's tree and the markup's, each parsed
      // once: the head's own tags (meta, link, JSON-LD) carry no class, style or form field.
      const facts = factsOfTrees(parsed.root.childNodes, {
        attrs: (el) => (el === htmlElement ? htmlAttrs : undefined),
        graft: (node) => (node === placeholder ? (markup.nodes ?? parseHtml(markup.html, { fragment: true }).root.childNodes) : undefined),
        skip: (node) => markup.removed?.has(node) ?? false,
      });
      if (checkFacts) {
        const read = factsOf(new HtmlEdit(page));
        const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
        if (!same(read.classes, facts.classes) || !same(read.rtlClasses, facts.rtlClasses) || !same(read.setHere, facts.setHere) || !same(read.fields, facts.fields) || read.rtlRoot !== facts.rtlRoot) {
          throw new Error(`page-html: the page's facts read from its trees differ from a parse of the page: ${JSON.stringify({ trees: facts, page: read }, (_k, v: unknown) => (v instanceof Set ? [...v].sort() : v))}`);
        }
      }
      const css = critical(page, facts);
      // URLs in the stylesheet are relative to assets/; inlined, they are relative to the page.
      const assets = `${root}${path.posix.dirname(href!.slice(2))}/`;
      html.replace(stylesheet, `<style>${css.replace(/url\((["']?)\.\//g, (_m, quote: string) => `url(${quote}${assets}`)}</style>`);
      // The whole file comes with the app's scripts, after the first paint (deferred-app.ts: the
      // loader adds the template's content to <head>, after this <style>), first of them; without
      // script, from <noscript> at the end of <body>. Linked from <body> it was requested at the
      // highest priority while the HTML was still arriving: 11.5 KB competing with the page on a
      // slow connection for rules its first paint does not use (issue 30: LCP <= 1.0 s).
      const link = `<link rel="stylesheet" href="${root}${href!.slice(2)}">`;
      html.prepend(appScripts, link);
      html.append(html.find(is(html, 'body'))!, `  <noscript>${link}</noscript>\n  `);
    }
    return html.toString();
  };
}
