import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { constantVariables, criticalCss, factsOf, factsOfTrees, foldCalc, tidyInlined, NEVER_SET, requiredClasses, withConstantsInlined, withoutUnusedVariables } from '../../scripts/render/critical-css.ts';
import { pageComposer, staticMarkup, type PageParts } from '../../scripts/render/page-html.ts';
import { HtmlEdit } from '../../scripts/html-edit.ts';
import { deferAppScripts } from '../../scripts/vite/deferred-app.ts';

/** A stylesheet shaped like Tailwind 4's output: registered properties, layers, media queries, nesting-free. */
const SHEET = [
  '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-unused:initial;--tw-ring-offset-width:0px}}}',
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
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}',
  '.ring-2{--tw-ring-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width)) currentcolor}',
  // Sets the border style: so it varies, and the pages read it through the variable.
  '.border-dashed{--tw-border-style:dashed;border-style:dashed}',
].join('');

const PAGE = '<html><head></head><body><header class="border-b shadow lg:flex ring-2"><ul class="space-y-4"><li>a</li><li>b</li></ul><a class="link">x</a><input placeholder="Name"></header><div class="hero"></div></body></html>';

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

  it('leaves transitions to the whole stylesheet: nothing changes before it arrives', () => {
    const sheet = '@layer utilities{.fade{opacity:1;transition-property:opacity;transition-duration:.2s}.btn{display:flex;transition:color .15s}}';
    const out = criticalCss(sheet)('<html><head></head><body><p class="fade">a</p><a class="btn">b</a></body></html>');
    expect(out).toContain('.fade{opacity:1}');
    expect(out).toContain('.btn{display:flex}');
    expect(out).not.toContain('transition');
  });

  it('keeps the selectors beasties cannot match: the reset\'s ::placeholder and Tailwind\'s :where() spacing', () => {
    expect(css).toContain('::placeholder{color:gray}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
  });

  it('gives the custom properties the kept rules read their defaults, and only those, in every browser', () => {
    // The registrations (@property) come with the whole file; inlined, the defaults alone paint the same.
    expect(css).toMatch(/@layer properties\{\*,:before,:after,::backdrop\{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px\}\}/);
    expect(css).not.toContain('@property');
    expect(css).not.toContain('@supports');
    expect(css).not.toContain('--tw-unused');
    // Tailwind's own default, not the registration's '0': unregistered, calc(2px + 0) is invalid and the ring is lost.
    expect(css).not.toContain('--tw-ring-offset-width:0;');
  });

  it('writes no ";" between blocks, which would make a browser drop the rule after it', () => {
    // '};@property --x{...}' reads as one rule with an invalid selector: a border lost its 'solid'.
    expect(css).not.toMatch(/\}\s*;/);
    expect(() => postcss.parse(css)).not.toThrow();
  });

  it('leaves out what the page cannot use: rules of classes no element carries, fields\' rules on a page without one', () => {
    const page = criticalCss(SHEET)('<html><head></head><body><header class="border-b"><ul><li>a</li></ul></header></body></html>');
    expect(page).toContain('.border-b{');
    expect(page).not.toContain('space-y-4');
    expect(page).not.toContain('placeholder');
    expect(page).not.toContain('--tw-shadow');
  });
});

describe('criticalCss and form fields', () => {
  const FIELD_SHEET = [
    '@layer base{::placeholder{opacity:1}::-webkit-search-decoration{-webkit-appearance:none}',
    '::-webkit-date-and-time-value{min-height:1lh}::-webkit-datetime-edit-year-field{padding-block:0}',
    '::-webkit-inner-spin-button{height:auto}::file-selector-button{margin-inline-end:4px}',
    'button,input{font:inherit}}',
  ].join('');
  const sheetFor = criticalCss(FIELD_SHEET);
  const page = (fields: string) => sheetFor(`<html><head></head><body><form>${fields}</form></body></html>`);

  it('keeps the reset\'s rules for the fields the page has, and only those', () => {
    const search = page('<input type="search">');
    expect(search).toContain('::-webkit-search-decoration');
    expect(search).toContain('::placeholder');
    expect(search).toMatch(/input\{font:inherit\}/);
    for (const other of ['::-webkit-date', '::-webkit-datetime', '::-webkit-inner-spin', '::file-selector-button']) expect(search).not.toContain(other);

    const date = page('<input type=DATE>');
    expect(date).toContain('::-webkit-date-and-time-value');
    expect(date).toContain('::-webkit-datetime-edit-year-field');
    expect(date).toContain('::-webkit-inner-spin-button');
    expect(date).not.toContain('::-webkit-search-decoration');

    expect(page('<input type="number">')).toContain('::-webkit-inner-spin-button');
    expect(page('<input type="file">')).toContain('::file-selector-button');
    // No type is a text field: the placeholder, nothing of the other kinds.
    const text = page('<textarea></textarea><input>');
    expect(text).toContain('::placeholder');
    expect(text).not.toMatch(/::-webkit|::file-selector/);
  });

  it('reads the same kinds from the page\'s trees as from a parse of it', () => {
    const html = '<form><input type="Search"><select></select><template><input type="file"></template></form>';
    const parsed = new HtmlEdit(html, { fragment: true });
    expect([...factsOf(parsed).fields].sort()).toEqual(['input:file', 'input:search', 'select']);
  });
});

describe('withoutUnusedVariables', () => {
  it('keeps the theme variables the rules read, directly or through another, and drops the rest', () => {
    const css = withoutUnusedVariables(':root,:host{--a:1px;--b:var(--c);--c:red;--unused:0;--also-unused:var(--a)}.x{margin:var(--a);color:var(--b)}');
    expect(css).toContain('--a:1px');
    expect(css).toContain('--b:var(--c)');
    expect(css).toContain('--c:red');
    expect(css).not.toContain('unused');
  });

  it('leaves the deep-link state out of a page that has no script to set it', () => {
    const sheet = '[data-deep-link] #prerendered{display:none}.x{color:red}';
    expect(criticalCss(sheet)('<html><body><div class="x"></div></body></html>')).not.toContain('deep-link');
    const home = "<html><head><script>document.documentElement.setAttribute('data-deep-link','')</script></head><body><div id=\"prerendered\" class=\"x\"></div></body></html>";
    expect(criticalCss(sheet)(home)).toContain('[data-deep-link] #prerendered');
  });
});

describe('closed menus', () => {
  const page = [
    '<html><body><header class="bar">',
    '<details class="menu"><summary class="toggle"><span class="label">Menu</span></summary><ul class="options"><li class="option">x</li></ul></details>',
    '<details open class="menu"><summary class="toggle">Open</summary><ul class="open-list"></ul></details>',
    '<ul hidden class="dropdown"><li><a class="sub-link">y</a></li></ul><p hidden="until-found" class="findable"></p>',
    '</header></body></html>',
  ].join('');

  it('counts the classes of what the first paint can show, not of a closed menu\'s contents', () => {
    expect([...factsOf(new HtmlEdit(page)).classes].sort()).toEqual(['bar', 'findable', 'label', 'menu', 'open-list', 'toggle']);
  });

  it('leaves the rules only a closed menu uses to the whole stylesheet', () => {
    const sheet = '.bar{color:red}.toggle{color:blue}.label{color:green}.options{position:absolute}.option{padding:1px}.dropdown{margin:1px}.sub-link,.sub-link-2{display:block}.open-list{margin:2px}';
    const css = criticalCss(sheet)(page);
    for (const kept of ['.bar', '.toggle', '.label', '.open-list']) expect(css).toContain(`${kept}{`);
    for (const left of ['.options', '.option{', '.dropdown', '.sub-link']) expect(css).not.toContain(left);
  });
});

describe('right to left', () => {
  const sheet = '.arrow{width:1rem}.rtl\\:-scale-x-100:where(:is(:lang(ar),:lang(he)),[dir=rtl],[dir=rtl] *){scale:-1 1}';
  it('keeps the rtl: rules only where an element carrying them is in a right-to-left context', () => {
    expect(criticalCss(sheet)('<html lang="en" dir="ltr"><body><a lang="ar">عربي</a><svg class="arrow rtl:-scale-x-100"></svg></body></html>')).not.toContain('scale:-1');
    expect(criticalCss(sheet)('<html lang="ar" dir="rtl"><body><svg class="arrow rtl:-scale-x-100"></svg></body></html>')).toContain('scale:-1');
    expect(criticalCss(sheet)('<html lang="en"><body><p lang="he"><svg class="arrow rtl:-scale-x-100"></svg></p></body></html>')).toContain('scale:-1');
    expect(criticalCss(sheet)('<html lang="ar"><body><p lang="en"><svg class="arrow rtl:-scale-x-100"></svg></p></body></html>')).not.toContain('scale:-1');
  });

  it('writes the rtl: condition as [dir=rtl] * alone on a page whose <html> is right to left, and in full elsewhere', () => {
    expect(criticalCss(sheet)('<html lang="ar" dir="rtl"><body><svg class="arrow rtl:-scale-x-100"></svg></body></html>')).toContain('.rtl\\:-scale-x-100:where([dir=rtl] *){scale:-1 1}');
    expect(criticalCss(sheet)('<html lang="en"><body><p lang="he"><svg class="arrow rtl:-scale-x-100"></svg></p></body></html>')).toContain(':where(:is(:lang(ar),:lang(he)),[dir=rtl],[dir=rtl] *)');
    // An <html> with a class of its own could carry the variant itself, which `[dir=rtl] *` would miss.
    expect(criticalCss(sheet)('<html lang="ar" dir="rtl" class="rtl:-scale-x-100"><body></body></html>')).toContain(':lang(ar)');
  });
});

describe('constants inlined', () => {
  const sheet = [
    '@layer theme{:root,:host{--spacing:.25rem;--color-ink:#0f1b24;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--header-height:4.5rem}}',
    '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after{--tw-space-y-reverse:0;--tw-leading:initial;--tw-ordinal:initial;--tw-numeric-spacing:initial}}}',
    '@layer utilities{.mt-4{margin-top:calc(var(--spacing) * 4)}.-me-2{margin-inline-end:calc(var(--spacing) * -2)}.text-ink{color:var(--color-ink)}',
    '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}.leading-snug{--tw-leading:1.375;line-height:1.375}',
    ':where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 2) * calc(1 - var(--tw-space-y-reverse)))}',
    '.tabular-nums{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal,) var(--tw-numeric-spacing,)}',
    '.top{top:calc(var(--header-height) + 1.5rem)}.fed{width:var(--reveal-width, 10px)}}',
    '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}@property --tw-ordinal{syntax:"*";inherits:false}@property --tw-numeric-spacing{syntax:"*";inherits:false}',
  ].join('');

  it('finds the variables that hold one value wherever they are set, and those never set', () => {
    const constants = constantVariables(sheet);
    expect(constants.get('--spacing')).toBe('.25rem');
    expect(constants.get('--tw-space-y-reverse')).toBe('0');
    expect(constants.get('--tw-ordinal')).toBe(NEVER_SET);
    // Set by a utility (leading-snug, tabular-nums) besides its default: it varies.
    expect(constants.has('--tw-leading')).toBe(false);
    expect(constants.has('--tw-numeric-spacing')).toBe(false);
    // Set by script at run time, never in the stylesheet: unknown, so left alone.
    expect(constants.has('--reveal-width')).toBe(false);
  });

  it('writes their values where the rules read them, folding what becomes a plain product', () => {
    const css = withConstantsInlined(sheet, constantVariables(sheet));
    expect(css).toContain('.mt-4{margin-top:1rem}');
    expect(css).toContain('.-me-2{margin-inline-end:-.5rem}');
    expect(css).toContain('.text-ink{color:#0f1b24}');
    // The fallback of a variable that varies still reads the constant's value; a ratio stays for the browser.
    expect(css).toContain('line-height:var(--tw-leading,calc(1.25 / .875))');
    expect(css).toContain('margin-block-start:0rem;margin-block-end:.5rem');
    // A constant no rule reads any longer is not set either.
    expect(css).not.toMatch(/\.space-y-2[^}]*--tw-space-y-reverse/);
    expect(css).toContain('font-variant-numeric:var(--tw-numeric-spacing,)}');
    expect(css).toContain('.top{top:calc(4.5rem + 1.5rem)}');
    expect(css).toContain('width:var(--reveal-width, 10px)');
  });

  it('leaves the theme only the variables something still reads', () => {
    const css = criticalCss(sheet)('<html><body><p class="mt-4 text-ink text-sm fed"></p></body></html>');
    expect(css).not.toContain('--spacing');
    expect(css).not.toContain('--color-ink:');
    expect(css).toContain('color:#0f1b24');
  });

  it('does not take a variable a page sets in its own markup for a constant on that page', () => {
    const css = criticalCss(sheet)('<html><body><p class="mt-4" style="--spacing: 1rem"></p></body></html>');
    // (inlined CSS writes calc() without the blank space `*` does not need: tidyInlined)
    expect(css).toContain('margin-top:calc(var(--spacing)*4)');
    expect(css).toContain('--spacing:.25rem');
  });

  it('keeps a long value read in several places a variable, where writing it out would cost more', () => {
    const fonts = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
    const long = `:root{--font-sans:${fonts};--color-ink:#0f1b24}html{font-family:var(--font-sans);color:var(--color-ink)}body{font-family:var(--font-sans);color:var(--color-ink)}`;
    const css = withConstantsInlined(long, constantVariables(long));
    expect(css).toContain('html{font-family:var(--font-sans);color:#0f1b24}');
    expect(css).not.toContain(`font-family:${fonts}`);
  });

  it('folds only exact results', () => {
    expect(foldCalc('calc(.25rem * 4)')).toBe('1rem');
    expect(foldCalc('calc(calc(.5rem * 1) * calc(1 - 0))')).toBe('.5rem');
    expect(foldCalc('calc(1.25 / .875)')).toBe('calc(1.25 / .875)');
    expect(foldCalc('calc(1px + 2rem)')).toBe('calc(1px + 2rem)');
    expect(foldCalc('calc(.25rem * 2.5)')).toBe('.625rem');
  });
});

describe('requiredClasses', () => {
  it('names the classes a selector needs, unescaped, and never those it may do without', () => {
    expect(requiredClasses('.lg\\:flex')).toEqual(['lg:flex']);
    expect(requiredClasses(':where(.space-y-0\\.5>:not(:last-child))')).toEqual(['space-y-0.5']);
    expect(requiredClasses('.group-open\\/toggle\\:rotate-180:is(:where(.group\\/toggle):is([open],:popover-open) *)')).toEqual(['group-open/toggle:rotate-180', 'group/toggle']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':is(.a,.b) .c')).toEqual(['c']);
    expect(requiredClasses('[class~="x.y"] .\\32 xl')).toEqual(['2xl']);
    expect(requiredClasses('.grid-cols-\\[minmax\\(0\\,5fr\\)_1fr\\]')).toEqual(['grid-cols-[minmax(0,5fr)_1fr]']);
  });
});

describe('tidyInlined', () => {
  it('drops a declaration its rule repeats later with the same value, and keeps the last', () => {
    expect(tidyInlined('a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}')).toBe('a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}');
    expect(tidyInlined('.x:before{content:var(--c);--c:attr(data-l);content:var(--c)}')).toBe('.x:before{--c:attr(data-l);content:var(--c)}');
    // Different values, or one !important: both stay (the cascade tells them apart).
    expect(tidyInlined('.y{display:block;display:grid;color:red!important;color:red}')).toBe('.y{display:block;display:grid;color:red!important;color:red}');
  });

  it('puts a color-mix() rule of @supports after its fallback in one rule, only for the same selector right before it', () => {
    const mix = '@supports (color:color-mix(in lab, red, red)){.b\\/50{border-color:color-mix(in oklab, #fff 50%, transparent)}}';
    expect(tidyInlined(`.b\\/50{border-color:#fff}${mix}`)).toBe('.b\\/50{border-color:#fff;border-color:color-mix(in oklab,#fff 50%,transparent)}');
    const kept = mix.replace('oklab, #fff 50%, transparent', 'oklab,#fff 50%,transparent');
    expect(tidyInlined(`.c{border-color:#fff}${mix}`)).toBe(`.c{border-color:#fff}${kept}`);
    expect(tidyInlined(`.b\\/50{color:#fff}${mix}`)).toBe(`.b\\/50{color:#fff}${kept}`);
  });

  it('drops the fallback of a variable the root sets unconditionally, and blank space values do not need', () => {
    const css = '@layer base{html{font-family:var(--font-sans, Arial, sans-serif)}:root{--font-sans:Roboto, Arial}}.s{box-shadow:0 0 #0000, var(--tw-shadow, 0 0 #0000);line-height:calc(1.25 / .875);width:calc(100% - 2px)}';
    expect(tidyInlined(css)).toBe('@layer base{html{font-family:var(--font-sans)}:root{--font-sans:Roboto,Arial}}.s{box-shadow:0 0 #0000,var(--tw-shadow,0 0 #0000);line-height:calc(1.25/.875);width:calc(100% - 2px)}');
    // Set only under a condition: the fallback may be what applies.
    expect(tidyInlined('@media (min-width:1px){:root{--f:a}}p{font-family:var(--f, b)}')).toBe('@media (min-width:1px){:root{--f:a}}p{font-family:var(--f,b)}');
    // Strings keep their spaces.
    expect(tidyInlined('.q{content:"a, b";font-family:"Segoe UI", Arial}')).toBe('.q{content:"a, b";font-family:"Segoe UI", Arial}');
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

  it('inlines the page\'s rules in <head> and links the whole file with the app\'s scripts and in <noscript>, from the page\'s own place', () => {
    const html = pageComposer(template, dist)(parts({ root: '../../' }));
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toMatch(/<style>[^<]*\.border-b\{/);
    // No stylesheet link of the head's own (the template's content is inert until the loader adds it).
    expect(head.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('<link rel="stylesheet"');
    expect(head).not.toContain('unused-on-page');
    // The stylesheet's url(./hero.svg) is relative to assets/; inlined, relative to the page.
    expect(head).toContain('url(../../assets/hero.svg)');
    // Without script, from the end of <body>; with it, the loader adds it after the first paint, first of the app's files.
    expect(body).toMatch(/<noscript><link rel="stylesheet" href="\.\.\/\.\.\/assets\/style-abc\.css"><\/noscript>\s*<\/body>/);
    expect(head).toMatch(/<template id="app-scripts"[^>]*><link rel="stylesheet" href="\.\.\/\.\.\/assets\/style-abc\.css"><script type="module"/);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  // Markup where every answer of PageFacts depends on where an element sits: under `hidden`, in a
  // closed <details> (its summary, a second summary, a nested one), in right-to-left text by `dir`
  // and by the nearest `lang`, a template's content, a script staticMarkup removes, a form field.
  const TRICKY = [
    '<header class="border-b"><details class="menu"><summary class="s1">x</summary><summary class="s2">y</summary><ul class="in-closed"><li class="deep">z</li></ul></details>',
    '<details open class="opened"><summary class="s3">a</summary><p class="in-open">b</p></details></header>',
    '<div hidden class="gone"><span class="gone-too"></span></div><div hidden="until-found" class="found"></div>',
    '<p lang="ar" class="ar-text"><span lang="en" class="en-in-ar"></span></p><div dir="rtl"><span lang="en" class="en-in-rtl"></span></div>',
    '<template><p class="in-template"></p></template><script class="scripted">1</script>',
    '<form><input class="field" style="--tw-x: 1"></form><div style="--accent:red;color:blue" class="styled"></div>',
  ].join('');

  it('reads what the critical CSS needs of a page from the trees it is made of, as a parse of the whole page reads it', () => {
    for (const [lang, dir] of [['en', 'ltr'], ['ar', 'rtl'], ['es', 'ltr']] as const) {
      const markup = staticMarkup(TRICKY, '../', dist);
      const page = pageComposer(template, dist, { checkFacts: true });
      // checkFacts throws where the two readings differ; the pages are the same whichever reads.
      expect(page(parts({ markup, lang: { lang, dir }, htmlAttributes: { 'data-x': 'y' } }))).toBe(page(parts({ markup: markup.html, lang: { lang, dir }, htmlAttributes: { 'data-x': 'y' } })));
    }
    const { nodes, removed } = staticMarkup(TRICKY, '../', dist);
    const facts = factsOfTrees(nodes, { skip: (node) => removed.has(node) });
    expect([...facts.classes].sort()).toEqual(['ar-text', 'border-b', 'en-in-ar', 'en-in-rtl', 'field', 'found', 'in-template', 'menu', 'opened', 's1', 'in-open', 's3', 'styled'].sort());
    expect([...facts.rtlClasses].sort()).toEqual(['ar-text', 'en-in-rtl']);
    expect([...facts.fields].sort()).toEqual(['input:text']);
    expect([...facts.setHere].sort()).toEqual(['--accent', '--tw-x']);
    // The removed script's class is no longer on the page.
    expect(factsOf(new HtmlEdit(TRICKY, { fragment: true })).classes.has('scripted')).toBe(true);
  });

  it('refuses a template that links a stylesheet when it is not told where the build is', () => {
    expect(() => pageComposer(template)).toThrow(/style-abc\.css/);
  });
});
