import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Edits a fixture makes to a copy of the real content, in `edits.json`, so a fixture names only
 * what it changes and keeps working when the rest of the content changes:
 *   {"file": "site.json", "set": ["company", "favicon"], "value": "images/x.svg"}  set a JSON value
 *   {"file": "...json", "replace": "text", "with": "text"}                         replace text (e.g. to write 1e999)
 *   {"copy": "catalogue/api-products/a.json", "to": "catalogue/api-products/b.json"}
 *   {"delete": "images/brand/favicon.svg"}
 *   {"symlink": "pages/loop.json", "target": "loop.json"}                         a link (loops, dangling)
 *   {"pdf": "documents/big.pdf", "bytes": 11000000}                               a PDF of that size (sparse: no disk used)
 * Any other file of the fixture folder (but expected.txt) is laid over the copy as it is, byte for byte.
 */
export type ContentEdit =
  | { file: string; set: (string | number)[]; value: unknown }
  | { file: string; replace: string; with: string }
  | { copy: string; to: string }
  | { delete: string }
  | { symlink: string; target: string }
  | { pdf: string; bytes: number };

/** Copies whose images are hard links to the source's pictures, with the source's images folder. */
const linkedImages = new Map<string, string>();

/** `from`'s files as hard links in `to` (a copy where the two folders are on different disks). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const [src, dest] = [path.join(from, e.name), path.join(to, e.name)];
    if (e.isDirectory()) linkTree(src, dest);
    else {
      try {
        linkSync(src, dest);
      } catch {
        cpSync(src, dest);
      }
    }
  }
}

/**
 * A copy's pictures start as hard links to the source's (copying hundreds of pictures per test
 * is slow on a busy machine; a symbolic link out of the copy is refused by the check, issue 47);
 * anything that changes a picture first makes them real copies, so the source is never written.
 */
export function ownImages(dir: string): void {
  const source = linkedImages.get(path.resolve(dir));
  if (!source) return;
  linkedImages.delete(path.resolve(dir));
  rmSync(path.join(dir, 'images'), { recursive: true, force: true });
  cpSync(source, path.join(dir, 'images'), { recursive: true });
}

const touchesImages = (rel: string) => rel.split(/[\\/]/)[0] === 'images';

export function applyEdits(dir: string, edits: readonly ContentEdit[]): void {
  for (const edit of edits) {
    if ('set' in edit) {
      const abs = path.join(dir, edit.file);
      const json = JSON.parse(readFileSync(abs, 'utf8')) as Record<string | number, unknown>;
      let node: Record<string | number, unknown> = json;
      for (const key of edit.set.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
      const last = edit.set[edit.set.length - 1]!;
      if (edit.value === undefined) delete node[last];
      else node[last] = edit.value;
      writeFileSync(abs, `${JSON.stringify(json, null, 2)}\n`);
    } else if ('replace' in edit) {
      const abs = path.join(dir, edit.file);
      const text = readFileSync(abs, 'utf8');
      if (!text.includes(edit.replace)) throw new Error(`fixture edit: "${edit.replace}" not found in ${edit.file}`);
      writeFileSync(abs, text.replace(edit.replace, edit.with));
    } else if ('copy' in edit) {
      if (touchesImages(edit.to)) ownImages(dir);
      mkdirSync(path.dirname(path.join(dir, edit.to)), { recursive: true });
      cpSync(path.join(dir, edit.copy), path.join(dir, edit.to));
    } else if ('delete' in edit) {
      if (touchesImages(edit.delete)) ownImages(dir);
      rmSync(path.join(dir, edit.delete), { recursive: true });
    } else if ('pdf' in edit) {
      const at = path.join(dir, edit.pdf);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, '%PDF-1.4\n');
      truncateSync(at, edit.bytes);
    } else {
      if (touchesImages(edit.symlink)) ownImages(dir);
      const at = path.join(dir, edit.symlink);
      mkdirSync(path.dirname(at), { recursive: true });
      symlinkSync(edit.target, at);
    }
  }
}

/** A fresh copy of `source` in `dir` (its pictures hard-linked, see ownImages) with a fixture folder's files and edits applied. */
export function contentWith(source: string, dir: string, fixtureDir: string | null, edits: readonly ContentEdit[] = []): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  linkedImages.delete(path.resolve(dir));
  for (const name of readdirSync(source)) {
    if (name === 'images') {
      linkTree(path.join(source, name), path.join(dir, name));
      linkedImages.set(path.resolve(dir), path.join(source, name));
    } else cpSync(path.join(source, name), path.join(dir, name), { recursive: true });
  }
  if (fixtureDir) {
    for (const name of readdirSync(fixtureDir)) {
      if (name === 'expected.txt' || name === 'edits.json') continue;
      if (touchesImages(name)) ownImages(dir);
      cpSync(path.join(fixtureDir, name), path.join(dir, name), { recursive: true });
    }
    const file = path.join(fixtureDir, 'edits.json');
    if (existsSync(file)) applyEdits(dir, JSON.parse(readFileSync(file, 'utf8')) as ContentEdit[]);
  }
  applyEdits(dir, edits);
  return dir;
}
