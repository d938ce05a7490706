import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { siteUrlPlugin } from './scripts/vite/site-url-plugin.ts';
import { uiPlugin } from './scripts/vite/ui-plugin.ts';

// Behaviour tests run on a small, complete site of their own, so an editor's valid change to
// content/ never turns them red. The smoke tests of the real content read content/ themselves
// (tests/unit/content-dirs.ts); CONTENT_DIR=path runs everything on another folder instead.
process.env.REAL_CONTENT_DIR ??= process.env.CONTENT_DIR ?? 'content';
process.env.CONTENT_DIR ??= 'tests/fixtures/content';
// The enquiry tests send many enquiries from one address at once; the tests of the limit and of
// the fill time (tests/unit/enquiry-abuse.test.ts) set their own.
process.env.ENQUIRY_RATE_LIMIT ??= 'off';
process.env.ENQUIRY_MIN_FILL_SECONDS ??= '0';

export default defineConfig({
  // imagetools as in the site's build: a page with a photo (an editor's swap for a drawing) renders here too.
  plugins: [contentPlugin(), uiPlugin(), siteUrlPlugin(), imagetools(), react()],
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
