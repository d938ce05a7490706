import type { LaterUi } from '../first-sections.ts';
import { common } from './fr-common.ts';
import { footer } from './fr-footer.ts';
import { paging } from './fr-paging.ts';
import { catalogue } from './fr-catalogue.ts';
import { trade } from './fr-trade.ts';
import { print } from './fr-print.ts';
import { facts } from './fr-facts.ts';
import { filter } from './fr-filter.ts';
import { contact } from './fr-contact.ts';
import { search } from './fr-search.ts';
import { errors } from './fr-errors.ts';
import { notFound } from './fr-not-found.ts';
import { enquiryAdd } from './fr-enquiry-add.ts';
import { enquiry } from './fr-enquiry.ts';
import { format } from './fr-format.ts';

/** French: the sections that come after the first load (../first-sections.ts). */
export const later: LaterUi = { common, footer, paging, catalogue, trade, print, facts, filter, contact, search, errors, notFound, enquiryAdd, enquiry, format };
