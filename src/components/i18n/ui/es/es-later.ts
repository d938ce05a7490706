import type { LaterUi } from '../first-sections.ts';
import { common } from './es-common.ts';
import { footer } from './es-footer.ts';
import { paging } from './es-paging.ts';
import { catalogue } from './es-catalogue.ts';
import { trade } from './es-trade.ts';
import { print } from './es-print.ts';
import { facts } from './es-facts.ts';
import { filter } from './es-filter.ts';
import { contact } from './es-contact.ts';
import { search } from './es-search.ts';
import { errors } from './es-errors.ts';
import { notFound } from './es-not-found.ts';
import { enquiryAdd } from './es-enquiry-add.ts';
import { enquiry } from './es-enquiry.ts';
import { format } from './es-format.ts';

/** Spanish: the sections that come after the first load (../first-sections.ts). */
export const later: LaterUi = { common, footer, paging, catalogue, trade, print, facts, filter, contact, search, errors, notFound, enquiryAdd, enquiry, format };
