import { useUi } from '../../components/i18n/use-ui.ts';
import type { UiStrings } from '../../components/i18n/ui-types.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { enquiry as enEnquiry } from 'virtual:ui/en/enquiry';
import { enquiryAdd as enEnquiryAdd } from 'virtual:ui/en/enquiryAdd';
import { format as enFormat } from '../../components/i18n/format.ts';
import { trade as enTrade } from 'virtual:ui/en/trade';

/** The sections the list's words come from, in the page's language (English: those imported above). */
const enListWords = { common: enCommon, enquiry: enEnquiry, enquiryAdd: enEnquiryAdd, format: enFormat, trade: enTrade };
export type ListWords = Pick<UiStrings, keyof typeof enListWords>;

/** The words of the list, its lines' details and documents: the page's language. */
export function useListWords(): ListWords {
  return useUi(enListWords);
}
