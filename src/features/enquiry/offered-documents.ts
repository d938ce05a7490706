import { createContext, useContext } from 'react';

/**
 * The documents the products of the page on show come with ("Certificate of analysis",
 * "Phytosanitary certificate" ...), by name: a product's page, or a commodity page's trade details,
 * provide them, and every "Add to enquiry" button on it hands them to the line it adds, for the
 * buyer to tick under "Documents wanted".
 */
export const OfferedDocumentsContext = createContext<readonly string[]>([]);

export function useOfferedDocuments(): readonly string[] {
  return useContext(OfferedDocumentsContext);
}
