import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.ts';

/**
 * `npm run cms` on a throwaway copy of the repository's content (never content/ itself): the
 * site's dev server and a real decap-server, on ports of their own: free ones the system gives
 * (two spec files start an editor, and two workers may run them at once), or from CMS_E2E_PORT on when set.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** The names the spec files start their editors by, in the order of their ports under CMS_E2E_PORT. */
const EDITORS = ['editor', 'ui-words'];

export interface CmsServer {
  /** The copy's repository folder (decap-server's) and its content folder. */
  repo: string;
  content: string;
  url: string;
  stop: () => Promise<void>;
  /** `npm run content:check` on the copy: its exit status and output. */
  check: () => { status: number; output: string };
}

export async function startCms(name: string): Promise<CmsServer> {
  // A fixed range (CMS_E2E_PORT): each spec's editor two ports of its own in it, so two at once do not meet.
  const base = process.env.CMS_E2E_PORT ? Number(process.env.CMS_E2E_PORT) + 2 * Math.max(0, EDITORS.indexOf(name)) : undefined;
  const port = base ?? (await freePort());
  const decapPort = base === undefined ? await freePort() : base + 1;
  const repo = path.join(root, 'tests/.tmp', `cms-${name}-${process.pid}`);
  const content = path.join(repo, 'content');
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(repo, { recursive: true });
  cpSync(path.join(root, 'content'), content, { recursive: true });

  const editor = await runEditor(content, port, decapPort, 90_000);
  const url = `http://localhost:${port}`;
  // The first request has Vite bundle Decap for the browser: once, before the tests' clocks start.
  await fetch(`${url}/admin/`).then((r) => r.text());
  return {
    repo,
    content,
    url,
    stop: async () => {
      await editor.stop();
      rmSync(repo, { recursive: true, force: true });
    },
    check: () => {
      const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/content/check-cli.ts'], {
        cwd: root,
        env: { ...process.env, CONTENT_DIR: content },
        encoding: 'utf8',
      });
      return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
    },
  };
}

/**
 * `npm run cms` (scripts/cms/run.ts) on `content`, in a process group of its own: resolves once it
 * prints the editor's address; `stop` ends the group (the dev server, decap-server and its guard).
 */
export async function runEditor(content: string, port: number, decapPort: number, startTimeout: number): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/cms/run.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content, PORT: String(port), DECAP_SERVER_PORT: String(decapPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run cms did not start:\n${output}`)), startTimeout);
    child.on('exit', (code) => reject(new Error(`npm run cms stopped (${code}):\n${output}`)));
    const poll = setInterval(() => {
      if (output.includes('/admin/')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
  });
  return {
    stop: async () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}
