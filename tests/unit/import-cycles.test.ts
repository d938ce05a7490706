import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = /\.(ts|tsx|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const abs = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(abs) : source.test(d.name) && !d.name.endsWith('.d.ts') ? [abs] : [];
  });
}

/** Each file's relative imports (static, dynamic and re-exports; type-only ones too: a circle of types is still a circle to read). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => filesUnder(path.resolve(d)))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]!))
      .filter((t) => existsSync(t) && source.test(t));
    graph.set(file, targets);
  }
  return graph;
}

/** The first circle found by a depth-first walk, as the files around it; null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) if (!state.has(file)) {
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

describe('import circles', () => {
  it('finds a circle when there is one', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toBeNull();
  });

  it('src/ and scripts/ have none', () => {
    const cycle = findCycle(importGraph(['src', 'scripts']));
    expect(cycle?.map((f) => path.relative(process.cwd(), f)).join(' -> ') ?? null).toBeNull();
  });
});
