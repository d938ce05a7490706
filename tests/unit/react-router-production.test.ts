import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewrites, slimReactRouter } from '../../scripts/vite/react-router-production.ts';

const pkgDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
const production = path.join(pkgDir, 'dist/production');
const chunks = readdirSync(production, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));

describe("react-router's production rewrite", () => {
  it('runs on the version it was written for (pinned in package.json)', () => {
    const wanted = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies['react-router'];
    expect(wanted).toBe(pkg.version);
  });

  it.each(rewrites.map((r) => r.name))('still finds something to rewrite: %s', (name) => {
    const total = chunks.reduce((sum, f) => sum + (slimReactRouter(readFileSync(path.join(production, f), 'utf8')).counts[name] ?? 0), 0);
    expect(total).toBeGreaterThan(5);
  });

  it('leaves no top-level displayName assignment behind', () => {
    for (const f of chunks) {
      expect(slimReactRouter(readFileSync(path.join(production, f), 'utf8')).code).not.toMatch(/^[\w$]+\.displayName = "/m);
    }
  });
});
