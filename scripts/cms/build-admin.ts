import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { imagetools } from 'vite-imagetools';
import type { LoadedContent } from '../content/model.ts';
import { contentPlugin } from '../vite/content-plugin.ts';
import { siteUrlPlugin } from '../vite/site-url-plugin.ts';
import { uiPlugin } from '../vite/ui-plugin.ts';
import { cmsPlugin } from './cms-plugin.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The web editor for the GitHub backend: `dist/admin/`, a Vite build of its own (admin/index.html),
 * so nothing of it is in the site's chunks and the site's first load does not change. Its previews
 * draw with the site's views and stylesheet, so it gets the content plugin too.
 */
export async function buildAdmin(options: { content: LoadedContent; dist: string; siteUrl?: string }): Promise<void> {
  await build({
    configFile: false,
    root: path.join(repo, 'admin'),
    base: './',
    logLevel: 'warn',
    plugins: [contentPlugin({ content: options.content, reuseSiteAssets: true }), uiPlugin(), siteUrlPlugin(options.siteUrl), imagetools(), react(), tailwindcss(), cmsPlugin({ contentDir: options.content.dir })],
    build: {
      outDir: path.join(options.dist, 'admin'),
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // Decap is a large application; the editor loads once per session, not on the public site.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rolldownOptions: {
        // Decap's dependencies call eval in code paths for Node (a `require` through eval), never in a browser.
        onLog(level, log, handler) {
          if (log.code === 'EVAL') return;
          handler(level, log);
        },
        output: {
          // The catalogue's entry modules (each language's entry and lookup bucket) travel in files
          // of up to ~500 KB: the editor's previews draw the entry being edited and seldom load one,
          // and at 3,000 API products a file each was over 3,000 files in dist/admin (issue 30:
          // dist/ <= 15,000 files; Cloudflare Pages takes 20,000).
          codeSplitting: { groups: [{ name: 'catalogue', includeDependenciesRecursively: false, maxSize: 500_000, test: /^\0virtual:content\/(entry|lookup)/ }] },
        },
      },
    },
  });
}
