import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import site from 'virtual:content/site';
import type { DetailData, KindView } from '../catalogue/kind-view.ts';
import type { CollectionName } from '../content/collections.ts';
import { Banner } from '../components/layout/banner.tsx';

/** Any catalogue entry: a banner titled with its name and the view its kind defines, all from the route's loader. */
export function DetailPage() {
  const data = useLoaderData() as DetailData & { view: KindView<CollectionName> };
  const View = data.view.Component as ComponentType<{ data: DetailData }>;
  return (
    <>
      <Banner title={data.heading} image={site.defaultBanner} height="30vh" crumbs={data.crumbs} />
      <View data={data} />
    </>
  );
}
