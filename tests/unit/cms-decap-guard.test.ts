import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runEditor } from '../e2e/cms-server.ts';
import { freePort } from '../free-port.ts';

/**
 * `npm run cms` on a throwaway repository: what a web page could send decap-server through DNS
 * rebinding (a forged Host and Origin), and paths outside the content folder (issue 47, item 1).
 */
const root = path.resolve(import.meta.dirname, '../..');
const repo = mkdtempSync(path.join(tmpdir(), 'cms-guard-'));
const outside = mkdtempSync(path.join(tmpdir(), 'cms-guard-outside-'));
const content = path.join(repo, 'content');
let editor: Awaited<ReturnType<typeof runEditor>> | null = null;
let port = 0;
let decapPort = 0;

/** A POST to decap-server's API as any page could send it (node:http lets the Host be forged). */
function post(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port: decapPort, path: '/api/v1', method: 'POST', headers: { host: `localhost:${decapPort}`, origin: `http://localhost:${port}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

beforeAll(async () => {
  cpSync(path.join(root, 'tests/fixtures/content'), content, { recursive: true });
  mkdirSync(path.join(repo, '.git/hooks'), { recursive: true });
  writeFileSync(path.join(repo, '.git/config'), '[core]\n\tsecret = yes\n');
  mkdirSync(path.join(repo, 'scripts'));
  writeFileSync(path.join(repo, 'scripts/build.ts'), 'export {};\n');
  writeFileSync(path.join(outside, 'secret.txt'), 'outside\n');
  port = await freePort();
  decapPort = await freePort();
  editor = await runEditor(content, port, decapPort, 60_000);
  // A link out of the folder, made once the editor runs (made before, the content check refuses
  // to start it): the guard must not follow it.
  symlinkSync(outside, path.join(content, 'images/linked'));
}, 70_000);

afterAll(async () => {
  await editor?.stop();
  rmSync(repo, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

it('answers the editor on this computer, inside the content folder', async () => {
  const entry = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/site.json' } });
  expect(entry.status).toBe(200);
  expect(JSON.parse(entry.text).data).toContain('"company"');
  const saved = await post({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'content/images/new.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), encoding: 'base64' }, options: { commitMessage: 'upload' } } });
  expect(saved.status).toBe(200);
  expect(existsSync(path.join(content, 'images/new.svg'))).toBe(true);
});

it('refuses a forged Host or Origin (DNS rebinding) before decap-server sees it', async () => {
  const forgedHost = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/site.json' } }, { host: `rebind.example:${decapPort}`, origin: `http://rebind.example:${decapPort}` });
  expect(forgedHost.status).toBe(403);
  expect(forgedHost.text).toContain('Host');
  const forgedOrigin = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/site.json' } }, { origin: 'http://evil.example' });
  expect(forgedOrigin.status).toBe(403);
  expect(forgedOrigin.text).toContain('Origin');
});

it('never reads, writes or deletes outside the content folder, whatever the path says', async () => {
  const read = await post({ action: 'getEntry', params: { branch: 'main', path: '.git/config' } });
  expect(read.status).toBe(403);
  expect(read.text).not.toContain('secret');
  const hook = await post({ action: 'persistMedia', params: { branch: 'main', asset: { path: '.git/hooks/pre-commit', content: Buffer.from('#!/bin/sh\necho pwned\n').toString('base64'), encoding: 'base64' }, options: { commitMessage: 'upload' } } });
  expect(hook.status).toBe(403);
  expect(existsSync(path.join(repo, '.git/hooks/pre-commit'))).toBe(false);
  const script = await post({
    action: 'persistEntry',
    params: { branch: 'main', entry: { slug: 'x', path: 'content/../scripts/build.ts', raw: 'pwned' }, assets: [], options: { collectionName: 'x', commitMessage: 'x', useWorkflow: false, status: 'draft' } },
  });
  expect(script.status).toBe(403);
  expect(readFileSync(path.join(repo, 'scripts/build.ts'), 'utf8')).toBe('export {};\n');
  const del = await post({ action: 'deleteFiles', params: { branch: 'main', paths: ['content/site.json', 'scripts/build.ts'], options: { commitMessage: 'delete' } } });
  expect(del.status).toBe(403);
  expect(existsSync(path.join(repo, 'scripts/build.ts'))).toBe(true);
  expect(existsSync(path.join(content, 'site.json'))).toBe(true);
  const throughLink = await post({ action: 'getMediaFile', params: { branch: 'main', path: 'content/images/linked/secret.txt' } });
  expect(throughLink.status).toBe(403);
  expect(throughLink.text).toContain('symbolic link');
});

it('refuses an upload larger than the check allows, saying so', async () => {
  const big = Buffer.alloc(21 * 1024 * 1024, 1).toString('base64');
  const upload = await post({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'content/images/huge.jpg', content: big, encoding: 'base64' }, options: { commitMessage: 'upload' } } });
  expect(upload.status).toBe(413);
  expect(upload.text).toMatch(/huge\.jpg.*21\.0 MB.*at most 20\.0 MB/);
  expect(existsSync(path.join(content, 'images/huge.jpg'))).toBe(false);
});
