import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head.ts';
import { addToAppScripts } from '../vite/deferred-app.ts';

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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The largest paint of a page (the first picture marked `fetchPriority="high"`, a small drawing)
 * travels inside the HTML itself: no request, no competing with the scripts on a slow connection.
 * Its preload link goes too. Only SVGs up to HERO_INLINE_LIMIT bytes; anything else is left alone.
 */
export function inlineHero(markup: string, root: string, dist: string): string {
  const hero = new RegExp(`<img([^>]*?) src="${escapeRegExp(root)}(assets/[^"]+\\.svg)"([^>]*fetchPriority="high"[^>]*)>`, 'i').exec(markup);
  if (!hero) return markup;
  const [tag, before, file, after] = hero as unknown as [string, string, string, string];
  const abs = path.join(dist, file);
  if (!existsSync(abs)) return markup;
  const svg = readFileSync(abs);
  if (svg.length > HERO_INLINE_LIMIT) return markup;
  const inlined = `<img${before} src="data:image/svg+xml;base64,${svg.toString('base64')}"${after}>`;
  const preload = new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(root + file)}"[^>]*>`, 'g');
  // On phones the same <picture>'s portrait <source> is what paints: it travels inline too.
  const start = markup.lastIndexOf('<picture', hero.index);
  const narrow = start >= 0 ? new RegExp(`<source([^>]*?) srcSet="${escapeRegExp(root)}(assets/[^"]+\\.svg)"`, 'i').exec(markup.slice(start, hero.index)) : null;
  let out = markup;
  if (narrow && existsSync(path.join(dist, narrow[2]!))) {
    const small = readFileSync(path.join(dist, narrow[2]!));
    if (small.length <= HERO_INLINE_LIMIT) out = out.replace(narrow[0], () => `<source${narrow[1] ?? ''} srcSet="data:image/svg+xml;base64,${small.toString('base64')}"`);
  }
  // Function replacements: a `$&` or `$'` in page text must stay text (a string replacement would expand it).
  return out.replace(tag, () => inlined).replace(preload, () => '');
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
  /** The route's markup, as the server build rendered it. */
  markup: string;
  /** Attributes for `<html>`: how the app takes the page over. */
  htmlAttributes: Record<string, string>;
  /** index.html keeps the inline scripts that serve hash addresses; real addresses have no use for them. */
  keepInlineScripts: boolean;
}

/**
 * One page from the built index.html: its head tags, its preloads, its markup in `#root`, every
 * URL relative to its own place. Every replacement is a function: page text such as `$'` or `$&`
 * must never be read as a replacement pattern.
 */
export function composePage(template: string, parts: PageParts): string {
  const { root } = parts;
  let html = template;
  if (!parts.keepInlineScripts) {
    html = html.replace(/\n\s*<!--[^>]*?-->(?=\s*<script>)/g, () => '').replace(/\s*<script>[\s\S]*?<\/script>/g, () => '');
  }
  if (root !== './') html = html.replace(/(["'(])\.\/(?!\.)/g, (_m, quote: string) => `${quote}${root}`);
  // The route's own chunks wait with the app's scripts for the first paint (deferred-app.ts).
  html = addToAppScripts(
    html,
    parts.preloads.filter((file) => file.endsWith('.js')).map((file) => `<link rel="modulepreload" crossorigin href="${root}${file}">`),
  );
  const preloads = parts.preloads.filter((file) => !file.endsWith('.js')).map((file) => `<link rel="preload" as="image" href="${root}${file}">`);
  const markup = parts.markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, () => '');
  const attributes = Object.entries(parts.htmlAttributes)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return html
    .replace(/<html([^>]*)>/, (_m, rest: string) => `<html${rest}${attributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(parts.description)}"`)
    .replace('</head>', () => `  ${[...parts.head, ...preloads].join('\n    ')}\n  </head>`)
    .replace('<!--app-html-->', () => `<div id="prerendered">${markup}</div>`);
}
