import { useLoaderData, useMatches } from 'react-router';
import site from 'virtual:content/site';
import { Banner } from '../components/layout/banner.tsx';
import type { DetailData } from '../app/loaders.ts';
import { breadcrumbs } from './breadcrumbs.ts';
import { detailViews } from './detail-views.tsx';

/** Any catalogue entry: a banner titled with its name and the view its collection registers. */
export function DetailPage() {
  const data = useLoaderData() as DetailData;
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'home';
  const view = detailViews[data.collection];
  const View = view.Component as React.ComponentType<{ data: DetailData }>;
  return (
    <>
      <Banner title={data.item.title} image={(view as { banner?: typeof site.defaultBanner }).banner ?? site.defaultBanner} height="30vh" crumbs={breadcrumbs(routeId)} />
      <View data={data} />
    </>
  );
}
