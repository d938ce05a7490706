/**
 * node:fs, node:path and node:crypto for the GitHub editor's own check (admin/browser-check.ts):
 * the catalogue definitions it runs draw structure pictures to files at build time, code the
 * browser never calls but imports. Drawing in the browser is not the editor's job; reading is.
 */
const unavailable = (what: string) => () => {
  throw new Error(`${what} is not available in the browser editor`);
};

export const existsSync = () => false;
export const mkdirSync = unavailable('mkdirSync');
export const writeFileSync = unavailable('writeFileSync');
export const readFileSync = unavailable('readFileSync');
export const createHash = unavailable('createHash');

const join = (...parts: string[]) => parts.filter(Boolean).join('/').replace(/\/+/g, '/');
const pathModule = { join, resolve: join, basename: (p: string) => p.split('/').pop() ?? '', dirname: (p: string) => p.split('/').slice(0, -1).join('/'), sep: '/' };
export default pathModule;
