/**
 * Decap's i18n `multiple_files` names every language's file `<name>.<locale>.json`, English
 * (the default locale) included: `paracetamol.en.json`. content/ keeps English as `<name>.json`
 * (the site, the check and every link read that name) and only translations carry a locale
 * (`paracetamol.fr.json`). Between the editor and the local backend (decap-server), these
 * functions translate the English file's name both ways, so the editor edits the four languages
 * side by side and writes the files content/ has.
 *
 * Only the local backend's requests pass through here: the GitHub backend talks to GitHub's API,
 * which this does not rewrite (the generated config leaves its translations off: scripts/cms/sources.ts).
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

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The request body decap's proxy backend sends (`{ action, params }`) with English paths as
 * content/ names them, and the renames made (content path → Decap's), to answer in Decap's names.
 */
export function rewriteRequest(body: Json, defaultLocale: string): { body: Json; renamed: Map<string, string> } {
  const renamed = new Map<string, string>();
  const rename = (path: unknown) => {
    if (typeof path !== 'string') return path;
    const content = toContentPath(path, defaultLocale);
    if (content !== path) renamed.set(content, path);
    return content;
  };
  const params = isObject(body.params) ? { ...body.params } : {};
  if ('path' in params) params.path = rename(params.path);
  if (Array.isArray(params.paths)) params.paths = params.paths.map(rename);
  if (Array.isArray(params.files)) params.files = params.files.map((f) => (isObject(f) ? { ...f, path: rename(f.path) } : f));
  if (Array.isArray(params.dataFiles)) {
    params.dataFiles = params.dataFiles.map((f) => (isObject(f) ? { ...f, path: rename(f.path), ...(typeof f.newPath === 'string' ? { newPath: rename(f.newPath) } : {}) } : f));
  }
  return { body: { ...body, params }, renamed };
}

/**
 * The answer with its paths in Decap's names: the files it asked for by their Decap name, and,
 * for a folder's listing (every folder collection is translated), each English file.
 */
export function rewriteResponse(action: unknown, answer: unknown, renamed: Map<string, string>, locales: readonly string[], defaultLocale: string): unknown {
  const fix = (path: unknown) => {
    if (typeof path !== 'string') return path;
    if (renamed.has(path)) return renamed.get(path);
    return action === 'entriesByFolder' ? toDecapPath(path, locales, defaultLocale) : path;
  };
  const fixEntry = (entry: unknown) => (isObject(entry) && isObject(entry.file) ? { ...entry, file: { ...entry.file, path: fix(entry.file.path) } } : entry);
  if (Array.isArray(answer)) return answer.map(fixEntry);
  return fixEntry(answer);
}

/**
 * Routes the editor's calls to the local backend at `proxyUrl` through the renames above (Decap's
 * proxy backend calls `fetch` itself; it has no hook of its own for this).
 */
export function mapLocalBackendPaths(proxyUrl: string, locales: readonly string[], defaultLocale: string) {
  const target = new URL(proxyUrl, location.href).href;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href).href;
    if (url !== target || typeof init?.body !== 'string') return original(input, init);
    const sent = JSON.parse(init.body) as Json;
    const { body, renamed } = rewriteRequest(sent, defaultLocale);
    const response = await original(input, { ...init, body: JSON.stringify(body) });
    if (!response.ok) return response;
    const answer = rewriteResponse(sent.action, await response.json(), renamed, locales, defaultLocale);
    return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  };
}
