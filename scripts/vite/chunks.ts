import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/load.ts';
import type { LoadedContent } from '../content/model.ts';
import { EAGER_SECTIONS_WHEN_ADOPTING } from '../../src/sections/adoption.ts';
import { sectionModule } from './route-preload.ts';
import { prefixedLocales } from '../../src/content/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Absolute paths of modules that must exist (or virtual ids of English catalogue sections): a rename fails the build instead of quietly un-grouping a file. */
function modules(files: string[]): Set<string> {
  return new Set(
    files.map((file) => {
      // An English catalogue section (scripts/vite/ui-plugin.ts) is a module without a file.
      if (file.startsWith('virtual:ui/en/')) return `\0${file}`;
      const abs = path.join(root, file);
      if (!existsSync(abs)) throw new Error(`scripts/vite/chunks.ts: ${file} does not exist (renamed or moved?)`);
      return abs;
    }),
  );
}

const inGroup = (set: Set<string>) => (id: string) => set.has(id) || set.has(id.split('?')[0]!.split(path.sep).join('/')) || set.has(id.split('?')[0]!);

const ICON = '\0virtual:icon/';

/** The icons these modules import (each icon is a module of its own, \`virtual:icon/<name>\`). */
function iconsOf(files: Set<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) if (!file.startsWith('\0')) for (const [, name] of readFileSync(file, 'utf8').matchAll(/from 'virtual:icon\/([\w-]+)'/g)) names.add(`${ICON}${name}`);
  return names;
}

/** A group of these modules alone (not what they import) and, by default, the icons they draw. */
const kit = (name: string, priority: number, files: Set<string>, icons = iconsOf(files)) => ({ name, priority, includeDependenciesRecursively: false, test: (id: string) => inGroup(files)(id) || icons.has(id) });

/**
 * The parts of site.json that the footer, the top strip and the entry pages read (the header's own,
 * company and nav, are in the first load and stay out): with the shared kit. A part not named here
 * gets a file of its own, which costs a request, never a first-load byte.
 */
const SHARED_SITE_PARTS = new Set(['', '/registers', '/footer', '/shareImage', '/maintenanceImage', '/defaultBanner', '/texts', '/contact', '/socials', '/topStrip', '/paymentTerms', '/certificates'].map((part) => `\0virtual:content/site${part}`));

/** Icons of a few dozen bytes that most pages draw (the footer's mail, the add button's tick): with the shared kit. */
const SHARED_ICONS = new Set(['mail', 'check'].map((name) => `${ICON}${name}`));


/**
 * Two files per language other than English (issue 31: its home's first load within 112 KiB):
 * - locale-<l>: its table (its pages' routes, the header's site.json parts) and its UI
 *   catalogue's first sections (src/components/i18n/first-sections.ts), which its every page
 *   loads first: one request, not two;
 * - locale-<l>-later: the rest of its table (lists' and lookups' loaders, its whole site.json) and
 *   of its catalogue, which the footer, the enquiry, search and the inner pages need: one request
 *   when they first do.
 */
function localeGroups() {
  return prefixedLocales.flatMap((l) => [
    { name: `locale-${l}`, priority: 5, includeDependenciesRecursively: false, test: (id: string) => id === `\0virtual:content/locale/${l}` || id === `\0virtual:ui/${l}/first` },
    { name: `locale-${l}-later`, priority: 5, includeDependenciesRecursively: false, test: (id: string) => id === `\0virtual:content/locale-later/${l}` || id === `\0virtual:ui/${l}/later` },
  ]);
}

/** The app's start, which the entry (src/main.tsx) imports in a task after its own. */
const APP_START = path.join(root, 'src/app/app-start.tsx');

/**
 * One file for the app's start (src/app/app-start.tsx) and the modules it imports that no other
 * group takes: every page loads all of them, at once. The entry used to hold them; imported
 * dynamically, the few that lazy chunks share (the app's link, the locale context, the route tables)
 * became files of their own: four requests of a few hundred bytes each on every first load.
 */
function appStartGroup() {
  let closure: Set<string> | null = null;
  const norm = (id: string) => id.split(path.sep).join('/');
  return {
    name: (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
      if (!closure) {
        const seen = new Set<string>();
        const start = norm(APP_START);
        const walk = (m: string) => {
          if (seen.has(m)) return;
          seen.add(m);
          for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) walk(next);
        };
        walk([APP_START, start].find((m) => ctx.getModuleInfo(m)) ?? APP_START);
        closure = new Set([...seen].map(norm));
      }
      return closure.has(norm(id)) ? 'app-start' : null;
    },
    priority: 1,
    includeDependenciesRecursively: false,
  };
}

/**
 * The shared chunks of the browser build, named from the site's own lists rather than path
 * patterns:
 * - page-kit: what home's first render draws with (its first section, EAGER_SECTIONS_WHEN_ADOPTING,
 *   and the primitives the sections share), also used by most inner pages: one file, not a dozen;
 * - home-sections: home's other sections, whose code the app adopting the static home page lets
 *   come after its first render (prepareSections' `eager`);
 * - inner-kit: what inner pages add and home does not need: the banner and the text sections.
 * Icons travel with the code that draws them (see iconsOf and the icons group).
 */
export function chunkGroups(loaded?: LoadedContent) {
  const content = loaded ?? loadContent().content;
  const homeTypes = content?.pages.find((p) => p.path === '/')?.data.sections.map((s) => s.type) ?? [];
  const pageKit = modules([
    'src/templates/business-page.tsx',
    'src/components/ui/section-heading.tsx',
    'src/components/ui/section-shell.tsx',
    'src/components/ui/card.tsx',
    'src/components/ui/reveal.tsx',
    'src/components/ui/reveal-engine.ts',
    'src/components/ui/content-link.tsx',
    'src/components/ui/carousel.tsx',
    'src/components/ui/section-link.tsx',
    // The page's offered documents, which BusinessPage provides to the enquiry buttons: a line, not a file of its own.
    'src/features/enquiry/offered-documents.ts',
    // The English words the carousel shows (issue 31): with it, not one tiny file more.
    'virtual:ui/en/carousel',
    ...homeTypes.slice(0, EAGER_SECTIONS_WHEN_ADOPTING).map(sectionModule),
  ]);
  const eager = new Set(homeTypes.slice(0, EAGER_SECTIONS_WHEN_ADOPTING));
  const homeSections = modules([...new Set(homeTypes)].filter((t) => !eager.has(t)).map(sectionModule));
  // The banner's share button travels with it (no other module imports it): one file, not two.
  const innerKit = modules(['src/components/layout/banner.tsx', 'src/components/ui/share-button.tsx', 'src/components/ui/prose-text.tsx', sectionModule('prose'), sectionModule('notice')]);
  const sharedKit = modules([
    'src/components/ui/bidi.tsx',
    'src/routing/public-address.ts',
    'src/catalogue/kind-view.ts',
    'src/features/enquiry/enquiry-ids.ts',
    'src/features/enquiry/enquiry-list-store.ts',
    'src/features/enquiry/line-rules.ts',
    'src/content/quote-lines.ts',
    'virtual:ui/en/common',
  ]);
  const catalogueKit = modules([
    'src/features/enquiry/add-to-enquiry-button.tsx',
    'src/features/enquiry/enquiry-link.ts',
    'src/content/document-types.ts',
    // The certificates' names: the trade words and the product cards read them (alone, a request of 250 bytes).
    'src/content/certificate-types.ts',
    'virtual:ui/en/enquiryAdd',
    'virtual:ui/en/trade',
    'virtual:ui/en/catalogue',
  ]);
  const detailKit = modules(['src/templates/detail-page.tsx', 'src/app/entry-loader.ts', 'src/content/bucket.ts']);
  const productKit = modules([
    'src/catalogue/product-actions.tsx',
    'src/components/ui/spec-table.tsx',
    'src/components/ui/data-table.tsx',
    'src/components/ui/trade-details.tsx',
    'src/components/ui/trade-rules.tsx',
    'src/components/ui/print-sheet.tsx',
    'virtual:ui/en/print',
  ]);
  return [
    ...localeGroups(),
    appStartGroup(),
    // React, the router and the bundler's small runtime helpers travel as one file on every first
    // load (left alone, the bundler splits react, its JSX runtime and two helpers into four tiny
    // files: four requests, and a worse compression ratio).
    // The load-once helper (src/routing/load-once.ts, a dozen lines every page runs) rides along:
    // left alone, the bundler gives it a file of its own, a request for 200 bytes.
    { name: 'framework', priority: 4, test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime|vite[\\/]preload-helper|[\\/]src[\\/](routing[\\/](load-once|addresses)|content[\\/]locales)\.ts$/ },
    kit('page-kit', 3, pageKit),
    kit('home-sections', 3, homeSections, new Set()),
    kit('inner-kit', 2, innerKit),
    // Issue 30 (a product page's HTML <= 60,000 bytes): a product page named 35 files in its
    // modulepreload links (~75 bytes each), most of them a few hundred bytes of code that the same
    // pages always load together. Four groups, each loaded by pages that load (nearly) all of it:
    // - shared-kit: what the layout of every page loads just after its first render (the footer's
    //   site.json parts, the enquiry list's count, bidi, the English common words) and every inner
    //   page and entry reads; never part of home's first load (its first render needs none of it);
    { name: 'shared-kit', priority: 3, includeDependenciesRecursively: false, test: (id: string) => inGroup(sharedKit)(id) || SHARED_SITE_PARTS.has(id) || id === '\0virtual:site-url' || SHARED_ICONS.has(id) },
    // - catalogue-kit: what a page offering products to the enquiry list needs (the add button, the
    //   words for the catalogue, trade terms and documents): entries, lists, the contact page, home's
    //   later sections;
    kit('catalogue-kit', 2, catalogueKit),
    // - detail-kit: every catalogue entry's page (its template and loader);
    kit('detail-kit', 2, detailKit),
    // - product-kit: a product's (its actions, spec table, trade details and printed sheet), which a
    //   category entry (a list of its products) does not load, and a page with a trade-details section does.
    // The products' views draw their "back to the list" arrow with it; nothing else does.
    kit('product-kit', 2, productKit, new Set([...iconsOf(productKit), `${ICON}arrow-left`])),
  ];
}
