import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { routeManifest } from '../../src/app/routes.ts';
import { collections } from '../../src/content/collections.ts';
import type { LoadedContent, LoadedEntry } from './load.ts';
import { jsonPath, type Problem } from './problems.ts';
import { entryChecks } from './entry-checks.ts';

type Visit = (value: unknown, at: PropertyKey[]) => void;

export function walk(value: unknown, visit: Visit, at: PropertyKey[] = []): void {
  visit(value, at);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...at, i]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, visit, [...at, k]);
  }
}

const external = /^(https:\/\/|mailto:|tel:)/;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Why `to` does not lead to a page of this site, or null when it does. */
export function linkProblem(to: string, content: LoadedContent, anchors: ReadonlySet<string>): string | null {
  if (external.test(to)) return null;
  if (to.startsWith('#')) {
    return anchors.has(to.slice(1)) ? null : `anchor "${to}" matches no id on this page`;
  }
  const pathname = (to.startsWith('/') ? to : `/${to}`).split(/[?#]/)[0] ?? '/';
  for (const route of routeManifest) {
    if (route.path === '*') continue;
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (!match) continue;
    if (route.kind !== 'detail') return null;
    const value = safeDecode(match.params[route.param] ?? '').toLowerCase();
    const parentValue = 'parentParam' in route ? safeDecode(match.params[route.parentParam] ?? '').toLowerCase() : null;
    const found = content.entries.some(
      (e) => e.collection === route.collection && e.key.toLowerCase() === value && (parentValue === null || e.parent?.toLowerCase() === parentValue),
    );
    return found ? null : `"${to}" names no entry of catalogue/${route.collection}`;
  }
  return `"${to}" leads to no page of the site (see the route list in src/app/routes.ts)`;
}

function idsOf(data: unknown): Set<string> {
  const ids = new Set<string>();
  walk(data, (v, at) => {
    if (typeof v === 'string' && at[at.length - 1] === 'id') ids.add(v);
  });
  return ids;
}

/** Shape-independent checks of one file: links, images and duplicate ids. */
function fileChecks(file: string, data: unknown, content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  const anchors = idsOf(data);
  walk(data, (value, at) => {
    const key = at[at.length - 1];
    if (key === 'to' && typeof value === 'string') {
      const why = linkProblem(value, content, anchors);
      if (why) problems.push({ file, path: jsonPath(at), message: `broken link: ${why}` });
    }
    if (key === 'src' && typeof value === 'string' && value.startsWith('images/')) {
      if (!existsSync(path.join(content.dir, value))) {
        problems.push({ file, path: jsonPath(at), message: `image not found: "${value}" (put the file in ${path.basename(content.dir)}/${value})` });
      }
    }
    if (Array.isArray(value)) {
      const seen = new Map<string, number>();
      value.forEach((item, i) => {
        const id = item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : undefined;
        if (typeof id !== 'string') return;
        const first = seen.get(id);
        if (first !== undefined) {
          problems.push({ file, path: jsonPath([...at, i, 'id']), message: `duplicate id "${id}" (also at ${jsonPath([...at, first, 'id'])})` });
        } else seen.set(id, i);
      });
    }
  });
  return problems;
}

function catalogueChecks(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  const byKey = new Map<string, LoadedEntry>();
  for (const entry of content.entries) {
    const k = `${entry.collection}\u0000${entry.parent ?? ''}\u0000${entry.key.toLowerCase()}`;
    const other = byKey.get(k);
    if (other) {
      const keyField = collections[entry.collection].keyField;
      problems.push({ file: entry.file, path: keyField ?? '$', message: `duplicate name "${entry.key}": ${other.file} has the same (names must differ, ignoring case)` });
    } else byKey.set(k, entry);
    if (entry.collection === 'ecopalm-products' && !content.entries.some((c) => c.collection === 'ecopalm-categories' && c.slug === entry.parent)) {
      problems.push({ file: entry.file, path: 'category', message: `no eco-palm category "${entry.parent}" in catalogue/ecopalm-categories` });
    }
    const check = entryChecks[entry.collection] as (e: LoadedEntry) => Problem[];
    problems.push(...check(entry));
  }
  return problems;
}

export function runChecks(content: LoadedContent): Problem[] {
  return [
    ...fileChecks(content.siteFile, content.site, content),
    ...content.pages.flatMap((p) => fileChecks(p.file, p.data, content)),
    ...content.entries.flatMap((e) => fileChecks(e.file, e.data, content)),
    ...catalogueChecks(content),
  ];
}
