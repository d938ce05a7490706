import { jsonPath, type Problem } from '../../src/content/problem.ts';
import type { HsCode, PolicyNotice } from '../../src/content/trade-details.ts';
import { walk } from './checks.ts';
import type { LoadedContent } from './model.ts';

/**
 * The trade facts the owner confirms before launch (`content:check -- --launch`), beside the
 * placeholders of launch.ts: customs officers and buyers' compliance teams act on them, and
 * nothing in this repository can confirm them.
 *   - every HS code still "indicative": the company's customs broker confirms it for the product,
 *     then the content says "confirmed";
 *   - every export-policy notice whose "checkedOn" is still "to be confirmed": the owner reads the current text of its
 *     source (the notification or rule) and writes the day they checked it.
 * Only what the site shows is listed: hidden pages and entries are not published.
 */
export interface Confirmations {
  hsCodes: Problem[];
  notices: Problem[];
}

const isHsCode = (v: unknown): v is HsCode => Boolean(v && typeof v === 'object' && 'code' in v && 'status' in v);

export function launchConfirmations(content: LoadedContent): Confirmations {
  const out: Confirmations = { hsCodes: [], notices: [] };
  const shownPages = new Set(content.pages.map((p) => p.file));
  const shownEntries = new Set(content.entries.map((e) => e.file));
  // The files as validated but not resolved: their array indices are the file's own.
  const files = [
    ...content.allPages.filter((p) => shownPages.has(p.file)).map((p) => ({ file: p.file, data: p.data as unknown, title: p.data.title })),
    ...content.allEntries.filter((e) => shownEntries.has(e.file)).map((e) => ({ file: e.file, data: e.data, title: e.title })),
  ];
  for (const { file, data, title } of files) {
    walk(data, (value, at) => {
      const key = at[at.length - 1];
      // What the code or notice is for: its product row's name, else the page or entry.
      const parent = () => at.slice(0, -1).reduce<unknown>((node, k) => (node as Record<PropertyKey, unknown>)[k], data) as { name?: unknown };
      const product = () => {
        const name = parent().name;
        return typeof name === 'string' ? name : title;
      };
      if (key === 'hsCode' && isHsCode(value) && value.status === 'indicative') {
        const what = product();
        out.hsCodes.push({
          file,
          path: jsonPath([...at, 'status']),
          message: `indicative HS code ${value.code} (${what}): have your customs broker confirm the code for this product, then write "status": "confirmed"`,
        });
      }
      if (key === 'policyNotices' && Array.isArray(value)) {
        (value as PolicyNotice[]).forEach((notice, i) => {
          if (notice.checkedOn) return;
          const { document, number, date } = notice.source;
          const source = [document, number, date].filter(Boolean).join(', ');
          out.notices.push({
            file,
            path: jsonPath([...at, i]),
            message: `export-policy notice "${notice.title}" on ${product()} (${source}) to confirm: check it against the current text of its source, then write that day's date in "checkedOn" (now "to be confirmed"), e.g. "checkedOn": "${new Date().toISOString().slice(0, 10)}"`,
          });
        });
      }
    });
  }
  return out;
}
