import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem, type Problem } from '../../scripts/content/problems.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith, ownImages } from './content-fixture.ts';

/**
 * Files in content/ that are not what they seem (issue 47, items 2-4): each planted in a copy of
 * the test content in a temporary folder, never in content/.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'hostile-files-'));
const outside = mkdtempSync(path.join(tmpdir(), 'hostile-outside-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
}, 60_000);

let n = 0;
/** A copy of the test content with its own pictures. */
function copy(): string {
  const dir = contentWith(source, path.join(scratch, `c${n++}`), null);
  ownImages(dir);
  return dir;
}

const lines = (problems: Problem[]) => problems.map(formatProblem);

/** The first image path site.json names (the favicon or logo): a picture the build would publish. */
function namedSvg(dir: string): string {
  const rel = /"(images\/[^"]+\.svg)"/.exec(readFileSync(path.join(dir, 'site.json'), 'utf8'))?.[1];
  if (!rel) throw new Error('site.json names no SVG');
  return rel;
}

describe('SVG pictures with active content (item 2)', () => {
  it.each([
    ['<script>', '<script>alert(document.domain)</script>', /<script> is a script/],
    ['an onload attribute', '<rect width="1" height="1" onload="alert(1)"/>', /<rect onload="…"> runs a script/],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>', /<a href="javascript:alert\(1\)"> is a javascript: link/],
    ['an external reference', '<image href="https://tracker.example/p.png" width="1" height="1"/>', /is an external reference/],
    ['embedded HTML', '<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', /<foreignObject> is embedded HTML/],
  ])('refuses %s with the file, the element and its line', (_name, markup, message) => {
    const dir = copy();
    const rel = namedSvg(dir);
    writeFileSync(path.join(dir, rel), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <title>logo</title>\n  ${markup}\n</svg>\n`);
    const { problems, content } = loadContent(dir);
    expect(content).toBeNull();
    const found = problems.find((p) => p.file.endsWith(rel));
    expect(found, lines(problems).join('\n')).toBeDefined();
    expect(found!.message).toMatch(message);
    expect(found!.line).toBe(3);
  });

  it('refuses one that nothing names too: the build publishes nothing of a folder with one', () => {
    const dir = copy();
    writeFileSync(path.join(dir, 'images/unnamed.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(lines(loadContent(dir).problems).join('\n')).toMatch(/images\/unnamed\.svg: \$: <script> is a script/);
  });
});

describe('symbolic links out of the content folder (item 3)', () => {
  it('refuses a linked picture, a linked entry and a linked folder, naming each, and reads none of them', () => {
    const dir = copy();
    writeFileSync(path.join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>from /tmp</title></svg>');
    const entryDir = path.join(dir, 'catalogue');
    const collection = path.join(entryDir, readdirFirst(entryDir));
    const entry = path.join(collection, readdirFirst(collection));
    writeFileSync(path.join(outside, 'entry.json'), readFileSync(entry, 'utf8'));
    mkdirSync(path.join(outside, 'folder'), { recursive: true });
    writeFileSync(path.join(outside, 'folder/page.json'), '{ "not": "content" }');
    symlinkSync(path.join(outside, 'secret.svg'), path.join(dir, 'images/linked.svg'));
    symlinkSync(path.join(outside, 'entry.json'), path.join(collection, 'linked-entry.json'));
    symlinkSync(path.join(outside, 'folder'), path.join(dir, 'pages/linked-folder'));
    const { problems, content } = loadContent(dir);
    expect(content).toBeNull();
    const text = lines(problems).join('\n');
    for (const link of ['images/linked.svg', 'linked-entry.json', 'pages/linked-folder']) {
      expect(text).toMatch(new RegExp(`${link.replace('.', '\\.')}: \\$: symbolic link to ".*", outside the content folder: refused, never followed`));
    }
    // Never followed: the linked folder's file is not read (it would be an unknown-key error).
    expect(text).not.toContain('"not"');
    expect(text).not.toContain('linked-folder/page.json');
  });

  it('keeps a link that stays inside the content folder', () => {
    const dir = copy();
    const rel = namedSvg(dir);
    symlinkSync(path.join(dir, rel), path.join(dir, 'images/alias.svg'));
    expect(loadContent(dir).problems.filter((p) => p.file.includes('alias'))).toEqual([]);
  });
});

function readdirFirst(dir: string): string {
  const name = readdirSync(dir).filter((f) => f.endsWith('.json') || !f.includes('.')).sort()[0];
  if (!name) throw new Error(`nothing in ${dir}`);
  return name;
}

describe('files that are not what their names say (item 4)', () => {
  it('names a .jpg holding text, a PNG named .jpg, a picture cut short and a PDF that does not open', async () => {
    const dir = copy();
    mkdirSync(path.join(dir, 'images/photos'), { recursive: true });
    writeFileSync(path.join(dir, 'images/photos/text.jpg'), 'this is not a picture\n'.repeat(20));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    writeFileSync(path.join(dir, 'images/photos/really-png.jpg'), png);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#996633' } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, 'images/photos/cut.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    mkdirSync(path.join(dir, 'documents'), { recursive: true });
    writeFileSync(path.join(dir, 'documents/broken.pdf'), '%PDF-1.7\nthis is no PDF body at all\n');
    const text = lines(loadContent(dir).problems).join('\n');
    expect(text).toMatch(/images\/photos\/text\.jpg: \$: "images\/photos\/text\.jpg" is not a picture/);
    expect(text).toMatch(/images\/photos\/really-png\.jpg: \$: .*holds a PNG picture, not the JPEG its name says: rename it to "\.png"/);
    expect(text).toMatch(/images\/photos\/cut\.jpg: \$: "images\/photos\/cut\.jpg" cannot be read to its end/);
    expect(text).toMatch(/documents\/broken\.pdf: \$: "documents\/broken\.pdf" cannot be opened as a PDF/);
  }, 60_000);

  it('refuses a picture past the limits in pixels', async () => {
    const dir = copy();
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    writeFileSync(path.join(dir, 'images/huge.png'), huge);
    expect(lines(loadContent(dir).problems).join('\n')).toMatch(/images\/huge\.png: \$: "images\/huge\.png" is 9000 × 6000 pixels \(54 megapixels\): the site takes at most 50 megapixels/);
  }, 60_000);
});
