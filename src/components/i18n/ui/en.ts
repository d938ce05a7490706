import { common } from './en/common.ts';
import { layout } from './en/layout.ts';
import { carousel } from './en/carousel.ts';
import { paging } from './en/paging.ts';
import { catalogue } from './en/catalogue.ts';
import { trade } from './en/trade.ts';
import { print } from './en/print.ts';
import { facts } from './en/facts.ts';
import { filter } from './en/filter.ts';
import { contact } from './en/contact.ts';
import { search } from './en/search.ts';
import { errors } from './en/errors.ts';
import { header } from './en/header.ts';
import { enquiry } from './en/enquiry.ts';
import { format } from './en/format.ts';
import { notFound } from './en/not-found.ts';
import { footer } from './en/footer.ts';

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
 * they are translated here, ready to be wired (docs: /work/notes/issue-31-ui.md).
 */
export const en = { common, layout, carousel, paging, catalogue, trade, print, facts, filter, contact, search, errors, header, enquiry, format, notFound, footer };

/** The dictionary's shape: every locale's strings, checked key by key against English. */
export type UiStrings = typeof en;
