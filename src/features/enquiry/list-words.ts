import { useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from '../../components/i18n/ui/en/en-common.ts';
import { enquiry as enEnquiry } from '../../components/i18n/ui/en/en-enquiry.ts';
import { enquiryAdd as enEnquiryAdd } from '../../components/i18n/ui/en/en-enquiry-add.ts';
import { format as enFormat } from '../../components/i18n/ui/en/en-format.ts';
import { trade as enTrade } from '../../components/i18n/ui/en/en-trade.ts';

/** The sections the list's words come from, in the page's language (English: those imported above). */
const enListWords = { common: enCommon, enquiry: enEnquiry, enquiryAdd: enEnquiryAdd, format: enFormat, trade: enTrade };
export type ListWords = typeof enListWords;

/** The words of the list, its lines' details and documents: the page's language. */
export function useListWords(): ListWords {
  return useUi(enListWords);
}
