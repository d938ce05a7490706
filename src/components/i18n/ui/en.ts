import { common } from './en/en-common.ts';
import { layout } from './en/en-layout.ts';
import { carousel } from './en/en-carousel.ts';
import { paging } from './en/en-paging.ts';
import { catalogue } from './en/en-catalogue.ts';
import { trade } from './en/en-trade.ts';
import { print } from './en/en-print.ts';
import { facts } from './en/en-facts.ts';
import { filter } from './en/en-filter.ts';
import { contact } from './en/en-contact.ts';
import { search } from './en/en-search.ts';
import { errors } from './en/en-errors.ts';
import { header } from './en/en-header.ts';
import { enquiry } from './en/en-enquiry.ts';
import { enquiryAdd } from './en/en-enquiry-add.ts';
import { format } from './en/en-format.ts';
import { notFound } from './en/en-not-found.ts';
import { footer } from './en/en-footer.ts';

/**
 * The words the code itself shows (not content: that is translated in content/), in English.
 * This object defines the dictionary's shape: every other locale's dictionary is typed
 * `UiStrings`, so a key missing there (or one left over) fails the typecheck.
 *
 * Values are strings, or functions of typed parameters where a sentence holds a number or a
 * name. Numbers arrive already formatted for the locale (src/components/i18n/format.ts), plus the
 * count itself where the grammar depends on it (plurals).
 *
 * The sections `header` and `enquiry` hold the strings of src/components/layout/header.tsx and
 * src/features/enquiry/**, which issue 31's UI work did not edit (another issue was rewriting them);
 * they are translated here.
 */
export const en = { common, layout, carousel, paging, catalogue, trade, print, facts, filter, contact, search, errors, header, enquiryAdd, enquiry, format, notFound, footer };

/** The dictionary's shape: every locale's strings, checked key by key against English. */
export type UiStrings = typeof en;
