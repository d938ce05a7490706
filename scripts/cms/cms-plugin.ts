import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentDir as defaultContentDir } from '../content/load.ts';
import { iconNames } from '../../src/content/icons.ts';
import { contentIconNode } from '../vite/icon-data.ts';
import { checkEntry, UPLOAD_MAX_BYTES, type EntryMedia } from './check-entry.ts';
import { UploadStore } from './upload-store.ts';
import type { BackendOptions } from './decap-config.ts';
import { launchChecklist } from './launch-list.ts';
import { previewData } from './preview-data.ts';
import type { TranslationRequest } from './translation-save.ts';
import { cmsConfig } from './sources.ts';
import { BodyTooLarge, readBody } from '../server/request-body.ts';

const CONFIG_ID = 'virtual:cms/config';
/** Every content icon's drawing, for the GitHub editor's previews (no dev server to resolve them). */
const ICONS_ID = 'virtual:cms/icons';

const MAX_BODY = 8 * 1024 * 1024;

const readJson = async (req: IncomingMessage): Promise<unknown> => JSON.parse((await readBody(req, MAX_BODY)).toString('utf8'));

/** The check's media list: each upload's bytes from the store by the id `/__cms/upload` gave; ids the store no longer holds, listed. */
function mediaOf(list: unknown, uploads: UploadStore): { media: EntryMedia[]; missing: string[] } {
  const media: EntryMedia[] = [];
  const missing: string[] = [];
  for (const m of Array.isArray(list) ? (list as { path?: unknown; id?: unknown; size?: unknown }[]) : []) {
    if (typeof m?.path !== 'string') continue;
    const bytes = typeof m.id === 'string' ? uploads.get(m.id) : undefined;
    if (typeof m.id === 'string' && !bytes) missing.push(m.id);
    else media.push(bytes ? { path: m.path, size: bytes.byteLength, bytes } : { path: m.path, size: Number(m.size) || 0 });
  }
  return { media, missing };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * The web editor's half in Vite: its configuration as a module generated from the schemas
 * (`virtual:cms/config`: the local backend in the dev server, the GitHub backend in a build), and
 * in the dev server (`npm run cms`) the content check of an unsaved entry, the data its preview
 * draws with the site's own views, and the launch checklist.
 */
export function cmsPlugin(options: { contentDir?: string } = {}): Plugin {
  const contentDir = path.resolve(options.contentDir ?? defaultContentDir());
  // The repository decap-server works in (its GIT_REPO_DIRECTORY): the content folder's parent unless said.
  const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? path.dirname(contentDir));
  let serving = false;
  const uploads = new UploadStore();

  return {
    name: 'cms',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === CONFIG_ID || id === ICONS_ID ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${ICONS_ID}`) {
        const entries = await Promise.all(iconNames.map(async (name) => [name, await contentIconNode(name)] as const));
        return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
      }
      if (id !== `\0${CONFIG_ID}`) return null;
      // The local backend of `npm run cms` (decap-server on the port it was started on); in a build,
      // the GitHub backend of dist/admin, from the build's environment (README, "Editing on the live site").
      const { env } = process;
      const backend: BackendOptions = serving
        ? { kind: 'local', localUrl: env.DECAP_SERVER_URL ?? 'http://localhost:8081/api/v1' }
        : {
            kind: 'github',
            ...(env.CMS_GITHUB_REPO ? { repo: env.CMS_GITHUB_REPO } : {}),
            ...(env.CMS_GITHUB_BRANCH ? { branch: env.CMS_GITHUB_BRANCH } : {}),
            ...(env.CMS_AUTH_BASE_URL ? { baseUrl: env.CMS_AUTH_BASE_URL } : {}),
            ...(env.CMS_AUTH_ENDPOINT ? { authEndpoint: env.CMS_AUTH_ENDPOINT } : {}),
          };
      return [
        `export default ${JSON.stringify(cmsConfig(contentDir, repoDir, backend))};`,
        `export const checkMode = ${JSON.stringify(serving ? 'server' : 'browser')};`,
        // Where the dev server serves the content folder's files (Vite's /@fs), for the form's thumbnails.
        `export const contentUrl = ${JSON.stringify(serving ? `/@fs${contentDir.split(path.sep).join('/')}` : null)};`,
      ].join('\n');
    },
    configureServer(server) {
      // The schemas and the page folders can change while the editor runs: the configuration follows on reload.
      server.watcher.on('addDir', () => {
        const mod = server.moduleGraph.getModuleById(`\0${CONFIG_ID}`);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
      const post =
        (run: (body: Record<string, unknown>) => unknown | Promise<unknown>) =>
        (req: IncomingMessage, res: ServerResponse): void => {
          if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
          readJson(req)
            .then(async (body) => {
              if (!body || typeof body !== 'object') throw new Error('expected a JSON object');
              send(res, 200, await run(body as Record<string, unknown>));
            })
            .catch((err: unknown) => send(res, err instanceof BodyTooLarge ? 413 : 400, { error: err instanceof Error ? err.message : String(err) }));
        };
      // An upload's bytes, once (issue 47): the check opens every picture to its end, and a photo
      // sent with every keystroke's check would be megabytes each time.
      server.middlewares.use('/__cms/upload', (req, res) => {
        if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
        readBody(req, UPLOAD_MAX_BYTES)
          .then((bytes) => send(res, 200, { id: uploads.put(bytes) }))
          .catch((err: unknown) => send(res, err instanceof BodyTooLarge ? 413 : 400, { error: err instanceof Error ? err.message : String(err) }));
      });
      server.middlewares.use(
        '/__cms/check',
        post((body) => {
          const { media, missing } = mediaOf(body.media, uploads);
          // The store forgot an upload (a restart, or many photos since): the editor sends it again.
          if (missing.length) return { missing };
          return checkEntry(contentDir, repoDir, {
            path: String(body.path),
            isNew: body.isNew === true,
            data: body.data,
            media,
            ...(Array.isArray(body.translations) ? { translations: body.translations as TranslationRequest[] } : {}),
          });
        }),
      );
      server.middlewares.use(
        '/__cms/preview',
        post((body) => previewData(contentDir, repoDir, { path: String(body.path), collection: String(body.collection), data: body.data })),
      );
      server.middlewares.use('/__cms/launch', (_req, res) => send(res, 200, launchChecklist(contentDir, repoDir)));
    },
  };
}
