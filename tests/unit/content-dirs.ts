import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../scripts/content/load.ts';
import type { LoadedContent } from '../../scripts/content/model.ts';
import { formatProblem } from '../../scripts/content/problems.ts';

/**
 * The content the behaviour tests render and read: tests/fixtures/content, a small complete site
 * (vitest.config.ts sets CONTENT_DIR to it unless CONTENT_DIR names another folder). Tests derive
 * what they expect from these files, so they pass on any valid content.
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'tests/fixtures/content');

/**
 * The site's real content, for the smoke tests that check what any valid content must satisfy:
 * content/, or the folder CONTENT_DIR named when the tests started.
 */
export const realContentDir = path.resolve(process.env.REAL_CONTENT_DIR ?? 'content');

/** A file of the content the tests run on, parsed. */
export function contentJson<T = unknown>(rel: string, dir = contentDir): T {
  return JSON.parse(readFileSync(path.join(dir, rel), 'utf8')) as T;
}

let loaded: LoadedContent | null = null;

/** The content the tests run on as the site shows it: checked, text tokens resolved, hidden pages and entries left out. */
export function shownContent(): LoadedContent {
  if (!loaded) {
    const { problems, content } = loadContent(contentDir);
    if (!content) throw new Error(`the test content has problems:\n${problems.map(formatProblem).join('\n')}`);
    loaded = content;
  }
  return loaded;
}
