import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { contentDir, loadContent } from '../content/load.ts';
import type { LoadedContent } from '../content/model.ts';
import { tokens } from '../../tailwind.config.ts';
import { appStartFiles, preloadScript, routePreloadLoader, routePreloads } from './route-preload.ts';
import { deferAppScripts } from './deferred-app.ts';
import { redirectsFile } from './redirects-file.ts';
import { headersFile } from './headers-file.ts';
import { escapeHtml, HtmlEdit, is } from '../html-edit.ts';
import { isHashAddressScript } from '../render/page-html.ts';

/** Origins the page may send data to: itself, and the configured form and vitals endpoints. */
export function connectOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const out = new Set<string>(["'self'"]);
  for (const key of ['VITE_FORM_ENDPOINT', 'VITE_VITALS_ENDPOINT']) {
    const value = env[key];
    if (value && /^https?:\/\//.test(value)) out.add(new URL(value).origin);
  }
  return [...out];
}

/**
 * The Content Security Policy: no inline or eval'd script except the hashed ones in index.html.
 * Fonts, the manifest and (without a form service) fetches fall back to `default-src 'self'`, so
 * they have no directive of their own: the same policy in fewer bytes, and it travels with every
 * page (header and meta tag) inside TCP's first round trip.
 */
export function contentSecurityPolicy(scriptHashes: string[], withFrameAncestors: boolean): string {
  const connect = connectOrigins();
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    // react-hot-toast writes its own <style> element; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...(connect.length > 1 ? [`connect-src ${connect.join(' ')}`] : []),
    // form-action does not fall back to default-src.
    `form-action ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    ...(withFrameAncestors ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The one stylesheet stays a hashed file (assets/style-*.css), linked from index.html: the static
 * renderer inlines each page's own rules and moves the link into the app's scripts (and a <noscript>; page-html.ts),
 * and the app's navigations use the file. Lazy chunks are built not to fetch stylesheets
 * (vite.config.ts), so a second one would never apply.
 */
function checkStylesheet(page: HtmlEdit, fileName: string): void {
  const link = page.find((el) => el.tagName === 'link' && page.attr(el, 'rel') === 'stylesheet' && (page.attr(el, 'href') ?? '').endsWith(`/${path.basename(fileName)}`));
  if (!link) throw new Error(`${fileName} is not linked from index.html, so it would never be loaded: keep all CSS in src/styles/app.css`);
}

/**
 * Build-only: favicons and the web manifest from the site's logo, the default Open Graph image,
 * the CSP (meta tag and _headers). Each page's own head tags (title, description, canonical, Open
 * Graph, JSON-LD) and its critical CSS are written by the static renderer (scripts/render).
 */
export function siteAssetsPlugin(options: { content?: LoadedContent } = {}): Plugin {
  const dir = options.content?.dir ?? contentDir();
  let loaded = options.content ?? null;
  // Once per build, and not at all when the build script hands the checked content in.
  const siteContent = (): LoadedContent | null => (loaded ??= loadContent(dir).content);
  let scriptHashes: string[] = [];
  /** Those of every page: index.html's less its hash-address scripts. */
  let pageScriptHashes: string[] = [];
  /** The deep-link preload script's file (route-preload.ts), emitted in generateBundle, before index.html is transformed. */
  let routePreloadFile: string | null = null;
  return {
    name: 'site-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html;
        const content = siteContent();
        if (!content) return html;
        if (ctx.bundle) {
          // vite:build-html transforms index.html in its generateBundle, which runs after this plugin's.
          if (!routePreloadFile) throw new Error('site-assets: the route preload script was not emitted before index.html was transformed (plugin order changed?)');
          const withPreloads = new HtmlEdit(html);
          const head = withPreloads.find(is(withPreloads, 'head'))!;
          // The app's start, which the entry imports in a later task (src/main.tsx): fetched with the entry.
          withPreloads.append(head, appStartFiles(ctx.bundle).map((file) => `  <link rel="modulepreload" crossorigin href="./${file}">\n`).join(''));
          withPreloads.append(head, `  <script>${routePreloadLoader(`./${routePreloadFile}`)}</script>\n  `);
          // The app's scripts wait for the static page's first paint (deferred-app.ts).
          html = deferAppScripts(withPreloads.toString());
        }
        const page = new HtmlEdit(html);
        // Every inline script, exactly as written: the policy allows each by its hash.
        const inline = page.all((el) => el.tagName === 'script' && page.attr(el, 'src') === undefined);
        scriptHashes = inline.map((el) => sha256(page.inner(el)));
        pageScriptHashes = inline.filter((el) => !isHashAddressScript(el)).map((el) => sha256(page.inner(el)));
        const csp = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(scriptHashes, false))}" />`;
        // Title, description, canonical, Open Graph and JSON-LD are each page's own: scripts/render writes them.
        const head = [
          `<meta name="referrer" content="strict-origin-when-cross-origin" />`,
          // No paint before the page's content is parsed (the footer, which follows <main>, has begun):
          // without it a paint in the middle of parsing showed the header or the banner half-built and
          // then moved them (a layout shift). Browsers without rel=expect ignore it.
          `<link rel="expect" href="#site-footer" blocking="render" />`,
          // The file (generateBundle), not the drawing inline: the browser fetches an icon at low
          // priority, after the page, once for the whole site; inline it was ~0.5 KB of every page's
          // HTML (issue 30: an Arabic product page is within 0.2 KB of its 60 KB).
          `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
          `<link rel="apple-touch-icon" href="./apple-touch-icon.png" />`,
          `<link rel="manifest" href="./site.webmanifest" />`,
        ];
        for (const [fileName, chunk] of Object.entries(ctx.bundle ?? {})) {
          if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
          checkStylesheet(page, fileName);
        }
        page.setAttr(page.find(is(page, 'meta', { name: 'theme-color' }))!, 'content', tokens.color['brand-strong']);
        // The policy goes first in <head> so that it governs every script after it.
        page.after(page.find((el) => el.tagName === 'meta' && page.attr(el, 'charset') !== undefined)!, `\n    ${csp}`);
        page.append(page.find(is(page, 'head'))!, `  ${head.join('\n    ')}\n  `);
        return page.toString();
      },
    },
    async generateBundle(_options, bundle) {
      const content = siteContent();
      if (!content) return;
      routePreloadFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(routePreloads(bundle, content)) }));
      const { company } = content.site;
      // Both pictures are named in site.json, so the content check proves they exist.
      const mark = readFileSync(path.join(dir, company.favicon));
      const png = (size: number, pad = 0) =>
        sharp(mark, { density: 384 })
          .resize(size - pad * 2, size - pad * 2)
          .extend({ top: pad, bottom: pad, left: pad, right: pad, background: tokens.color.surface })
          .flatten({ background: tokens.color.surface })
          .png()
          .toBuffer();
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: mark });
      this.emitFile({ type: 'asset', fileName: 'apple-touch-icon.png', source: await png(180, 16) });
      this.emitFile({ type: 'asset', fileName: 'icon-192.png', source: await png(192, 16) });
      this.emitFile({ type: 'asset', fileName: 'icon-512.png', source: await png(512, 40) });
      const og = await sharp(readFileSync(path.join(dir, content.site.shareImage)), { density: 96 }).resize(1200, 630, { fit: 'cover' }).png().toBuffer();
      this.emitFile({ type: 'asset', fileName: 'og-image.png', source: og });
      this.emitFile({
        type: 'asset',
        fileName: 'site.webmanifest',
        source: JSON.stringify(
          {
            name: company.name,
            short_name: company.name.split(' ').slice(0, 2).join(' '),
            description: company.description,
            start_url: './',
            scope: './',
            display: 'standalone',
            background_color: tokens.color.surface,
            theme_color: tokens.color['brand-strong'],
            icons: [
              { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
              { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
            ],
          },
          null,
          2,
        ),
      });
    },
    // After index.html is final (its inline scripts hashed), so the policy names them.
    writeBundle(options) {
      if (options.dir) {
        const headers = headersFile({ siteCsp: contentSecurityPolicy(pageScriptHashes, true), shellCsp: contentSecurityPolicy(scriptHashes, true), netlify: process.env.NETLIFY === 'true' });
        writeFileSync(path.join(options.dir, '_headers'), headers);
      }
      // Netlify serves only the root 404.html: each language's comes from a rule (redirects-file.ts).
      if (options.dir && process.env.NETLIFY === 'true') writeFileSync(path.join(options.dir, '_redirects'), redirectsFile());
    },
  };
}
