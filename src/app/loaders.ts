import type { Locale } from '../content/locales.ts';
import type { PageContent, PageRouteModule } from '../content/resolved.ts';
import type { SectionType } from '../content/section.ts';
import { pageTrail } from '../routing/breadcrumbs.ts';
import { localeTable } from '../routing/locale-tables.ts';
import { EAGER_SECTIONS_WHEN_ADOPTING } from '../sections/adoption.ts';
import { prepareSections } from '../sections/registry.ts';
import type { PageData } from '../templates/business-page.tsx';

/** The documents a commodity page's products come with, by name: its trade details'. Their naming code loads only for such a page. */
async function pageDocuments(page: PageContent): Promise<string[]> {
  const docs = page.sections.flatMap((s) => (s.type === 'trade-details' ? (s.documents ?? []) : []));
  return docs.length ? (await import('../content/document-types.ts')).documentNames(docs) : [];
}

/**
 * A page: its content, its sections' code and data (when `adopting` a static page, only the first
 * sections' code: src/app/adopting.ts), the banner's code if it has one (home has none, so the
 * banner stays out of its first load), its breadcrumb, its real address and the documents its
 * products come with.
 */
export async function loadPage(route: PageRouteModule, adopting = false, locale: Locale = 'en'): Promise<PageData> {
  // Adopting a static page with a head: its first sections' content now, the others' with their code.
  const head = adopting ? route.head : undefined;
  const [page, table] = await Promise.all([(head ?? route.load)().then((m): PageContent & { later?: SectionType[] } => m.default), locale === 'en' ? null : localeTable(locale)]);
  const later = page.later ? { types: page.later, load: () => route.load().then((m) => m.default.sections) } : undefined;
  const [sections, Banner, documents] = await Promise.all([
    prepareSections(page.sections, adopting ? EAGER_SECTIONS_WHEN_ADOPTING : page.sections.length, locale, later),
    page.banner ? import('../components/layout/banner.tsx').then((m) => m.Banner) : null,
    pageDocuments(page),
  ]);
  return { page, sections, Banner, crumbs: pageTrail(route.parent, table?.pages), realPath: route.realPath, documents };
}
