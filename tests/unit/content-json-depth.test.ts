import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, tooDeep } from '../../scripts/content/json-depth.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('JSON nesting depth, before parsing (issue 24, item 8)', () => {
  it('finds the first bracket past the limit, with its line and column in characters', () => {
    expect(tooDeep(bytes('{\n  "a": [[[1]]]\n}'), 3)).toEqual({ line: 2, column: 10, limit: 3 });
    expect(tooDeep(bytes('{"é": [[[1]]]}'), 3)).toEqual({ line: 1, column: 9, limit: 3 });
    expect(tooDeep(bytes('[[[]]]'), 3)).toBeNull();
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(tooDeep(bytes('{"a": "[[[[{{{{", "b": "\\"[[[[[", "c": "\\\\"}'), 2)).toBeNull();
    expect(tooDeep(bytes('{"a": "\\\\", "b": [[1]]}'), 2)).toEqual({ line: 1, column: 19, limit: 2 });
  });

  it('scans a million levels without recursion', () => {
    const deep = bytes(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(tooDeep(deep)).toEqual({ line: 1, column: MAX_JSON_DEPTH + 1, limit: MAX_JSON_DEPTH });
  });
});
