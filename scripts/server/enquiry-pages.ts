import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ENQUIRY_FORM_ID, SENT_ANSWER_ATTR, SENT_SLOT_ATTR, SENT_SLOTS } from '../../src/features/enquiry/enquiry-ids.ts';
import { DRAWN_FIELD, enquiryFields, isEnquiryField, type EnquiryError, type EnquiryField } from '../../src/features/enquiry/rules.ts';
import { fieldErrorIn, type EnquiryWords } from '../../src/features/enquiry/error-words.ts';
import { uiIn } from '../ui/words.ts';
import type { Locale } from '../../src/content/locales.ts';
import { drawnToken } from './drawn-token.ts';
import { answerHeaders, loadHeaderRules } from './header-rules.ts';
import { escapeHtml, HtmlEdit, is, type Element } from '../html-edit.ts';
import { APP_SCRIPTS_ID } from '../render/app-scripts.ts';

/** The real addresses of the two pages the service answers a form post with, in a language (English unprefixed). */
export const contactPage = (locale: Locale) => (locale === 'en' ? '/contact/' : `/${locale}/contact/`);
export const sentPage = (locale: Locale) => `${contactPage(locale)}sent/`;

/**
 * The enquiry words of `locale`: the same catalogue the app's form reads, so an answer from
 * /fr/contact/ says what the form itself would have said, in French.
 */
export const formWords = (locale: Locale): EnquiryWords => uiIn(locale).enquiry;

/** What the form answer carries besides the values: the errors at their fields, or one message for the whole form. */
export interface FormAnswer {
  values: Record<string, string>;
  errors: EnquiryError[];
}

/**
 * The local enquiry service's answers to a plain form post (no JavaScript, or the app not started
 * yet), as pages of the site: the built "Enquiry received" page with the reference filled in, or
 * the built contact page with every value kept and each error at its field. Both are edited
 * through parse5 (html-edit.ts), and read from the build on each answer, so a rebuild under
 * `npm start` is answered with the new pages. They carry no app scripts: the page answers a post,
 * and the app would draw its own (empty) form over the kept values.
 * Without a build (the dev server) the answers are plain pages with the same words.
 */
export function enquiryPages(dist: string | null) {
  const read = (realPath: string): HtmlEdit | null => {
    if (!dist) return null;
    try {
      return new HtmlEdit(readFileSync(path.join(dist, realPath, 'index.html'), 'utf8'));
    } catch {
      return null;
    }
  };

  /** A language's page and its address; English's when that language's is not built (an old build), rather than none. */
  const readIn = (pageOf: (locale: Locale) => string, locale: Locale) => {
    const page = read(pageOf(locale));
    return page ? { page, at: pageOf(locale) } : { page: read(pageOf('en')), at: pageOf('en') };
  };

  /** A page answered at the service's address: its relative URLs still name what they named at its own. */
  const asAnswer = (page: HtmlEdit, realPath: string, title?: string): string => {
    const charset = page.find((el) => el.tagName === 'meta' && page.attr(el, 'charset') !== undefined);
    if (charset) page.after(charset, `\n    <base href="${escapeHtml(realPath)}">`);
    for (const el of page.all((e) => (e.tagName === 'template' && page.attr(e, 'id') === APP_SCRIPTS_ID) || (e.tagName === 'script' && page.attr(e, 'id') === 'app-loader'))) {
      page.remove(el);
    }
    const html = page.find(is(page, 'html'));
    if (html) for (const name of ['data-hash-route', 'data-real-path']) page.removeAttr(html, name);
    const titleEl = page.find(is(page, 'title'));
    if (title && titleEl) page.setInner(titleEl, escapeHtml(`${title} | ${titleEl.childNodes.map((n) => ('value' in n ? n.value : '')).join('')}`));
    return page.toString();
  };

  return {
    /** "Enquiry received", with the reference to quote and the address the reply goes to. */
    sent(reference: string, email: string, locale: Locale = 'en'): string {
      const { page, at } = readIn(sentPage, locale);
      if (!page) return plainPage('Enquiry received', [`Thank you: your enquiry has arrived.`, `Your reference: ${reference}.`, `We will reply to ${email}.`]);
      const block = page.find((el) => page.attr(el, SENT_ANSWER_ATTR) !== undefined);
      if (block) page.removeAttr(block, 'hidden');
      const slot = (name: string) => page.find((el) => page.attr(el, SENT_SLOT_ATTR) === name);
      const fill = (el: Element | undefined, text: string) => el && page.setInner(el, escapeHtml(text));
      fill(slot(SENT_SLOTS.reference), reference);
      fill(slot(SENT_SLOTS.email), email);
      return asAnswer(page, at);
    },

    /** The contact page's form as the buyer sent it: every value kept, each error under its field, focus on the first. */
    form({ values, errors }: FormAnswer, locale: Locale = 'en'): string {
      const words = formWords(locale);
      const fieldErrors = new Map<EnquiryField, string[]>();
      const formErrors: string[] = [];
      for (const error of errors) {
        if (isEnquiryField(error.field)) fieldErrors.set(error.field, [...(fieldErrors.get(error.field) ?? []), fieldErrorIn(words, error.field, error)]);
        else formErrors.push(error.message);
      }
      const { page, at } = readIn(contactPage, locale);
      const form = page?.find((el) => el.tagName === 'form' && page.attr(el, 'id') === ENQUIRY_FORM_ID);
      if (!page || !form) {
        const lines = [...formErrors, ...[...fieldErrors.values()].flat()];
        return plainPage('Your enquiry was not sent', ['Your enquiry was not sent:', ...lines, 'Go back, correct it and send it again.']);
      }
      const inForm = (test: (el: Element) => boolean) => page.all(test).filter((el) => within(el, form));
      let first = true;
      for (const { name } of enquiryFields) {
        const control = inForm((el) => ['input', 'textarea', 'select'].includes(el.tagName) && page.attr(el, 'name') === name)[0];
        if (!control) continue;
        const value = values[name] ?? '';
        if (control.tagName === 'textarea') {
          // The parser drops one line break right after <textarea>: a message that starts with one keeps it.
          page.setInner(control, escapeHtml(value.startsWith('\n') ? `\n${value}` : value));
        } else if (control.tagName === 'select') {
          for (const option of control.childNodes.filter((n): n is Element => 'tagName' in n && n.tagName === 'option')) {
            const chosen = (page.attr(option, 'value') ?? '') === value;
            if (chosen && page.attr(option, 'selected') === undefined) page.addAttrs(option, { selected: '' });
            if (!chosen) page.removeAttr(option, 'selected');
          }
        } else page.setAttr(control, 'value', value);
        const messages = fieldErrors.get(name);
        if (!messages) continue;
        const id = page.attr(control, 'id') ?? `${ENQUIRY_FORM_ID}-${name}`;
        page.setAttr(control, 'aria-invalid', 'true');
        page.setAttr(control, 'aria-describedby', `${id}-error`);
        if (first) page.addAttrs(control, { autofocus: '' });
        first = false;
        // The error sits under the field, as the app puts it (enquiry-form.tsx).
        const box = control.parentNode && 'tagName' in control.parentNode ? control.parentNode : control;
        page.after(box, `<p id="${escapeHtml(id)}-error" class="mt-1.5 text-sm font-medium text-danger">${escapeHtml(messages.join('. '))}</p>`);
      }
      const summary = [
        fieldErrors.size > 0 ? words.formAnswer.notSentYet : '',
        ...formErrors,
      ].filter(Boolean);
      page.prepend(
        form,
        `<p role="alert" class="rounded-control border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">${escapeHtml(summary.join(' '))}</p>`,
      );
      drawInto(page, form);
      // The title in the language of the page answered (English when that language's page is not built).
      return asAnswer(page, at, formWords(at === contactPage(locale) ? locale : 'en').formAnswer.title);
    },

    /**
     * The contact page with the message box naming a product: where "Add {product} to enquiry"
     * leads without script (`/contact/?product=...`). Nothing else of the page changes, its app
     * scripts included; null without a build.
     */
    prefilled(product: string, locale: Locale = 'en'): string | null {
      const page = read(contactPage(locale));
      if (!page) return null;
      const form = page.find((el) => el.tagName === 'form' && page.attr(el, 'id') === ENQUIRY_FORM_ID);
      const box = form && page.all((el) => el.tagName === 'textarea' && page.attr(el, 'name') === 'message').find((el) => within(el, form));
      if (!box) return null;
      // The product (its English name, as the list names it for the sales team) and what a
      // quotation needs, in the page's language (the buyer answers in it).
      page.setInner(box, escapeHtml(formWords(locale).formAnswer.prefilled({ product })));
      drawInto(page, form);
      // Served at the page's own address, and kept whole: with script the app adopts it as ever and
      // puts the product on the list (the message box is then the app's).
      return page.toString();
    },

    /** An answer that is not about the form's content (a post from another site): a plain page that says so. */
    refused(message: string): string {
      return plainPage('Enquiry not accepted', [message]);
    },
  };
}

/** The longest product name taken from an address: longer is not a product of the catalogue. */
const MAX_PRODUCT = 200;

/**
 * GET /contact/?product=X under `npm start`: the built contact page with X named in the message
 * box. Any other request for /contact/ is the build's file (the route answers `false`).
 */
export function productEnquiryPage(dist: string | null, locale: Locale = 'en') {
  const pages = enquiryPages(dist);
  const rules = loadHeaderRules(dist);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const product = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('product')?.split('').map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('').trim();
    if (!product || product.length > MAX_PRODUCT) return false;
    const html = pages.prefilled(product, locale);
    if (!html) return false;
    // The contact page's own headers (header-rules.ts), as the file would have been sent with.
    res.writeHead(200, { ...answerHeaders(rules, req, (req.url ?? '/').split('?')[0]!), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
    return true;
  };
}

/** The time the server drew the form (drawn-token.ts), in the form's own `_drawn` field, or a field added for it (an older build's page has none). */
function drawInto(page: HtmlEdit, form: Element) {
  const field = page.all((el) => el.tagName === 'input' && page.attr(el, 'name') === DRAWN_FIELD).find((el) => within(el, form));
  if (field) page.setAttr(field, 'value', drawnToken());
  else page.prepend(form, `<input type="hidden" name="${DRAWN_FIELD}" value="${drawnToken()}">`);
}

/** Whether `el` is `ancestor` or inside it. */
function within(el: Element, ancestor: Element): boolean {
  for (let node: Element['parentNode'] = el; node; node = 'parentNode' in node ? node.parentNode : null) if (node === ancestor) return true;
  return false;
}

/** A minimal page of plain paragraphs: the dev server's answer, where no built page exists. */
function plainPage(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="/contact/">Back to the contact page</a></p></main></body></html>`;
}
