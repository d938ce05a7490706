import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, parseJsonSource, pathSegments, positionOf } from '../../scripts/content/json-source.ts';
import { escapeData, escapeProperty, formatProblem, githubAnnotation, problemRecord } from '../../scripts/content/problems.ts';
import { closestFirst, didYouMean, editDistance, unknownValueMessage } from '../../src/content/suggest.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('JSON source reader', () => {
  it('reads what JSON.parse reads', () => {
    const texts = ['{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9\\"\\\\/"], "b": {}}', '[]', '"text"', '0', '{"__proto__": 1}'];
    for (const t of texts) expect(parseJsonSource(t).value).toEqual(JSON.parse(t));
    expect(Object.keys(parseJsonSource('{"__proto__": 1}').value as object)).toEqual(['__proto__']);
  });

  it('knows where every key and value starts', () => {
    const text = '{\n  "title": "x",\n  "sections": [\n    { "type": "prose" },\n    {\n      "type": "cta"\n    }\n  ]\n}';
    const { positions, problems } = parseJsonSource(text);
    expect(problems).toEqual([]);
    expect(positionOf(positions, [])).toEqual({ line: 1, column: 1 });
    expect(positionOf(positions, ['title'])).toEqual({ line: 2, column: 3 });
    expect(positionOf(positions, ['sections', 0])).toEqual({ line: 4, column: 5 });
    expect(positionOf(positions, ['sections', 0, 'type'])).toEqual({ line: 4, column: 7 });
    expect(positionOf(positions, ['sections', 1, 'type'])).toEqual({ line: 6, column: 7 });
    // A path the file does not have: its nearest ancestor that it has.
    expect(positionOf(positions, ['sections', 1, 'link', 'to'])).toEqual({ line: 5, column: 5 });
    expect(positionOf(positions, ['nothing'])).toEqual({ line: 1, column: 1 });
  });

  it('counts columns in characters, not bytes', () => {
    const { positions } = parseJsonSource(bytes('{"é": "ü", "b": 1}'));
    expect(positionOf(positions, ['b'])).toEqual({ line: 1, column: 12 });
  });

  it('turns problem paths back into segments', () => {
    expect(pathSegments('sections[2].items[0].icon')).toEqual(['sections', 2, 'items', 0, 'icon']);
    expect(pathSegments('$')).toEqual([]);
    expect(pathSegments('$schema')).toEqual(['$schema']);
  });

  it('reports duplicate keys, naming both lines, and keeps the last value as JSON.parse does', () => {
    const { value, problems } = parseJsonSource('{\n  "a": 1,\n  "b": {"c": 1,\n    "c": 2}\n}');
    expect(value).toEqual({ a: 1, b: { c: 2 } });
    expect(problems).toEqual([{ path: ['b', 'c'], line: 4, column: 5, message: 'duplicate key "c" (line 3 and line 4): only the last one counts; remove one' }]);
  });

  it('reports a byte order mark at line 1, column 1, and reads on', () => {
    for (const input of [new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"a": 1}')]), '\ufeff{"a": 1}']) {
      const { value, problems } = parseJsonSource(input);
      expect(value).toEqual({ a: 1 });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ line: 1, column: 1 });
      expect(problems[0]!.message).toMatch(/byte order mark/);
    }
  });

  it('reports the first byte that is not UTF-8 with its line and column, and reads on', () => {
    const latin1 = new Uint8Array([...bytes('{\n  "title": "Caf'), 0xe9, ...bytes('",\n  "x": 1\n}')]);
    const { value, problems } = parseJsonSource(latin1);
    expect(value).toEqual({ title: 'Caf\ufffd', x: 1 });
    expect(problems).toEqual([
      {
        path: [],
        line: 2,
        column: 16,
        message: 'not UTF-8: byte 0xE9 at line 2, column 16 is not valid UTF-8 (the file was saved as Latin-1 or Windows-1252; save it as UTF-8)',
      },
    ]);
  });

  it('finds invalid UTF-8 as TextDecoder does', () => {
    const cases: [number[], number][] = [
      [[0x41, 0xc3, 0xa9], -1],
      [[0xe2, 0x82, 0xac], -1],
      [[0xf0, 0x9f, 0x98, 0x80], -1],
      [[0x41, 0xe9, 0x41], 1],
      [[0xc0, 0x80], 0],
      [[0xed, 0xa0, 0x80], 0],
      [[0xe2, 0x82], 0],
      [[0x80], 0],
      [[0xf5, 0x80, 0x80, 0x80], 0],
    ];
    for (const [b, at] of cases) {
      expect(firstInvalidUtf8(new Uint8Array(b)), b.join(',')).toBe(at);
      let valid = true;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(b));
      } catch {
        valid = false;
      }
      expect(valid, b.join(',')).toBe(at === -1);
    }
  });

  it('says where the JSON breaks, and why, in an editor’s words', () => {
    const error = (text: string) => parseJsonSource(text).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
    // A missing comma is named where it goes: at the end of the line before, not on the next line.
    expect(error('{\n  "a": 1\n  "b": 2\n}')).toEqual(['2:9 not valid JSON (line 2, column 9): a comma is missing: add a comma after line 2']);
    expect(error('{\n  "a": {"x": [1]}\n\n  "b": 2\n}')).toEqual(['2:18 not valid JSON (line 2, column 18): a comma is missing: add a comma after line 2']);
    expect(error('{"a": [1 2]}')).toEqual(['1:9 not valid JSON (line 1, column 9): a comma is missing: add a comma before "2"']);
    expect(error('{"a": 1,}')).toEqual(['1:9 not valid JSON (line 1, column 9): a comma before "}": remove the comma after the last entry']);
    expect(error('[1, 2,]')).toEqual(['1:7 not valid JSON (line 1, column 7): a comma before "]": remove the comma after the last item']);
    expect(error("{'a': 1}")[0]).toMatch(/single quotes/);
    expect(error('{"a": // note\n 1}')[0]).toMatch(/comments are not allowed/);
    expect(error('{"a": "one\ntwo"}')[0]).toMatch(/^1:11 .*a line break inside text/);
    expect(error('{"a": "x}')[0]).toMatch(/Unterminated string/);
    expect(error('{"a": 01}')[0]).toMatch(/not a JSON number/);
    expect(error('{"a": tru}')[0]).toMatch(/text must be in double quotes/);
    expect(error('{"a": 1}}')[0]).toMatch(/after JSON/);
    expect(error('')[0]).toMatch(/the file is empty/);
    expect(error('{"a": [1')[0]).toMatch(/end of JSON input/);
    expect(error('{"a": "x\ty"}')).toEqual(['1:9 not valid JSON (line 1, column 9): Bad control character in string literal (a tab or other invisible character: remove it)']);
    expect(error('{"a": "x\\qy"}')[0]).toMatch(/^1:9 .*Bad escaped character/);
    expect(error('{"a" 1}')[0]).toMatch(/^1:6 .*Expected ':' after property name "a"/);
    expect(error('{"a": -}')[0]).toMatch(/No number after minus sign/);
    expect(error('{"a": 1.}')[0]).toMatch(/not a JSON number/);
  });
});

describe('problem formats', () => {
  const p = { file: 'content/pages/a,b:c.json', path: 'sections[0].text', message: '100% wrong:\r\nsee, here', line: 4, column: 7 };

  // One line, always: a line break (or any control character) in a message prints as its code (issue 47).
  it('prints the default line', () => expect(formatProblem(p)).toBe('content/pages/a,b:c.json: sections[0].text: 100% wrong:\\u000D\\u000Asee, here'));

  it('escapes GitHub workflow commands: %, CR and LF in the message; also : and , in properties', () => {
    expect(escapeData('100%\r\n')).toBe('100%25%0D%0A');
    expect(escapeProperty('a,b:c%')).toBe('a%2Cb%3Ac%25');
    expect(githubAnnotation(p)).toBe('::error file=content/pages/a%2Cb%3Ac.json,line=4,col=7::sections[0].text: 100%25 wrong:%0D%0Asee, here');
    expect(githubAnnotation(p, 'notice')).toMatch(/^::notice file=/);
  });

  it('gives JSON records with line and column', () => {
    expect(problemRecord(p)).toEqual({ file: p.file, path: p.path, line: 4, column: 7, message: p.message });
    expect(problemRecord({ file: 'f', path: '$', message: 'm' })).toEqual({ file: 'f', path: '$', line: 1, column: 1, message: 'm' });
  });
});

describe('did you mean', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('heading', 'haeding')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only when close', () => {
    expect(didYouMean('txt', ['text', 'type', 'id'])).toBe('text');
    expect(didYouMean('shield-chek', ['shield-check', 'check'])).toBe('shield-check');
    expect(didYouMean('Shield_Check', ['shield-check', 'check'])).toBe('shield-check');
    expect(didYouMean('hero-carousell', ['hero-carousel', 'product-carousel'])).toBe('hero-carousel');
    expect(didYouMean('unicorn', ['globe', 'eye', 'target'])).toBeNull();
    expect(didYouMean('x', [])).toBeNull();
  });

  it('lists the allowed values closest first', () => {
    expect(closestFirst('cheek', ['globe', 'shield-check', 'check'])).toEqual(['check', 'globe', 'shield-check']);
    expect(unknownValueMessage('unknown icon', 'chek', ['globe', 'check'])).toBe('unknown icon "chek": did you mean "check"? Allowed (closest first): "check", "globe"');
    expect(unknownValueMessage('unknown icon', 'zzz', ['ab', 'cd'])).toBe('unknown icon "zzz"; allowed (closest first): "ab", "cd"');
  });
});
