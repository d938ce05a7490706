import { kinds, type CollectionName } from '../../src/content/collections.ts';
import type { Locale } from '../../src/content/locales.ts';
import type { Page } from '../../src/content/page.ts';
import { jsonPath, type Problem } from '../../src/content/problem.ts';
import type { Site } from '../../src/content/site.ts';
import { addressKey } from '../../src/routing/addresses.ts';
import { contentRouteTable, linkTarget } from './addresses.ts';
import type { LoadedEntry, LoadedPage } from './model.ts';

/**
 * Text tokens editors may write in any page text, worked out at build:
 *   {count:section-id}  the number of items the section shows, in words in English ("six"; {Count:...} "Six"),
 *                       in digits in the other languages (countWord)
 *   {count:/business#business-lines}  the same for a section of another page (its address, "#", the section id),
 *                       so two pages that state one number (home and the business overview) cannot disagree
 *   {years-since:1975}  whole years since that year ("51"), so "over {years-since:1975} years" never goes stale
 */
const TOKEN = /\{(count|Count|years-since):([^}\s]*)\}/g;
const ANY_TOKEN = /\{([a-zA-Z-]+):([^}]*)\}/g;

const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/**
 * A count as the page's language writes it: English spells small numbers ("six"); the other
 * languages get digits from Intl (Latin digits in Arabic, as the rest of the site writes numbers),
 * because a spelled number there must agree with its noun's gender (and in Arabic its case), which
 * a token cannot know: "Six خطوط أعمال" and "Eight secteurs" were what an English word gave.
 */
export function countWord(n: number, capital: boolean, locale: Locale = 'en'): string {
  if (locale !== 'en') return new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(n);
  const word = words[n] ?? n.toLocaleString('en');
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Pages by address (addressKey): where a count token finds another page. */
export type PagesByPath = ReadonlyMap<string, Page>;

export const pagesByPath = (pages: readonly { path: string; data: Page }[]): PagesByPath => new Map(pages.map((p) => [addressKey(p.path), p.data]));

/** The page and section id a count token names: "our-products" on this page, "/business#business-lines" on another. */
function countTarget(page: Page, arg: string, pages: PagesByPath): { page: Page | undefined; id: string; where: string } {
  const hash = arg.indexOf('#');
  if (!arg.startsWith('/') || hash < 0) return { page, id: arg, where: 'this page' };
  const address = arg.slice(0, hash);
  return { page: pages.get(addressKey(address)), id: arg.slice(hash + 1), where: `the page ${address}` };
}

function sectionItems(page: Page | undefined, id: string): unknown[] | null {
  const section = page?.sections.find((s) => 'id' in s && s.id === id) as { items?: unknown[] } | undefined;
  return section && Array.isArray(section.items) ? section.items : null;
}

/** Problems with the tokens of one page: unknown names, sections that do not exist or have no items, odd years. */
export function tokenProblems(file: string, page: Page, pages: PagesByPath = new Map()): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, at: PropertyKey[]) => {
    if (typeof value === 'string') {
      for (const [token, name, arg] of value.matchAll(ANY_TOKEN)) {
        const where = jsonPath(at);
        if (name === 'count' || name === 'Count') {
          const target = countTarget(page, arg ?? '', pages);
          if (!target.page) {
            problems.push({ file, path: where, message: `${token}: no page has the address "${(arg ?? '').split('#')[0]}"` });
          } else if (!sectionItems(target.page, target.id)) {
            const ids = target.page.sections.flatMap((s) => ('id' in s && s.id && Array.isArray((s as { items?: unknown }).items) ? [`"${s.id}"`] : []));
            problems.push({ file, path: where, message: `${token}: no section with id "${target.id}" and items on ${target.where} (ids with items: ${ids.join(', ') || 'none'})` });
          }
        } else if (name === 'years-since') {
          const year = Number(arg);
          if (!/^\d{4}$/.test(arg ?? '') || year > new Date().getFullYear()) problems.push({ file, path: where, message: `${token}: expected a past year, like {years-since:1975}` });
        } else {
          problems.push({ file, path: where, message: `${token}: unknown token; use {count:section-id}, {Count:section-id} or {years-since:YYYY}` });
        }
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...at, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...at, k]);
  };
  visit(page, []);
  return problems;
}

function replaceTokens(page: Page, now: Date, pages: PagesByPath, locale: Locale): Page {
  const fill = (text: string) =>
    text.replace(TOKEN, (_t, name: string, arg: string) => {
      if (name === 'years-since') return String(now.getFullYear() - Number(arg));
      const target = countTarget(page, arg, pages);
      return countWord(sectionItems(target.page, target.id)?.length ?? 0, name === 'Count', locale);
    });
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    return value;
  };
  return visit(page) as Page;
}

/** Drops every list item (menu entry, card, footer link) that links to `gone`; a link outside a list is removed with its field. */
export function pruneLinks<T>(value: T, gone: (to: string) => boolean): T {
  const linksAway = (v: unknown) => !!v && typeof v === 'object' && typeof (v as { to?: unknown }).to === 'string' && gone((v as { to: string }).to);
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      // A table cell that links away keeps its text.
      return v
        .filter((item) => !linksAway(item) || isCell(item))
        .map((item) => (linksAway(item) && isCell(item) ? (item as { text: string }).text : visit(item)));
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, child] of Object.entries(v)) if (!linksAway(child)) out[k] = visit(child);
      return out;
    }
    return v;
  };
  return visit(value) as T;
}

function isCell(v: unknown): boolean {
  return !!v && typeof v === 'object' && Object.keys(v).sort().join(',') === 'text,to';
}

export interface Shown {
  site: Site;
  pages: LoadedPage[];
  entries: LoadedEntry[];
}

/**
 * What the site shows: hidden pages (and the pages below them), hidden entries (and the entries
 * of a kind whose list page is hidden, or whose parent is hidden) are left out, links to them are
 * removed, and text tokens are filled in.
 */
export function resolveContent({ site, pages, entries }: Shown, now = new Date(), locale: Locale = 'en'): Shown {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const parentOf = (p: LoadedPage): LoadedPage | undefined => {
    if (p.data.parent) return byPath.get(p.data.parent);
    const parts = p.path.split('/').filter(Boolean);
    for (let n = parts.length - 1; n > 0; n--) {
      const up = byPath.get(`/${parts.slice(0, n).join('/')}`);
      if (up) return up;
    }
    return undefined;
  };
  const pageHidden = (p: LoadedPage, seen = new Set<LoadedPage>()): boolean => {
    if (p.hidden) return true;
    if (seen.has(p)) return false;
    seen.add(p);
    const up = parentOf(p);
    return up ? pageHidden(up, seen) : false;
  };
  const hiddenPages = new Set(pages.filter((p) => pageHidden(p)).map((p) => addressKey(p.path)));

  const kindOff = (name: CollectionName, seen = new Set<string>()): boolean => {
    if (seen.has(name)) return false;
    seen.add(name);
    const def = kinds[name];
    const parent = def.route.parent;
    if (parent.startsWith('/')) return hiddenPages.has(addressKey(parent));
    const parentKind = (Object.keys(kinds) as CollectionName[]).find((k) => kinds[k].route.id === parent);
    return parentKind ? kindOff(parentKind, seen) : false;
  };
  const entryHidden = (e: LoadedEntry): boolean => {
    if (e.hidden || kindOff(e.collection)) return true;
    const parentKind = kinds[e.collection].parent?.kind;
    if (!parentKind || e.parent === null) return false;
    const parent = entries.find((p) => p.collection === parentKind && p.slug === e.parent);
    return parent ? entryHidden(parent) : false;
  };
  const shownEntries = entries.filter((e) => !entryHidden(e));
  const shownSet = new Set(shownEntries);

  const table = contentRouteTable({ pagePaths: new Set(pages.map((p) => p.path)) });
  const gone = (to: string): boolean => {
    const target = linkTarget(table, entries, to);
    if (!target) return false;
    return 'page' in target ? hiddenPages.has(target.page) : !!target.entry && !shownSet.has(target.entry);
  };

  const prunedPages = pages
    .filter((p) => !hiddenPages.has(addressKey(p.path)))
    .map((p) => {
      const pruned = pruneLinks(p.data, gone);
      // A call to action whose one link is gone has nothing left to offer.
      pruned.sections = pruned.sections.filter((s) => s.type !== 'cta' || 'link' in s);
      return { ...p, data: pruned };
    });
  // Counts read the pages as shown: a card linking to a hidden page is not counted on any page.
  const shownByPath = pagesByPath(prunedPages);
  const shownPages = prunedPages.map((p) => ({ ...p, data: replaceTokens(p.data, now, shownByPath, locale) }));
  return {
    site: pruneLinks(site, gone),
    pages: shownPages,
    entries: shownEntries.map((e) => ({ ...e, data: pruneLinks(e.data, gone) })),
  };
}
