import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageComposer } from '../../scripts/render/page-html.ts';
import { productEnquiryPage } from '../../scripts/server/enquiry-pages.ts';
import { serverRoutes } from '../../scripts/server/routes.ts';
import { createEnquiryHandler, type EnquiryServiceOptions } from '../../scripts/server/enquiry-service.ts';
import { SENT_PAGE_TOKEN } from '../../src/features/enquiry/enquiry-ids.ts';
import { deferAppScripts } from '../../scripts/vite/deferred-app.ts';
import { EnquiryForm } from '../../src/features/enquiry/enquiry-form.tsx';
import { EnquirySentScreen } from '../../src/templates/enquiry-sent-screen.tsx';
import { LocaleProvider } from '../../src/components/i18n/locale-context.tsx';
import { fr } from '../../scripts/ui/words.ts';
import { loadUi } from '../../src/components/i18n/ui/load.ts';
import { localeTableLater } from '../../src/routing/locale-tables.ts';

/**
 * Issue 27, item 1: the contact page's form posts without JavaScript. The service takes the plain
 * form post from the site's own pages, with the JSON path's rules and idempotency, and answers with
 * the site's own pages: "Enquiry received" with the reference, or the form with every value kept and
 * each error at its field. The pages here are the real form and screen, composed as the build does.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'enquiry-form-post-'));
const dist = path.join(dir, 'dist');
const logFile = path.join(dir, 'enquiries.jsonl');
const servers: Server[] = [];

const template = deferAppScripts(
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <title>Site</title>',
    '    <meta name="description" content="" />',
    '    <script type="module" crossorigin src="./assets/index-abc.js"></script>',
    '  </head>',
    '  <body>',
    '    <div id="root"><!--app-html--></div>',
    '  </body>',
    '</html>',
  ].join('\n'),
);

function writePage(realPath: string, title: string, markup: string) {
  const html = pageComposer(template)({
    root: '../'.repeat(realPath.split('/').filter(Boolean).length),
    title,
    description: '',
    head: [],
    preloads: [],
    markup,
    htmlAttributes: { 'data-hash-route': realPath.replace(/\/$/, ''), 'data-real-path': realPath },
    keepInlineScripts: false,
  });
  mkdirSync(path.join(dist, realPath), { recursive: true });
  writeFileSync(path.join(dist, realPath, 'index.html'), html);
}

async function startService(options: EnquiryServiceOptions = {}): Promise<string> {
  const handle = createEnquiryHandler({ logFile, log: () => {}, dist, ...options });
  const server = createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiry`;
}

let url: string;
let origin: string;
beforeAll(async () => {
  writePage('/contact/', 'Contact Us | Company', renderToString(<MemoryRouter initialEntries={['/contact']}><main><EnquiryForm /></main></MemoryRouter>));
  writePage('/contact/sent/', 'Enquiry received | Company', renderToString(<MemoryRouter initialEntries={['/contact/sent']}><main><EnquirySentScreen /></main></MemoryRouter>));
  // The French pages, as the build writes /fr/contact/ and /fr/contact/sent/ (their words loaded first, as the locale's route does).
  await Promise.all([loadUi('fr'), localeTableLater('fr')]);
  const inFrench = (path: string, children: React.ReactNode) => renderToString(<LocaleProvider locale="fr"><MemoryRouter initialEntries={[path]}><main>{children}</main></MemoryRouter></LocaleProvider>);
  writePage('/fr/contact/', 'Contact | Company', inFrench('/fr/contact', <EnquiryForm />));
  writePage('/fr/contact/sent/', `${fr.enquiry.sentPage.eyebrow} | Company`, inFrench('/fr/contact/sent', <EnquirySentScreen />));
  url = await startService();
  origin = new URL(url).origin;
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface PageAnswer {
  status: number;
  type: string;
  html: string;
  page: Document;
}

/** A form post as a browser sends it: urlencoded, from the page's own origin. */
function postForm(fields: Record<string, string>, headers: Record<string, string> = {}, target = url): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const html = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), html, page: new DOMParser().parseFromString(html, 'text/html') });
        });
      },
    );
    req.on('error', reject);
    req.end(new URLSearchParams(fields).toString());
  });
}

const lines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : []);
const stamp = () => crypto.randomUUID().slice(0, 8);
/** What the static form posts: every field, the empty honeypot, the optional fields left empty. */
const formBody = (over: Record<string, string> = {}) => ({
  'first-name': 'Amina',
  'last-name': `Yusuf ${stamp()}`,
  email: 'amina@example.com',
  phone: '',
  company: 'Gulf Foods LLC',
  country: 'Oman',
  port: 'Sohar',
  incoterm: 'CIF',
  message: 'Please quote 2 MT of cumin seeds, Europe quality.',
  _gotcha: '',
  ...over,
});

describe('a form post without JavaScript (issue 27, item 1)', () => {
  it('stores one enquiry and answers with the "Enquiry received" page showing its reference; no app scripts, no enquiry data in any address', async () => {
    const body = formBody();
    const answer = await postForm(body);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    const mine = lines().filter((l) => l['last-name'] === body['last-name']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ email: 'amina@example.com', company: 'Gulf Foods LLC', country: 'Oman', port: 'Sohar', incoterm: 'CIF', reference: expect.stringMatching(/^ENQ-/) });
    expect(mine[0]).not.toHaveProperty('phone');
    expect(mine[0]).not.toHaveProperty('_gotcha');
    const block = answer.page.querySelector('[data-enquiry-answer]')!;
    expect(block.hasAttribute('hidden')).toBe(false);
    expect(block.querySelector('[data-slot="reference"]')!.textContent).toBe(mine[0]!.reference);
    expect(block.querySelector('[data-slot="email"]')!.textContent).toBe('amina@example.com');
    expect(answer.page.querySelector('h1')!.textContent).toMatch(/enquiry has arrived/i);
    // A page answering a post: the app would draw its own empty page over it.
    expect(answer.page.querySelector('template#app-scripts, script#app-loader')).toBeNull();
    // Its links and pictures resolve from the page's own address, not the service's.
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/contact/sent/');
    for (const a of answer.page.querySelectorAll('a[href]')) expect(a.getAttribute('href')).not.toContain('amina');
  });

  it('the browser’s "send again" after a reload posts the same text: the same reference, stored once', async () => {
    const body = formBody();
    const first = await postForm(body);
    const again = await postForm(body);
    const reference = (a: PageAnswer) => a.page.querySelector('[data-slot="reference"]')!.textContent;
    expect(reference(again)).toBe(reference(first));
    expect(lines().filter((l) => l['last-name'] === body['last-name'])).toHaveLength(1);
    // Another enquiry from the same buyer is another enquiry.
    const other = await postForm({ ...body, message: 'And 1 MT of black pepper.' });
    expect(reference(other)).not.toBe(reference(first));
    expect(lines().filter((l) => l['last-name'] === body['last-name'])).toHaveLength(2);
  });

  it('a field error returns the contact page with every value kept, the error at its field and the focus there; nothing stored', async () => {
    const message = '\n<b>Markup</b> & "quotes", kept as text\nsecond line';
    const body = formBody({ email: 'amina at example', 'first-name': ' ', message });
    const answer = await postForm(body);
    expect(answer.status).toBe(422);
    expect(lines().some((l) => l['last-name'] === body['last-name'])).toBe(false);
    const form = answer.page.getElementById('enquiry-form') as HTMLFormElement;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('last-name').value).toBe(body['last-name']);
    expect(field('email').value).toBe('amina at example');
    expect(field('company').value).toBe('Gulf Foods LLC');
    expect(field('port').value).toBe('Sohar');
    expect((field('country') as unknown as HTMLSelectElement).value).toBe('Oman');
    expect((field('incoterm') as unknown as HTMLSelectElement).value).toBe('CIF');
    expect((field('message') as unknown as HTMLTextAreaElement).value).toBe(message);
    expect(form.querySelectorAll('b')).toHaveLength(0);
    for (const [name, text] of [['first-name', 'First name is required'], ['email', 'Email must be an e-mail address, like name@company.com']]) {
      expect(field(name!).getAttribute('aria-invalid')).toBe('true');
      const described = answer.page.getElementById(field(name!).getAttribute('aria-describedby')!);
      expect(described!.textContent).toBe(text);
    }
    expect(field('first-name').hasAttribute('autofocus')).toBe(true);
    expect(field('email').hasAttribute('autofocus')).toBe(false);
    expect(field('last-name').getAttribute('aria-invalid')).toBe('false');
    expect(form.querySelector('[role="alert"]')!.textContent).toMatch(/has not been sent yet/);
    expect(answer.page.title).toMatch(/^Please check your enquiry \| Contact Us/);
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/contact/');
    // The page posts to the service again, from any address it is shown at.
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/enquiry');
  });

  it('refuses a post from another website with a page that says so, and stores nothing', async () => {
    const body = formBody();
    const answer = await postForm(body, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.page.body.textContent).toContain('Enquiries are accepted only from this website');
    expect(lines().some((l) => l['last-name'] === body['last-name'])).toBe(false);
  });

  it('a filled honeypot gets the same page a person would, and nothing is stored', async () => {
    const body = formBody({ _gotcha: 'http://spam.example' });
    const answer = await postForm(body);
    expect(answer.status).toBe(200);
    expect(answer.page.querySelector('[data-slot="reference"]')!.textContent).toMatch(/^ENQ-/);
    expect(lines().some((l) => l['last-name'] === body['last-name'])).toBe(false);
  });

  it('an idempotency key reused for another text answers 409 with the form kept and the reason', async () => {
    const key = `test-${crypto.randomUUID()}`;
    expect((await postForm(formBody({ _key: key }))).status).toBe(200);
    const changed = formBody({ _key: key, message: 'Something else entirely' });
    const answer = await postForm(changed);
    expect(answer.status).toBe(409);
    expect(answer.page.querySelector('[role="alert"]')!.textContent).toMatch(/already used for a different enquiry/);
    expect((answer.page.querySelector('[name="message"]') as HTMLTextAreaElement).value).toBe('Something else entirely');
  });

  it('an enquiry over 64 KB gets the form again with the reason, nothing stored', async () => {
    const answer = await postForm(formBody({ message: 'x'.repeat(70_000) }));
    expect(answer.status).toBe(413);
    expect(answer.page.querySelector('[role="alert"]')!.textContent).toMatch(/too long/);
  });

  it('without a build (the dev server) the answers are plain pages with the same words', async () => {
    const plain = await startService({ dist: null });
    const own = { Origin: new URL(plain).origin };
    const ok = await postForm(formBody(), own, plain);
    expect(ok.status).toBe(200);
    expect(ok.page.body.textContent).toMatch(/Your reference: ENQ-/);
    const bad = await postForm(formBody({ email: '' }), own, plain);
    expect(bad.status).toBe(422);
    expect(bad.page.body.textContent).toContain('Email is required');
  });
});

describe('"Add … to enquiry" without JavaScript (issue 27, item 1)', () => {
  async function get(address: string, handle = productEnquiryPage(dist)): Promise<{ handled: boolean; status: number; html: string }> {
    let handled = false;
    const server = createServer((req, res) => {
      handled = handle(req, res);
      if (!handled) res.writeHead(204).end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${address}`);
    return { handled, status: answer.status, html: await answer.text() };
  }

  it('/contact/?product=X is the contact page with X named in the message box, as text', async () => {
    const product = 'Cashew <W320> & "Kernels"';
    const answer = await get(`/contact/?${new URLSearchParams({ product })}`);
    expect(answer.handled).toBe(true);
    const page = new DOMParser().parseFromString(answer.html, 'text/html');
    const message = page.querySelector<HTMLTextAreaElement>('#enquiry-form [name="message"]')!;
    expect(message.value).toContain(product);
    expect(page.querySelectorAll('#enquiry-form W320')).toHaveLength(0);
    // Nothing else is filled in, and no error is shown.
    expect(page.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('');
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('/fr/contact/?product=X (the link on a French page) is the French contact page with X named in a French message (review of issue 31)', async () => {
    const route = serverRoutes(dist).find((r) => r.path === '/fr/contact/');
    expect(route).toBeDefined();
    const product = 'Vitamin A Palmitate 1.7 M IU/g';
    const answer = await get(`/fr/contact/?${new URLSearchParams({ product })}`, route!.handle as ReturnType<typeof productEnquiryPage>);
    expect(answer.handled).toBe(true);
    const page = new DOMParser().parseFromString(answer.html, 'text/html');
    expect(page.querySelector('form input[name="locale"]')?.getAttribute('value')).toBe('fr');
    expect(page.querySelector<HTMLTextAreaElement>('#enquiry-form [name="message"]')!.value).toBe(fr.enquiry.formAnswer.prefilled({ product }));
  });

  it('any other request for /contact/ is left to the build', async () => {
    expect((await get('/contact/')).handled).toBe(false);
    expect((await get('/contact/?product=')).handled).toBe(false);
    expect((await get(`/contact/?product=${'x'.repeat(500)}`)).handled).toBe(false);
  });
});

describe('a form post from another language\'s page (issue 31)', () => {
  /** What the French static form posts besides what the buyer types: its hidden fields. */
  const hiddenFields = () => {
    const page = new DOMParser().parseFromString(readFileSync(path.join(dist, 'fr/contact/index.html'), 'utf8'), 'text/html');
    return Object.fromEntries([...page.querySelectorAll<HTMLInputElement>('form input[type="hidden"]')].map((i) => [i.name, i.value]));
  };

  it('carries the page\'s language, is stored with it, and is answered with that language\'s "Enquiry received" page', async () => {
    expect(hiddenFields()).toMatchObject({ locale: 'fr' });
    const body = formBody({ ...hiddenFields() });
    const answer = await postForm(body);
    expect(answer.status).toBe(200);
    const mine = lines().filter((l) => l['last-name'] === body['last-name']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ locale: 'fr' });
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/fr/contact/sent/');
    expect(answer.page.body.textContent).toContain(fr.enquiry.sentPage.eyebrow);
    expect(answer.page.querySelector('[data-slot="reference"]')!.textContent).toBe(mine[0]!.reference);
  });

  it('a field error returns the French contact page with the values kept', async () => {
    const body = formBody({ ...hiddenFields(), email: 'not an address' });
    const answer = await postForm(body);
    expect(answer.status).toBe(422);
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/fr/contact/');
    expect(answer.page.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('not an address');
  });

  it('its errors are in the page\'s language, the words of the app\'s own form (review of issue 31)', async () => {
    const body = formBody({ ...hiddenFields(), email: 'not an address', 'first-name': ' ', phone: 'call me' });
    const answer = await postForm(body);
    expect(answer.status).toBe(422);
    const described = (name: string) => {
      const control = answer.page.querySelector(`#enquiry-form [name="${name}"]`)!;
      return answer.page.getElementById(control.getAttribute('aria-describedby')!)!.textContent;
    };
    const e = fr.enquiry.errors;
    expect(described('first-name')).toBe(e.field({ label: fr.enquiry.fields['first-name'], message: e.required }));
    expect(described('email')).toBe(e.field({ label: fr.enquiry.fields.email, message: e.email }));
    expect(described('phone')).toBe(e.field({ label: fr.enquiry.fields.phone, message: e.phone }));
    expect(answer.page.querySelector('#enquiry-form [role="alert"]')!.textContent).toBe(fr.enquiry.formAnswer.notSentYet);
    expect(answer.page.title.startsWith(`${fr.enquiry.formAnswer.title} | `)).toBe(true);
  });

  it('an enquiry too long to read is answered with the French form when it came from the French page', async () => {
    const answer = await postForm(formBody({ ...hiddenFields(), message: 'x'.repeat(70_000) }), { Referer: `${origin}/fr/contact/` });
    expect(answer.status).toBe(413);
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/fr/contact/');
    expect(answer.page.querySelector('[role="alert"]')!.textContent).toBe(fr.enquiry.formAnswer.tooLarge({ kb: '64' }));
  });

  it('a language the site does not have is refused, with the English form and nothing stored', async () => {
    const body = formBody({ locale: 'xx' });
    const answer = await postForm(body);
    expect(answer.status).toBe(422);
    expect(answer.page.querySelector('base')!.getAttribute('href')).toBe('/contact/');
    expect(lines().some((l) => l['last-name'] === body['last-name'])).toBe(false);
  });
});

describe('a hosted form service (VITE_FORM_ENDPOINT) (issue 27, item 1)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('the static form posts there, with the redirect field naming the "Enquiry received" page, for a browser without script only', () => {
    vi.stubEnv('VITE_FORM_ENDPOINT', 'https://forms.example/f/abc');
    const html = renderToString(<MemoryRouter initialEntries={['/contact']}><EnquiryForm /></MemoryRouter>);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://forms.example/f/abc');
    // In <noscript>: the build writes the page's absolute address in place of the token.
    expect(html).toMatch(new RegExp(`<noscript><input type="hidden" name="_next" value="${SENT_PAGE_TOKEN}"/></noscript>`));
    vi.stubEnv('VITE_FORM_REDIRECT_FIELD', '_redirect');
    expect(renderToString(<MemoryRouter initialEntries={['/contact']}><EnquiryForm /></MemoryRouter>)).toContain('name="_redirect"');
  });

  it('the local service needs no redirect field', () => {
    vi.stubEnv('VITE_FORM_ENDPOINT', '');
    expect(renderToString(<MemoryRouter initialEntries={['/contact']}><EnquiryForm /></MemoryRouter>)).not.toContain(SENT_PAGE_TOKEN);
  });
});
