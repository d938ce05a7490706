import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/content/document-types.ts';
import { itemAnchors } from '../../src/content/item-anchor.ts';
import { copyProblems, type CopyFile } from '../../src/content/copy-rules.ts';
import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { closestFirst, didYouMean, unknownValueMessage } from '../../src/content/suggest.ts';
import { addressKey, contentPath } from '../../src/routing/addresses.ts';
import { matchAddress } from '../../src/routing/match.ts';
import { redirects, requiredPages, screens, type RouteDef } from '../../src/routing/routes.ts';
import { contentRouteTable, findEntry } from './addresses.ts';
import { megabytes } from './file-limits.ts';
import { displayPath, slugify, type CheckInput, type LoadedEntry } from './model.ts';
import { acceptedName } from './problems.ts';
import { pagesByPath, tokenProblems } from './resolve.ts';
import { valueAt } from './schema-at.ts';

type Visit = (value: unknown, at: PropertyKey[]) => void;

export function walk(value: unknown, visit: Visit, at: PropertyKey[] = []): void {
  visit(value, at);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...at, i]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, visit, [...at, k]);
  }
}

const external = /^(https:\/\/|mailto:|tel:)/;

/** Why `to` does not lead to a page of this site, or null when it does. */
export function linkProblem(
  to: string,
  table: readonly RouteDef[],
  entries: readonly LoadedEntry[],
  anchors: ReadonlySet<string>,
  presentKeys?: ReadonlyMap<CollectionName, ReadonlySet<string>>,
): string | null {
  if (external.test(to)) return null;
  if (to.startsWith('#')) {
    if (anchors.has(to.slice(1))) return null;
    if (!anchors.size) return `anchor "${to}" matches no id on this page (it has none: give the section an "id")`;
    const guess = didYouMean(to.slice(1), [...anchors]);
    const ids = closestFirst(to.slice(1), [...anchors]).map((id) => `"#${id}"`);
    return `anchor "${to}" matches no id on this page${guess ? `: did you mean "#${guess}"?` : ''} (ids on this page, closest first: ${ids.join(', ')})`;
  }
  const pathname = contentPath(to).split(/[?#]/)[0] ?? '/';
  const match = matchAddress(table, pathname);
  if (!match) return `"${to}" leads to no page of the site (a page is a file under content/pages; see content/README.md)`;
  if (match.route.kind !== 'detail') return null;
  if (findEntry(entries, match.route, match.params)) return null;
  // An entry file that exists with mistakes of its own is reported once, for itself.
  if (presentKeys?.get(match.route.collection)?.has((match.params[match.route.param] ?? '').trim().toLowerCase())) return null;
  return `"${to}" names no entry of catalogue/${match.route.collection}`;
}

function idsOf(data: unknown): Set<string> {
  const ids = new Set<string>();
  walk(data, (v, at) => {
    if (typeof v === 'string' && at[at.length - 1] === 'id') ids.add(v);
  });
  // A grade tile's own anchor (item-anchor.ts: "#grade-gallery-w320") is a place on the page too.
  for (const section of (data as { sections?: unknown }).sections instanceof Array ? (data as { sections: unknown[] }).sections : []) {
    const { type, id, items } = (section ?? {}) as { type?: unknown; id?: unknown; items?: unknown };
    if (typeof id !== 'string' || !Array.isArray(items)) continue;
    const name = type === 'image-grid' ? 'caption' : type === 'gallery' ? 'label' : null;
    if (!name) continue;
    const names = items.map((item) => (item as Record<string, unknown> | null)?.[name]).filter((n): n is string => typeof n === 'string');
    for (const anchor of itemAnchors(id, names)) if (anchor) ids.add(anchor);
  }
  return ids;
}

/** Why a document path does not name a PDF in the content folder, or null when it does. */
function documentProblem(dir: string, file: string, overlay?: ReadonlyMap<string, Uint8Array>): string | null {
  const abs = path.join(dir, file);
  const laid = overlay?.get(abs);
  if (!laid && (!existsSync(abs) || !statSync(abs).isFile())) return `document not found: "${file}" (put the file in ${path.basename(dir)}/${file})`;
  // A PDF starts with "%PDF-"; a renamed Word file or web page does not.
  const head = Buffer.alloc(5);
  if (laid) Buffer.from(laid).copy(head, 0, 0, 5);
  else {
    const fd = openSync(abs, 'r');
    try {
      readSync(fd, head, 0, 5, 0);
    } finally {
      closeSync(fd);
    }
  }
  if (head.toString('latin1') !== '%PDF-') return `not a PDF: "${file}" does not start with "%PDF-" (save or export the document as PDF)`;
  const bytes = statSync(abs).size;
  if (bytes > DOCUMENT_MAX_BYTES) {
    return `too large: "${file}" is ${megabytes(bytes)}, and buyers on a phone download it: keep it under ${megabytes(DOCUMENT_MAX_BYTES)} (save it with smaller images, or split it)`;
  }
  return null;
}

/** Names whose leading or trailing spaces matter: they are matched, sorted and shown as headings. */
const NAME_KEYS = new Set(['title', 'productName', 'name', 'label', 'heading']);

const IMAGE_PATH = /^images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(svg|png|jpe?g|webp|avif)$/i;
/** A file or folder name the image paths accept. */
const ACCEPTED_NAME = /^[\w-][\w.-]*$/;

/**
 * Whether `rel` (a path inside the content folder) exists with exactly this spelling: a folder
 * "Spices" found for "spices" on a Mac or Windows laptop is missing on the Linux build machine.
 */
function imageProblem(dir: string, rel: string, listings: Map<string, string[] | null>, overlay?: ReadonlyMap<string, Uint8Array>): string | null {
  const list = (folder: string) => {
    if (!listings.has(folder)) {
      let names: string[] | null;
      try {
        names = readdirSync(folder);
      } catch {
        names = null;
      }
      // Files the editor is about to save with the entry (an upload), and the folders they make.
      for (const abs of overlay?.keys() ?? []) {
        const inside = path.relative(folder, abs).split(path.sep);
        if (inside.length && inside[0] !== '..' && !path.isAbsolute(inside[0]!)) names = [...new Set([...(names ?? []), inside[0]!])];
      }
      listings.set(folder, names);
    }
    return listings.get(folder)!;
  };
  const parts = rel.split('/');
  let folder = dir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const names = list(folder) ?? [];
    if (!names.includes(part)) {
      const where = `${path.basename(dir)}/${parts.slice(0, i).join('/')}`;
      const sameCase = names.find((n) => n.toLowerCase() === part.toLowerCase());
      if (sameCase) return `image not found: "${rel}": the ${i === parts.length - 1 ? 'file' : 'folder'} is spelt "${sameCase}" (letter case matters on the web server)`;
      // Never suggest a name the check would refuse: a file named with spaces is named as one to rename.
      const accepted = names.filter((n) => ACCEPTED_NAME.test(n));
      const guess = didYouMean(part, accepted);
      const suggestion = guess ? `; did you mean "${[...parts.slice(0, i), guess, ...parts.slice(i + 1)].join('/')}"?` : '';
      const misnamed = guess ? null : names.filter((n) => !ACCEPTED_NAME.test(n) && !n.startsWith('.')).find((n) => acceptedName(n) === part || didYouMean(part, [acceptedName(n)]));
      const rename = misnamed ? `; ${where}/${misnamed} has a name the site cannot use (spaces or signs): rename it to "${acceptedName(misnamed)}"` : '';
      return `image not found: "${rel}" (put the file in ${path.basename(dir)}/${rel})${suggestion}${rename}${i < parts.length - 1 && !guess && !misnamed ? ` (no folder "${part}" in ${where})` : ''}`;
    }
    folder = path.join(folder, part);
  }
  if (existsSync(path.join(dir, rel)) || overlay?.has(path.join(dir, rel))) return null;
  return `image not found: "${rel}" is a link to a file that does not exist`;
}

/** Shape-independent checks of one file: links, images, duplicate ids, blank text. */
function fileChecks(file: string, data: unknown, input: CheckInput, table: readonly RouteDef[], listings: Map<string, string[] | null>): Problem[] {
  const problems: Problem[] = [];
  const anchors = idsOf(data);
  walk(data, (value, at) => {
    const key = at[at.length - 1];
    if (typeof value === 'string') {
      if (key === 'to') {
        const why = linkProblem(value, table, input.allEntries, anchors, input.presentKeys);
        if (why) problems.push({ file, path: jsonPath(at), message: `broken link: ${why}` });
      }
      // Every image path the build reads, whatever its field is called (src, favicon, shareImage).
      if (IMAGE_PATH.test(value)) {
        const why = imageProblem(input.dir, value, listings, input.overlay);
        if (why) problems.push({ file, path: jsonPath(at), message: why });
      }
      if (value.length && !value.trim()) {
        problems.push({ file, path: jsonPath(at), message: 'is blank (only spaces): write the text, or leave the field out where it is optional' });
      } else if (typeof key === 'string' && NAME_KEYS.has(key) && value !== value.trim()) {
        problems.push({
          file,
          path: jsonPath(at),
          message: `${JSON.stringify(value)} ${/^\s/.test(value) ? 'starts' : 'ends'} with a space: remove it (names are matched, sorted and shown as written)`,
        });
      }
    }
    if (key === 'file' && typeof value === 'string' && value.startsWith('documents/')) {
      const why = documentProblem(input.dir, value, input.overlay);
      if (why) problems.push({ file, path: jsonPath(at), message: why });
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

function pageChecks(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const byPath = new Map(input.allPages.map((p) => [addressKey(p.path), p]));
  const taken: { path: string; what: string }[] = [
    ...screens.map((s) => ({ path: s.path, what: `the ${s.title} screen` })),
    ...redirects.map((r) => ({ path: r.path, what: `a redirect to ${r.to}` })),
  ];
  for (const page of input.allPages) {
    const clash = taken.find((t) => addressKey(t.path) === addressKey(page.path));
    if (clash) problems.push({ file: page.file, path: '$', message: `the address ${page.path} is taken by ${clash.what}: rename or move the file` });
    if (page.data.parent !== undefined) {
      const parent = byPath.get(addressKey(page.data.parent));
      // A parent page with mistakes of its own is reported once, for itself.
      const exists = [...input.pagePaths].some((p) => addressKey(p) === addressKey(page.data.parent!));
      if (!parent && !exists) {
        const guess = didYouMean(page.data.parent, [...input.pagePaths]);
        problems.push({ file: page.file, path: 'parent', message: `no page has the address "${page.data.parent}"${guess ? `: did you mean "${guess}"?` : ''}` });
      } else if (parent === page) problems.push({ file: page.file, path: 'parent', message: 'a page cannot be its own parent' });
    }
  }
  // A page file that exists with mistakes of its own is reported once, for itself, not also as missing.
  const found = new Set([...input.pagePaths].map(addressKey));
  const fileOf = (address: string) => displayPath(path.join(input.dir, 'pages', `${address === '/' ? 'home' : address.slice(1)}.json`));
  for (const [id, required] of Object.entries(requiredPages)) {
    const page = byPath.get(required);
    if (!page && !found.has(required)) problems.push({ file: fileOf(required), path: '$', message: `file is missing: the site links to this page (${id}) from its own code` });
    else if (page?.hidden) problems.push({ file: page.file, path: 'hidden', message: `this page cannot be hidden: the site links to it (${id}) from its own code` });
  }
  for (const r of redirects) {
    if (!found.has(addressKey(r.to))) problems.push({ file: fileOf(r.to), path: '$', message: `file is missing: the address ${r.path} redirects to it` });
  }
  return problems;
}

function catalogueChecks(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const byKey = new Map<string, LoadedEntry>();
  for (const entry of input.allEntries) {
    const def = kinds[entry.collection];
    const k = `${entry.collection}\u0000${entry.parent ?? ''}\u0000${entry.key.trim().toLowerCase()}`;
    const other = byKey.get(k);
    if (other) {
      problems.push({ file: entry.file, path: def.keyField ?? '$', message: `duplicate name "${entry.key}": ${other.file} has the same (names must differ, ignoring case)` });
    } else byKey.set(k, entry);
    if (!other && def.keyField && slugify(entry.key) !== entry.slug) {
      problems.push({
        file: entry.file,
        path: '$',
        message: `file name must follow the ${def.keyField}: rename it to "${slugify(entry.key)}.json" (lower case, hyphens for spaces and signs)`,
      });
    }
    if (def.parent) {
      const present = input.present.get(def.parent.kind as CollectionName);
      // A parent file that exists but has mistakes of its own is reported once, for itself.
      if (entry.parent && !present?.has(entry.parent)) {
        // Only names the check accepts are offered (a misnamed file is reported for itself).
        const known = [...(present ?? [])].filter((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug));
        problems.push({
          file: entry.file,
          path: def.parent.field,
          message: known.length ? unknownValueMessage(`no ${def.parent.kind} entry`, entry.parent, known) : `no ${def.parent.kind} entry "${entry.parent}" (there are none yet)`,
        });
      }
    }
    const check = def.checks as ((file: string, e: unknown) => Problem[]) | undefined;
    if (check) problems.push(...check(entry.file, entry.data));
    // Pictures the build reads for this entry beyond those its fields name (a fallback drawing).
    const images = def.images as ((e: unknown) => Partial<Record<string, unknown>>) | undefined;
    for (const rel of Object.values(images?.(entry.data) ?? {}).filter((image): image is string => typeof image === 'string')) {
      if (!existsSync(path.join(input.dir, rel))) {
        problems.push({ file: entry.file, path: '$', message: `the build shows "${rel}" for this entry, and that file is missing: restore it (${path.basename(input.dir)}/${rel})` });
      }
    }
  }
  return problems;
}

function siteChecks(input: CheckInput): Problem[] {
  const site = input.site;
  if (!site) return [];
  const problems: Problem[] = [];
  const profiles = new Set(site.socials.map((s) => s.network));
  const shown: [string, readonly string[]][] = [
    ['topStrip.networks', site.topStrip.networks],
    ['footer.networks', site.footer.networks],
  ];
  for (const [where, networks] of shown) {
    networks.forEach((network, i) => {
      if (profiles.has(network as never)) return;
      if (network === 'whatsapp' && site.contact.whatsapp) return;
      problems.push({
        file: input.siteFile,
        path: `${where}[${i}]`,
        message:
          network === 'whatsapp'
            ? 'WhatsApp is shown but contact.whatsapp (the number) is not set'
            : `"${network}" is shown but has no profile in socials: add {"network": "${network}", "url": "https://..."} to socials or remove it here`,
      });
    });
  }
  return problems;
}

/** The lists whose items can be quotable (a section's cards, rows and pictures; a trade-details section's products). */
const quotableList: ReadonlySet<string> = new Set(['items', 'products']);

/** Whether the object at `at` in `data` has a "quote" name. */
function hasQuote(data: unknown, at: readonly PropertyKey[]): boolean {
  return typeof valueAt(data, [...at, 'quote']) === 'string';
}

/** A credential's "register" names one of site.json's registers, so its "Verify on …" link has somewhere to go. */
function registerChecks(input: CheckInput): Problem[] {
  if (!input.site) return [];
  const ids = input.site.registers.map((r) => r.id);
  const problems: Problem[] = [];
  for (const page of input.allPages) {
    walk(page.data, (value, at) => {
      if (at[at.length - 1] !== 'register' || typeof value !== 'string' || ids.includes(value)) return;
      const guess = didYouMean(value, ids);
      problems.push({
        file: page.file,
        path: jsonPath(at),
        message: `no register "${value}" in ${displayPath(input.siteFile)} (registers: ${ids.map((id) => `"${id}"`).join(', ') || 'none'})${guess ? `: did you mean "${guess}"?` : ': add it there, with its name and https:// address'}`,
      });
    });
  }
  return problems;
}

/**
 * Quotable names are the lines of the enquiry list: two items with one name would be one line,
 * and the buyer could not tell which product the supplier is asked to quote.
 */
function quoteChecks(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const note = (name: unknown, file: string, at: string) => {
    if (typeof name !== 'string' || !name.trim()) return;
    const key = name.trim().toLowerCase();
    const first = seen.get(key);
    if (first) {
      problems.push({ file, path: at, message: `duplicate quotable name "${name.trim()}" (also at ${first}): the enquiry list would take the two for one product; make each name say which product it is (names must differ, ignoring case)` });
    } else seen.set(key, `${file}: ${at}`);
  };
  for (const page of input.allPages) {
    walk(page.data, (value, at) => {
      const key = at[at.length - 1];
      if (key === 'quote') note(value, page.file, jsonPath(at));
      // A line's grades or sizes and its starting unit belong to a quotable item: without a name there is no line.
      else if ((key === 'variants' || key === 'unit') && quotableList.has(String(at[at.length - 3])) && !hasQuote(page.data, at.slice(0, -1))) {
        problems.push({
          file: page.file,
          path: jsonPath(at),
          message: `"${key}" is for a quotable item: give the item a "quote" name too, or leave "${key}" out`,
        });
      }
    });
  }
  // Two entries of one kind with the same name are reported once, as duplicate names, not again here.
  const names = new Set<string>();
  for (const entry of input.allEntries) {
    const field = kinds[entry.collection].quoteField;
    const same = `${entry.collection}\u0000${entry.key.trim().toLowerCase()}`;
    if (names.has(same)) continue;
    names.add(same);
    if (field) note((entry.data as Record<string, unknown>)[field], entry.file, field);
  }
  return problems;
}

/** The content's editorial rules (src/content/copy-rules.ts) over every file, hidden ones too. */
function copyChecks(input: CheckInput): Problem[] {
  const files: CopyFile[] = [
    ...(input.site ? [{ file: input.siteFile, kind: 'site', data: input.site }] : []),
    ...input.allPages.map((p) => ({ file: p.file, kind: 'page', address: p.path, data: p.data })),
    ...input.allEntries.map((e) => ({ file: e.file, kind: e.collection, data: e.data })),
  ];
  return copyProblems(files);
}

/**
 * Two shown pages or entries with one title (issue 45): a browser tab, a search result and a card
 * could not tell them apart (two eco-palm categories named alike passed the check and failed the
 * tests). Ignoring case; a duplicate name of one kind is already reported as such.
 */
export function titleChecks(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  type Titled = { file: string; title: string; field: string; collection?: string; key?: string };
  const seen = new Map<string, Titled>();
  const items: Titled[] = [
    ...input.allPages.filter((p) => !p.hidden && p.path !== '/').map((p) => ({ file: p.file, title: p.data.title, field: 'title' })),
    ...input.allEntries
      .filter((e) => !e.hidden)
      .map((e) => {
        const keyField = kinds[e.collection].keyField;
        const field = keyField && e.key === e.title ? keyField : 'title' in (e.data as object) ? 'title' : '$';
        return { file: e.file, title: e.title, field, collection: e.collection, key: e.key.trim().toLowerCase() };
      }),
  ];
  for (const item of items) {
    const title = item.title.trim().toLowerCase();
    if (!title) continue;
    const first = seen.get(title);
    if (!first) {
      seen.set(title, item);
      continue;
    }
    // One name twice in a kind is a duplicate name, reported by catalogueChecks.
    if (item.collection !== undefined && first.collection === item.collection && item.key === title) continue;
    problems.push({
      file: item.file,
      path: item.field,
      message: `"${item.title.trim()}" is already the title of ${first.file}: a browser tab, a search result and a card would show the two alike; give this one a title of its own`,
    });
  }
  return problems;
}

export function runChecks(input: CheckInput): Problem[] {
  const table = contentRouteTable(input);
  const listings = new Map<string, string[] | null>();
  const pages = pagesByPath(input.allPages);
  return [
    ...(input.site ? fileChecks(input.siteFile, input.site, input, table, listings) : []),
    ...siteChecks(input),
    ...input.allPages.flatMap((p) => [...fileChecks(p.file, p.data, input, table, listings), ...tokenProblems(p.file, p.data, pages)]),
    ...input.allEntries.flatMap((e) => fileChecks(e.file, e.data, input, table, listings)),
    ...pageChecks(input),
    ...catalogueChecks(input),
    ...quoteChecks(input),
    ...copyChecks(input),
    ...registerChecks(input),
    ...certificateChecks(input),
    ...titleChecks(input),
  ];
}

/** A product names certificates by type ("halal"): site.json must hold one of that type, or the claim has nothing behind it. */
function certificateChecks(input: CheckInput): Problem[] {
  if (!input.site) return [];
  const held = new Set(input.site.certificates.map((c) => c.type));
  const problems: Problem[] = [];
  for (const { file, data } of [...input.allPages, ...input.allEntries]) {
    walk(data, (value, at) => {
      if (at[at.length - 2] !== 'certificates' || typeof value !== 'string' || held.has(value as never)) return;
      problems.push({
        file,
        path: jsonPath(at),
        message: `no "${value}" certificate in site.json: add it under "certificates" (type, issuer, number, validUntil), or remove "${value}" here`,
      });
    });
  }
  return problems;
}
