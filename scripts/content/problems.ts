import type { z } from 'zod';

/** One content problem. Printed as `file: json.path: message`, the one format every tool uses. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.path}: ${p.message}`;
}

/** `["sections", 2, "items", 0, "icon"]` becomes `sections[2].items[0].icon`; the root is `$`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '$';
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Turns zod issues into editor-friendly problems, one line each. */
export function zodProblems(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): Problem[] {
  const problems: Problem[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path];
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) {
          problems.push({ file, path: jsonPath([...path, key]), message: 'unknown key (misspelt, or not allowed here)' });
        }
        break;
      case 'invalid_union':
        if ('discriminator' in issue && Array.isArray((issue as { options?: unknown[] }).options)) {
          problems.push({
            file,
            path: jsonPath(path),
            message: `expected one of ${quoteList((issue as unknown as { options: unknown[] }).options)}`,
          });
        } else {
          problems.push({ file, path: jsonPath(path), message: issue.message });
        }
        break;
      case 'invalid_value':
        problems.push({ file, path: jsonPath(path), message: `expected one of ${quoteList(issue.values)}` });
        break;
      case 'invalid_type':
        problems.push({
          file,
          path: jsonPath(path),
          message: issue.message.includes('received undefined') ? `missing required ${issue.expected}` : issue.message.replace(/^Invalid input: /, ''),
        });
        break;
      default:
        problems.push({ file, path: jsonPath(path), message: issue.message.replace(/^Invalid input: /, '') });
    }
  }
  return problems;
}
