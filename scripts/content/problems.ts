import type { z } from 'zod';
import { escapeInvisible, jsonPath, type Problem } from '../../src/content/problem.ts';
import { IMAGE_PATH_MESSAGE, imageExtensions } from '../../src/content/primitives.ts';
import { allowedKeys, valueAt } from './schema-at.ts';
import { missingHelp } from './schema-help.ts';
import { didYouMean, unknownValueMessage } from '../../src/content/suggest.ts';
import { slugify } from '../../src/content/file-name.ts';

export type { Problem } from '../../src/content/problem.ts';

/** The one line every tool prints: `file: json.path: message`, with invisible and control characters escaped. */
export function formatProblem(p: Problem): string {
  return escapeInvisible(`${p.file}: ${p.path}: ${p.message}`);
}

/** GitHub's workflow-command escaping: data escapes %, CR and LF; property values also ":" and ",". */
export const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…::json.path: message`, an annotation on the line in a pull request. */
export function githubAnnotation(p: Problem, level: 'error' | 'warning' | 'notice' = 'error'): string {
  const props = [`file=${escapeInvisible(escapeProperty(p.file))}`, `line=${p.line ?? 1}`, `col=${p.column ?? 1}`];
  return `::${level} ${props.join(',')}::${escapeInvisible(escapeData(`${p.path}: ${p.message}`))}`;
}

/** The `--format=json` record of a problem. */
export function problemRecord(p: Problem): { file: string; path: string; line: number; column: number; message: string } {
  return { file: p.file, path: p.path, line: p.line ?? 1, column: p.column ?? 1, message: p.message };
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** What a value of an enum is, for "unknown icon "x"" messages. */
function valueKind(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((k) => typeof k === 'string');
  if (key === 'icon') return 'unknown icon';
  if (key === 'network' || key === 'networks') return 'unknown social network';
  if (key === 'collection') return 'unknown catalogue';
  if (key === 'type') return path.includes('documents') ? 'unknown document type' : 'unknown type';
  return 'unknown value';
}

/** A file or folder name as the check accepts it: "Cashew W320 photo.jpg" is "cashew-w320-photo.jpg". */
export function acceptedName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  return `${slugify(base) || 'file'}${ext ? `.${ext.toLowerCase()}` : ''}`;
}

/** A path with a space in it: say so, and the path with names the check accepts. */
export function spaceReason(value: string): string | null {
  if (!/\s/.test(value)) return null;
  const renamed = value
    .split('/')
    .map((part, i) => (i === 0 || !/\s/.test(part) ? part : acceptedName(part)))
    .join('/');
  return `"${value}": file and folder names cannot contain spaces (a space breaks the web address): rename the file to "${renamed.split('/').pop()}" and write "${renamed}"`;
}

/** Why a string is not an image path, as precisely as it can be said. */
export function imagePathReason(value: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(value)?.[1];
  const space = spaceReason(value);
  if (space) return space;
  if (value.includes('\\')) return `"${value}": write "/" between folders, not "\\"`;
  if (/^([a-z]+:|\/|~)/i.test(value)) return `"${value}": write the path inside the content folder, starting "images/", not an absolute path or address`;
  if (value.split('/').some((part) => part === '..' || part === '.')) return `"${value}": "." and ".." are not allowed: the path must stay inside content/images and start "images/"`;
  if (!value.startsWith('images/')) return `"${value}": expected a path inside content/images, starting "images/", e.g. "images/spices/black-pepper.svg"`;
  if (!ext) return `"${value}": the file name needs its extension (.svg, .png, .jpg, .webp or .avif)`;
  if (!(imageExtensions as readonly string[]).includes(ext.toLowerCase())) {
    const guess = didYouMean(ext.toLowerCase(), imageExtensions);
    return `"${value}": ".${ext}" images are not supported${guess ? `: did you mean ".${guess}"?` : ''} (use svg, png, jpg, webp or avif)`;
  }
  return `"${value}": folder and file names are letters, digits, "-", "_" and "." (no spaces), e.g. "images/spices/black-pepper.svg"`;
}

export interface ZodContext {
  /** The schema the file was checked against, to name the keys allowed where one is unknown. */
  schema?: z.ZodType;
  /** The file's data, to quote the value that was not allowed. */
  data?: unknown;
}

/** Keys content once had, with what to write instead: an editor's older file says what changed. */
const RETIRED_KEYS = {
  documentsAvailable:
    '"documentsAvailable" is now "documents" (beside "tradeDetails" on a catalogue entry, in the section on a page): one entry per document, e.g. {"type": "certificate", "title": "Certificate of origin", "onRequest": true}',
} as const;

/** Turns zod issues into editor-friendly problems, one line each, with "did you mean" where a close match exists. */
export function zodProblems(file: string, error: z.ZodError, context: ZodContext = {}): Problem[] {
  const problems: Problem[] = [];
  // A misspelt key also makes the right key "missing": say it once, as the misspelling.
  const explained = new Set<string>();
  const unknownKeys = new Map<z.core.$ZodIssue, Problem[]>();
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = context.schema ? allowedKeys(context.schema, context.data, issue.path) : [];
    const value = valueAt(context.data, issue.path);
    const free = allowed.filter((k) => !(value && typeof value === 'object' && k in value));
    const lines = issue.keys.map((key): Problem => {
      const guess = didYouMean(key, free);
      if (guess) explained.add(jsonPath([...issue.path, guess]));
      const message = Object.hasOwn(RETIRED_KEYS, key)
        ? RETIRED_KEYS[key as keyof typeof RETIRED_KEYS]
        : guess
        ? `unknown key "${key}": did you mean "${guess}"?`
        : `unknown key "${key}" (misspelt, or not allowed here${allowed.length ? `; allowed: ${quoteList(allowed.filter((k) => k !== '$schema'))}` : ''})`;
      return { file, path: jsonPath([...issue.path, key]), message };
    });
    unknownKeys.set(issue, lines);
  }
  for (const issue of error.issues) {
    const path = issue.path;
    const value = valueAt(context.data, issue.path);
    switch (issue.code) {
      case 'unrecognized_keys':
        problems.push(...unknownKeys.get(issue)!);
        break;
      case 'invalid_union': {
        const u = issue as unknown as { discriminator?: string; options?: unknown[] };
        if (u.discriminator && Array.isArray(u.options)) {
          const options = u.options.map(String);
          const what = path.includes('sections') && u.discriminator === 'type' ? 'unknown section type' : `unknown ${u.discriminator}`;
          problems.push({
            file,
            path: jsonPath(path),
            message:
              typeof value === 'string'
                ? unknownValueMessage(what, value, options)
                : value === undefined
                  ? `missing required ${u.discriminator}: expected one of ${quoteList(options)}`
                  : `expected one of ${quoteList(options)}`,
          });
        } else {
          problems.push({ file, path: jsonPath(path), message: issue.message.replace(/^Invalid input$/, 'not one of the allowed forms') });
        }
        break;
      }
      case 'invalid_value':
        problems.push({
          file,
          path: jsonPath(path),
          // A schema that words its own message (why EXW is refused) knows best.
          message: !/^Invalid (option|input)/.test(issue.message)
            ? issue.message
            : typeof value === 'string'
              ? unknownValueMessage(valueKind(path), value, issue.values.map(String))
              : `expected one of ${quoteList(issue.values)}`,
        });
        break;
      case 'invalid_type':
        if (explained.has(jsonPath(path)) && issue.message.includes('received undefined')) break;
        problems.push({
          file,
          path: jsonPath(path),
          message: issue.message.includes('received undefined')
            ? `missing required ${issue.expected}${context.schema ? missingHelp(context.schema, context.data, issue.path) : ''}`
            : issue.message.includes('received Infinity') || issue.message.includes('received NaN')
              ? 'expected a finite number (a number this large reads as infinity)'
              : issue.message.replace(/^Invalid input: /, ''),
        });
        break;
      case 'invalid_format':
        problems.push({
          file,
          path: jsonPath(path),
          message:
            issue.message === IMAGE_PATH_MESSAGE && typeof value === 'string'
              ? `not an image path: ${imagePathReason(value)}`
              : typeof value === 'string' && value.startsWith('documents/') && spaceReason(value)
                ? `not a document path: ${spaceReason(value)}`
                : issue.message,
        });
        break;
      case 'too_small':
      case 'too_big': {
        const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        // A schema that words its own message (e.g. what a quotable name is) knows best.
        if (!/^Too (small|big)/.test(issue.message)) {
          problems.push({ file, path: jsonPath(path), message: issue.message });
        } else if (issue.origin === 'string' && typeof value === 'string') {
          problems.push({
            file,
            path: jsonPath(path),
            message:
              value === ''
                ? 'is empty: write the text, or leave the field out where it is optional'
                : `${value.length} characters is too ${issue.code === 'too_small' ? 'short' : 'long'}: write ${issue.code === 'too_small' ? 'at least' : 'at most'} ${limit}`,
          });
        } else if (issue.origin === 'array' && Array.isArray(value)) {
          problems.push({ file, path: jsonPath(path), message: issue.code === 'too_small' ? `needs at least ${limit} item${limit === 1 ? '' : 's'}` : `has ${value.length} items: at most ${limit}` });
        } else {
          problems.push({ file, path: jsonPath(path), message: issue.message.replace(/^Too (small|big): expected (number )?to be /, 'must be ') });
        }
        break;
      }
      default:
        problems.push({ file, path: jsonPath(path), message: issue.message.replace(/^Invalid input: /, '') });
    }
  }
  return problems;
}
