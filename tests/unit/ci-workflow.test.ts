/**
 * .github/workflows/ci.yml cannot run here; this proves it is valid YAML and checks a pull
 * request as the issue asks: install, the content check with GitHub annotations, then the tests
 * exactly as .ci/run runs them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const text = readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('the CI workflow', () => {
  const workflow = parse(text, { strict: true, uniqueKeys: true }) as { on: Record<string, unknown>; jobs: Record<string, { steps: Step[]; container?: string; 'runs-on': string }> };

  it('is valid YAML with one job that runs on every pull request', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request');
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
    expect(Object.values(workflow.jobs)[0]!['runs-on']).toBe('ubuntu-latest');
  });

  it('installs, checks the content with annotations, then runs the tests as .ci/run does, in that order', () => {
    const steps = Object.values(workflow.jobs)[0]!.steps;
    const runs = steps.map((s) => s.run ?? s.uses ?? '');
    const at = (re: RegExp) => runs.findIndex((r) => re.test(r));
    expect(at(/^actions\/checkout@/)).toBe(0);
    expect(steps[0]!.with?.['fetch-depth']).toBe(0);
    expect(at(/^npm ci\b/)).toBeGreaterThan(0);
    expect(at(/^npm run content:check -- --format=github$/)).toBeGreaterThan(at(/^npm ci\b/));
    expect(at(/^\.ci\/run$/)).toBeGreaterThan(at(/content:check/));
    // .ci/run is what the tests are: it runs npm test.
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('uses the Node major version package.json asks for', () => {
    const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const container = Object.values(workflow.jobs)[0]!.container ?? '';
    expect(container).toMatch(/^node:(\d+)/);
    expect(Number(/^node:(\d+)/.exec(container)![1])).toBeGreaterThanOrEqual(Number(/(\d+)/.exec(engines)![1]));
  });
});
