import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Part } from '../../src/components/i18n/messages.ts';

/**
 * The catalogue check on catalogues already read (no file system): what `content:check` says about
 * content/ui/<locale>.json (catalogue.ts reads the files) and what the web editor says about the
 * catalogue being edited (admin/browser-check.ts), in the same words.
 */

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** What kind of value a placeholder takes, from how English uses it. */
export type ArgKind = 'number' | 'boolean' | 'optional' | 'text';

function compileElements(elements: readonly MessageFormatElement[]): Part[] {
  const out: Part[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      if (typeof out.at(-1) === 'string') out[out.length - 1] += el.value;
      else out.push(el.value);
    } else if (el.type === TYPE.argument || el.type === TYPE.number) out.push([el.value]);
    else if (el.type === TYPE.pound) out.push(0);
    else if (el.type === TYPE.select) out.push([el.value, 's', Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, compileElements(o.value)]))]);
    else if (el.type === TYPE.plural) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, compileElements(o.value)]));
      out.push(el.offset ? [el.value, 'p', options, el.offset] : [el.value, 'p', options]);
    } else throw new Error(`unsupported element (dates, times and tags are formatted by the code: src/components/i18n/format.ts)`);
  }
  return out;
}

/** One message in the runtime's form: a string when it has no placeholder. */
export function compileMessage(message: string): string | Part[] {
  const parts = compileElements(parse(message, { ignoreTag: true }));
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

function argKinds(elements: readonly MessageFormatElement[], out = new Map<string, ArgKind>()): Map<string, ArgKind> {
  const rank: Record<ArgKind, number> = { text: 0, optional: 1, boolean: 2, number: 3 };
  const note = (name: string, kind: ArgKind) => {
    const was = out.get(name);
    if (!was || rank[kind] > rank[was]) out.set(name, kind);
  };
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number) note(el.value, el.type === TYPE.number ? 'number' : 'text');
    else if (el.type === TYPE.plural) {
      note(el.value, 'number');
      for (const o of Object.values(el.options)) argKinds(o.value, out);
    } else if (el.type === TYPE.select) {
      const keys = Object.keys(el.options);
      note(el.value, keys.includes('none') ? 'optional' : keys.every((k) => k === 'true' || k === 'false' || k === 'other') ? 'boolean' : 'text');
      for (const o of Object.values(el.options)) argKinds(o.value, out);
    }
  }
  return out;
}

/** The placeholders of a message, by name. */
export function placeholders(message: string): Map<string, ArgKind> {
  return argKinds(parse(message, { ignoreTag: true }));
}

/** Every message of a catalogue by its dotted key ("common.home"); a value that is neither text nor object as itself. */
export function flatten(catalogue: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue)) return out;
  for (const [k, v] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

export interface CatalogueProblem {
  path: string;
  message: string;
}

/**
 * One language's catalogue against English (`english` undefined: this is English, or English could
 * not be read): a message that does not parse, a key English has not (or the reverse), a
 * placeholder English does not have.
 */
export function messageProblems(catalogue: unknown, english: unknown, isEnglish: boolean): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const englishArgs = new Map<string, Map<string, ArgKind>>();
  const en = isEnglish || english === undefined ? undefined : flatten(english);
  if (en) {
    for (const [key, value] of en) {
      if (typeof value !== 'string') continue;
      try {
        englishArgs.set(key, placeholders(value));
      } catch {
        // English's own problem, reported on the English file.
      }
    }
  }
  const messages = flatten(catalogue);
  for (const [key, value] of messages) {
    if (typeof value !== 'string') {
      problems.push({ path: key, message: 'must be a message (text) or an object of messages' });
      continue;
    }
    let args: Map<string, ArgKind>;
    try {
      args = placeholders(value);
      compileMessage(value);
    } catch (e) {
      const { message, location } = e as Error & { location?: { start: { offset: number } } };
      const where = location ? ` at character ${location.start.offset + 1}` : '';
      problems.push({ path: key, message: `the message does not parse (ICU MessageFormat): ${message.toLowerCase().replaceAll('_', ' ')}${where}` });
      continue;
    }
    if (!en) continue;
    if (!en.has(key)) problems.push({ path: key, message: 'English has no such key: remove it, or add it to content/ui/en.json first' });
    else {
      const known = englishArgs.get(key);
      for (const name of args.keys()) if (known && !known.has(name)) problems.push({ path: key, message: `the placeholder {${name}} is not in the English message (it has ${[...known.keys()].map((n) => `{${n}}`).join(', ') || 'none'})` });
    }
  }
  if (en) for (const [key, value] of en) if (!messages.has(key)) problems.push({ path: key, message: `missing: translate the English "${String(value)}"` });
  return problems;
}
