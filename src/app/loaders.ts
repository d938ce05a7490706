import type { Locale } from '../content/locales.ts';
import { loadTopStrip } from '../components/layout/top-strip-lazy.ts';
import { loadHeadWriter } from './document-meta.ts';
import type { PageModuleContent, PageRouteModule } from '../content/resolved.ts';
import { NO_DOCUMENTS } from '../features/enquiry/offered-documents.ts';
import type { SectionType } from '../content/section.ts';
import { pageTrail } from '../routing/breadcrumbs.ts';
import { localeTable } from '../routing/locale-tables.ts';
import { EAGER_SECTIONS_WHEN_ADOPTING } from '../sections/adoption.ts';
import { prepareSections } from '../sections/registry.ts';
import type { PageData } from '../templates/business-page.tsx';

/**
 * A page: its content, its sections' code and data (when `adopting` a static page, only the first
 * sections' code: src/app/adopting.ts), the banner's code if it has one (home has none, so the
 * banner stays out of its first load), its breadcrumb, its real address and the documents its
 * products come with.
 */
export async function loadPage(route: PageRouteModule, adopting = false, locale: Locale = 'en'): Promise<PageData> {
  // Adopting a static page with a head: its first sections' content now, the others' with their code.
  const head = adopting ? route.head : undefined;
  const [page, table] = await Promise.all([(head ?? route.load)().then((m): PageModuleContent & { later?: SectionType[] } => m.default), locale === 'en' ? null : localeTable(locale)]);
  const later = page.later ? { types: page.later, load: () => route.load().then((m) => m.default.sections) } : undefined;
  const [sections, Banner] = await Promise.all([
    prepareSections(page.sections, adopting ? EAGER_SECTIONS_WHEN_ADOPTING : page.sections.length, locale, later),
    page.banner ? import('../components/layout/banner.tsx').then((m) => m.Banner) : null,
    // On a navigation, what the page shows arrives with it: home's top strip, and the code that
    // titles the tab (issue 47, item 10). An adopted static page has both in its markup already.
    adopting ? null : loadHeadWriter().catch(() => null),
    !adopting && route.path === '/' ? loadTopStrip().catch(() => null) : null,
  ]);
  // The documents its products come with (its trade details'), found by the build in the whole page.
  const documents = page.offeredDocuments ?? NO_DOCUMENTS;
  return { page, sections, Banner, crumbs: pageTrail(route.parent, table?.pages), realPath: route.realPath, documents };
}
