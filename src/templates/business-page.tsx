import { useLoaderData, useMatches } from 'react-router';
import site from 'virtual:content/site';
import { Banner } from '../components/layout/banner.tsx';
import type { PageContent } from '../content/resolved.ts';
import { SectionView } from '../sections/section-view.tsx';
import { breadcrumbs } from './breadcrumbs.ts';

/** Any page of the site: a banner and its typed sections, in order. */
export function BusinessPage() {
  const page = useLoaderData() as PageContent;
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'home';
  return (
    <>
      {page.banner ? (
        <Banner title={page.title} image={page.banner.image} height={page.banner.height} crumbs={breadcrumbs(routeId)} link={page.banner.link} />
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
