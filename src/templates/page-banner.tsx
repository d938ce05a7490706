import type { PageContent } from '../content/resolved.ts';

interface PageBannerProps {
  title: string;
  banner: NonNullable<PageContent['banner']>;
  routeId: string;
}

let parts: [typeof import('../components/layout/banner.tsx'), typeof import('./breadcrumbs.ts')] | undefined;

/**
 * Home has no banner, so the banner's code and the breadcrumb trail stay out of its first load:
 * the loader of a page that shows one fetches them beside its sections, before it renders.
 */
export async function preloadPageBanner(page: PageContent): Promise<void> {
  if (page.banner && !parts) parts = await Promise.all([import('../components/layout/banner.tsx'), import('./breadcrumbs.ts')]);
}

/** The banner of an inner page with its breadcrumb. */
export function PageBanner({ title, banner, routeId }: PageBannerProps) {
  if (!parts) throw new Error('The page banner was rendered before its code was loaded');
  const [{ Banner }, { breadcrumbs }] = parts;
  return <Banner title={title} image={banner.image} height={banner.height} crumbs={breadcrumbs(routeId)} link={banner.link} />;
}
