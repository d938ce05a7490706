import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { DRAWN_FIELD } from '../../src/features/enquiry/rules.ts';
import { HtmlEdit } from '../html-edit.ts';
import { drawnToken } from './drawn-token.ts';

/**
 * The time `npm start` drew a page, written into the `_drawn` field of each form on it (the
 * enquiry form renders the field empty: a static host leaves it so, and it is not judged). A post
 * without script then carries the time its page was served, and one sooner than a person can
 * fill the form is answered like the honeypot, as the app's `_elapsed` is. The page is parsed once
 * per build (cached by its file's size and time), and each answer only puts a fresh signed time
 * where a placeholder of this process stands.
 */
const SLOT = `drawn-${randomBytes(12).toString('hex')}`;

/**
 * Given a page's file, its text for this answer, or null to send the file. `read` reads the file
 * the server has already opened: a path read again could meet the build being rewritten (the page
 * removed between the open and the read: a 500 in the rewrite storm).
 */
export type PageDrawer = (file: string, stats: Stats, read: () => Promise<string>) => Promise<string | null>;

export function pageDrawer(): PageDrawer {
  const pages = new Map<string, { stamp: string; parts: string[] | null }>();
  return async (file, stats, read) => {
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    let page = pages.get(file);
    if (page?.stamp !== stamp) {
      page = { stamp, parts: slotsOf(await read()) };
      pages.set(file, page);
    }
    return page.parts ? page.parts.join(drawnToken()) : null;
  };
}

/** The page cut where each form's `_drawn` value goes, or null when it has none. */
function slotsOf(html: string): string[] | null {
  // Cheap first: most pages of the site carry no form.
  if (!html.includes(DRAWN_FIELD)) return null;
  const page = new HtmlEdit(html);
  const inputs = page.all((el) => el.tagName === 'input' && page.attr(el, 'name') === DRAWN_FIELD);
  if (inputs.length === 0) return null;
  for (const input of inputs) page.setAttr(input, 'value', SLOT);
  return page.toString().split(SLOT);
}
