/** English: the "Add … to enquiry" button (src/features/enquiry/add-to-enquiry-button.tsx): a section of its own, small, as the button is on pages' first loads. */
export const enquiryAdd = {
  products: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'product' : 'products'}`,
  addTo: 'Add',
  toEnquiry: 'to enquiry',
  addName: (product: string) => `Add ${product} to enquiry`,
  inEnquiry: 'in your enquiry',
  isInEnquiry: (product: string) => `${product} is in your enquiry`,
  added: (product: string, products: string) => `${product} added to your enquiry list, which now has ${products}.`,
  present: (product: string, products: string) => `${product} is already in your enquiry list (${products}).`,
  full: (max: string) => `Your enquiry list is full: it holds up to ${max} products. Send it, or remove one on the contact page.`,
  cannotAdd: (product: string) => `${product} cannot be added to the enquiry list.`,
  storageNotice: 'This browser is not letting us save the list, so it will be kept only until you leave the site.',
};
