import { contactPage, productEnquiryPage } from './enquiry-pages.ts';
import { createEnquiryHandler, ENQUIRY_PATH } from './enquiry-service.ts';
import { locales } from '../../src/content/locales.ts';
import type { Database } from './db/index.ts';
import type { ServerRoute } from './static-server.ts';

/**
 * Non-static endpoints of the local server: the enquiry service, which answers form posts with the
 * build's pages, and the contact page asked for with `?product=` (an "Add to enquiry" link without
 * script), whose message box then names the product.
 */
export function serverRoutes(dist: string | null = null, options: { database?: Database; onStored?: (reference: string) => void } = {}): ServerRoute[] {
  return [
    { path: ENQUIRY_PATH, handle: createEnquiryHandler({ dist, database: options.database, onStored: options.onStored }) },
    // Each language's contact page: an "Add to enquiry" link on /fr/ leads to /fr/contact/?product=X.
    ...locales.map((locale) => ({ path: contactPage(locale), handle: productEnquiryPage(dist, locale) })),
  ];
}
