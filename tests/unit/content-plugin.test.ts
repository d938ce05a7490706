import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPlugin } from '../../scripts/vite/content-plugin.ts';
import { contentDir, contentJson, realContentDir } from './content-dirs.ts';
import { unpackDoc, type SearchIndexFile } from '../../src/features/search/search-doc.ts';
import { createSearch } from '../../src/features/search/search-engine.ts';

const dir = path.resolve('tests/.tmp', `plugin-${process.pid}`);

// Read from the test content: the home hero's first picture, the about banner and an API product.
type Picture = { src: string; alt: string };
const home = contentJson<{ sections: { type: string; slides?: { image: Picture }[] }[] }>('pages/home.json');
const heroSrc = home.sections.find((s) => s.type === 'hero-carousel')!.slides![0]!.image.src;
const heroFile = path.basename(heroSrc);
const heroSize = (() => {
  const svg = readFileSync(path.join(contentDir, heroSrc), 'utf8');
  return [/\bwidth="(\d+)"/.exec(svg)![1], /\bheight="(\d+)"/.exec(svg)![1]].map(Number);
})();
const aboutBanner = contentJson<{ banner: { image: Picture } }>('pages/about.json').banner.image.src;
const product = readdirSync(path.join(contentDir, 'catalogue/api-products'))[0]!.replace(/\.json$/, '');
const productName = contentJson<{ productName: string }>(`catalogue/api-products/${product}.json`).productName;

const emittedFiles: string[] = [];

/** What the plugin emitted, by file name (the last of each name). */
const emittedSources = new Map<string, string | Uint8Array | undefined>();

async function load(plugin: Plugin, id: string): Promise<string> {
  const hook = plugin.load as (this: unknown, id: string) => Promise<string>;
  const context = {
    error: (m: string) => {
      throw new Error(m);
    },
    emitFile: (file: { name: string; source?: string | Uint8Array }) => {
      emittedFiles.push(file.name);
      emittedSources.set(file.name, file.source);
      return `ref${emittedFiles.length}`;
    },
  };
  return hook.call(context, `\0${id}`);
}

/**
 * Runs a generated content module and returns its exports. Build-time references are replaced
 * with markers a test can read: a drawing's emitted-asset URL becomes "asset:<ref>", a photo's
 * vite-imagetools import an object naming the requested widths and formats.
 */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  const runnable = code
    .replace(/^import (\w+) from ("[^"]+");$/gm, (_m, name: string, spec: string) => {
      const request = JSON.parse(spec) as string;
      return `const ${name} = { img: { src: ${JSON.stringify(`photo:${request}`)} }, sources: { avif: ${JSON.stringify(`avif:${request}`)}, webp: ${JSON.stringify(`webp:${request}`)} } };`;
    })
    .replace(/import\.meta\.ROLLUP_FILE_URL_(\w+)/g, '"asset:$1"');
  return (await import(`data:text/javascript;base64,${Buffer.from(runnable).toString('base64')}`)) as Record<string, unknown>;
}

type Img = { src: string; width: number; height: number; alt?: string; sources?: { type: string; srcset: string }[] };

function serve(plugin: Plugin): Plugin {
  (plugin.configResolved as (c: { command: string }) => void)({ command: 'serve' });
  return plugin;
}

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(contentDir, dir, { recursive: true });
  // An editor swaps a drawing for a photo: one file and one path.
  await sharp({ create: { width: 1800, height: 600, channels: 3, background: { r: 15, g: 76, b: 104 } } }).png().toFile(path.join(dir, 'images/banners/about-photo.png'));
  const about = path.join(dir, 'pages/about.json');
  writeFileSync(about, readFileSync(about, 'utf8').replace(aboutBanner, 'images/banners/about-photo.png'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content plugin', () => {
  it('turns a photo into AVIF and WebP sources at widths up to its own, with its size', async () => {
    const page = (await evaluate(await load(contentPlugin({ dir }), 'virtual:content/page/about'))).default as { banner: { image: Img } };
    const banner = page.banner.image;
    expect([banner.width, banner.height]).toEqual([1800, 600]);
    expect(banner.src).toMatch(/^photo:.*about-photo\.png\?w=480;960;1600;1800&format=avif;webp;png&as=picture$/);
    expect(banner.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('emits every drawing as an asset named by URL in the module, with its intrinsic width and height', async () => {
    emittedFiles.length = 0;
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/home');
    const page = (await evaluate(code)).default as { sections: { type: string; slides?: { image: Img }[] }[] };
    const first = page.sections.find((s) => s.type === 'hero-carousel')!.slides![0]!.image;
    expect(emittedFiles).toContain(heroFile);
    expect(first.src).toBe(`asset:ref${emittedFiles.indexOf(heroFile) + 1}`);
    expect([first.width, first.height]).toEqual(heroSize);
    expect(code).not.toContain('?url');
  });

  it('points the dev server at the drawing itself', async () => {
    const page = (await evaluate(await load(serve(contentPlugin({ dir })), 'virtual:content/page/home'))).default as { sections: { type: string; slides?: { image: Img }[] }[] };
    const first = page.sections.find((s) => s.type === 'hero-carousel')!.slides![0]!.image;
    expect(first).toMatchObject({ src: `/@fs${path.join(dir, heroSrc)}`, width: heroSize[0], height: heroSize[1] });
  });

  it("embeds the drawings of the icons a page names, and leaves editors' $schema behind", async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/home');
    const page = (await evaluate(code)).default as { sections: { items?: { icon?: unknown }[] }[] };
    const icons = page.sections.flatMap((s) => s.items ?? []).map((i) => i.icon).filter(Boolean) as { name: string; node: [string, Record<string, string>][] }[];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(typeof icon.name).toBe('string');
      expect(icon.node[0]?.[0]).toMatch(/^(path|circle|rect|line|polyline|polygon|ellipse)$/);
    }
    expect(code).not.toContain('$schema');
  });

  it('serves each icon the code imports as its own small module: lucide data or a brand mark', async () => {
    for (const name of ['menu', 'search', 'twitter']) {
      const { default: node } = (await evaluate(await load(contentPlugin({ dir }), `virtual:icon/${name}`))) as { default: [string, Record<string, string>][] };
      expect(node.length, name).toBeGreaterThan(0);
      expect(node[0]![0], name).toMatch(/^(path|circle|rect|line|polyline)$/);
    }
  });

  it('refuses an icon lucide does not have, naming it', async () => {
    await expect(load(contentPlugin({ dir }), 'virtual:icon/no-such-icon')).rejects.toThrow(/Unknown icon "no-such-icon"/);
  });

  it('serves a PDF of a catalogue entry as an emitted file with its URL and size', async () => {
    // A real PDF (the check opens every one): the test content's own.
    const pdf = readFileSync(path.resolve('tests/fixtures/content/documents/paracetamol-specification-sheet-sample.pdf'));
    mkdirSync(path.join(dir, 'documents'), { recursive: true });
    writeFileSync(path.join(dir, 'documents/plugin-test.pdf'), pdf);
    const file = path.join(dir, `catalogue/api-products/${product}.json`);
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // The entry's own documents sent on request stay (an API keeps its EU written confirmation); the file is added.
    const onRequest = ((entry.documents ?? []) as { onRequest?: boolean }[]).filter((d) => d.onRequest);
    writeFileSync(file, JSON.stringify({ ...entry, documents: [{ type: 'safety-data-sheet', file: 'documents/plugin-test.pdf', date: '2026-03-12' }, ...onRequest] }));
    emittedFiles.length = 0;
    const built = await load(contentPlugin({ dir }), `virtual:content/entry/api-products/${product}`);
    expect(emittedFiles).toContain('plugin-test.pdf');
    expect(built).toMatch(new RegExp(`\\{ \\.\\.\\.\\{"type":"safety-data-sheet","date":"2026-03-12","language":"en","sample":false\\}, url: import\\.meta\\.ROLLUP_FILE_URL_ref\\d+, bytes: ${pdf.length} \\}`));
    const dev = await load(serve(contentPlugin({ dir })), `virtual:content/entry/api-products/${product}`);
    expect(dev).toContain(`url: "/@fs${path.join(dir, 'documents/plugin-test.pdf')}"`);
  });

  it('writes the search index as a JSON file (every page and entry the site shows) and names it; in dev, inline', async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:content/search-index');
    // One file per language, English's named as before.
    expect(code).toMatch(/^export default \{ en: import\.meta\.ROLLUP_FILE_URL_ref\d+, ar: import\.meta\.ROLLUP_FILE_URL_ref\d+, es: import\.meta\.ROLLUP_FILE_URL_ref\d+, fr: import\.meta\.ROLLUP_FILE_URL_ref\d+ \};$/);
    const data = JSON.parse(String(emittedSources.get('search-index.json'))) as SearchIndexFile;
    expect(data.index).toBeTruthy();
    for (const locale of ['ar', 'es', 'fr']) expect((JSON.parse(String(emittedSources.get(`search-index.${locale}.json`))) as SearchIndexFile).index).toBeTruthy();
    const dev = await load(serve(contentPlugin({ dir })), 'virtual:content/search-index');
    const url = /^export default \{ en: ("[^"]+"),/.exec(dev)?.[1];
    expect(JSON.parse(Buffer.from((JSON.parse(url ?? '""') as string).replace(/^data:application\/json;base64,/, ''), 'base64').toString('utf8'))).toEqual(data);
    const docs = data.docs.map((d, id) => unpackDoc(d, id, data.urlBases));
    expect(docs.some((d) => d.url === '/about')).toBe(true);
    expect(docs.some((d) => d.title === productName && d.url === `/business/api-excipients/${encodeURIComponent(productName)}`)).toBe(true);
    expect(createSearch(data).search(productName)[0]?.hits[0]?.doc.title).toBe(productName);
    expect(data.groups.length).toBeGreaterThan(1);
  });

  it('refuses to serve content with problems, naming file and path', async () => {
    writeFileSync(path.join(dir, 'pages/about.json'), '{"title": 1}');
    const plugin = contentPlugin({ dir });
    await expect(load(plugin, 'virtual:content/site')).rejects.toThrow(/pages\/about\.json: title: expected string, received number/);
  });
});

describe('route tables by language (issue 31: English first loads carry no other language)', () => {
  it('the first-load route table is English only; each language has its own table with its pages and its chrome, and the rest (lists, lookups, site.json) after', async () => {
    const { loadContent } = await import('../../scripts/content/load.ts');
    const loaded = loadContent(contentDir).content!;
    const routes = await load(contentPlugin({ dir: contentDir }), 'virtual:content/routes');
    // No other language's page module, list, lookup or table is named by the English table.
    expect(routes).not.toMatch(/virtual:content\/(page\/(ar|es|fr)\/|collection-|lookup-|locale(-later)?\/)/);
    // Each English page says which languages it is translated into (the language switcher's offer).
    const english = (await evaluate(routes)) as { pages: { id: string; path: string; realPath: string; parent: string | null; locales: string[] }[] };
    for (const page of loaded.pages) {
      const translated = english.pages.find((p) => p.id === page.id)!.locales;
      expect(translated).toEqual((['ar', 'es', 'fr'] as const).filter((l) => loaded.localized[l].pages.some((p) => p.id === page.id)));
    }
    const frPage = loaded.localized.fr.pages[0]!;
    const table = await load(contentPlugin({ dir: contentDir }), 'virtual:content/locale/fr');
    expect(table).toContain(`virtual:content/page/fr/${frPage.id}`);
    expect(table).toContain('virtual:content/locale-later/fr');
    // Lists and lookups are in the rest of the table, which home's first render does not need.
    expect(table).not.toMatch(/virtual:content\/(collection|lookup)-/);
    expect(table).not.toMatch(/virtual:content\/(page|collection|lookup)-?(ar|es)\b/);
    // The table names its pages' route facts from the English table's (on every first load): the same as written out.
    const withEnglish = table.replace(/^import \{ pages as english \} from "virtual:content\/routes";$/m, `const english = ${JSON.stringify(english.pages)};`);
    const frTable = (await evaluate(withEnglish.replace(/import\("[^"]+"\)/g, 'null'))) as {
      pages: { id: string; path: string; realPath: string; parent: string | null; title: string }[];
      site: { company: Record<string, unknown>; nav: { label: string }[] } & Record<string, unknown>;
    };
    for (const page of loaded.localized.fr.pages) {
      const parent = english.pages.find((p) => p.id === page.id)!.parent;
      expect(frTable.pages.find((p) => p.id === page.id), page.id).toMatchObject({ path: page.path, realPath: page.address.realPath, parent, title: page.data.title });
    }
    expect(frTable.pages).toHaveLength(loaded.localized.fr.pages.length);
    // Of site.json, the table holds what every first render draws: the header's logo, name and menu, home's tagline.
    expect(frTable.site.nav.map((n) => n.label)).toEqual(loaded.localized.fr.site.nav.map((n) => n.label));
    expect(Object.keys(frTable.site).sort()).toEqual(['company', 'nav']);
    expect(Object.keys(frTable.site.company).sort()).toEqual(['logo', 'name', 'tagline']);
    expect(frTable.site.company.tagline).toBe(loaded.localized.fr.site.company.tagline);
    expect(table).not.toContain(JSON.stringify(loaded.localized.fr.site.company.description).slice(1, -1));
    // The rest: every kind's list and lookup in French, and the whole French site.json.
    const later = await load(contentPlugin({ dir: contentDir }), 'virtual:content/locale-later/fr');
    expect(later).toContain('virtual:content/collection-fr/api-products');
    expect(later).toContain('virtual:content/lookup-fr/api-products');
    expect(later).not.toMatch(/virtual:content\/(page|collection|lookup)-?(ar|es)\b/);
    const frLater = (await evaluate(later.replace(/import\("[^"]+"\)/g, 'null'))) as { site: { company: { description: string }; footer: unknown } };
    expect(frLater.site.company.description).toBe(loaded.localized.fr.site.company.description);
    expect(frLater.site.footer).toMatchObject({ productsHeading: loaded.localized.fr.site.footer.productsHeading });
  });

  // On the site's content too: a translation whose later sections are too short for a head of their
  // own (pageHead), beside an English page with one, is what /ar/about/ had.
  it.each([contentDir, realContentDir])("a translated page loads its own language's modules only, never the English page's head or content (%s)", async (from) => {
    const { loadContent } = await import('../../scripts/content/load.ts');
    const loaded = loadContent(from).content!;
    const plugin = contentPlugin({ dir: from });
    // Each loader returns the name of the module it would import.
    const names = (code: string) => code.replace(/import\(("[^"]+")\)/g, '$1');
    const routes = names(await load(plugin, 'virtual:content/routes'));
    for (const locale of ['ar', 'es', 'fr'] as const) {
      const table = names(await load(plugin, `virtual:content/locale/${locale}`));
      // The English table as the language's table imports it (with its loaders, as built).
      const withEnglish = table.replace(/^import \{ pages as english \} from "virtual:content\/routes";$/m, routes.replace(/^export const pages =/m, 'const english =').replace(/^import .*$/gm, ''));
      const { pages } = (await evaluate(withEnglish.replace(/^import .*$/gm, ''))) as { pages: { id: string; load: () => string; head?: () => string }[] };
      expect(pages).toHaveLength(loaded.localized[locale].pages.length);
      for (const page of pages) {
        expect(page.load(), `${locale} ${page.id}`).toBe(`virtual:content/page/${locale}/${page.id}`);
        if (page.head) expect(page.head(), `${locale} ${page.id}`).toBe(`virtual:content/page-head/${locale}/${page.id}`);
      }
    }
  });

  it("a language's list names its translated items in it and keeps the others in English", async () => {
    const { loadContent } = await import('../../scripts/content/load.ts');
    const loaded = loadContent(contentDir).content!;
    const plugin = contentPlugin({ dir: contentDir });
    const englishCode = await load(plugin, 'virtual:content/collection/api-products');
    const frCode = await load(plugin, 'virtual:content/collection-fr/api-products');
    // The language's module imports the English list; here that import runs the English module as built.
    const englishUrl = `data:text/javascript;base64,${Buffer.from(englishCode.replace(/import\.meta\.ROLLUP_FILE_URL_(\w+)/g, '"asset:$1"')).toString('base64')}`;
    const { index } = (await evaluate(frCode.replaceAll('"virtual:content/collection/api-products"', JSON.stringify(englishUrl)))) as { index: { key: string; title: string }[] };
    const english = loaded.entries.filter((e) => e.collection === 'api-products');
    expect(index.map((i) => i.key)).toEqual(english.map((e) => e.key));
    for (const e of english) {
      const translated = loaded.localized.fr.entries.find((t) => t.file === e.file);
      expect(index.find((i) => i.key === e.key)!.title).toBe((translated ?? e).title);
    }
    // Issue 30: the untranslated items are the English module's, not written again in each language's.
    const untranslated = english.filter((e) => !loaded.localized.fr.entries.some((t) => t.file === e.file));
    expect(untranslated.length).toBeGreaterThan(0);
    for (const e of untranslated) expect(frCode).not.toContain(JSON.stringify(e.description));
    expect(frCode).toContain('virtual:content/collection/api-products');
  });
});
