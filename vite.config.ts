import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import type { LoadedContent } from './scripts/content/model.ts';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { enquiryPlugin } from './scripts/vite/enquiry-plugin.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { chunkGroups } from './scripts/vite/chunks.ts';
import { eagerFrameworkPlugin } from './scripts/vite/eager-framework.ts';
import { leanPreloadPlugin } from './scripts/vite/lean-preload.ts';
import { cmsPlugin } from './scripts/cms/cms-plugin.ts';
import { siteAssetsPlugin } from './scripts/vite/site-assets-plugin.ts';
import { siteUrlPlugin } from './scripts/vite/site-url-plugin.ts';
import { uiPlugin } from './scripts/vite/ui-plugin.ts';

export interface SiteConfigOptions {
  /**
   * Content already loaded and checked (scripts/build.ts): the plugins use it instead of reading
   * and validating content/ again. Without it (the dev server, a bare `vite build`) they load it.
   */
  content?: LoadedContent;
  /** The server build that renders the static pages (scripts/build.ts): its entry and output folder. */
  ssr?: { entry: string; outDir: string };
  /** SITE_URL as the build chose it (scripts/site-url.ts); without it, SITE_URL or the local default. */
  siteUrl?: string;
  /** Extra plugins (the build script's collector of the client bundle). */
  plugins?: PluginOption[];
}

/** The site's Vite configuration: the browser build, or with `ssr` the build the static pages are rendered with. */
export function siteConfig(options: SiteConfigOptions = {}): UserConfig {
  const { content, ssr } = options;
  return {
    // Relative asset URLs let the same build work at a domain root or under a sub-path (GitHub Pages).
    // The server build writes root-absolute URLs under a marker that the static renderer replaces
    // with each page's own way back to the root.
    base: ssr ? '/__site_root__/' : './',
    plugins: [
      reactRouterProduction(),
      contentPlugin({ content }),
      uiPlugin(),
      siteUrlPlugin(options.siteUrl),
      imagetools(),
      react(),
      tailwindcss(),
      ...(ssr ? [] : [siteAssetsPlugin({ content }), leanPreloadPlugin(), eagerFrameworkPlugin(), enquiryPlugin(), cmsPlugin()]),
      ...(options.plugins ?? []),
    ],
    // The server build has no import() left (the enquiry form's lazy toast library is bundled in):
    // the renderer is loaded under tsx, which rewrites a module with an import() in it, source map
    // and all, and at 3,000 products that module is 28 MB (measured: 11 s of CPU in each render thread).
    ...(ssr ? { ssr: { noExternal: ['react-hot-toast'] } } : {}),
    build: ssr
      ? {
          ssr: ssr.entry,
          outDir: ssr.outDir,
          emptyOutDir: true,
          target: 'node20',
          assetsInlineLimit: 0,
          copyPublicDir: false,
          // One file: the renderer imports it in each worker, and nothing here is downloaded (so no size warning).
          rolldownOptions: { output: { codeSplitting: false } },
          chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        }
      : {
          // DIST_DIR lets parallel builds (tests, bench, a second checkout) keep out of each other's way.
          outDir: process.env.DIST_DIR ?? 'dist',
          emptyOutDir: true,
          target: 'es2022',
          // NO_MINIFY=1: readable bundles, so a CPU profile of a page names the functions; never for a deploy.
          minify: process.env.NO_MINIFY ? false : undefined,
          // Images stay files: inlining them would grow the JavaScript that every first visit downloads.
          assetsInlineLimit: 0,
          // The framework chunk and the bundler's runtime are imported by the entry itself, so they are
          // always in before any lazy import runs: naming them in every lazy import's preload list
          // (which ships in the first load) would be bytes for nothing. The page itself (hostType
          // "html") keeps naming them, so the browser fetches them with the entry, not after it.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => !/(^|\/)(framework|rolldown-runtime)-[\w-]+\.js$/.test(d))),
          },
          // One stylesheet for the whole site (assets/style-*.css): each static page inlines the rules
          // it uses and loads the file after its first paint (scripts/render/page-html.ts). Split per
          // chunk, a lazy chunk's styles would arrive with its code, after the page had painted without them.
          cssCodeSplit: false,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: chunkGroups(content) },
            },
          },
        },
  };
}

export default defineConfig(() => siteConfig());
