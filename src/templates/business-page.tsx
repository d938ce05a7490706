import { useLoaderData, useMatches } from 'react-router';
import site from 'virtual:content/site';
import type { PageContent } from '../content/resolved.ts';
import { SectionView } from '../sections/section-view.tsx';
import { PageBanner } from './page-banner.tsx';

/** Any page of the site: a banner and its typed sections, in order. */
export function BusinessPage() {
  const page = useLoaderData() as PageContent;
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'home';
  return (
    <>
      {page.banner ? (
        <PageBanner title={page.title} banner={page.banner} routeId={routeId} />
      ) : (
        <h1 className="sr-only">
          {site.company.name}: {site.company.tagline}
        </h1>
      )}
      {page.sections.map((section, index) => (
        <SectionView key={index} section={section} />
      ))}
    </>
  );
}
