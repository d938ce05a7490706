/**
 * The web editor (admin/, a browser build of its own) loads a catalogue kind's schema and domain
 * rules and the translation save, never what only the build runs: no Node built-in may be on
 * its import graph (the admin build has no stand-ins for them), nor a kind's build definition.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module the entry loads at run time (type-only imports left out), with the chain that reaches it. */
function runtimeImports(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(import|export)(?!\s+type\s)[^;'"]*?from\s+'([^']+)'|import\('([^']+)'\)/gm)) {
      const spec = m[2] ?? m[3]!;
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
      if (reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, target]);
      if (spec.startsWith('.') && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return reached;
}

describe("the web editor's browser code", () => {
  const graph = runtimeImports(path.resolve('admin/main.tsx'));
  const rel = (chain: string[]) => chain.map((f) => path.relative(process.cwd(), f)).join(' <- ');

  it('imports no Node built-in', () => {
    const node = [...graph].filter(([spec]) => spec.startsWith('node:')).map(([, chain]) => rel(chain.reverse()));
    expect(node).toEqual([]);
  });

  it("imports a catalogue kind's schema, not its build definition", () => {
    const modules = [...graph.keys()].map((f) => path.relative(process.cwd(), f));
    expect(modules).toContain('src/content/catalogue/api-product/schema.ts');
    const build = [...graph].filter(([f]) => /src\/content\/(catalogue\/.*definition|collections)\.ts$/.test(f)).map(([, chain]) => rel(chain.reverse()));
    expect(build).toEqual([]);
  });
});
