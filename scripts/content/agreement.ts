import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { walk } from './checks.ts';
import type { LoadedPage } from './model.ts';
import { countWord } from './resolve.ts';

/** "Six business lines", "8 business lines": a page stating how many business lines the company has. */
const STATED = /\b([a-z]+|\d+) business lines\b/gi;

function statedNumber(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  for (let n = 0; n <= 20; n++) if (countWord(n, false) === word.toLowerCase()) return n;
  return null;
}

/**
 * Every page that states how many business lines the company has must state the same number, as
 * shown (text tokens filled in): a buyer reads "six" on home and "eight" on the overview as a
 * supplier that does not know its own business. Counting with one token on every page,
 * {Count:/business#business-lines}, keeps them agreeing; a number written by hand is caught here.
 */
export function businessLineProblems(pages: readonly Pick<LoadedPage, 'file' | 'path' | 'data'>[]): Problem[] {
  const found: { file: string; path: string; text: string; n: number; overview: boolean }[] = [];
  for (const page of pages) {
    walk(page.data, (value, at) => {
      if (typeof value !== 'string') return;
      for (const [text, word] of value.matchAll(STATED)) {
        const n = statedNumber(word ?? '');
        if (n !== null) found.push({ file: page.file, path: jsonPath(at), text, n, overview: page.path === '/business' });
      }
    });
  }
  const reference = found.find((f) => f.overview) ?? found[0];
  if (!reference) return [];
  return found
    .filter((f) => f.n !== reference.n)
    .map((f) => ({
      file: f.file,
      path: f.path,
      message: `says "${f.text}" but ${reference.file}: ${reference.path} says "${reference.text}": count them with one token, e.g. "{Count:/business#business-lines} business lines", so every page states the same number`,
    }));
}
