import { describe, expect, it } from 'vitest';
import { problemLine } from '../../admin/entry-check.ts';
import { formatProblem } from '../../scripts/content/problems.ts';

/**
 * Issue 47: the content check prints control and invisible characters as their codes (`\u202E`),
 * so a title holding a right-to-left override cannot reorder the line that names it. The web
 * editor's problem box says the same line, not the raw characters.
 */
const hostile = 'title holds "\u202Eevil\u200B\u001B[31m": a right-to-left override, a zero-width space and an ESC';

describe("the editor's problem lines", () => {
  it('escape control and invisible characters as the CLI does', () => {
    const line = problemLine({ path: 'title', where: 'Title', message: hostile });
    expect(line).toBe('Title: title holds "\\u202Eevil\\u200B\\u001B[31m": a right-to-left override, a zero-width space and an ESC');
    // The same words as content:check's line for the same problem.
    expect(formatProblem({ file: 'content/x.json', path: 'title', message: hostile }).endsWith(line.replace(/^Title: /, ''))).toBe(true);
    expect(problemLine({ path: '$', message: '\u0007bell' })).toBe('\\u0007bell');
  });

});
