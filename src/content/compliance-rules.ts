import { jsonPath, type Problem } from './problem.ts';
import type { CopyFile } from './copy-rules.ts';

/**
 * What a trade-compliance officer and a pharmaceutical buyer's auditor read before signing off a
 * supplier (issue 48): classifications the company cannot back, claims of testing a trader does not
 * do, disease wording the Drugs and Magic Remedies Act forbids in advertising, and the documents a
 * pharmaceutical buyer asks for. Run with the editorial rules of copy-rules.ts (so in the content
 * check, the editor and CI alike), on the English files; each message says what to write instead.
 *
 * Pure (no file system), like copy-rules.ts; kept apart from it so each rule stays short.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type At = (string | number)[];

const obj = (v: unknown): { [key: string]: Json } => (v && typeof v === 'object' && !Array.isArray(v) ? (v as { [key: string]: Json }) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Keys whose strings are not copy (addresses, codes, picture descriptions). */
const NOT_COPY = new Set(['$schema', 'src', 'to', 'url', 'id', 'alt', 'smiles', 'casNumber', 'chemicalFormula', 'network', 'icon', 'type', 'collection', 'file', 'category', 'parent']);

function texts(value: unknown, at: At = [], key = ''): { at: At; text: string }[] {
  if (typeof value === 'string') return NOT_COPY.has(key) ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, [...at, i], key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, [...at, k], k));
  return [];
}

/** Every object under a value with its path (to find each `hsCode`, wherever the schema puts it). */
function objects(value: unknown, at: At = [], out: { at: At; key: string | number | undefined; value: { [key: string]: Json } }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => objects(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    out.push({ at, key: at[at.length - 1], value: value as { [key: string]: Json } });
    for (const [k, v] of Object.entries(value)) objects(v, [...at, k], out);
  }
  return out;
}

type Add = (file: CopyFile, at: At, message: string) => void;

/**
 * An indicative HS code is the company's own reading of the tariff: a note that says it "follows"
 * customs rulings lends it an authority nobody gave it (the last such advice was wrong). A ruling
 * that exists is cited and the code marked "confirmed"; until then the note says who confirms it.
 */
const RULING_AS_BASIS = /\b(?:follows?|following|per|under|according to|based on|in line with|as in|backed by|supported by)\b[^.;:]*\brulings?\b/i;

function hsCodeRulingRule(files: readonly CopyFile[], add: Add) {
  for (const file of files) {
    for (const { at, key, value } of objects(file.data)) {
      if (key !== 'hsCode' || value.status !== 'indicative') continue;
      const note = str(value.note);
      if (RULING_AS_BASIS.test(note)) {
        add(
          file,
          [...at, 'note'],
          'an indicative HS code is our reading of the tariff, not a customs ruling: remove the claim of rulings and say who confirms the code, e.g. "an advance ruling, or your customs broker, confirms the code for your market" (a ruling you hold is cited by number and date, and the code marked "confirmed")',
        );
      }
    }
  }
}

/** The compliance rules' problems for these files (the whole content, or one entry). */
export function complianceProblems(files: readonly CopyFile[]): Problem[] {
  const problems: Problem[] = [];
  const add: Add = (file, at, message) => problems.push({ file: file.file, path: jsonPath(at), message });
  hsCodeRulingRule(files, add);
  return problems;
}
