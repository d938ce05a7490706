import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss } from '../../scripts/render/critical-css.ts';
import { pageComposer, type PageParts } from '../../scripts/render/page-html.ts';
import { deferAppScripts } from '../../scripts/vite/deferred-app.ts';

/** A stylesheet shaped like Tailwind 4's output: registered properties, layers, media queries, nesting-free. */
const SHEET = [
  '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-unused:initial}}}',
  '@layer base{*,:after,:before,::backdrop{box-sizing:border-box;border:0 solid}::placeholder{color:gray}}',
  '@layer utilities{.border-b{border-bottom-style:var(--tw-border-style);border-bottom-width:1px}',
  '.shadow{--tw-shadow:0 1px 2px #000;box-shadow:var(--tw-shadow)}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '.hero{background:url(./hero.svg)}',
  '.unused-on-page{color:red}',
  '.link:hover{color:blue}',
  '@media (min-width:64rem){.lg\\:flex{display:flex}}',
  '@media print{.border-b{display:none}}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
].join('');

const PAGE = '<html><head></head><body><header class="border-b shadow lg:flex"><ul class="space-y-4"><li>a</li><li>b</li></ul><a class="link">x</a><input placeholder="Name"></header><div class="hero"></div></body></html>';

describe('criticalCss', () => {
  const css = criticalCss(SHEET)(PAGE);

  it('keeps the rules the page uses, at every width, and leaves out the rest', () => {
    expect(css).toContain('.border-b{');
    expect(css).toContain('.shadow{');
    expect(css).toContain('.lg\\:flex{display:flex}');
    expect(css).toContain('.hero{');
    expect(css).not.toContain('unused-on-page');
  });

  it('leaves hover and print rules to the whole stylesheet, which arrives after the first paint', () => {
    expect(css).not.toContain(':hover');
    expect(css).not.toContain('print');
  });

  it('keeps the selectors beasties cannot match: the reset\'s ::placeholder and Tailwind\'s :where() spacing', () => {
    expect(css).toContain('::placeholder{color:gray}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
  });

  it('keeps the custom properties the kept rules read, and only those', () => {
    expect(css).toContain('@property --tw-border-style');
    expect(css).toContain('@property --tw-shadow');
    expect(css).not.toContain('--tw-unused');
  });

  it('writes no ";" between blocks, which would make a browser drop the rule after it', () => {
    // '};@property --x{...}' reads as one rule with an invalid selector: a border lost its 'solid'.
    expect(css).not.toMatch(/\}\s*;/);
    const atRules: string[] = [];
    postcss.parse(css).walkAtRules('property', (at) => void atRules.push(at.params));
    expect(atRules.sort()).toEqual(['--tw-border-style', '--tw-shadow']);
  });
});

describe('pageComposer with the site stylesheet linked', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/style-abc.css'), SHEET);
  const template = deferAppScripts([
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Site</title><meta name="description" content="" />',
    '<link rel="stylesheet" crossorigin href="./assets/style-abc.css"></head>',
    '<script type="module" crossorigin src="./assets/index-abc.js"></script>',
    '<body><div id="root"><!--app-html--></div></body></html>',
  ].join('\n'));
  const parts = (over: Partial<PageParts> = {}): PageParts => ({
    root: './',
    title: 'T',
    description: 'D',
    head: [],
    preloads: [],
    markup: '<header class="border-b"><div class="hero"></div></header>',
    htmlAttributes: {},
    keepInlineScripts: true,
    ...over,
  });

  it('inlines the page\'s rules in <head> and links the whole file at the end of <body>, from the page\'s own place', () => {
    const html = pageComposer(template, dist)(parts({ root: '../../' }));
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toMatch(/<style>[^<]*\.border-b\{/);
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(head).not.toContain('unused-on-page');
    // The stylesheet's url(./hero.svg) is relative to assets/; inlined, relative to the page.
    expect(head).toContain('url(../../assets/hero.svg)');
    expect(body).toMatch(/<link rel="stylesheet" href="\.\.\/\.\.\/assets\/style-abc\.css">\s*<\/body>/);
  });

  it('refuses a template that links a stylesheet when it is not told where the build is', () => {
    expect(() => pageComposer(template)).toThrow(/style-abc\.css/);
  });
});
