import { useMemo, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import site from 'virtual:content/site';
import type { DetailData, KindView } from '../catalogue/kind-view.ts';
import type { CollectionName } from '../content/collections.ts';
import type { LookupItem, OfferedDocuments } from '../content/resolved.ts';
import { documentNames } from '../content/document-types.ts';
import type { ShownDocument } from '../components/ui/trade-details.tsx';
import { OfferedDocumentsContext } from '../features/enquiry/offered-documents.ts';
import { Banner } from '../components/layout/banner.tsx';

/** Any catalogue entry: a banner titled with its name and the view its kind defines, all from the route's loader. */
export function DetailPage() {
  const data = useLoaderData() as DetailData & { view: KindView<CollectionName> };
  const View = data.view.Component as ComponentType<{ data: DetailData }>;
  // A product's own documents, offered by its enquiry buttons (a kind without documents offers none).
  // In another language, by their English names (the lookup's copy): the enquiry sends what the sales
  // team reads; the line shows the buyer this page's own titles for them.
  const documents = useMemo((): OfferedDocuments => {
    const item = data.item as LookupItem<CollectionName>;
    return { names: item.englishDocuments ?? documentNames((data.entry as { documents?: readonly ShownDocument[] }).documents ?? []), titles: item.documentTitles ?? {} };
  }, [data.entry, data.item]);
  return (
    <OfferedDocumentsContext value={documents}>
      {/* Products and categories: what a buyer passes on to a colleague. */}
      {/* Its line under the title is what its card says in lists (an API's chemical name, a product's summary). */}
      <Banner title={data.heading} image={site.defaultBanner} height="30vh" crumbs={data.crumbs} share lead={data.view.card(data.item).subtitle} />
      <View data={data} />
    </OfferedDocumentsContext>
  );
}
