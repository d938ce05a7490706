import { kinds, type CollectionName } from '../../src/content/collections.ts';
import { addressKey } from '../../src/routing/addresses.ts';
import { defaultParent, requiredPages } from '../../src/routing/routes.ts';
import { contentRouteTable, linkTarget } from './addresses.ts';
import { walk } from './checks.ts';
import type { LoadedContent, LoadedEntry, LoadedPage } from './model.ts';
import type { Problem } from './problems.ts';

/**
 * Pages and catalogue entries that nothing leads to: valid, but a visitor can only reach them by
 * typing the address. Printed as notices after "Content OK"; they never fail the check (a page
 * may be prepared before it is linked).
 *
 * Counted as links: every "to" of site.json, the pages and the entries the site shows; the
 * breadcrumb of a page (it links to its parent); a catalogue-list section (it links to every
 * entry of its catalogue); an entry's page (it lists its children, e.g. a category its products).
 */
export function unlinkedNotices(content: LoadedContent): Problem[] {
  const pagePaths = new Set(content.pages.map((p) => p.path));
  const table = contentRouteTable({ pagePaths });
  const linkedPages = new Set<string>(Object.values(requiredPages).map(addressKey));
  const linkedEntries = new Set<LoadedEntry>();
  const listedKinds = new Set<CollectionName>();

  const follow = (to: string) => {
    const target = linkTarget(table, content.entries, to);
    if (target && 'page' in target) linkedPages.add(target.page);
    else if (target?.entry) linkedEntries.add(target.entry);
  };
  const visit = (value: unknown) =>
    walk(value, (v, at) => {
      if (typeof v === 'string' && at[at.length - 1] === 'to') follow(v);
    });

  visit(content.site);
  for (const page of content.pages) {
    visit(page.data);
    for (const section of page.data.sections) if (section.type === 'catalogue-list') listedKinds.add(section.collection);
    const parent = page.data.parent ?? defaultParent(page.path, pagePaths);
    if (parent) linkedPages.add(addressKey(parent));
  }
  for (const entry of content.entries) {
    visit(entry.data);
    const children = kinds[entry.collection].children as CollectionName | undefined;
    if (children) {
      for (const child of content.entries) if (child.collection === children && child.parent === entry.key) linkedEntries.add(child);
    }
  }

  const notices: Problem[] = [];
  const unlinkedPage = (p: LoadedPage) => !linkedPages.has(addressKey(p.path));
  for (const page of content.pages.filter(unlinkedPage)) {
    notices.push({
      file: page.file,
      path: '$',
      line: 1,
      column: 1,
      message: `no link leads to this page: add a card, link or menu entry with "to": "${page.path}" so visitors can find it`,
    });
  }
  for (const entry of content.entries) {
    if (linkedEntries.has(entry) || listedKinds.has(entry.collection)) continue;
    notices.push({
      file: entry.file,
      path: '$',
      line: 1,
      column: 1,
      message: `no link leads to this entry: add a card or link with "to": "${entry.address.hashPath}" so visitors can find it`,
    });
  }
  return notices;
}
