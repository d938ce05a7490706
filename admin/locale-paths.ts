/**
 * Decap's i18n `multiple_files` names every language's file `<name>.<locale>.json`, English
 * (the default locale) included: `paracetamol.en.json`. content/ keeps English as `<name>.json`
 * (the site, the check and every link read that name) and only translations carry a locale
 * (`paracetamol.fr.json`). Between Decap and its backend, whichever it is (decap-server under
 * `npm run cms`, GitHub in dist/admin), the English file's name is translated both ways, so the
 * editor edits the four languages side by side and reads and writes the files content/ has.
 *
 * It wraps the backend's implementation (the object Decap asks for entries, files and saves):
 * every method that takes or gives a file's path goes through the rename; the rest is the
 * backend's own. Only files directly in a translated collection's folder are renamed (the site
 * settings, pictures and documents keep their names).
 */

/** `x.en.json` as content/ names it: `x.json`. Other names unchanged. */
export function toContentPath(path: string, defaultLocale: string): string {
  const suffix = `.${defaultLocale}.json`;
  return path.endsWith(suffix) ? `${path.slice(0, -suffix.length)}.json` : path;
}

/** `x.json` (English) as Decap names it: `x.en.json`. A translation (`x.fr.json`) and other files unchanged. */
export function toDecapPath(path: string, locales: readonly string[], defaultLocale: string): string {
  if (!path.endsWith('.json')) return path;
  const stem = path.slice(0, -'.json'.length);
  const last = stem.slice(stem.lastIndexOf('/') + 1).split('.');
  if (last.length > 1 && locales.includes(last.at(-1)!)) return path;
  return `${stem}.${defaultLocale}.json`;
}

export interface LocaleLayout {
  /** The folders of the translated (folder) collections, as Decap names them ("content/pages"). */
  folders: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
  /**
   * The translation files the save's check made (admin/save.ts TranslationWrites), by content/'s
   * path: a save writes these texts instead of Decap's, and no file where the text is null.
   */
  writes?: { take(paths: readonly string[]): Map<string, string | null> };
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
type Method = (...args: unknown[]) => unknown;

/** The two renames, limited to files directly in a translated folder. */
export function renames(layout: LocaleLayout) {
  const folders = new Set(layout.folders.map((f) => f.replace(/\/+$/, '')));
  const inFolder = (path: string) => folders.has(path.slice(0, path.lastIndexOf('/')));
  return {
    toContent: (path: unknown) => (typeof path === 'string' && inFolder(path) ? toContentPath(path, layout.defaultLocale) : path),
    toDecap: (path: unknown) => (typeof path === 'string' && inFolder(path) ? toDecapPath(path, layout.locales, layout.defaultLocale) : path),
  };
}

/**
 * The implementation `impl` with Decap's file names on the outside and content/'s on the inside.
 * Decap's implementations return arrays of entries carrying the listing's cursor under a symbol:
 * kept on the renamed array.
 */
export function withContentFileNames<T extends object>(impl: T, layout: LocaleLayout): T {
  const { toContent, toDecap } = renames(layout);
  const entry = (e: unknown) => (isObject(e) && isObject(e.file) ? { ...e, file: { ...e.file, path: toDecap(e.file.path) } } : e);
  const entries = (list: unknown) => {
    if (!Array.isArray(list)) return list;
    const out = list.map(entry);
    for (const key of Object.getOwnPropertySymbols(list)) (out as unknown as Record<symbol, unknown>)[key] = (list as unknown as Record<symbol, unknown>)[key];
    return out;
  };
  const dataFile = (f: unknown) => (isObject(f) ? { ...f, path: toContent(f.path), ...(typeof f.newPath === 'string' ? { newPath: toContent(f.newPath) } : {}) } : f);

  const wrapped: Record<string, (call: Method, args: unknown[]) => unknown> = {
    entriesByFolder: async (call, args) => entries(await call(...args)),
    // Decap narrows the listing to English files with a pattern on its own names (`\.en\..*`).
    allEntriesByFolder: async (call, [folder, extension, depth, pathRegex]) => {
      const pattern = pathRegex instanceof RegExp ? { test: (path: string) => pathRegex.test(String(toDecap(path))) } : pathRegex;
      return entries(await call(folder, extension, depth, pattern));
    },
    traverseCursor: async (call, args) => {
      const result = (await call(...args)) as Json;
      return isObject(result) ? { ...result, entries: entries(result.entries) } : result;
    },
    entriesByFiles: async (call, [files]) => entries(await call(Array.isArray(files) ? files.map((f) => (isObject(f) ? { ...f, path: toContent(f.path) } : f)) : files)),
    getEntry: async (call, [path]) => {
      const result = await call(toContent(path));
      return isObject(result) && isObject(result.file) ? { ...result, file: { ...result.file, path } } : result;
    },
    persistEntry: (call, [entryToSave, options]) => {
      if (!isObject(entryToSave) || !Array.isArray(entryToSave.dataFiles)) return call(entryToSave, options);
      const files = entryToSave.dataFiles.map(dataFile) as Json[];
      const made = layout.writes?.take(files.map((f) => String(f.path))) ?? new Map<string, string | null>();
      const dataFiles = files.flatMap((f) => {
        const text = made.get(String(f.path));
        if (text === undefined) return [f];
        return text === null ? [] : [{ ...f, raw: text }];
      });
      return call({ ...entryToSave, dataFiles }, options);
    },
    unpublishedEntry: async (call, args) => {
      const result = (await call(...args)) as Json;
      return isObject(result) && Array.isArray(result.diffs) ? { ...result, diffs: result.diffs.map((d) => (isObject(d) ? { ...d, path: toDecap(d.path) } : d)) } : result;
    },
    unpublishedEntryDataFile: (call, [collection, slug, path, id]) => call(collection, slug, toContent(path), id),
    deleteFiles: (call, [paths, ...rest]) => call(Array.isArray(paths) ? paths.map(toContent) : paths, ...rest),
  };

  return new Proxy(impl, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      // Bound to the implementation itself: its own calls between its methods see its own names.
      const call = (value as Method).bind(target);
      const wrap = typeof key === 'string' && Object.hasOwn(wrapped, key) ? wrapped[key] : undefined;
      return wrap ? (...args: unknown[]) => wrap(call, args) : call;
    },
  });
}

/** A backend as Decap's registry holds it (CMS.getBackend(name)). */
export interface RegisteredBackend {
  init: (...args: unknown[]) => object;
}

/**
 * Makes the backends registered under these names (Decap's own "proxy" for decap-server, and
 * "github") hand Decap implementations with the renames. Decap's registry refuses a second
 * registration under a taken name and chooses "proxy" itself for the local backend, so the
 * registered factory is wrapped in place.
 */
export function renameEnglishFiles(backends: readonly (RegisteredBackend | undefined)[], layout: LocaleLayout): void {
  for (const backend of backends) {
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args: unknown[]) => withContentFileNames(init(...args), layout);
  }
}
