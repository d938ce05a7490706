import mailIcon from 'virtual:icon/mail';
import { use } from 'react';
import { AppLink } from '../components/ui/app-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { PrintButton } from '../components/ui/print-sheet.tsx';
import { AddToEnquiryButton } from '../features/enquiry/add-to-enquiry-button.tsx';
import { enquiryList } from '../features/enquiry/enquiry-list-store.ts';
import { enquiryHref } from '../features/enquiry/enquiry-link.ts';
import type { Unit } from '../features/enquiry/line-rules.ts';
import type { SeenPrice } from '../features/enquiry/rules.ts';
import { OfferedDocumentsContext } from '../features/enquiry/offered-documents.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { useLocale } from '../components/i18n/locale-context.tsx';
import { catalogue as enCatalogue } from 'virtual:ui/en/catalogue';

/** A catalogue product's actions: add it to the enquiry list, enquire about it now, print its sheet. Not printed. */
export function ProductActions({ product, title, unit, variants, price }: { product: string; title?: string; unit: Unit; variants?: readonly string[]; price?: SeenPrice | undefined }) {
  // The price the page shows, as the line carries it (no port: the line names the product, the Incoterm says where).
  const seenPrice = price && { currency: price.currency, min: price.min, max: price.max, unit: price.unit, incoterm: price.incoterm, validUntil: price.validUntil };
  const documents = use(OfferedDocumentsContext);
  const locale = useLocale();
  const ui = useUi({ catalogue: enCatalogue });
  return (
    <div className="mt-8 flex flex-wrap gap-3 print:hidden">
      <AddToEnquiryButton product={product} title={title} unit={unit} variants={variants} seenPrice={seenPrice} />
      {/* The contact page adds the product from the link too; added here first, its line also lists the product's documents and grades. */}
      <AppLink
        to={enquiryHref(product)}
        onClick={() => enquiryList.add(product, unit, { documents: documents.names, titles: { locale, titles: documents.titles }, name: { locale, name: title ?? product }, variants: variants && variants.length > 1 ? variants : undefined, seenPrice })}
        className="btn bg-brand text-ink-inverse hover:bg-brand-strong"
      >
        <Icon node={mailIcon} className="size-4" />
        {ui.catalogue.enquireAbout}
      </AppLink>
      <PrintButton />
    </div>
  );
}
