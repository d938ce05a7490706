import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { leanPreload, leanPreloadPlugin } from '../../scripts/vite/lean-preload.ts';

/** The helper as this site's build writes it (base './'), run in this test's document (jsdom). */
const helper = new Function(`${leanPreload('./').replace('export const __vitePreload', 'const __vitePreload')}\nreturn __vitePreload;`)() as (
  load: () => Promise<unknown>,
  deps: string[] | undefined,
  base: string,
) => Promise<unknown>;

const work = mkdtempSync(path.join(os.tmpdir(), 'lean-preload-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A two-chunk app built by the installed Vite: a lazy import whose chunk has a dependency of its own. */
async function buildApp(plugins: ReturnType<typeof leanPreloadPlugin>[], base = './'): Promise<string> {
  const root = mkdtempSync(path.join(work, 'app-'));
  writeFileSync(path.join(root, 'shared.js'), 'export const shared = (x) => `shared ${x}`;\n');
  writeFileSync(path.join(root, 'lazy.js'), "import { shared } from './shared.js';\nexport const lazy = shared('lazy');\n");
  writeFileSync(path.join(root, 'other.js'), "import { shared } from './shared.js';\nexport const other = shared('other');\n");
  writeFileSync(path.join(root, 'main.js'), "export const go = () => Promise.all([import('./lazy.js'), import('./other.js')]);\n");
  await build({ root, base, logLevel: 'silent', configFile: false, plugins, build: { outDir: 'dist', lib: false, minify: false, rolldownOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'exports-only' } } });
  const dir = path.join(root, 'dist', 'assets');
  return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

describe('the lean preload helper', () => {
  it("replaces Vite's own in the browser build, which still calls it by the name it exports", async () => {
    const vite = await buildApp([]);
    expect(vite).toContain('vite:preloadError');
    const lean = await buildApp([leanPreloadPlugin()]);
    expect(lean).toContain('__vitePreload');
    expect(lean).not.toContain('vite:preloadError');
    expect(lean).toContain('new URL(dep, importer).href');
    // An absolute base: Vite names the dependencies from it and passes no importer.
    expect(await buildApp([leanPreloadPlugin()], '/shop/')).toContain('"/shop/" + dep');
  }, 60_000);

  it('links each dependency once as a module preload, skips what the page already links, and imports', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="https://site.test/assets/framework.js">';
    const base = 'https://site.test/assets/app-start.js';
    expect(await helper(() => Promise.resolve('module'), ['./framework.js', './page-kit.js'], base)).toBe('module');
    expect(await helper(() => Promise.resolve('again'), ['./page-kit.js', './later.js'], base)).toBe('again');
    expect(await helper(() => Promise.resolve('none'), undefined, base)).toBe('none');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, (l as HTMLLinkElement & { as?: string }).as, l.href]);
    expect(links.map(([, , href]) => href)).toEqual(['https://site.test/assets/framework.js', 'https://site.test/assets/page-kit.js', 'https://site.test/assets/later.js']);
    expect(links.slice(1).every(([, as]) => as === 'script')).toBe(true);
  });

  it('passes a failed import on (a dropped connection reaches the route error boundary)', async () => {
    await expect(helper(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), ['./gone.js'], 'https://site.test/assets/a.js')).rejects.toThrow('Failed to fetch');
  });
});
