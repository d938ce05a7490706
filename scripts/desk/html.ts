import { escapeHtml } from '../html-edit.ts';

/**
 * The desk's pages, rendered on the server as plain HTML: no script at all (the CSP says
 * `script-src 'none'`), so there is nothing for an enquiry's text to run in. Every value from
 * the database goes through `escapeHtml` (text and attributes alike); markup is only ever built here.
 */

/** A piece of markup built by these templates (so a plain string is never taken for markup). */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Tagged template: interpolated values are escaped unless they are `Html`; arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

export interface PageOptions {
  title: string;
  /** The signed-in member of staff (then `Sign out` is shown), or none on the sign-in page. */
  staff?: { email: string; csrf: string } | null;
  body: Html;
}

export function page({ title, staff, body }: PageOptions): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Sales desk</title>
<link rel="stylesheet" href="/desk/desk.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <div class="bar">
    <a class="brand" href="/desk/">Sales desk</a>
    ${
      staff
        ? html`<nav aria-label="Desk"><a href="/desk/">Enquiries</a></nav>
    <form class="sign-out" method="post" action="/desk/sign-out">
      <span class="who">${staff.email}</span>
      <input type="hidden" name="csrf" value="${staff.csrf}">
      <button type="submit" class="button quiet">Sign out</button>
    </form>`
        : ''
    }
  </div>
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`}`;
}

/** "2026-11-23 10:00 UTC": the same on every screen, whatever the server's zone. */
export const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '');
