import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { enquiryPlugin } from './scripts/enquiry/vite-plugin.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { siteAssetsPlugin } from './scripts/site-assets-plugin.ts';

export default defineConfig({
  // Relative asset URLs let the same build work at a domain root or under a sub-path (GitHub Pages).
  base: './',
  plugins: [reactRouterProduction(), contentPlugin(), imagetools(), react(), tailwindcss(), siteAssetsPlugin(), enquiryPlugin()],
  build: {
    // DIST_DIR lets parallel builds (tests, bench, a second checkout) keep out of each other's way.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Images stay files: inlining them would grow the JavaScript that every first visit downloads.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site, inlined into index.html by site-assets-plugin. Split per
    // chunk, lazy chunks that share the entry's code would list the entry's (inlined, deleted)
    // stylesheet among the files to fetch before they run, and fail.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The light building blocks most pages (home included) draw with: one file, not a dozen tiny ones.
              name: 'page-kit',
              includeDependenciesRecursively: false,
              test: /src[\\/](templates[\\/]business-page|components[\\/]ui[\\/](reveal|content-link|carousel)\.tsx?$|sections[\\/](section-heading|section-view|(hero-carousel|cards|features|logo-strip|cta)[\\/]))/,
            },
            {
              // What inner pages add and home does not need: the banner with its breadcrumb, prose, notices.
              name: 'inner-kit',
              includeDependenciesRecursively: false,
              test: /src[\\/](templates[\\/]breadcrumbs|components[\\/]layout[\\/]banner|sections[\\/](prose|notice)[\\/])/,
            },
          ],
        },
      },
    },
  },
});
