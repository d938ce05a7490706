import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { rewriteStorm, stormHeld } from '../../scripts/probes/rewrite-storm.ts';
import { precompress } from '../../scripts/server/precompress.ts';

const root = mkdtempSync(path.join(tmpdir(), 'storm-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('npm start’s server survives its build being removed and rewritten while 20 clients fetch it (issue 24; the 30 s, 50-client probe, shorter)', async () => {
  const dist = path.join(root, 'dist');
  const page = (title: string) => `<!doctype html><title>${title}</title><p>${`${title} text. `.repeat(60)}</p>`;
  for (const dir of ['about', 'business/spices', 'assets']) mkdirSync(path.join(dist, dir), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), page('Home'));
  writeFileSync(path.join(dist, '404.html'), page('Not found'));
  writeFileSync(path.join(dist, 'about/index.html'), page('About'));
  writeFileSync(path.join(dist, 'business/spices/index.html'), page('Spices'));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n'.repeat(20));
  writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), `export const x = ${JSON.stringify('x'.repeat(5000))};\n`);
  writeFileSync(path.join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  await precompress(dist);

  const report = await rewriteStorm({ dist, port: await freePort(), seconds: 3, clients: 20 });
  expect(report.exited, report.serverErrors.join('\n')).toBeNull();
  expect(report.failures, report.serverErrors.join('\n')).toEqual({});
  expect(Object.keys(report.statuses).filter((s) => !['200', '304', '404'].includes(s))).toEqual([]);
  expect(report.statuses['200']).toBeGreaterThan(100);
  expect(report.rewrites).toBeGreaterThan(50);
  expect(stormHeld(report)).toBe(true);
}, 30_000);
