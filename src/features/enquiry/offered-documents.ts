import { createContext } from 'react';
import type { OfferedDocuments } from '../../content/resolved.ts';

/** A page whose products come with no documents of their own: its lines offer the usual ones. */
export const NO_DOCUMENTS: OfferedDocuments = { names: [], titles: {} };

/**
 * The documents the products of the page on show come with ("Certificate of analysis",
 * "Phytosanitary certificate" ...): a product's page, or a commodity page's trade details, provide
 * them, and every "Add to enquiry" button on it hands them to the line it adds, for the buyer to
 * tick under "Documents wanted". By English name (the line sends what the sales team reads), with
 * the page's own titles for them in its language.
 */
export const OfferedDocumentsContext = createContext<OfferedDocuments>(NO_DOCUMENTS);
