import { isIsoDate } from '../../src/content/iso-date.ts';

/**
 * Marks a translation file reviewed by a native speaker (issue 46 item 1): `$translation.review`
 * "reviewed", with who (`reviewedBy`) and when (`reviewedOn`), so the launch check no longer lists
 * it. The web editor's translation form has a "Native review" group (REVIEW_FIELD) whose who and
 * when the save writes with `reviewedMeta` (scripts/cms/translation-save.ts).
 */

export interface Reviewer {
  by: string;
  on: string;
}

/** The editor's field of a translation's form holding who reviewed it and when (never written: its name starts with "__"). */
export const REVIEW_FIELD = '__review';

/** Why this review cannot be recorded, or null. */
export function reviewProblem(reviewer: Reviewer): string | null {
  if (!reviewer.by.trim()) return 'name the reviewer: who read the translation as a native speaker';
  if (!isIsoDate(reviewer.on)) return `"${reviewer.on}" is not a day like "2026-12-01"`;
  return null;
}

/** A translation's `$translation` block marked reviewed (check reviewProblem first). */
export function reviewedMeta<T extends Record<string, unknown>>(meta: T, reviewer: Reviewer): T & { review: 'reviewed'; reviewedBy: string; reviewedOn: string } {
  return { ...meta, review: 'reviewed', reviewedBy: reviewer.by.trim(), reviewedOn: reviewer.on };
}
