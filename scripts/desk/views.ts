import { priceText } from './csv.ts';
import { itemsOf } from '../server/enquiry-store.ts';
import { FIELD_ORDER, fieldLabel, NOTES_MAX, STATUSES, type EnquiryView, type ListFilter, type ListRow } from './enquiries.ts';
import { html, page, when, type Html } from './html.ts';

type Staff = { email: string; csrf: string };

export const enquiryHref = (reference: string) => `/desk/enquiries/${encodeURIComponent(reference)}`;

const listHref = (filter: ListFilter, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `?${query}` : '';
};

export function signInPage(options: { next: string; email?: string; error?: string }): string {
  return page({
    title: 'Sign in',
    body: html`<div class="narrow">
<h1>Sign in</h1>
<p class="muted">The sales desk is for the company's staff. Accounts are made with <code>npm run desk -- add-user</code>.</p>
${options.error ? html`<p class="alert" role="alert" id="sign-in-error">${options.error}</p>` : ''}
<form method="post" action="/desk/sign-in" class="card stack">
  <input type="hidden" name="next" value="${options.next}">
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}"${options.error ? html` aria-describedby="sign-in-error"` : ''}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
  </div>
  <button type="submit" class="button">Sign in</button>
</form>
</div>`,
  });
}

/** A table named for screen readers, scrolling on its own on a narrow screen (the list and an enquiry's lines). */
function table(label: string, heads: string[], rows: Html[], className?: string): Html {
  return html`<div class="table-wrap" role="region" aria-label="${label}" tabindex="0">
<table${className ? html` class="${className}"` : ''}>
<thead><tr>${heads.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table>
</div>`;
}

function statusOptions(selected: string, withAll: boolean): Html {
  return html`${withAll ? html`<option value=""${selected ? '' : html` selected`}>All</option>` : ''}${STATUSES.map(
    (s) => html`<option value="${s}"${s === selected ? html` selected` : ''}>${s}</option>`,
  )}`;
}

export function listPage(staff: Staff, filter: ListFilter, result: { rows: ListRow[]; next: string | null }, notice?: string): string {
  const rows = result.rows.map(
    (r) => html`<tr>
  <th scope="row"><a href="${enquiryHref(r.reference)}">${r.reference}</a></th>
  <td data-label="Received" class="nowrap">${when(r.receivedAt)}</td>
  <td data-label="Status">${r.deletedAt ? html`<em>Deleted</em>` : html`<span class="status s-${r.status.toLowerCase()}">${r.status}</span>`}</td>
  <td data-label="Name">${r.name}${r.company ? html`<div class="muted">${r.company}</div>` : ''}</td>
  <td data-label="Email">${r.email}</td>
  <td data-label="Country">${r.country}</td>
  <td data-label="Products">${r.products.length ? html`<ul class="plain">${r.products.slice(0, 3).map((p) => html`<li>${p}</li>`)}</ul>${r.products.length > 3 ? html`<span class="muted">and ${r.products.length - 3} more</span>` : ''}` : ''}</td>
</tr>`,
  );
  return page({
    title: 'Enquiries',
    staff,
    body: html`<h1>Enquiries</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
<form method="get" action="/desk/" class="filters" role="search">
  <div class="field grow">
    <label for="q">Search enquiries</label>
    <input id="q" name="q" type="search" value="${filter.q ?? ''}" placeholder="Reference, name, company, e-mail or product">
  </div>
  <div class="field">
    <label for="status">Status</label>
    <select id="status" name="status">${statusOptions(filter.status ?? '', true)}</select>
  </div>
  <button type="submit" class="button">Search</button>
  <button type="submit" class="button quiet" formaction="/desk/export.csv">Export CSV</button>
</form>
${
  result.rows.length
    ? table('Enquiries, newest first', ['Reference', 'Received', 'Status', 'Name', 'Email', 'Country', 'Products'], rows, 'list')
    : html`<p>No enquiries${filter.q || filter.status ? ' match this search' : ' yet'}.</p>`
}
<nav class="pages" aria-label="Pages">
  ${filter.after ? html`<a href="/desk/${listHref(filter)}">First page</a>` : ''}
  ${result.next ? html`<a href="/desk/${listHref(filter, { after: result.next })}" rel="next">Next page</a>` : ''}
</nav>`,
  });
}

const KIND_NAMES: Record<string, string> = { notify: 'Sales notification', ack: 'Acknowledgement to the buyer', webhook: 'Webhook' };
const EVENT_NAMES: Record<string, string> = {
  received: 'Received',
  status: 'Status set to',
  notes: 'Notes changed',
  deleted: 'Deleted',
  'delivery-failed': 'Delivery failed',
  'delivery-retry': 'Delivery retried',
};

/** Kept with the enquiry for the service's own use, not shown as fields. */
const HIDDEN_KEYS = new Set(['items', 'reference', 'receivedAt', 'key', 'erased']);

const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `mailto:` the buyer with the reference in the subject: the staff's own mail program answers. */
export function replyHref(email: string, reference: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Your enquiry ${reference}`)}`;
}

export function enquiryPage(staff: Staff, view: EnquiryView, notice?: string): string {
  const r = view.record;
  const keys = [...FIELD_ORDER.filter((k) => k in r), ...Object.keys(r).filter((k) => !FIELD_ORDER.includes(k) && !HIDDEN_KEYS.has(k))];
  const items = itemsOf(r);
  // The price a buyer saw on the site, kept with a line when the site showed one.
  const seen = items.some((i) => i.seenPrice !== undefined);
  const email = typeof r.email === 'string' ? r.email : '';
  const csrf = html`<input type="hidden" name="csrf" value="${staff.csrf}">`;
  const action = (what: string) => `${enquiryHref(view.reference)}/${what}`;
  /** A card whose one form saves one thing of the enquiry: its status or its notes. */
  const saveCard = (name: 'status' | 'notes', title: string, control: Html, after?: Html) => html`<section aria-labelledby="h-${name}" class="card">
  <h2 id="h-${name}">${title}</h2>
  <form method="post" action="${action(name)}" class="stack">
    ${csrf}
    <div class="field">
      <label for="${name}">${title}</label>
      ${control}
    </div>
    <button type="submit" class="button">Save ${name}</button>
  </form>
  ${after}
</section>`;
  return page({
    title: view.reference,
    staff,
    body: html`<p class="crumbs"><a href="/desk/">Enquiries</a></p>
<h1>${view.reference}</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
<p class="muted">Received ${when(view.receivedAt)}</p>
${
  view.deletedAt
    ? html`<p class="alert">Deleted ${when(view.deletedAt)} by ${view.deletedBy}: the buyer's personal data was erased.</p>`
    : html`<div class="actions">
  ${email ? html`<a class="button" href="${replyHref(email, view.reference)}">Reply by e-mail</a>` : ''}
  <a class="button danger quiet" href="${action('delete')}">Delete</a>
</div>
<div class="columns">
${saveCard(
  'status',
  'Status',
  html`<select id="status" name="status">${statusOptions(view.status, false)}</select>`,
  html`<p class="muted">${view.statusBy ? html`${view.status} since ${when(view.statusAt)}, set by ${view.statusBy}` : html`${view.status}, not changed yet`}</p>`,
)}
${saveCard('notes', 'Notes', html`<textarea id="notes" name="notes" rows="5" maxlength="${NOTES_MAX}">${view.notes ?? ''}</textarea>`)}
</div>
<section aria-labelledby="h-buyer">
  <h2 id="h-buyer">Buyer</h2>
  <dl class="fields">${keys.map((k) => html`<div><dt>${fieldLabel(k)}</dt><dd>${display(r[k])}</dd></div>`)}</dl>
</section>
<section aria-labelledby="h-lines">
  <h2 id="h-lines">Products</h2>
  ${
    items.length
      ? table(
          'Product lines table',
          ['Product', 'Quantity', 'Unit', 'Grade or size', 'Sample', 'Target price', 'Documents', ...(seen ? ['Price seen'] : [])],
          items.map((i) => {
            const price = i.targetPrice as Record<string, unknown> | undefined;
            return html`<tr><th scope="row">${display(i.product)}</th><td>${display(i.quantity)}</td><td>${display(i.unit ?? '')}</td><td>${display(i.variant ?? '')}</td><td>${i.sample === true ? 'Yes' : ''}</td><td>${price ? `${display(price.amount)} ${display(price.currency)}` : ''}</td><td>${Array.isArray(i.documents) ? i.documents.map(display).join(', ') : ''}</td>${seen ? html`<td>${priceText(i.seenPrice, view.receivedAt)}</td>` : ''}</tr>`;
          }),
        )
      : html`<p>No product lines.</p>`
  }
</section>`
}
<section aria-labelledby="h-deliveries">
  <h2 id="h-deliveries">Deliveries</h2>
  ${
    view.deliveries.length
      ? html`<ul class="deliveries">${view.deliveries.map(
          (d) => html`<li class="card">
  <strong>${KIND_NAMES[d.kind] ?? d.kind}</strong>: <span class="state state-${d.state}">${d.state}</span>, ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}${d.sentAt ? html`, sent ${when(d.sentAt)}` : ''}${d.state === 'pending' && d.nextAttemptAt ? html`, next ${when(d.nextAttemptAt)}` : ''}
  ${d.lastError ? html`<div class="muted">Last error: ${d.lastError}</div>` : ''}
  ${
    d.state === 'failed' && !view.deletedAt
      ? html`<form method="post" action="${action('retry')}">${csrf}<input type="hidden" name="delivery" value="${d.id}"><button type="submit" class="button quiet">Retry now</button></form>`
      : ''
  }
</li>`,
        )}</ul>`
      : html`<p>Nothing was sent for this enquiry (no mail or webhook was configured when it came).</p>`
  }
</section>
<section aria-labelledby="h-history">
  <h2 id="h-history">History</h2>
  <ol class="history">${view.events.map((e) => html`<li><time datetime="${e.at}">${when(e.at)}</time> ${EVENT_NAMES[e.kind] ?? e.kind}${e.detail && e.kind !== 'received' ? html` ${e.detail}` : ''} <span class="muted">by ${e.by}</span></li>`)}</ol>
</section>`,
  });
}

export function deletePage(staff: Staff, reference: string): string {
  return page({
    title: `Delete ${reference}`,
    staff,
    body: html`<p class="crumbs"><a href="${enquiryHref(reference)}">${reference}</a></p>
<h1>Delete ${reference}?</h1>
<div class="card stack narrow">
<p>For an erasure request: the buyer's name, e-mail, company, phone, message, product lines and the notes are erased for good. The reference, when it came, and that you deleted it are kept.</p>
<form method="post" action="${enquiryHref(reference)}/delete" class="actions">
  <input type="hidden" name="csrf" value="${staff.csrf}">
  <button type="submit" class="button danger">Delete</button>
  <a class="button quiet" href="${enquiryHref(reference)}">Cancel</a>
</form>
</div>`,
  });
}

export function messagePage(title: string, text: string, staff?: Staff | null): string {
  return page({ title, staff, body: html`<h1>${title}</h1><p>${text}</p><p><a href="/desk/">Back to the enquiries</a></p>` });
}
