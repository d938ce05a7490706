import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { kinds } from '../../src/content/collections.ts';
import type { ProductFact } from '../../src/content/define-kind.ts';
import type { RenderedRoute } from '../../src/entry-render.tsx';
import { SENT_PAGE_TOKEN } from '../../src/features/enquiry/enquiry-ids.ts';
import { addressKey, localeAddress, localizedTo, screenAddress, splitLocale } from '../../src/routing/addresses.ts';
import { uiIn } from '../ui/words.ts';
import { localeInfo, locales, prefixedLocales, type Locale } from '../../src/content/locales.ts';
import { localeScreens, redirects, screens, type ScreenRoute } from '../../src/routing/routes.ts';
import { plainHash, type RealHref } from '../../src/routing/real-links.ts';
import { contentManifest, siteAddresses, type SiteAddress } from '../content/addresses.ts';
import type { LoadedContent } from '../content/model.ts';
import { headTags, type PageHead, type ProductData } from './head.ts';
import type { Price } from '../../src/content/trade-details.ts';
import { ogImage, ogImagePlan, type OgImageInput } from './og-image.ts';
import { pictureOf } from './share-pictures.ts';
import { pageComposer, rootOf, SSR_ROOT, staticMarkup } from './page-html.ts';
import { lastCommitDates, lastModified, robotsTxt, sitemapLines, sitemapXml } from './sitemap.ts';

type Render = (hashPath: string, realHref: RealHref | null) => Promise<RenderedRoute>;

export interface RenderSiteOptions {
  content: LoadedContent;
  /** The client build's folder: index.html is the template, pages are written beside it. */
  dist: string;
  /** The server build's entry (src/entry-render.tsx built), which exports `render`. */
  ssrEntry: string;
  /** What each address's route loads (route-preload.ts addressPreloads), by addressKey. */
  preloads: Map<string, string[]>;
  /** SITE_URL: where the site is published, ending in "/". */
  siteUrl: string;
  /** Worker threads to render with; by default one per core for a large catalogue, none for a small one. */
  threads?: number;
  /**
   * Hashes of share pictures another thread is drawing into the cache (share-pictures.ts): a page
   * whose picture is one of them names it and leaves the file to finishSharePictures, instead of
   * drawing it too or waiting for it.
   */
  drawnElsewhere?: string[];
}

export interface RenderSiteResult {
  pages: number;
  ogImages: number;
  /** Product pages (catalogue entries) by size, largest first: their address and bytes. */
  productPages: { realPath: string; bytes: number }[];
  /** Share pictures named by the pages, drawn elsewhere: for finishSharePictures once they are. */
  waitingPictures: WaitingPicture[];
}

/** A page's share picture, named in its HTML, that another thread draws: copied into dist/ once drawn. */
export interface WaitingPicture {
  /** Where it goes in dist/. */
  file: string;
  /** Where it will be in the cache. */
  cached: string;
  /** To draw it here if it is not there (its thread failed), and the file an editor would fix. */
  input: OgImageInput;
  owner: string;
  realPath: string;
}

const notDrawnError = (owner: string, realPath: string, error: unknown) =>
  new Error(`${owner}: the share picture of ${realPath} could not be drawn: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

/**
 * Puts each waiting share picture into dist/ (after the threads drawing them are done): a copy from
 * the cache, or, where that thread could not draw it, drawn here, or the build stops naming the
 * file to fix.
 */
export async function finishSharePictures(waiting: WaitingPicture[]): Promise<void> {
  for (const w of waiting) {
    if (existsSync(w.cached)) {
      copyFileSync(w.cached, w.file);
      continue;
    }
    try {
      writeFileSync(w.file, await ogImage(w.input).data);
    } catch (error) {
      throw notDrawnError(w.owner, w.realPath, error);
    }
  }
}

/**
 * What a product page's HTML may weigh (issue 30: "a static product page's HTML <= 60 KB", read as
 * 60,000 bytes), in every language: the build reports each page over it (scripts/build.ts).
 */
export const PRODUCT_PAGE_BUDGET = 60_000;


/**
 * Every in-app address to the real address of its static page, redirects to their target's,
 * ignoring case as the router does. Two addresses that fold to one real address are an error:
 * one page would silently overwrite the other.
 */
export function realAddressMap(addresses: SiteAddress[]): Map<string, string> {
  const map = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const a of addresses) {
    const other = owner.get(a.realPath);
    if (other) throw new Error(`"${other}" and "${a.entry?.file ?? a.hashPath}" would both be published at ${a.realPath}: rename one`);
    owner.set(a.realPath, a.entry?.file ?? a.hashPath);
    map.set(addressKey(a.hashPath), a.realPath);
  }
  for (const r of redirects) {
    const target = map.get(addressKey(r.to));
    if (target) map.set(addressKey(r.path), target);
  }
  return map;
}

/**
 * Links of a page at `root`: to the real address of the target's static page, else (a screen) its
 * hash address. `plain` where the app's hash address is the real one's path (real-links.ts): the
 * page then carries no `data-app-href` for the link.
 */
export function realHrefFor(root: string, map: Map<string, string>): RealHref {
  return ({ pathname, search, hash }) => {
    // A link on a page in another language to a page not translated into it leads to the English page.
    const real = map.get(addressKey(pathname)) ?? map.get(addressKey(splitLocale(pathname).path));
    if (!real) return { href: `${root}#${pathname}${search}`, plain: false };
    return { href: `${root}${real.slice(1)}${search}${hash}`, plain: plainHash(real, search, hash) === `#${pathname}${search}${hash}` };
  };
}

export interface RenderSetup extends Pick<RenderSiteOptions, 'content' | 'dist' | 'siteUrl' | 'ssrEntry'> {
  /** dist/index.html as the browser build wrote it. */
  template: string;
  /** What each address's route loads, by addressKey. */
  preloads: Record<string, string[]>;
  /** Each content file's last commit date (sitemap.ts lastCommitDates). */
  commits: Record<string, string>;
  /** RenderSiteOptions.drawnElsewhere. */
  drawnElsewhere: string[];
}

export interface RenderedPage {
  loc: string;
  lastmod: string;
  shareImage: boolean;
  /** The page in every language it is published in (sitemap alternates). */
  alternates: { hreflang: string; href: string }[];
  realPath: string;
  /** The HTML's size in bytes, as written. */
  bytes: number;
  /** A catalogue entry's page (a product page: JSON-LD Product). */
  product: boolean;
  /** Its share picture, if another thread draws it. */
  waitingPicture?: WaitingPicture;
}

/**
 * What renders the site's pages, one address at a time: in the build's own thread for a small
 * site, in each worker thread of a large one (render-worker.ts), from the same setup.
 */
export async function pageRenderer(setup: RenderSetup) {
  const { content, dist, siteUrl, template } = setup;
  const { render } = (await import(pathToFileURL(setup.ssrEntry).href)) as { render: Render };
  const addresses = siteAddresses(content);
  const map = realAddressMap(addresses);
  const lines = sitemapLines(addresses, siteUrl);
  const alternatesOf = (a: SiteAddress) => lines.get(a.realPath)?.alternates ?? [];
  const commits = new Map(Object.entries(setup.commits));
  const absolute = (realPath: string) => new URL(realPath.slice(1), siteUrl).href;
  const defaultImage = new URL('og-image.png', siteUrl).href;
  /** The first crumb of every page's breadcrumb JSON-LD: home in the page's language, at its address. */
  const homeCrumb = (locale: Locale) => ({ name: uiIn(locale).common.home, url: absolute(locale === 'en' ? '/' : `/${locale}/`) });
  // Each language's form lands on its own "Enquiry received" page.
  const sentPage = (locale: Locale) => absolute(localeAddress(screenAddress(screens.find((s) => s.id === 'enquiry-sent')!), locale).realPath);
  const company = content.site.company.name;
  const pageFiles = new Map([...content.pages, ...prefixedLocales.flatMap((l) => content.localized[l].pages)].map((p) => [p.address.hashPath, p.file]));
  const ogDir = path.join(dist, 'assets/og');
  mkdirSync(ogDir, { recursive: true });
  const composePage = pageComposer(template, dist, { checkFacts: process.env.PAGE_FACTS_CHECK === '1' });
  const drawnElsewhere = new Set(setup.drawnElsewhere);

  /** Writes a rendered page (a page route's, an entry's or a screen's) into the template at `file`; returns its HTML. */
  function writePage(file: string, rendered: RenderedRoute, locale: Locale, page: { root: string; head: PageHead; preloads: string[]; htmlAttributes: Record<string, string>; keepInlineScripts: boolean }): string {
    const { root } = page;
    // The contact page's redirect field for a hosted form service: the "Enquiry received" page's absolute address.
    const markup = staticMarkup(rendered.html.replaceAll(SSR_ROOT, () => root).replaceAll(SENT_PAGE_TOKEN, () => sentPage(locale)), root, dist);
    const html = composePage({
      root,
      title: rendered.meta.title,
      description: rendered.meta.description,
      // A page in another language describes the company in it (site.<locale>.json).
      head: headTags(page.head, locale === 'en' ? content.site : content.localized[locale].site, siteUrl),
      // A picture inlined into the page needs no preload.
      preloads: page.preloads.filter((f) => f.endsWith('.js') || markup.html.includes(`${root}${f}`)),
      markup,
      htmlAttributes: page.htmlAttributes,
      lang: { lang: locale, dir: localeInfo[locale].dir },
      keepInlineScripts: page.keepInlineScripts,
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return html;
  }

  async function renderAddress(a: SiteAddress): Promise<RenderedPage> {
    const root = rootOf(a.realPath);
    const rendered = await render(a.hashPath, realHrefFor(root, map));
    if (rendered.status !== 200) throw new Error(`${a.hashPath} rendered with status ${rendered.status}`);
    const canonical = absolute(a.realPath);
    const picture = pictureOf(a, content);
    let image = defaultImage;
    // Name the file an editor can fix, not a stack in sharp.
    const owner = a.entry?.file ?? pageFiles.get(a.hashPath) ?? a.realPath;
    const notDrawn = (error: unknown) => notDrawnError(owner, a.realPath, error);
    const orNotDrawn = <T>(step: () => T): T => {
      try {
        return step();
      } catch (error) {
        throw notDrawn(error);
      }
    };
    let og: { file: string; data: Promise<Buffer> } | null = null;
    let waitingPicture: WaitingPicture | undefined;
    if (picture.source) {
      const input = { ...picture, title: rendered.name, company };
      const plan = orNotDrawn(() => ogImagePlan(input));
      const name = `${a.realPath.split('/').filter(Boolean).join('-') || 'home'}-${plan.hash.slice(0, 8)}.${plan.type}`;
      const file = path.join(ogDir, name);
      // The page needs only the picture's name: one another thread is drawing is copied at the end.
      if (!plan.cached && drawnElsewhere.has(plan.hash)) waitingPicture = { file, cached: plan.file, input, owner, realPath: a.realPath };
      else {
        // Drawn while the page is composed below (no await in between: a failure is handled there).
        og = { file, data: orNotDrawn(() => ogImage(input, plan)).data };
      }
      image = new URL(`assets/og/${name}`, siteUrl).href;
    }
    const facts = a.entry ? ((kinds[a.entry.collection] as { facts?: (e: unknown) => ProductFact[] }).facts?.(a.entry.data) ?? []) : [];
    const head: PageHead = {
      ...rendered.meta,
      canonical,
      alternates: alternatesOf(a),
      image,
      imageAlt: rendered.name ? `${rendered.name}, ${company}` : company,
      type: a.entry ? 'product' : 'website',
      breadcrumbs: [
        homeCrumb(a.locale ?? 'en'),
        // A crumb names its page in the page's language: its address there, where it is translated (else the English page, which is what the link opens).
        ...rendered.crumbs.map((c) => ({ name: c.label, url: absolute(map.get(addressKey(localizedTo(c.to, a.locale ?? 'en'))) ?? map.get(addressKey(c.to)) ?? '/') })),
        // A home (English or a language's) is its first crumb already.
        ...(a.realPath === (a.locale ? `/${a.locale}/` : '/') ? [] : [{ name: rendered.name, url: canonical }]),
      ],
      // The Product's description is the page's search snippet (its meta description), not the whole
      // text the page shows beside it: those words twice put the Arabic API pages over the budget (issue 49).
      ...(a.entry ? { product: { name: a.entry.title, description: rendered.meta.description, image, facts, ...priceOf(a.entry.data) } } : {}),
    };
    const isHome = a.realPath === '/';
    const html = writePage(path.join(dist, a.realPath, 'index.html'), rendered, a.locale ?? 'en', {
      root,
      head,
      preloads: setup.preloads[addressKey(a.hashPath)] ?? [],
      // Home's index.html is also the shell of every hash address: it carries no route of its own.
      htmlAttributes: isHome ? {} : { 'data-hash-route': a.hashPath, 'data-real-path': a.realPath },
      keepInlineScripts: isHome,
    });
    if (og) {
      try {
        writeFileSync(og.file, await og.data);
      } catch (error) {
        throw notDrawn(error);
      }
    }
    return {
      loc: canonical,
      lastmod: lastModified(a.entry?.file ?? pageFiles.get(a.hashPath) ?? content.siteFile, commits),
      shareImage: picture.source !== null,
      alternates: alternatesOf(a),
      realPath: a.realPath,
      bytes: Buffer.byteLength(html),
      product: a.entry !== undefined,
      ...(waitingPicture ? { waitingPicture } : {}),
    };
  }

  /**
   * A screen every language's manifest has a static page for (localeScreens): noindex, no
   * canonical, not in the sitemap. The not-found screen is 404.html, served for any unknown address
   * at any depth, so its URLs start from the site's path, not its own place; each other language has
   * its own, `/{locale}/404.html` (the local server and Cloudflare Pages serve the nearest 404.html
   * up the address's folders; elsewhere the English one, and the app, once it runs, shows the
   * language's not-found screen from the address: src/app/app-start.tsx). "Enquiry received"
   * (/contact/sent/) is where a form post without script lands.
   */
  async function renderScreen(screen: ScreenRoute, locale: Locale = 'en'): Promise<void> {
    const { hashPath, realPath } = localeAddress(screenAddress(screen), locale);
    const notFound = screen.id === 'not-found';
    const root = notFound ? new URL(siteUrl).pathname : rootOf(realPath);
    const rendered = await render(hashPath, realHrefFor(root, map));
    writePage(notFound ? path.join(dist, locale === 'en' ? '' : locale, '404.html') : path.join(dist, realPath, 'index.html'), rendered, locale, {
      root,
      head: { ...rendered.meta, canonical: null, image: defaultImage, imageAlt: company, type: 'website', breadcrumbs: [homeCrumb(locale)], noindex: true },
      preloads: [],
      htmlAttributes: { 'data-hash-route': hashPath, ...(notFound ? { 'data-site-root': root } : { 'data-real-path': realPath }) },
      keepInlineScripts: false,
    });
  }

  return { addresses, renderAddress, renderScreen };
}

/** Pages per message to a worker: few enough to share the work evenly, enough to keep messages rare. */
const BATCH = 16;
/** Below this many pages, starting worker threads costs more than it saves. */
const WORKERS_FROM = 200;

/** Renders the addresses `[0, count)` in worker threads, each taking the next batch when done. */
async function renderInWorkers(setup: RenderSetup, count: number, threads: number): Promise<RenderedPage[]> {
  const results: RenderedPage[] = [];
  let next = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { argv: [new URL('./render-worker.ts', import.meta.url).href], workerData: setup });
      const give = () => {
        if (next >= count) return void worker.postMessage(null);
        const batch = Array.from({ length: Math.min(BATCH, count - next) }, (_, i) => next + i);
        next += batch.length;
        worker.postMessage(batch);
      };
      worker.on('message', (done: RenderedPage[] | 'ready') => {
        if (done !== 'ready') results.push(...done);
        give();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A render worker stopped with code ${code}`))));
    });
  await Promise.all(Array.from({ length: threads }, run));
  return results;
}

/**
 * Writes a static page for every page route and catalogue entry at its real address
 * (`dist/{path}/index.html`; home into index.html, which stays the hash app's shell), each with
 * its own head tags, share picture and JSON-LD, plus 404.html, sitemap.xml and robots.txt.
 * A large catalogue renders in one worker thread per core.
 */
export async function renderSite(options: RenderSiteOptions): Promise<RenderSiteResult> {
  const { content, dist, siteUrl } = options;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error(`${path.join(dist, 'index.html')} has no <!--app-html--> placeholder: was it rendered already?`);
  const setup: RenderSetup = {
    content,
    dist,
    siteUrl,
    ssrEntry: options.ssrEntry,
    template,
    preloads: Object.fromEntries(options.preloads),
    commits: Object.fromEntries(lastCommitDates(content.dir)),
    drawnElsewhere: options.drawnElsewhere ?? [],
  };
  const renderer = await pageRenderer(setup);
  const count = renderer.addresses.length;
  const threads = options.threads ?? (count >= WORKERS_FROM ? availableParallelism() : 0);
  let pages: RenderedPage[];
  if (threads > 0) pages = await renderInWorkers(setup, count, threads);
  else {
    pages = [];
    for (const a of renderer.addresses) pages.push(await renderer.renderAddress(a));
  }
  // The screens each language's manifest writes a page for.
  for (const locale of locales) {
    for (const route of contentManifest(content, locale)) if (route.kind === 'screen' && (localeScreens as readonly string[]).includes(route.id)) await renderer.renderScreen(route, locale);
  }

  pages.sort((x, y) => x.loc.localeCompare(y.loc));
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(pages));
  writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(new URL('sitemap.xml', siteUrl).href));
  const productPages = pages.filter((p) => p.product).map(({ realPath, bytes }) => ({ realPath, bytes })).sort((x, y) => y.bytes - x.bytes || x.realPath.localeCompare(y.realPath));
  const waitingPictures = pages.flatMap((p) => (p.waitingPicture ? [p.waitingPicture] : []));
  return { pages: pages.length + 1, ogImages: pages.filter((p) => p.shareImage).length, productPages, waitingPictures };
}

/** A catalogue entry's prices still valid (the load dropped the expired ones) as its structured data offers them. */
export function priceOf(data: unknown): Pick<ProductData, 'price' | 'gradePrices'> {
  const details = (data as { tradeDetails?: { price?: Price; gradePrices?: { grade: string; price: Price }[] } } | null)?.tradeDetails;
  const offered = (p: Price) => ({ currency: p.currency, min: p.min, max: p.max, validUntil: p.validUntil });
  return {
    ...(details?.price && { price: offered(details.price) }),
    ...(details?.gradePrices?.length && { gradePrices: details.gradePrices.map((g) => ({ grade: g.grade, ...offered(g.price) })) }),
  };
}
