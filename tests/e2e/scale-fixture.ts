import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSyntheticCatalogue } from '../../scripts/bench/synthetic-catalogue.ts';
import { loadContent } from '../../scripts/content/load.ts';

/**
 * A site with a few hundred API products, for the browser tests of the list at scale: a copy
 * of content/ grown by the bench's generator, built into its own dist. The build is reused while
 * it is newer than every file it is made from (never in CI), so a second run starts at once.
 */
export const SCALE_PRODUCTS = 300;

const root = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(root, 'tests/.tmp');
const contentDir = path.join(tmp, 'scale-content');
const dist = path.join(tmp, 'scale-dist');
const stamp = path.join(dist, '.built');
const inputs = ['src', 'scripts', 'content', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

export interface ScaleFixture {
  dist: string;
  /** The API products the site lists, by name, in the order of the list (the files' order). */
  products: string[];
  buildSeconds: number;
}

export function scaleFixture(): ScaleFixture {
  let buildSeconds = 0;
  const fresh = !process.env.CI && existsSync(stamp) && existsSync(contentDir) && statSync(stamp).mtimeMs > Math.max(...inputs.map((i) => newest(path.join(root, i))));
  if (!fresh) {
    rmSync(contentDir, { recursive: true, force: true });
    writeSyntheticCatalogue(SCALE_PRODUCTS, contentDir);
    const started = Date.now();
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, BUILD_EDITOR: '0' } });
    if (build.status !== 0) throw new Error(`Building the ${SCALE_PRODUCTS}-product fixture failed:\n${build.stdout}\n${build.stderr}`);
    buildSeconds = (Date.now() - started) / 1000;
    writeFileSync(stamp, new Date().toISOString());
  }
  const { content, problems } = loadContent(contentDir);
  if (!content) throw new Error(`The scale fixture has content problems: ${problems.map((p) => p.message).join('; ')}`);
  const products = content.entries
    .filter((e) => e.collection === 'api-products')
    .map((e) => e.title);
  return { dist, products, buildSeconds };
}

/** Serves the fixture's dist on `port`; resolves once it answers. */
export async function serveScaleFixture(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, ENQUIRY_LOG: path.join(tmp, 'scale-enquiries.jsonl') },
    stdio: 'ignore',
  });
  // The server writes its compressed copies of the build before it listens.
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`The scale fixture's server did not start on port ${port}`);
}
