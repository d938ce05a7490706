import type { Plugin } from 'vite';
import { siteUrlOf } from '../site-url.ts';

const ID = 'virtual:site-url';

/**
 * `virtual:site-url`: SITE_URL (ending in "/") for the code that shows a page's public address:
 * the Share button, the canonical link as the visitor moves, printed sheets. The build hands in
 * the address it chose (scripts/site-url.ts chooseSiteUrl); the dev server and the tests read
 * SITE_URL, else the local default.
 */
export function siteUrlPlugin(siteUrl: string = siteUrlOf(process.env.SITE_URL)): Plugin {
  return {
    name: 'site-url',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(siteUrl)};` : null),
  };
}
