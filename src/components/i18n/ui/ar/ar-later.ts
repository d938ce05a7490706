import type { LaterUi } from '../first-sections.ts';
import { common } from './ar-common.ts';
import { footer } from './ar-footer.ts';
import { paging } from './ar-paging.ts';
import { catalogue } from './ar-catalogue.ts';
import { trade } from './ar-trade.ts';
import { print } from './ar-print.ts';
import { facts } from './ar-facts.ts';
import { filter } from './ar-filter.ts';
import { contact } from './ar-contact.ts';
import { search } from './ar-search.ts';
import { errors } from './ar-errors.ts';
import { notFound } from './ar-not-found.ts';
import { enquiryAdd } from './ar-enquiry-add.ts';
import { enquiry } from './ar-enquiry.ts';
import { format } from './ar-format.ts';

/** Arabic: the sections that come after the first load (../first-sections.ts). */
export const later: LaterUi = { common, footer, paging, catalogue, trade, print, facts, filter, contact, search, errors, notFound, enquiryAdd, enquiry, format };
