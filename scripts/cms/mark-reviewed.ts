import { applyEdits, modify, parse } from 'jsonc-parser';
import { isIsoDate } from '../../src/content/iso-date.ts';

/**
 * Marks a translation file reviewed by a native speaker (issue 46 item 1): `$translation.review`
 * "reviewed", with who (`reviewedBy`) and when (`reviewedOn`), so the launch check no longer lists
 * it. Self-contained for the web editor's "Mark reviewed" action (and any script): it takes the
 * file's text and gives the new text, every other byte as it was (jsonc-parser's edits), or a
 * message saying why it cannot.
 */
export function markReviewed(text: string, reviewer: { by: string; on: string }): { text: string } | { error: string } {
  const by = reviewer.by.trim();
  if (!by) return { error: 'name the reviewer: who read the translation as a native speaker' };
  if (!isIsoDate(reviewer.on)) return { error: `"${reviewer.on}" is not a day like "2026-12-01"` };
  const data = parse(text) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('$translation' in data)) {
    return { error: 'not a translation file: it has no "$translation" to mark' };
  }
  const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  let out = text;
  for (const [key, value] of [['review', 'reviewed'], ['reviewedBy', by], ['reviewedOn', reviewer.on]] as const) {
    out = applyEdits(out, modify(out, ['$translation', key], value, format));
  }
  return { text: out };
}
