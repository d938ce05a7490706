import type { PageContent } from '../content/resolved.ts';
import type { Crumb } from '../routing/breadcrumbs.ts';

interface PageBannerProps {
  title: string;
  banner: NonNullable<PageContent['banner']>;
  crumbs: Crumb[];
  share?: boolean;
}

let bannerModule: typeof import('../components/layout/banner.tsx') | undefined;

/**
 * Home has no banner, so the banner's code stays out of its first load: the loader of a page
 * that shows one fetches it beside its sections, before it renders.
 */
export async function preloadPageBanner(page: PageContent): Promise<void> {
  if (page.banner && !bannerModule) bannerModule = await import('../components/layout/banner.tsx');
}

/** The banner of an inner page with its breadcrumb. */
export function PageBanner({ title, banner, crumbs, share }: PageBannerProps) {
  if (!bannerModule) throw new Error('The page banner was rendered before its code was loaded');
  const { Banner } = bannerModule;
  return <Banner title={title} image={banner.image} height={banner.height} crumbs={crumbs} link={banner.link} share={share} />;
}
