import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * HTML and SVG are edited through a parser (scripts/html-edit.ts), never with a regular
 * expression over markup: a pattern for a tag or an attribute breaks on the first page whose
 * attributes come in another order, another case or other quotes. This finds every regular
 * expression of src/ and scripts/ (literals and `new RegExp(...)`) that spells a tag, a comment or
 * an attribute.
 */
const markup = /(?<!\(\?)<[a-z!/\\]|[a-z-]+=\\?["']|[a-z-]+=\(/i;

function regularExpressionsIn(code: string, file = 'probe.ts'): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text.slice(1, node.text.lastIndexOf('/')));
    if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp' && node.arguments?.[0]) found.push(node.arguments[0].getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = execFileSync('git', ['ls-files', 'src', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f));

describe('no regular expression over markup', () => {
  it('finds the kind of pattern it forbids', () => {
    const literal = (code: string) => regularExpressionsIn(code);
    for (const probe of ['/<script>[\\s\\S]*?<\\/script>/g', '/<html([^>]*)>/', '/\\n\\s*<!--[^>]*?-->/', '/viewBox="([\\d.]+)"/', 'new RegExp(`<img${x} src="${y}"`)']) {
      expect(literal(`const re = ${probe};`).some((re) => markup.test(re)), probe).toBe(true);
    }
    for (const fine of ['/</g', '/^(?<!\\.)x/', '/url\\((["\']?)\\.\\//g', '/\\p{L}+/u', '/^[a-z0-9]+(?:-[a-z0-9]+)*$/']) {
      expect(literal(`const re = ${fine};`).some((re) => markup.test(re)), fine).toBe(false);
    }
  });

  it('in src/ and scripts/', () => {
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) => regularExpressionsIn(readFileSync(file, 'utf8'), file).filter((re) => markup.test(re)).map((re) => `${file}: ${re}`));
    expect(offending).toEqual([]);
  });
});
