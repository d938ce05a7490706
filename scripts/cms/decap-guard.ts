import { existsSync, realpathSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '../../src/content/document-types.ts';
import { IMAGE_MAX_BYTES, megabytes as mb } from '../content/file-limits.ts';
import { BodyTooLarge, readBody } from '../server/request-body.ts';

/**
 * The one door to decap-server (issue 47). decap-server answers any Host and reads and writes
 * anywhere in the repository (`.git/config`, `.git/hooks/pre-commit`, `scripts/*.ts`), and it
 * sends `Access-Control-Allow-Origin: *`: a web page the editor opens could reach it through DNS
 * rebinding (a hostile name that resolves to 127.0.0.1). decap-server listens on a port of its
 * own that nothing is told about; this guard listens on the printed port and forwards a request
 * only when
 *   - its Host is a loopback name (localhost, 127.0.0.1, [::1]) with the guard's own port,
 *   - its Origin, when sent, is a loopback name with the editor's port (the dev server's),
 *   - it is one of the actions the local editor uses, and
 *   - every path it names stays inside the content folder (pictures and documents, the editor's
 *     media folders, are in it), with no hidden segment and no symbolic link leading out,
 *   - an upload is no larger than the check allows (file-limits.ts).
 * Anything else is answered 403 (or 413) with a plain reason and never reaches decap-server.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const ACTIONS = new Set(['info', 'entriesByFolder', 'entriesByFiles', 'getEntry', 'persistEntry', 'getMedia', 'getMediaFile', 'persistMedia', 'deleteFile', 'deleteFiles', 'getDeployPreview']);
/** Keys of decap-server's parameters that hold a repository path. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder']);
/** A save carries the entry and its uploads, base64 (4/3 of their bytes): the largest file allowed, and some. */
const MAX_BODY = Math.ceil((Math.max(DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES) * 4) / 3) + 2 * 1024 * 1024;

export interface GuardOptions {
  /** The port the guard listens on (the one the editor is told). */
  port: number;
  /** decap-server's own port, on 127.0.0.1. */
  upstreamPort: number;
  /** The dev server's port: the only origin (with a loopback name) whose pages may call. */
  editorPort: number;
  /** decap-server's repository folder (paths in requests are relative to it). */
  repoDir: string;
  /** The folder reads and writes are confined to. */
  contentDir: string;
}

/** The host part of a Host header or an origin's authority, and its port. */
function hostAndPort(authority: string): { host: string; port: string } | null {
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d+))?$/i.exec(authority);
  return m ? { host: m[1]!.toLowerCase(), port: m[2] ?? '' } : null;
}

/** Why a request's Host or Origin is refused, or null. */
export function originProblem(headers: IncomingMessage['headers'], options: Pick<GuardOptions, 'port' | 'editorPort'>): string | null {
  const host = hostAndPort(headers.host ?? '');
  if (!host || !LOOPBACK.has(host.host) || host.port !== String(options.port)) {
    return `Host "${headers.host ?? ''}" refused: decap-server answers only localhost:${options.port} (a web page reached it under another name)`;
  }
  const origin = headers.origin;
  if (origin === undefined) return null;
  const url = URL.canParse(origin) ? new URL(origin) : null;
  const at = url ? hostAndPort(url.host) : null;
  if (!url || url.protocol !== 'http:' || !at || !LOOPBACK.has(at.host) || at.port !== String(options.editorPort)) {
    return `Origin "${origin}" refused: only the editor at http://localhost:${options.editorPort} may call decap-server`;
  }
  return null;
}

function collectPaths(value: unknown, key: string | null, out: string[]): void {
  if (typeof value === 'string') {
    if (key !== null && PATH_KEYS.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    // `deleteFiles` names its paths in a list called "paths".
    for (const item of value) collectPaths(item, key === 'paths' ? 'path' : key === 'files' || key === 'dataFiles' || key === 'assets' ? null : key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectPaths(v, k, out);
  }
}

/** The nearest existing folder or file at or above `abs`, resolved through links. */
function realOf(abs: string): string {
  let at = abs;
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  const real = realpathSync(at);
  return path.join(real, path.relative(at, abs));
}

/** Why a repository path a request names may not be touched, or null when it is inside the content folder. */
export function pathProblem(rel: string, options: Pick<GuardOptions, 'repoDir' | 'contentDir'>): string | null {
  if (rel.includes('\0')) return `path refused: "${JSON.stringify(rel)}" holds a NUL character`;
  const abs = path.resolve(options.repoDir, rel.replace(/^\/+/, ''));
  const content = path.resolve(options.contentDir);
  const inside = (root: string, p: string) => p === root || p.startsWith(root + path.sep);
  if (!inside(content, abs)) return `path refused: "${rel}" is outside ${path.basename(content)}/ (the editor reads and writes only the content folder)`;
  if (path.relative(content, abs).split(path.sep).some((part) => part.startsWith('.'))) return `path refused: "${rel}" names a hidden file or folder`;
  if (!inside(realpathSync(content), realOf(abs))) return `path refused: "${rel}" leads out of ${path.basename(content)}/ through a symbolic link`;
  return null;
}

/** The largest upload allowed at `rel`, and what it is: a document (a PDF) or a picture (file-limits.ts). */
export function uploadLimit(rel: string): { bytes: number; kind: 'document' | 'picture' } {
  return /\.pdf$/i.test(rel) ? { bytes: DOCUMENT_MAX_BYTES, kind: 'document' } : { bytes: IMAGE_MAX_BYTES, kind: 'picture' };
}

/** Why a decap-server request (its parsed body) is refused, or null. */
export function requestProblem(body: unknown, options: Pick<GuardOptions, 'repoDir' | 'contentDir'>): { status: number; message: string } | null {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !ACTIONS.has(action)) return { status: 403, message: `action ${JSON.stringify(action)} refused: not one the local editor uses` };
  const paths: string[] = [];
  collectPaths(params, null, paths);
  for (const rel of paths) {
    const why = pathProblem(rel, options);
    if (why) return { status: 403, message: why };
  }
  const { assets = [], asset } = (params ?? {}) as { assets?: unknown[]; asset?: unknown };
  const uploads = [...assets, ...(asset ? [asset] : [])] as { path?: unknown; content?: unknown }[];
  for (const asset of uploads) {
    if (typeof asset?.path !== 'string' || typeof asset.content !== 'string') continue;
    const bytes = Buffer.byteLength(asset.content, 'base64');
    const limit = uploadLimit(asset.path);
    if (bytes > limit.bytes) {
      return { status: 413, message: `upload refused: "${path.basename(asset.path)}" is ${mb(bytes)}; the site takes at most ${mb(limit.bytes)} for a ${limit.kind} (buyers on a phone download it): make it smaller and upload it again` };
    }
  }
  return null;
}

function refuse(res: ServerResponse, status: number, message: string, origin?: string): void {
  // The editor's page may read why (the Origin was checked before this): it shows the message.
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}) });
  res.end(JSON.stringify({ error: message }));
}

/** Starts the guard; resolves once it listens on 127.0.0.1:`port`. */
export function startDecapGuard(options: GuardOptions): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const why = originProblem(req.headers, options);
    if (why) {
      req.resume();
      refuse(res, 403, why);
      return;
    }
    const origin = req.headers.origin;
    const forward = (body?: Buffer) => {
      const headers = { ...req.headers };
      if (body) headers['content-length'] = String(body.length);
      const up = http.request({ host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => refuse(res, 502, 'decap-server did not answer', origin));
      up.end(body);
    };
    // A CORS preflight carries no body: its Host and Origin are what matter.
    if (req.method !== 'POST') {
      if (req.method === 'OPTIONS') forward();
      else refuse(res, 405, 'decap-server takes POST requests', origin);
      req.resume();
      return;
    }
    readBody(req, MAX_BODY).then(
      (body) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return refuse(res, 400, 'request refused: not JSON', origin);
        }
        const problem = requestProblem(parsed, options);
        if (problem) return refuse(res, problem.status, problem.message, origin);
        forward(body);
      },
      (error: unknown) =>
        error instanceof BodyTooLarge
          ? refuse(res, 413, `request refused: ${mb(error.size)} is more than an entry and its uploads can be (${mb(MAX_BODY)})`, origin)
          : refuse(res, 400, 'request refused: the body could not be read', origin),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
