import path from 'node:path';
import type { Plugin } from 'vite';
import { prefixedLocales } from '../../src/content/locales.ts';
import { firstSections } from '../../src/components/i18n/first-sections.ts';
import { catalogueDir, compileCatalogue, readCatalogue, writeUiTypes } from '../ui/catalogue.ts';

const PREFIX = 'virtual:ui/';

/**
 * The UI's word catalogues (content/ui/<locale>.json) as modules, compiled at build time
 * (scripts/ui/catalogue.ts):
 *   virtual:ui/en/<section>   one English section (`export const <section>`), which travels with
 *                             the code that shows it, so home's first load carries only its own;
 *   virtual:ui/<l>/first      another language's first sections (src/components/i18n/first-sections.ts),
 *                             in the same file as its table (scripts/vite/chunks.ts);
 *   virtual:ui/<l>/later      its other sections, after the first render.
 */
export function uiPlugin(): Plugin {
  const dir = catalogueDir();
  return {
    name: 'ui-catalogues',
    buildStart() {
      writeUiTypes(dir);
      for (const l of ['en', ...prefixedLocales]) this.addWatchFile(path.join(dir, `${l}.json`));
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      const compiled = compileCatalogue(readCatalogue(locale as 'en', dir));
      if (locale === 'en') {
        if (!(part in compiled)) this.error(`${id}: content/ui/en.json has no section "${part}"`);
        return `export const ${part} = ${JSON.stringify(compiled[part])};`;
      }
      const first = (firstSections as readonly string[]).includes.bind(firstSections);
      const picked = Object.fromEntries(Object.entries(compiled).filter(([k]) => (part === 'first' ? first(k) : !first(k))));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
