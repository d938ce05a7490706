import { href } from '../../routing/href.ts';

/** The contact page with the enquiry prefilled for a product: `/contact?product=Metformin%20Hydrochloride`. */
export function enquiryHref(product: string): string {
  return `${href('contact')}?${new URLSearchParams({ product }).toString().replace(/\+/g, '%20')}`;
}
