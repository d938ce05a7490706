import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import postcss, { type AtRule, type Container } from 'postcss';

/**
 * Selectors of state an inline script gives the page before it paints, which the static markup
 * therefore never shows: index.html marks a deep link (`/#/about`) so that the home page it
 * carries is hidden behind a spinner while the app loads (src/styles/app.css).
 */
export const STATE_BEFORE_PAINT = [/^\[data-deep-link\]/];

/** Only a visitor's pointer or keyboard reaches these; the whole stylesheet has long arrived by then. */
const INTERACTION = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/**
 * The part of the stylesheet a static page can need for its first paint: the whole of it less
 * rules for printing (`@media print`, `@page`) and rules only a pointer or the keyboard triggers.
 * Both come with the whole stylesheet, which every page loads after its first paint.
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

/**
 * Tailwind registers every custom property any utility of the site uses (`@property --tw-shadow`,
 * and the same defaults again in `@layer properties` for browsers without `@property`); a page
 * needs those of the rules it inlines. Drops the registrations and defaults that no other rule of
 * `css` reads or sets.
 */
export function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const used = new Set<string>();
  root.walkDecls((decl) => {
    let inFallback = false;
    for (let p = decl.parent; p; p = p.parent as typeof p) if (p.type === 'atrule' && isPropertiesFallback(p as AtRule)) inFallback = true;
    if (inFallback) return;
    for (const [, name] of decl.value.matchAll(VAR)) used.add(name!);
    if (decl.prop.startsWith('--')) used.add(decl.prop);
  });
  root.walkAtRules((at) => {
    if (at.name === 'property' && !used.has(at.params.trim())) at.remove();
    if (isPropertiesFallback(at)) at.walkDecls((decl) => void (used.has(decl.prop) || decl.remove()));
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
  return root.toString();
}

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

/**
 * Per-page critical CSS (beasties, compiled once): every rule whose selector matches an element of
 * the page, at any width, so the first paint is the final one and the whole stylesheet, loaded
 * after it, changes nothing on screen. Pages of the same shape (the products of a catalogue) share
 * one result. Returns the CSS to inline, for a page's whole HTML.
 */
export function criticalCss(css: string): (html: string) => string {
  const paintable = paintableCss(css);
  const sheet = compileSheet(paintable, { allowRules: [...STATE_BEFORE_PAINT, ...unmatchableSelectors(paintable)] });
  const { extract } = createProcessor([sheet], { keyframes: 'critical', cache: { maxSize: 200 } });
  const pruned = new Map<string, string>();
  return (html) => {
    const found = extract(html).css;
    let out = pruned.get(found);
    if (out === undefined) {
      out = withoutUnusedProperties(found);
      if (pruned.size > 200) pruned.delete(pruned.keys().next().value!);
      pruned.set(found, out);
    }
    return out;
  };
}
