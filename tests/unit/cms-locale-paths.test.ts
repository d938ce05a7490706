/**
 * Decap names the English file of a translated entry `x.en.json`; content/ names it `x.json`.
 * admin/locale-paths.ts renames between the two around the backend's implementation, the local
 * one (decap-server) and GitHub's alike (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { renameEnglishFiles, toContentPath, toDecapPath, withContentFileNames } from '../../admin/locale-paths.ts';

const locales = ['en', 'ar', 'es', 'fr'];
const layout = { folders: ['content/pages', 'content/catalogue/api-products'], locales, defaultLocale: 'en' };

/** A backend implementation as Decap's are: files by content/'s names, calls recorded. */
function fakeBackend(files: Record<string, string>) {
  const calls: unknown[][] = [];
  const cursor = Symbol.for('cursor');
  const listing = (folder: string) => Object.keys(files).filter((p) => p.startsWith(`${folder}/`)).map((path) => ({ data: files[path], file: { path, id: path } }));
  const impl = {
    name: 'fake',
    entriesByFolder(folder: string) {
      calls.push(['entriesByFolder', folder]);
      return Promise.resolve(Object.assign(listing(folder), { [cursor]: 'page 1' }));
    },
    allEntriesByFolder(folder: string, _ext: string, _depth: number, pathRegex?: { test(path: string): boolean }) {
      return Promise.resolve(listing(folder).filter((e) => !pathRegex || pathRegex.test(e.file.path)));
    },
    entriesByFiles(list: { path: string }[]) {
      calls.push(['entriesByFiles', list.map((f) => f.path)]);
      return Promise.resolve(list.map((f) => ({ data: files[f.path], file: { path: f.path } })));
    },
    getEntry(path: string) {
      calls.push(['getEntry', path]);
      return path in files ? Promise.resolve({ data: files[path], file: { path, id: null } }) : Promise.reject(new Error('404'));
    },
    persistEntry(entry: { dataFiles: { path: string; raw: string }[] }) {
      calls.push(['persistEntry', entry.dataFiles.map((f) => f.path)]);
      for (const f of entry.dataFiles) files[f.path] = f.raw;
      return Promise.resolve();
    },
    unpublishedEntry() {
      return Promise.resolve({ slug: 'about', diffs: [{ path: 'content/pages/about.json', id: 'a', newFile: false }, { path: 'content/pages/about.fr.json', id: 'b', newFile: true }, { path: 'content/images/about/x.png', id: 'c', newFile: true }] });
    },
    unpublishedEntryDataFile(_collection: string, _slug: string, path: string) {
      calls.push(['unpublishedEntryDataFile', path]);
      return Promise.resolve(files[path]);
    },
    // Its own calls between its methods use its own names.
    usesItself() {
      return this.getEntry('content/pages/about.json');
    },
  };
  return { impl, calls, cursor };
}

describe("the editor's English file names", () => {
  it('maps x.json and x.en.json both ways, leaving translations and other files alone', () => {
    expect(toDecapPath('content/catalogue/api-products/paracetamol.json', locales, 'en')).toBe('content/catalogue/api-products/paracetamol.en.json');
    expect(toDecapPath('content/catalogue/api-products/paracetamol.fr.json', locales, 'en')).toBe('content/catalogue/api-products/paracetamol.fr.json');
    expect(toDecapPath('content/images/api/x.png', locales, 'en')).toBe('content/images/api/x.png');
    // A dot in a folder name is not a locale.
    expect(toDecapPath('content/pages/v1.ar/about.json', locales, 'en')).toBe('content/pages/v1.ar/about.en.json');
    expect(toContentPath('content/pages/about.en.json', 'en')).toBe('content/pages/about.json');
    expect(toContentPath('content/pages/about.ar.json', 'en')).toBe('content/pages/about.ar.json');
  });

  it("lists a folder in Decap's names, keeping the listing's cursor, and reads a file asked for by its Decap name", async () => {
    const { impl, calls, cursor } = fakeBackend({ 'content/pages/about.json': '{"title":"About"}', 'content/pages/about.ar.json': '{"title":"من نحن"}' });
    const backend = withContentFileNames(impl, layout);
    const listing = await backend.entriesByFolder('content/pages');
    expect(listing.map((e) => e.file.path)).toEqual(['content/pages/about.en.json', 'content/pages/about.ar.json']);
    expect((listing as unknown as Record<symbol, unknown>)[cursor]).toBe('page 1');
    expect(await backend.getEntry('content/pages/about.en.json')).toEqual({ data: '{"title":"About"}', file: { path: 'content/pages/about.en.json', id: null } });
    expect(calls).toContainEqual(['getEntry', 'content/pages/about.json']);
    await expect(backend.getEntry('content/pages/about.es.json')).rejects.toThrow('404');
    expect(await backend.usesItself()).toMatchObject({ file: { path: 'content/pages/about.json' } });
  });

  it("GitHub's listing of all English files: Decap's pattern (\\.en\\..*) is matched against Decap's names", async () => {
    const { impl } = fakeBackend({ 'content/pages/about.json': '{}', 'content/pages/about.ar.json': '{}', 'content/pages/contact.json': '{}' });
    const listing = await withContentFileNames(impl, layout).allEntriesByFolder('content/pages', 'json', 1, /\.en\..*/);
    expect(listing.map((e) => e.file.path)).toEqual(['content/pages/about.en.json', 'content/pages/contact.en.json']);
  });

  it('a save writes the English file under its own name and the translations beside it', async () => {
    const { impl, calls } = fakeBackend({});
    await withContentFileNames(impl, layout).persistEntry({ dataFiles: [{ path: 'content/pages/about.en.json', raw: '{}' }, { path: 'content/pages/about.ar.json', raw: '{}' }] });
    expect(calls).toContainEqual(['persistEntry', ['content/pages/about.json', 'content/pages/about.ar.json']]);
  });

  it("a save writes the translations the save's check made, and none where it made none (Decap would write one per language)", async () => {
    const { impl, calls } = fakeBackend({});
    const made = new Map<string, string | null>([
      ['content/pages/about.ar.json', '{\n  "$translation": {}\n}\n'],
      ['content/pages/about.es.json', null],
    ]);
    const writes = { take: (paths: readonly string[]) => new Map([...made].filter(([p]) => paths.includes(p))) };
    await withContentFileNames(impl, { ...layout, writes }).persistEntry({
      dataFiles: ['en', 'ar', 'es', 'fr'].map((l) => ({ path: `content/pages/about.${l}.json`, raw: '{"$schema":"x"}' })),
    });
    expect(calls).toContainEqual(['persistEntry', ['content/pages/about.json', 'content/pages/about.ar.json', 'content/pages/about.fr.json']]);
  });

  it('a pull request (GitHub, editorial workflow) is read in Decap names; pictures and the site settings keep theirs', async () => {
    const { impl, calls } = fakeBackend({ 'content/pages/about.json': '{}', 'content/site.json': '{}' });
    const backend = withContentFileNames(impl, layout);
    expect((await backend.unpublishedEntry()).diffs.map((d) => d.path)).toEqual(['content/pages/about.en.json', 'content/pages/about.fr.json', 'content/images/about/x.png']);
    await backend.unpublishedEntryDataFile('pages', 'about', 'content/pages/about.en.json');
    expect(calls).toContainEqual(['unpublishedEntryDataFile', 'content/pages/about.json']);
    expect(await backend.entriesByFiles([{ path: 'content/site.json' }])).toEqual([{ data: '{}', file: { path: 'content/site.json' } }]);
  });

  it("wraps the registered backends' factories in place", async () => {
    const { impl } = fakeBackend({ 'content/pages/about.json': '{}' });
    const registered = { init: () => impl };
    renameEnglishFiles([registered, undefined], layout);
    const backend = registered.init() as typeof impl;
    expect((await backend.entriesByFolder('content/pages')).map((e) => e.file.path)).toEqual(['content/pages/about.en.json']);
  });
});
