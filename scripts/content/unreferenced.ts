import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { kinds } from '../../src/content/collections.ts';
import { walk } from './checks.ts';
import { displayPath, type LoadedContent } from './model.ts';
import type { Problem } from './problems.ts';

/** The folders whose files content names by path: pictures and downloadable documents. */
const FOLDERS = ['images', 'documents'] as const;

/**
 * Every file below `rel` as a path relative to `root` ("images/spices/cumin.svg"); dot files
 * (.DS_Store, .gitkeep) are not content. A linked folder is followed once (a link loop ends).
 */
function filesBelow(root: string, rel: string, seen = new Set<string>()): string[] {
  let entries;
  try {
    const real = realpathSync(path.join(root, rel));
    if (seen.has(real)) return [];
    seen.add(real);
    entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const child = `${rel}/${e.name}`;
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) {
        try {
          isDir = statSync(path.join(root, child)).isDirectory();
        } catch {
          return []; // a dangling link: the check reports the path that names it, if any
        }
      }
      return isDir ? filesBelow(root, child, seen) : [child];
    });
}

/**
 * Pictures and documents that no content file names: a placeholder left behind, a drawing a photo
 * replaced, a PDF no page lists. They are published with nothing leading to them, or just clutter
 * the folder an editor searches, so the check warns after "Content OK"; it never fails on them.
 *
 * Counted as naming a file: any text in site.json, a page or a catalogue entry (hidden ones
 * included: they come back when "hidden" is removed) equal to its path, and the pictures the build
 * may show for an entry without naming them (a kind's fixed and fallback images).
 */
export function unreferencedFileWarnings(content: LoadedContent): Problem[] {
  const named = new Set<string>();
  const note = (data: unknown) =>
    walk(data, (v) => {
      if (typeof v === 'string') named.add(v);
    });
  note(content.writtenSite);
  for (const page of content.allPages) note(page.data);
  for (const entry of content.allEntries) {
    note(entry.data);
    const images = kinds[entry.collection].images as ((e: unknown) => Partial<Record<string, unknown>>) | undefined;
    for (const image of Object.values(images?.(entry.data) ?? {})) if (typeof image === 'string') named.add(image);
  }
  for (const kind of Object.values(kinds)) for (const rel of kind.fallbackImages ?? []) named.add(rel);

  const warnings: Problem[] = [];
  for (const folder of FOLDERS) {
    for (const rel of filesBelow(content.dir, folder)) {
      if (named.has(rel)) continue;
      const field = folder === 'images' ? `"src": "${rel}"` : `"file": "${rel}"`;
      warnings.push({
        file: displayPath(path.join(content.dir, rel)),
        path: '$',
        line: 1,
        column: 1,
        message: `no page, catalogue entry or site.json names "${rel}": delete the file, or use it (${field})`,
      });
    }
  }
  return warnings;
}
