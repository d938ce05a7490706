import path from 'node:path';
import { launchProblems } from '../content/launch.ts';
import { loadContent } from '../content/load.ts';
import { formatProblem } from '../content/problems.ts';
import { collectionName } from './decap-config.ts';

/** One line of the editor's launch checklist, with the entry and field to open. */
export interface LaunchItem {
  file: string;
  path: string;
  message: string;
  /** The editor's collection and entry the line is about (null for a file the editor does not edit). */
  collection: string | null;
  slug: string | null;
}

/** The editor's collection and entry of a content file (as scripts/cms/decap-config.ts names them). */
export function entryOf(contentDir: string, abs: string): { collection: string; slug: string } | null {
  const rel = path.relative(contentDir, abs).split(path.sep).join('/');
  if (rel === 'site.json') return { collection: 'site', slug: 'site' };
  const page = /^pages\/(?:(.+)\/)?([^/]+)\.json$/.exec(rel);
  if (page) return { collection: collectionName(page[1] ?? ''), slug: page[2]! };
  const entry = /^catalogue\/([^/]+)\/([^/]+)\.json$/.exec(rel);
  if (entry) return { collection: entry[1]!, slug: entry[2]! };
  return null;
}

/** What `npm run content:check -- --launch` lists, for the editor's "Launch checklist". */
export function launchChecklist(contentDir: string, repoDir: string): { items: LaunchItem[]; problems: string[] } {
  const { problems, content } = loadContent(contentDir);
  if (!content) return { items: [], problems: problems.map(formatProblem) };
  const items = launchProblems(content).map((p) => {
    const abs = path.resolve(p.file);
    const at = entryOf(contentDir, abs);
    // Named as in the repository (content/site.json), wherever the editor was started.
    const file = path.relative(repoDir, abs).split(path.sep).join('/');
    return { file, path: p.path, message: p.message, collection: at?.collection ?? null, slug: at?.slug ?? null };
  });
  return { items, problems: [] };
}
