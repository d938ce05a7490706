import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { realContentDir } from './content-dirs.ts';

/**
 * The site's documents, as any valid content must have them: a buyer forwards a PDF to purchasing
 * or QA, and an address that only opened on the machine it was printed on sends them nowhere.
 * (The content check reads a PDF's first bytes and size, not its compressed text: pdf.js is too
 * heavy for every check, so this smoke test reads the text.)
 */
describe('the documents of the site content', () => {
  const folder = path.join(realContentDir, 'documents');
  const pdfs = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => f.toLowerCase().endsWith('.pdf'));

  it.each(pdfs)('%s names no local address', async (file) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path.join(folder, file)))), { mergePages: true });
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});
