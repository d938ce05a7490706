import { compileSheet } from 'beasties/compiler';
import { parse as parseSelector, type Selector } from 'css-what';
import { createProcessor } from 'beasties/runtime';
import { HtmlEdit, type ChildNode, type Element } from '../html-edit.ts';
import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';

/**
 * Selectors of state an inline script gives the page before it paints, which the static markup
 * therefore never shows: index.html marks a deep link (`/#/about`) so that the home page it
 * carries is hidden behind a spinner while the app loads (src/styles/app.css).
 */
export const STATE_BEFORE_PAINT = [/^\[data-deep-link\]/];

/** Only a visitor's pointer or keyboard reaches these; the whole stylesheet has long arrived by then. */
const INTERACTION = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/**
 * A transition animates a change of value; nothing changes before the whole stylesheet arrives
 * (a hover, an open menu), so the first paint never needs one. Left out, the Arabic API pages
 * came back under the product-page budget (issue 49).
 */
const TRANSITION = /^transition(?:-|$)/;

/**
 * The part of the stylesheet a static page can need for its first paint: the whole of it less
 * rules for printing (`@media print`, `@page`), rules only a pointer or the keyboard triggers, and
 * transitions. All come with the whole stylesheet, which every page loads after its first paint.
 */
export function paintableCss(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((at) => {
    if (at.name === 'page' || (at.name === 'media' && /^print$|^print\s+and\b/i.test(at.params.trim()))) at.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !INTERACTION.test(s));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls(TRANSITION, (decl) => void decl.remove());
  dropEmpty(root);
  return root.toString();
}

function dropEmpty(container: Container): void {
  container.each((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

const VAR = /var\(\s*(--[\w-]+)/g;
const isPropertiesFallback = (at: AtRule) => at.name === 'layer' && at.params.trim() === 'properties';

/** beasties' own first step before matching a selector: pseudo-classes and pseudo-elements removed. */
const PSEUDO = /(?<!\\)::?[a-z-]+(?:\(.+\))?/gi;

/**
 * Selectors beasties can never match, and so would always leave out: those that are nothing but
 * pseudo-classes and pseudo-elements once it strips them (`::placeholder`, `::file-selector-button`
 * of the reset, and Tailwind's `:where(.space-y-4>:not(:last-child))`, which spaces a list's
 * items). They are few and small; a page gets them all.
 */
export function unmatchableSelectors(css: string): string[] {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) if (!selector.replace(PSEUDO, '').trim()) out.add(selector);
  });
  return [...out];
}

/** Where the parenthesis opened at `open` closes (escapes and nesting followed). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The classes an element of the page must carry for `selector` to match anything (unescaped, as
 * the markup writes them: css-what's reading): those outside any pseudo-class, and those inside a
 * `:where()`/`:is()` of a single selector (Tailwind's `:where(.space-y-4>:not(:last-child))`).
 * Classes under `:not()`, `:has()`, in a list of alternatives or in an attribute selector
 * (`[class~=x]`, which css-what reads as `.x` but for its case rule) are never required, nor any of
 * a selector it cannot read, so the answer is never too strict.
 */
export function requiredClasses(selector: string): string[] {
  let out = requiredBySelector.get(selector);
  if (out) return out;
  let parsed: Selector[][] = [];
  try {
    parsed = parseSelector(selector);
  } catch {
    // Not readable: nothing required.
  }
  const classesIn = (tokens: Selector[]): string[] =>
    tokens.flatMap((t) => {
      if (t.type === 'attribute') return t.name === 'class' && t.action === 'element' && t.ignoreCase === 'quirks' ? [t.value] : [];
      return t.type === 'pseudo' && (t.name === 'where' || t.name === 'is') && Array.isArray(t.data) && t.data.length === 1 ? classesIn(t.data[0]!) : [];
    });
  out = parsed.length === 1 ? classesIn(parsed[0]!) : [];
  requiredBySelector.set(selector, out);
  return out;
}

/** Every page's rules come from the one stylesheet: its few hundred selectors are each read once a thread. */
const requiredBySelector = new Map<string, string[]>();

/** The languages Tailwind's `rtl:` variant takes for right-to-left (its `:lang()` list). */
const RTL_LANGS = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Tailwind's `rtl:` variant: `.rtl\:x:where(:is(:lang(ar),…),[dir=rtl],[dir=rtl] *)`. */
const RTL_VARIANT = /\[dir=["']?rtl["']?\]/;
/** The variant's whole condition, as Tailwind writes it. */
const RTL_WHERE = /:where\(:is\((?::lang\([\w-]+\),?)+\),\[dir=rtl\],\[dir=rtl\] \*\)/;

/** Stands in the page's classes for "no script on this page can mark a deep link" (no class is named so). */
const NO_DEEP_LINK = ' no-deep-link';

/**
 * Pseudo-elements of form fields, each with the fields it can style: a page without such a field
 * has no use for the reset's rules for them (the date and time parts' dozen rules are most of the
 * reset's bytes, and a page with a search box alone has no date field).
 */
const DATE_INPUTS = ['date', 'time', 'datetime-local', 'month', 'week'];
const hasDateField = (fields: ReadonlySet<string>) => DATE_INPUTS.some((type) => fields.has(`input:${type}`));
const FIELD_PSEUDOS: readonly (readonly [RegExp, (fields: ReadonlySet<string>) => boolean])[] = [
  [/::?-webkit-(?:date|datetime|calendar)[\w-]*/, hasDateField],
  [/::?-webkit-(?:inner|outer)-spin[\w-]*/, (f) => f.has('input:number') || hasDateField(f)],
  [/::?-webkit-search[\w-]*/, (f) => f.has('input:search')],
  [/::?file-selector-button/, (f) => f.has('input:file')],
  [/::?placeholder|:-moz-(?:focusring|ui-invalid)/, (f) => f.size > 0],
];

/** The kind of form field an element is (`input:<type>`, `textarea`, `select`), or none. */
function fieldKind(tagName: string, type: string | undefined): string | undefined {
  if (tagName === 'textarea' || tagName === 'select') return tagName;
  if (tagName === 'input') return `input:${type?.trim().toLowerCase() || 'text'}`;
  return undefined;
}

/**
 * Leaves out of beasties' result what cannot apply to the page: selectors that need a class no
 * element of it carries (beasties keeps some of those: the selectors it cannot match are all kept,
 * and a few it cannot parse) and the reset's rules for pseudo-elements of fields the page does not
 * have (`fields`: the kinds fieldKind names).
 */
export function forPage(css: string, classes: ReadonlySet<string>, fields: ReadonlySet<string>, rtlClasses: ReadonlySet<string> = classes, rtlRoot = false): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    // On a page whose <html> is right to left, `[dir=rtl] *` alone matches every element the
    // variant's list (`:lang(ar)`, ... `[dir=rtl]`) matches there; the whole stylesheet keeps the list.
    if (rtlRoot && rule.selector.includes(':lang(')) rule.selectors = rule.selectors.map((s) => s.replace(RTL_WHERE, ':where([dir=rtl] *)'));
    const kept = rule.selectors.filter(
      (s) =>
        FIELD_PSEUDOS.every(([pseudo, usedBy]) => !pseudo.test(s) || usedBy(fields)) &&
        requiredClasses(s).every((c) => (RTL_VARIANT.test(s) ? rtlClasses : classes).has(c)) &&
        !(classes.has(NO_DEEP_LINK) && STATE_BEFORE_PAINT.some((state) => state.test(s))),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmpty(root);
  return root.toString();
}

/**
 * Tailwind registers the custom properties its utilities use with `@property` (a property's
 * default, not inherited), and repeats the defaults in `@layer properties` as `*, ::before,
 * ::after, ::backdrop` rules for browsers without `@property`, behind an `@supports` that only
 * those browsers pass: every custom property any utility of the site uses. A page needs those of
 * the rules it inlines, which no other rule of `css` may read or set. Inlined, the defaults alone
 * give every browser the same first paint in about a third of the bytes: the page's few elements
 * each get the defaults, as registration would give them; the whole stylesheet, loaded after the
 * first paint, brings the registrations (which transitions of these properties need).
 */
export function defaultsForProperties(css: string): string {
  const root = postcss.parse(css);
  const used = new Set<string>();
  root.walkDecls((decl) => {
    for (let p = decl.parent; p; p = p.parent as typeof p) if (p.type === 'atrule' && isPropertiesFallback(p as AtRule)) return;
    for (const [, name] of decl.value.matchAll(VAR)) used.add(name!);
    if (decl.prop.startsWith('--')) used.add(decl.prop);
  });
  // Tailwind's own defaults first: unregistered, `--tw-ring-offset-width` must be `0px`, not the
  // registration's `0` (a length by its syntax), or `calc(2px + 0)` is invalid and a ring is lost.
  const fallback = new Map<string, string>();
  root.walkAtRules((at) => {
    if (!isPropertiesFallback(at)) return;
    at.walkDecls((d) => void fallback.set(d.prop, d.value));
    at.remove();
  });
  const defaults = new Map<string, string>();
  root.walkAtRules('property', (at) => {
    const name = at.params.trim();
    if (used.has(name)) defaults.set(name, fallback.get(name) ?? initialValue(at) ?? 'initial');
    at.remove();
  });
  dropEmpty(root);
  // beasties writes a ';' after each block it keeps ('}@media' becomes '};@media'). A browser reads
  // ';@property --x{...}' as one rule with an invalid selector and drops it: every other
  // registration (and with it a border's 'solid', a shadow's layers) would be lost.
  // (postcss keeps that ';' in the next at-rule's raws.before, or in a rule's own raws.ownSemicolon.)
  root.walk((node) => {
    if (node.raws.before) node.raws.before = node.raws.before.replace(/;/g, '');
    delete (node.raws as { ownSemicolon?: string }).ownSemicolon;
  });
  root.raws.semicolon = false;
  if (root.raws.after) root.raws.after = root.raws.after.replace(/;/g, '');
  if (defaults.size === 0) return root.toString();
  const body = [...defaults].map(([name, value]) => `${name}:${value}`).join(';');
  root.prepend(postcss.parse(`@layer properties{*,:before,:after,::backdrop{${body}}}`).first!);
  return root.toString();
}

/** A registration's (`@property`) `initial-value`, if it has one. */
const initialValue = (at: AtRule) => at.nodes?.findLast((n): n is Declaration => n.type === 'decl' && n.prop === 'initial-value')?.value;

const isRootRule = (rule: Rule) => rule.selectors.every((s) => s === ':root' || s === ':host');

/**
 * The theme (`:root { --color-brand: ...; --spacing: ... }`) less the variables no inlined rule
 * reads, directly or through another kept variable. Only custom properties of `:root`/`:host`
 * rules go; what they are worth to the page is what the rules that read them paint, and those
 * keep what they read. The whole stylesheet brings every variable after the first paint.
 */
export function withoutUnusedVariables(css: string): string {
  const root = postcss.parse(css);
  const themeDecls: Declaration[] = [];
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && decl.parent?.type === 'rule' && isRootRule(decl.parent as Rule)) themeDecls.push(decl);
    else for (const [, name] of decl.value.matchAll(VAR)) read.add(name!);
  });
  const kept = new Set<Declaration>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const decl of themeDecls) {
      if (kept.has(decl) || !read.has(decl.prop)) continue;
      kept.add(decl);
      grew = true;
      for (const [, name] of decl.value.matchAll(VAR)) read.add(name!);
    }
  }
  for (const decl of themeDecls) if (!kept.has(decl)) decl.remove();
  dropEmpty(root);
  return root.toString();
}

/** Each `var(--name)` / `var(--name, fallback)` of `value`, outermost first: [start, end, name]. */
function varCalls(value: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  for (let i = value.indexOf('var('); i >= 0; i = value.indexOf('var(', i + 1)) {
    if (out.some(([s, e]) => i > s && i < e)) continue;
    const name = /^var\(\s*(--[\w-]+)/.exec(value.slice(i))?.[1];
    if (name) out.push([i, closing(value, i + 3) + 1, name]);
  }
  return out;
}

/**
 * The custom properties of the whole stylesheet that never vary: declared with one and the same
 * value everywhere they are declared (the theme's `--color-brand`, `--spacing`; Tailwind's
 * `--tw-space-y-reverse`, which only the reversing utility would set, and this site never uses it), and
 * reading only other constants. A registration's `initial-value` counts as a declaration; the
 * guaranteed-invalid `initial` (var() then takes its fallback) is never a constant. The page's
 * own `style` attributes are the one other place a variable could be set (none does today): a
 * variable named there is not a constant for that page (`setBy`).
 */
export function constantVariables(css: string): Map<string, string> {
  const values = new Map<string, Set<string>>();
  const declare = (name: string, value: string) => void (values.get(name) ?? values.set(name, new Set()).get(name)!).add(value.trim());
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) return;
    if (decl.parent?.type === 'atrule' && (decl.parent as AtRule).name === 'property') return;
    declare(decl.prop, decl.important ? `${decl.value} !important` : decl.value);
  });
  root.walkAtRules('property', (at) => declare(at.params.trim(), initialValue(at) ?? 'initial'));
  const constant = new Map<string, string>();
  for (const [name, set] of values) {
    const [value] = set;
    if (set.size === 1 && value !== undefined && value !== '' && !value.includes('!important')) constant.set(name, value === 'initial' ? NEVER_SET : value);
  }
  // Only constants all the way down: a value reading a variable that varies varies too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, value] of constant) {
      if (varCalls(value).some(([, , inner]) => !constant.has(inner) || inner === name)) {
        constant.delete(name);
        changed = true;
      }
    }
  }
  return constant;
}

/**
 * A variable never given a value (declared only as `initial`, registered without an initial value):
 * `var(--tw-ordinal,)` always takes its fallback, and `var(--tw-ordinal)` always makes its
 * declaration invalid (that one is left as it is).
 */
export const NEVER_SET = '\u0000never set';

/** `value` with every var() of a constant replaced by its value (constants that read constants included). */
function substitute(value: string, constants: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 8) return value;
  let out = value;
  for (const [start, end, name] of varCalls(value).reverse()) {
    const call = out.slice(start, end);
    const comma = call.indexOf(',');
    let known = constants.get(name);
    if (known === NEVER_SET) {
      if (comma < 0) continue;
      known = call.slice(comma + 1, -1);
    }
    if (known === undefined) {
      // A fallback may itself read constants: var(--tw-leading,var(--text-sm--line-height)).
      if (comma > 0) out = `${out.slice(0, start)}${call.slice(0, comma + 1)}${substitute(call.slice(comma + 1, -1), constants, depth + 1)})${out.slice(end)}`;
      continue;
    }
    out = `${out.slice(0, start)}${substitute(known, constants, depth + 1)}${out.slice(end)}`;
  }
  return out;
}

const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
/** `calc(.25rem * 4)`, `calc(.75rem * 0)`, `calc(1 - 0)`: one length or number times, plus or minus a number. */
const SIMPLE_CALC = new RegExp(String.raw`calc\(\s*(${NUMBER})([a-z%]*)\s*([*+-])\s*(${NUMBER})\s*\)`, 'gi');
const shortNumber = (n: number) => String(n).replace(/^(-?)0\./, '$1.');

/**
 * Folds the calc() a substituted constant leaves (`calc(.25rem * 4)` → `1rem`), innermost first, where
 * the result is exact: a product whose decimals do not run on, a sum or difference of unitless
 * numbers. Anything else (a ratio such as `calc(1.25 / .875)`) is left for the browser.
 */
export function foldCalc(value: string): string {
  for (let previous = ''; previous !== value; ) {
    previous = value;
    value = value.replace(SIMPLE_CALC, (whole, a: string, unit: string, op: string, b: string) => {
      if (op !== '*' && unit) return whole;
      const result = op === '*' ? Number(a) * Number(b) : op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
      const rounded = Number(result.toFixed(6));
      if (!Number.isFinite(result) || Math.abs(rounded - result) > 1e-9) return whole;
      return `${shortNumber(rounded === 0 ? 0 : rounded)}${unit}`;
    });
  }
  return value;
}

/**
 * Writes the constants' values where the page's rules read them (`margin-top:calc(var(--spacing) *
 * 4)` → `margin-top:1rem`, `color:var(--color-ink)` → `color:#0f1b24`): the same computed style in
 * fewer bytes, and the theme variables no inlined rule reads any longer then go
 * (withoutUnusedVariables). The whole stylesheet, linked after the first paint, keeps reading the
 * variables; it comes later in the document, so its rules win over these equal ones from then on.
 */
export function withConstantsInlined(css: string, allConstants: ReadonlyMap<string, string>): string {
  const root = postcss.parse(css);
  // A long value read in several places (the font stack in html and body) stays a variable where
  // writing it out each time would cost more than the one declaration it saves.
  const reads = new Map<string, number>();
  for (const [, name] of css.matchAll(VAR)) reads.set(name!, (reads.get(name!) ?? 0) + 1);
  const constants = new Map(
    [...allConstants].filter(([name, value]) => value === NEVER_SET || (reads.get(name) ?? 0) * (value.length - `var(${name})`.length) <= `${name}:${value};`.length),
  );
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && decl.parent?.type === 'rule' && isRootRule(decl.parent as Rule)) return;
    if (!decl.value.includes('var(')) return;
    let value = foldCalc(substitute(decl.value, constants));
    // An empty fallback leaves its spaces behind (`var(--tw-ordinal,) var(--tw-slashed-zero,) tabular-nums`).
    if (!/["']/.test(value)) value = value.replace(/\s{2,}/g, ' ').trim();
    if (value !== decl.value) decl.value = value;
  });
  // A constant that no rule reads any longer need not be set either (`--tw-space-y-reverse:0` in
  // every space-y rule); the theme's own (:root) are withoutUnusedVariables' to drop.
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(VAR)) read.add(name!);
  });
  root.walkDecls((decl) => {
    if (!constants.has(decl.prop) || read.has(decl.prop)) return;
    if (decl.parent?.type === 'rule' && isRootRule(decl.parent as Rule)) return;
    if (decl.parent?.type === 'atrule') return;
    decl.remove();
  });
  dropEmpty(root);
  return root.toString();
}

/** Inside a value, outside strings and url(): `a, b` → `a,b`, `calc(1.25 / .875)` → `calc(1.25/.875)` (only `+` and `-` need their spaces). */
function tighterValue(value: string): string {
  if (/["']|url\(/i.test(value)) return value;
  return value.replace(/\s*,\s*/g, ',').replace(/\s+([*/])\s+/g, '$1');
}

/** The theme variables the inlined CSS sets on the root, outside any condition (@media, @supports): set on every element. */
function rootVariables(root: postcss.Root): Set<string> {
  const out = new Set<string>();
  root.walkRules((rule) => {
    if (!isRootRule(rule)) return;
    for (let p = rule.parent; p && p.type !== 'root'; p = p.parent as typeof p) if (p.type !== 'atrule' || (p as AtRule).name !== 'layer') return;
    rule.each((node) => void (node.type === 'decl' && node.prop.startsWith('--') && out.add(node.prop)));
  });
  return out;
}

/**
 * The same computed style in fewer bytes, for the CSS a page inlines (a few hundred bytes of every
 * page; the whole stylesheet, linked after the first paint, is left as Tailwind wrote it):
 * - a declaration repeated later in its rule with the same value goes (Tailwind's output repeats
 *   some: `-webkit-text-decoration:inherit` four times, `content:var(--tw-content)` five): the last
 *   of a property's declarations is the one that counts, and it stays;
 * - a rule followed by `@supports (color:color-mix(...)) { the same selector { the same properties
 *   } }` becomes one rule, the color-mix() declarations after their fallbacks: a browser that reads
 *   color-mix() takes the later one, one that does not drops it and keeps the fallback, as the
 *   @supports test chose;
 * - `var(--font-sans, <the same stack>)` loses its fallback where the inlined CSS sets the variable
 *   on the root unconditionally (it is never used there);
 * - blank space a value does not need (after commas, around `*` and `/`).
 */
export function tidyInlined(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('supports', (at) => {
    if (!/^\(\s*color\s*:\s*color-mix\(/i.test(at.params)) return;
    const inner = at.nodes?.length === 1 && at.first?.type === 'rule' ? (at.first as Rule) : undefined;
    const before = at.prev();
    if (!inner || before?.type !== 'rule' || (before as Rule).selector !== inner.selector) return;
    const props = new Set<string>();
    (before as Rule).walkDecls((d) => void props.add(d.prop));
    if (!inner.nodes.every((n) => n.type === 'decl' && props.has(n.prop))) return;
    for (const decl of [...inner.nodes]) (before as Rule).append(decl);
    at.remove();
  });
  const onRoot = rootVariables(root);
  root.walkRules((rule) => {
    const decls = rule.nodes.filter((n): n is Declaration => n.type === 'decl');
    const later = new Set<string>();
    for (let i = decls.length - 1; i >= 0; i--) {
      const decl = decls[i]!;
      const key = `${decl.prop}\n${decl.important}\n${decl.value}`;
      if (later.has(key)) decl.remove();
      else later.add(key);
    }
  });
  root.walkDecls((decl) => {
    let value = decl.value;
    for (const [start, end, name] of varCalls(value).reverse()) {
      const call = value.slice(start, end);
      if (onRoot.has(name) && call.includes(',')) value = `${value.slice(0, start)}var(${name})${value.slice(end)}`;
    }
    value = tighterValue(value);
    if (value !== decl.value) decl.value = value;
  });
  return root.toString();
}

/** What a page's critical CSS depends on, besides what beasties reads from its text. */
export interface PageFacts {
  /**
   * The classes of the elements the first paint can show (read through the parser, as the browser
   * reads them, entities and all): what a closed menu alone uses comes with the whole stylesheet,
   * which has arrived long before a visitor opens it.
   */
  classes: Set<string>;
  /** Those of them where an `rtl:` utility applies: the element or an ancestor is `dir="rtl"` or in a right-to-left language (nearest `lang` wins). */
  rtlClasses: Set<string>;
  /** The kinds of form field the page has (fieldKind: `input:search`, `textarea`...). */
  fields: Set<string>;
  /** Variables the page's own `style` attributes set (not constants on that page). */
  setHere: Set<string>;
  /** The page's <html> is `dir="rtl"` and carries no class: every element that can carry one is in a right-to-left context. */
  rtlRoot: boolean;
}

/** What a page's parsed HTML says of itself: its whole tree read as factsOfTrees reads one. */
export function factsOf(page: HtmlEdit): PageFacts {
  return factsOfTrees(page.parsed.root.childNodes);
}

interface Context {
  /**
   * The markup itself keeps the element from the first paint, whatever the stylesheet says: it or
   * an ancestor has the `hidden` attribute (not `until-found`, which find-in-page reveals), or it is
   * inside a closed <details> other than through the summary (a menu not yet opened: the language
   * switcher's list, "Our Business" with its list after it, hidden until opened).
   */
  hidden: boolean;
  /** An ancestor or the element is `dir="rtl"`. */
  rtlDir: boolean;
  /** The nearest `lang`. */
  lang: string | undefined;
}

const TOP: Context = { hidden: false, rtlDir: false, lang: undefined };

/**
 * PageFacts read in one walk down trees the page is put together from, instead of from a parse of
 * the whole page (page-html.ts: the template, parsed once for every page, with the route's markup,
 * parsed once by staticMarkup, in its placeholder). The same answers as factsOf on the page as
 * written: `attrs` gives an element's attributes where the page writes others than its tree has (the
 * <html> element's language), `graft` the nodes a node stands for in the page (the placeholder:
 * the markup), `skip` the nodes the page leaves out (what staticMarkup removed).
 */
export function factsOfTrees(
  nodes: readonly ChildNode[],
  { attrs, graft, skip }: { attrs?: (el: Element) => Element['attrs'] | undefined; graft?: (node: ChildNode) => readonly ChildNode[] | undefined; skip?: (node: ChildNode) => boolean } = {},
): PageFacts {
  const facts: PageFacts = { classes: new Set(), rtlClasses: new Set(), fields: new Set(), setHere: new Set(), rtlRoot: false };
  const walk = (list: readonly ChildNode[], context: Context): void => {
    for (const node of list) {
      if (skip?.(node)) continue;
      const instead = graft?.(node);
      if (instead) {
        walk(instead, context);
        continue;
      }
      if (!('tagName' in node)) continue;
      // Each attribute read once (this runs for every element of thousands of pages); the first of a name counts, as in the parser.
      let hiddenAttr: string | undefined, dir: string | undefined, ownLang: string | undefined, cls: string | undefined, style: string | undefined, open: string | undefined, type: string | undefined;
      for (const a of attrs?.(node) ?? node.attrs) {
        const name = a.name.toLowerCase();
        if (name === 'class') cls ??= a.value;
        else if (name === 'hidden') hiddenAttr ??= a.value;
        else if (name === 'dir') dir ??= a.value;
        else if (name === 'lang') ownLang ??= a.value;
        else if (name === 'style') style ??= a.value;
        else if (name === 'open') open ??= a.value;
        else if (name === 'type') type ??= a.value;
      }
      if (node.tagName === 'html' && !facts.rtlRoot) facts.rtlRoot = dir?.toLowerCase() === 'rtl' && cls === undefined;
      const hidden = context.hidden || (hiddenAttr !== undefined && hiddenAttr !== 'until-found');
      const rtlDir = context.rtlDir || dir?.toLowerCase() === 'rtl';
      const lang = ownLang ?? context.lang;
      if (!hidden && cls) {
        const rtl = rtlDir || (lang !== undefined && RTL_LANGS.has(lang.toLowerCase().split('-')[0]!));
        for (const name of cls.split(/\s+/)) {
          if (!name) continue;
          facts.classes.add(name);
          if (rtl) facts.rtlClasses.add(name);
        }
      }
      const field = fieldKind(node.tagName, type);
      if (field) facts.fields.add(field);
      if (style) for (const [, name] of style.matchAll(/(--[\w-]+)\s*:/g)) facts.setHere.add(name!);
      const inner: Context = { hidden, rtlDir, lang };
      // A template's content has no ancestors (its nodes' parent is the content fragment).
      if ('content' in node) walk(node.content.childNodes, TOP);
      else if (node.tagName === 'details' && open === undefined) {
        // A closed <details> shows its (first) summary only.
        const summary = node.childNodes.find((n) => 'tagName' in n && n.tagName === 'summary');
        for (const child of node.childNodes) walk([child], child === summary ? inner : { ...inner, hidden: true });
      } else walk(node.childNodes, inner);
    }
  };
  walk(nodes, TOP);
  return facts;
}

/**
 * Per-page critical CSS (beasties, compiled once): every rule whose selector matches an element of
 * the page, at any width, so the first paint is the final one and the whole stylesheet, loaded
 * after it, changes nothing on screen. Elements the markup keeps out of the first paint (a closed
 * menu: Context.hidden) bring no rules of their own. Pages of the same shape (the products of a catalogue) share
 * one result. Returns the CSS to inline, for a page's whole HTML; what the page says of itself
 * (PageFacts) is read from a parse of that HTML unless the caller knows it already (page-html.ts,
 * from the trees it composed the page of: factsOfTrees).
 */
export function criticalCss(css: string): (html: string, facts?: PageFacts) => string {
  const paintable = paintableCss(css);
  const sheet = compileSheet(paintable, { allowRules: [...STATE_BEFORE_PAINT, ...unmatchableSelectors(paintable)] });
  const { extract } = createProcessor([sheet], { keyframes: 'critical', cache: { maxSize: 200 } });
  const constants = constantVariables(css);
  const pruned = new Map<string, string>();
  return (html, known) => {
    const found = extract(html).css;
    const { classes: shown, rtlClasses, fields, setHere, rtlRoot } = known ?? factsOf(new HtmlEdit(html));
    const classes = new Set(shown);
    // Only index.html keeps the inline script that marks a deep link (page-html.ts keepInlineScripts).
    if (!html.includes('data-deep-link')) classes.add(NO_DEEP_LINK);
    const key = `${[...fields].sort().join(' ')} ${rtlRoot}\n${[...setHere].join(' ')}\n${[...classes].sort().join(' ')}\n${[...rtlClasses].sort().join(' ')}\n${found}`;
    let out = pruned.get(key);
    if (out === undefined) {
      const pageConstants = setHere.size ? new Map([...constants].filter(([name]) => !setHere.has(name))) : constants;
      out = tidyInlined(defaultsForProperties(withoutUnusedVariables(withConstantsInlined(forPage(found, classes, fields, rtlClasses, rtlRoot), pageConstants))));
      if (pruned.size > 200) pruned.delete(pruned.keys().next().value!);
      pruned.set(key, out);
    }
    return out;
  };
}
