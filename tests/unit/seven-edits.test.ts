import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { HtmlEdit } from '../../scripts/html-edit.ts';
import { countWord } from '../../scripts/content/resolve.ts';
import { contentPlugin } from '../../scripts/vite/content-plugin.ts';
import { addressKey } from '../../src/routing/addresses.ts';
import { realContentDir } from './content-dirs.ts';
import { translationLocale } from '../../src/content/translation.ts';

/** Every link's address on a page, read through the parser: pages write a value without quotes where it needs none. */
const links = (page: string) => {
  const edit = new HtmlEdit(page);
  return edit.all((el) => el.tagName === 'a').map((el) => edit.attr(el, 'href') ?? '');
};

/**
 * The seven editors' tasks of content/README.md ("Recipes"), done as the recipes say on a copy
 * of the site's content: after each, the content check passes (with the notices the recipe
 * promises); then one build of all of them together shows every change in the static pages.
 * Where the recipe's example file is gone from content/, a neighbour of the same kind is used,
 * and a name the content already has gets a number, so an editor's change never fails this test.
 * Maintenance, which replaces the whole site, is switched on and checked without a second build.
 *
 * SEVEN_EDITS_DIR=/tmp/seven keeps the edited copy (content/ and dist/ there) to run other tests
 * on it: CONTENT_DIR=/tmp/seven/content npx vitest run tests/unit/content-launch.test.ts
 */
const root = path.resolve(import.meta.dirname, '../..');
const keep = process.env.SEVEN_EDITS_DIR;
const work = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'seven-edits-'));
const dir = path.join(work, 'content');
const dist = path.join(work, 'dist');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
cpSync(realContentDir, dir, { recursive: true });
afterAll(() => {
  if (!keep) rmSync(work, { recursive: true, force: true });
});

type Obj = Record<string, unknown>;
type Card = { id?: string; title: string; to?: string; image: { src: string; alt: string } };
type Section = Obj & { type: string; id?: string; items?: Card[]; intro?: string };
type PageJson = Obj & { title: string; sections: Section[] };

const at = (rel: string) => path.join(dir, rel);
const readJson = <T = Obj>(rel: string) => JSON.parse(readFileSync(at(rel), 'utf8')) as T;
const writeJson = (rel: string, data: unknown) => {
  mkdirSync(path.dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), `${JSON.stringify(data, null, 2)}\n`);
};
const edit = <T = Obj>(rel: string, change: (json: T) => void) => {
  const json = readJson<T>(rel);
  change(json);
  writeJson(rel, json);
};
const files = (folder: string) => (existsSync(at(folder)) ? readdirSync(at(folder)).filter((f) => f.endsWith('.json') && translationLocale(path.basename(f)) === null).sort() : []);
/** The recipe's example if the content has it, else the first of its kind. */
const prefer = (folder: string, wanted: string) => (files(folder).includes(wanted) ? wanted : files(folder)[0]!);
/** `name`, or `name 2`, `name 3`... when a file of that name (slugged) is already there. */
const freeName = (name: string, taken: (slug: string) => boolean) => {
  const slug = (n: string) => n.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name} ${n}`;
    if (!taken(slug(candidate))) return { name: candidate, slug: slug(candidate) };
  }
};
/** The cards section a recipe adds a card to: the one with "id": "categories" (or the first with links). */
const cardsOf = (page: PageJson) => page.sections.find((s) => s.type === 'cards' && s.id === 'categories') ?? page.sections.find((s) => s.type === 'cards' && s.items?.some((i) => i.to))!;

function check(): string[] {
  const run = checkCommand([], { CONTENT_DIR: dir });
  expect(run.stderr, run.stderr.join('\n')).toEqual([]);
  expect(run.status).toBe(0);
  expect(run.stdout[0]).toMatch(/^Content OK: /);
  return run.stdout.filter((l) => l.startsWith('Notice: '));
}
const noticesBefore = check();
const noticeFor = (address: string) => (l: string) => l.includes(`"to": "${address}"`);

// What each edit changes, for the build's checks.
const changed = {} as {
  phone: { old: string; phone: string; email: string };
  product: { name: string };
  page: { path: string; parent: string; parentTitle: string; figure: string };
  eco: { product: string; category: string; categoryTitle: string; page: string; countWord?: string };
  photo: { page: string; file: string; old: string };
  hidden: { path: string; countPage?: { path: string; heading: string } };
};

describe('the seven editors’ tasks of content/README.md, on a copy of content/', () => {
  it('1. change the phone number and e-mail (site.json, contact)', () => {
    const old = readJson<{ contact: { phone: string } }>('site.json').contact.phone;
    // A number the content does not have yet (it may already hold this recipe's number).
    const last = old === '+919876543210' ? '1' : '0';
    edit<{ contact: Obj }>('site.json', (site) => {
      Object.assign(site.contact, { phone: `+91987654321${last}`, phoneDisplay: `+91 98765 4321${last}`, email: `sales${last}@sevenedits.in`, whatsapp: `91987654321${last}` });
    });
    changed.phone = { old, phone: `+91987654321${last}`, email: `sales${last}@sevenedits.in` };
    expect(check()).toEqual(noticesBefore);
  });

  it('2. add an API product: copy a neighbour, name the file after the product, change every field', () => {
    const source = prefer('catalogue/api-products', 'paracetamol.json');
    const { name, slug } = freeName('Aspirin', (s) => existsSync(at(`catalogue/api-products/${s}.json`)));
    const product = readJson(`catalogue/api-products/${source}`);
    for (const key of ['synonyms', 'density', 'image']) delete product[key];
    writeJson(`catalogue/api-products/${slug}.json`, {
      ...product,
      productName: name,
      kind: 'api',
      therapeuticCategory: 'Analgesic, antipyretic and antiplatelet (NSAID)',
      chemicalName: '2-(Acetyloxy)benzoic acid',
      casNumber: '50-78-2',
      chemicalFormula: 'C9H8O4',
      molecularWeight: 180.16,
      smiles: 'CC(=O)Oc1ccccc1C(=O)O',
      pharmacopoeia: ['IP', 'BP', 'USP'],
      description: 'Aspirin (acetylsalicylic acid) is an analgesic, antipyretic, anti-inflammatory and antiplatelet NSAID, supplied to licensed manufacturers of tablets and effervescent tablets.',
      additionalInfo: 'White crystalline powder or colourless crystals. Packed in 25 kg fibre drums with LDPE liners. COA with every lot.',
      industries: [{ title: 'Pharmaceutical', items: [{ label: 'Oral solid dosage', description: ['Tablets', 'Effervescent tablets'] }] }],
      specifications: [
        { label: 'Description', value: 'White crystalline powder' },
        { label: 'Assay', value: '99.5% to 101.0%' },
      ],
      tradeDetails: { hsCode: { code: '2918.22', status: 'indicative' }, origin: 'India', incoterms: ['FCA', 'FOB', 'CIF'] },
    });
    changed.product = { name };
    expect(check()).toEqual(noticesBefore);
  });

  it('3. add a commodity page, then link it from the business pages (a notice until it is linked)', () => {
    const parentPath = existsSync(at('pages/business/agricultural-commodities.json')) ? '/business/agricultural-commodities' : '/business';
    const { slug } = freeName('sesame-seeds', (s) => existsSync(at(`pages${parentPath}/${s}.json`)));
    const address = `${parentPath}/${slug}`;
    const parent = readJson<PageJson>(`pages${parentPath}.json`);
    const picture = (wanted: string) => (existsSync(at(wanted)) ? wanted : cardsOf(parent).items![0]!.image.src);
    const depth = '../'.repeat(address.split('/').length - 1);
    writeJson(`pages${address}.json`, {
      $schema: `${depth}.schemas/page.json`,
      title: 'Sesame Seeds',
      description: 'Hulled and natural white sesame seeds from Gujarat and Rajasthan, machine-cleaned and sortexed, packed in 25 kg bags for export.',
      banner: { image: { src: picture('images/banners/spices.svg'), alt: '' }, height: '40vh' },
      sections: [
        {
          type: 'prose',
          heading: 'Natural and hulled white sesame',
          paragraphs: ['We supply natural and hulled white sesame seeds, machine-cleaned and sortexed.'],
          image: { src: picture('images/agri/spices.svg'), alt: 'Seeds and spices in jute sacks' },
        },
        {
          type: 'table',
          heading: 'Specification',
          caption: 'Sesame seed specification',
          columns: ['Parameter', 'Natural', 'Hulled'],
          rows: [
            ['Purity', '99.95% min', '99.98% min'],
            ['Moisture', '6% max', '5% max'],
          ],
        },
        { type: 'cta', heading: 'Ask for a quotation', text: 'Tell us the grade, quantity and destination port.', link: { label: 'Send an enquiry', to: '/contact' } },
      ],
    });
    const notices = check();
    expect(notices.filter(noticeFor(address))).toHaveLength(1);
    edit<PageJson>(`pages${parentPath}.json`, (page) => {
      cardsOf(page).items!.push({ title: 'Sesame Seeds', description: 'Natural and hulled white sesame, sortexed, in 25 kg bags.', image: { src: picture('images/agri/spices.svg'), alt: 'Sesame seeds' }, to: address } as Card);
    });
    expect(check()).toEqual(noticesBefore);
    changed.page = { path: address, parent: parentPath, parentTitle: parent.title, figure: '99.98% min' };
  });

  it('4. add an eco-palm product and a new eco-palm category, then link the category (a notice until it is linked)', () => {
    const source = prefer('catalogue/ecopalm-products', 'square-bowl.json');
    const bowl = readJson<Obj & { category: string; specifications: { label: string; value: string }[] }>(`catalogue/ecopalm-products/${source}`);
    const category = files('catalogue/ecopalm-categories').includes('soup-salad-bowls.json') ? 'soup-salad-bowls' : bowl.category;
    const { slug: product } = freeName('square-bowl-6in', (s) => existsSync(at(`catalogue/ecopalm-products/${s}.json`)));
    writeJson(`catalogue/ecopalm-products/${product}.json`, {
      ...bowl,
      category,
      title: 'Square Bowl, 6 inch',
      summary: 'A deeper 6 inch square bowl for salads, grain bowls and desserts at room temperature.',
      sizes: ['6 inch (15 x 15 cm), about 4.5 cm deep'],
      specifications: bowl.specifications.map((s) => (/capacity/i.test(s.label) ? { ...s, value: 'about 500 ml' } : s)),
    });
    expect(check()).toEqual(noticesBefore);

    const { slug: cutlery } = freeName('cutlery', (s) => existsSync(at(`catalogue/ecopalm-categories/${s}.json`)));
    const image = existsSync(at('images/ecopalm/custom-shapes-sizes.svg')) ? 'images/ecopalm/custom-shapes-sizes.svg' : (bowl.image as { src: string }).src;
    writeJson(`catalogue/ecopalm-categories/${cutlery}.json`, {
      $schema: '../../.schemas/ecopalm-category.json',
      title: 'Cutlery',
      description: 'Spoons, forks and knives pressed from areca palm leaf, for events and takeaway.',
      image: { src: image, alt: 'Areca palm leaf cutlery' },
    });
    const address = `/business/ecopalm-products/${cutlery}`;
    expect(check().filter(noticeFor(address))).toHaveLength(1);
    let count: string | undefined;
    edit<PageJson>('pages/business/ecopalm-products.json', (page) => {
      const cards = cardsOf(page);
      cards.items!.push({ id: cutlery, title: 'Cutlery', image: { src: image, alt: 'Areca palm leaf cutlery' }, to: address } as Card);
      // "If the section's text counts the categories, write the count as {Count:categories}".
      const typed = /^(One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)\b/.exec(cards.intro ?? '');
      if (typed && cards.id) {
        cards.intro = cards.intro!.replace(typed[0], `{Count:${cards.id}}`);
        count = countWord(cards.items!.length, true);
      }
    });
    expect(check()).toEqual(noticesBefore);
    changed.eco = { product: `${category}/${product}`, category: cutlery, categoryTitle: 'Cutlery', page: '/business/ecopalm-products', countWord: count };
  });

  it('5. replace an illustration with a photo: drop the file in images/ and change one path', async () => {
    const pages = (folder = 'pages'): string[] =>
      readdirSync(at(folder), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(`${folder}/${e.name}`) : e.name.endsWith('.json') ? [`${folder}/${e.name}`] : []));
    const wanted = 'images/spices/black-pepper.svg';
    const page = pages().find((p) => readFileSync(at(p), 'utf8').includes(`"${wanted}"`)) ?? pages().find((p) => /"src": "images\/[^"]+\.svg"/.test(readFileSync(at(p), 'utf8')))!;
    const text = readFileSync(at(page), 'utf8');
    const old = text.includes(`"${wanted}"`) ? wanted : /"src": "(images\/[^"]+\.svg)"/.exec(text)![1]!;
    const photo = old.replace(/\.svg$/, '.jpg');
    // A colour of its own: the build stores identical pictures once, under the first one's name.
    const shade = [...photo].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 200, 7);
    await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 40 + shade, g: 30, b: 25 } } }).jpeg().toFile(at(photo));
    writeFileSync(at(page), text.replace(`"src": "${old}"`, `"src": "${photo}"`));
    expect(check()).toEqual(noticesBefore);
    const address = page.replace(/^pages/, '').replace(/\.json$/, '').replace(/^\/home$/, '/');
    changed.photo = { page: address, file: path.basename(photo, '.jpg'), old: path.basename(old) };
  });

  it('6. hide a business line: "hidden": true near the top of its page', () => {
    // Not a page the code needs, and none the other edits changed or added to.
    const required = new Set(['/', '/contact', '/business', '/business/api-excipients', '/business/ecopalm-products', changed.page.parent]);
    const nav = JSON.stringify(readJson('site.json'));
    const line =
      ['fmcg.json', ...files('pages/business')]
        .map((f) => `/business/${f.replace(/\.json$/, '')}`)
        .find((p) => existsSync(at(`pages${p}.json`)) && !required.has(p) && !changed.photo.page.startsWith(p) && nav.includes(`"${p}"`) && !readJson(`pages${p}.json`).hidden) ?? '';
    expect(line, 'a business line linked from the menu').not.toBe('');
    const rel = `pages${line}.json`;
    const before = loadContent(dir).content!;
    const text = readFileSync(at(rel), 'utf8');
    writeFileSync(at(rel), text.replace(/^(\{\s*\n(\s*"\$schema": [^\n]*\n)?)/, '$1  "hidden": true,\n'));
    expect(readJson(rel).hidden).toBe(true);
    expect(check()).toEqual(noticesBefore);
    // A count written as {Count:...} on /business follows.
    const raw = readJson<PageJson>('pages/business.json').sections.find((s) => typeof s.heading === 'string' && s.heading.includes('{Count:'));
    const after = loadContent(dir).content!;
    const listOf = (c: typeof after) => (c.pages.find((p) => p.path === '/business')!.data.sections as Section[]).find((s) => s.id === /\{Count:([^}]+)\}/.exec(String(raw?.heading))?.[1]);
    if (raw && listOf(before) && listOf(after)) {
      expect(listOf(after)!.items!.length).toBe(listOf(before)!.items!.filter((i) => i.to?.replace(/^\/?/, '/') !== line).length);
      changed.hidden = { path: line, countPage: { path: '/business', heading: String(raw.heading).replace(/\{Count:[^}]+\}/, countWord(listOf(after)!.items!.length, true)) } };
    } else changed.hidden = { path: line };
  });

  it('7. switch maintenance mode on (the site serves the maintenance screen) and off again', async () => {
    const load = async (id: string) => (contentPlugin({ dir }).load as (this: unknown, id: string) => Promise<string>).call({ error: (m: string) => { throw new Error(m); } }, `\0${id}`);
    edit('site.json', (site) => {
      site.maintenance = true;
    });
    expect(check()).toEqual(noticesBefore);
    // The module every route reads: with it true, the app shows the maintenance screen and nothing else (maintenance-mode.test.tsx).
    expect(await load('virtual:content/site/maintenance')).toContain('export default true');
    edit('site.json', (site) => {
      site.maintenance = false;
    });
    expect(check()).toEqual(noticesBefore);
    expect(await load('virtual:content/site/maintenance')).toContain('export default false');
  });
});

describe('an editor\'s sentence the wording rules allow', () => {
  it('a page that says "Carded and combed 100% cotton yarn" (a composition, not a claim) passes the check', () => {
    const rel = path.join('pages', files('pages').includes('about.json') ? 'about.json' : files('pages')[0]!);
    edit<PageJson>(rel, (page) => {
      page.sections.push({ type: 'prose', heading: 'Yarn', paragraphs: ['Carded and combed 100% cotton yarn, on cones for knitting and weaving.'] });
    });
    expect(check()).toEqual(noticesBefore);
  });
});

describe('one build of all the edits', () => {
  /** The real path of a page or entry of the edited content (hidden ones too), by its hash path. */
  const realPath = (hashPath: string) => {
    const { allPages, allEntries } = loadContent(dir).content!;
    const found = [...allPages, ...allEntries].find((x) => addressKey(x.address.hashPath) === addressKey(hashPath));
    if (!found) throw new Error(`no page or entry at ${hashPath}`);
    return found.address.realPath;
  };
  const html = (address: string) => readFileSync(path.join(dist, realPath(address), 'index.html'), 'utf8');
  const page = (address: string) => existsSync(path.join(dist, realPath(address), 'index.html'));
  const allPages = (folder = dist): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'assets' ? [] : allPages(path.join(folder, e.name))) : e.name === 'index.html' ? [path.join(folder, e.name)] : []));

  it('builds', async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      // The site's pages are what the edits change; the web editor's build is tested elsewhere.
      env: { ...process.env, CONTENT_DIR: dir, DIST_DIR: dist, BUILD_EDITOR: '0' },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
  }, 300_000);

  it('1. every page shows the new phone and e-mail, none the old number', () => {
    const { old, phone, email } = changed.phone;
    for (const file of allPages()) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toContain(`tel:${phone}`);
      expect(text, file).toContain(email);
      expect(text, file).not.toContain(`tel:${old}`);
    }
  });

  it('2. the new product has its page and is in the list', () => {
    const address = `/business/api-excipients/${encodeURIComponent(changed.product.name)}`;
    expect(html(address)).toContain(changed.product.name);
    expect(html(address)).toContain('50-78-2');
    expect(html('/business/api-excipients')).toContain(realPath(address).replace(/^\//, ''));
  });

  it('3. the new commodity page is published, under its parent in the breadcrumb, and linked from the parent page', () => {
    expect(html(changed.page.path)).toContain('Sesame Seeds');
    expect(html(changed.page.path)).toMatch(new RegExp(`aria-label="?Breadcrumb"?[\\s\\S]*${changed.page.parentTitle.replace(/[&]/g, '&amp;')}`));
    expect(html(changed.page.path)).toContain(changed.page.figure);
    expect(links(html(changed.page.parent)).some((href) => href.endsWith(`/${realPath(changed.page.path).split('/').filter(Boolean).pop()}/`))).toBe(true);
  });

  it('4. the new eco-palm product and category have their pages; the range links the category and counts it', () => {
    expect(page(`/business/ecopalm-products/${changed.eco.product}`)).toBe(true);
    expect(html(`/business/ecopalm-products/${changed.eco.product}`)).toContain('Square Bowl, 6 inch');
    expect(html(`/business/ecopalm-products/${changed.eco.category}`)).toContain(changed.eco.categoryTitle.toUpperCase());
    expect(links(html(changed.eco.page)).some((href) => href.endsWith(`/${changed.eco.category}/`))).toBe(true);
    if (changed.eco.countWord) expect(html(changed.eco.page)).toContain(changed.eco.countWord);
  });

  it('5. the page shows the photo in AVIF and WebP, not the drawing', () => {
    const text = html(changed.photo.page);
    const parsed = new HtmlEdit(text);
    const sources = (type: string) => parsed.all((el) => el.tagName === 'source' && parsed.attr(el, 'type') === type).map((el) => parsed.attr(el, 'srcset') ?? '');
    expect(sources('image/avif').some((set) => new RegExp(`${changed.photo.file}[^\\s,]*\\.avif`, 'i').test(set))).toBe(true);
    expect(sources('image/webp').some((set) => new RegExp(`${changed.photo.file}[^\\s,]*\\.webp`, 'i').test(set))).toBe(true);
    expect(text).not.toMatch(new RegExp(`${changed.photo.file}-[\\w-]+\\.svg`));
  });

  it('6. the hidden line has no page, no sitemap line and no link; the count follows', () => {
    const { path: line, countPage } = changed.hidden;
    expect(page(line)).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain(realPath(line));
    // The line's address once: realPath reads the content again on each call.
    const link = `/${realPath(line).split('/').filter(Boolean).pop()}/`;
    for (const file of allPages()) expect(links(readFileSync(file, 'utf8')).filter((href) => href.endsWith(link)), file).toEqual([]);
    if (countPage) expect(html(countPage.path)).toContain(countPage.heading);
  });

  it('7. with maintenance off again, the site is the normal site', () => {
    const home = html('/');
    expect(home).not.toContain(readJson<{ texts: { maintenance: { heading: string } } }>('site.json').texts.maintenance.heading);
    const parsed = new HtmlEdit(home);
    expect(parsed.find((el) => parsed.attr(el, 'aria-label') === 'Main')).toBeDefined();
  });
});
