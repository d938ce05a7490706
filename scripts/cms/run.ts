import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { createServer } from 'vite';
import { siteConfig } from '../../vite.config.ts';
import { contentDir, displayPath } from '../content/load.ts';
import { startDecapGuard } from './decap-guard.ts';

/**
 * `npm run cms`: the web editor on this computer. Starts decap-server (Decap's local backend: it
 * reads and writes the files of this working tree, no account needed) and the site's dev server
 * (which serves the editor at /admin/, checks each entry with the content check and draws the
 * previews), then prints the editor's address.
 *
 *   PORT                 the dev server's port (default 5173)
 *   DECAP_SERVER_PORT    the editor's port for decap-server (default 8081, Decap's own): a guard
 *                        (decap-guard.ts) that lets only this computer's editor through, and only
 *                        into the content folder; decap-server itself listens on a free port
 *                        nothing else is told about
 *   CONTENT_DIR          the content folder (default content/); its parent is the repository
 */

const port = Number(process.env.PORT ?? 5173);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const content = contentDir();
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? path.dirname(content));

/** A port free on 127.0.0.1 now, for decap-server behind the guard. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

const upstreamPort = await freePort();

function startDecapServer(): Promise<ChildProcess> {
  const entry = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  const child = spawn(process.execPath, [entry], {
    cwd: repoDir,
    // Only this computer may reach it: it writes files without asking who is there.
    env: { ...process.env, PORT: String(upstreamPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repoDir, MODE: 'fs', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(`[decap-server] ${d.toString()}`));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[decap-server] ${d.toString()}`));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`decap-server stopped (exit ${code}) before it answered`)));
    // decap-server says nothing at LOG_LEVEL=warn: it is ready once its port answers.
    const started = Date.now();
    const poll = () => {
      fetch(`http://127.0.0.1:${upstreamPort}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' })
        .then((res) => (res.ok ? resolve(child) : Promise.reject(new Error(String(res.status)))))
        .catch(() => (Date.now() - started > 20_000 ? reject(new Error(`decap-server did not answer on port ${upstreamPort}`)) : setTimeout(poll, 200)));
    };
    poll();
  });
}

const decap = await startDecapServer().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
const guard = await startDecapGuard({ port: decapPort, upstreamPort, editorPort: port, repoDir, contentDir: content }).catch((err: unknown) => {
  decap.kill();
  console.error(`${err instanceof Error ? err.message : String(err)}: is port ${decapPort} in use? Set DECAP_SERVER_PORT to another port.`);
  process.exit(1);
});
process.env.DECAP_SERVER_URL = `http://localhost:${decapPort}/api/v1`;
process.env.CMS_REPO_DIR = repoDir;

const server = await createServer({ ...siteConfig(), configFile: false, server: { port, strictPort: true } });
await server.listen();

const stop = () => {
  decap.kill();
  guard.close();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
decap.on('exit', () => {
  console.error('decap-server stopped; stopping the editor.');
  void server.close().then(() => process.exit(1));
});

console.log(
  [
    '',
    `  Content editor: http://localhost:${port}/admin/`,
    `  The site, as you edit it: http://localhost:${port}/`,
    '',
    `  Saves go to the files in ${displayPath(content)}/ on this computer; commit them with git when you are done.`,
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);
