import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 45's everyday edits, made on a copy of content/ as an editor makes them (new files named
 * after their entry, cards appended to a page's list, words changed in place), each valid and none
 * translated: a new API product whose name sorts before every other, a new commodity page with its
 * card, a new eco-palm category with a product and its card, and rewordings of a translated entry
 * and a translated page. After them the content check, the build and every test that reads the
 * content must pass (scripts/probes/everyday-edits.ts runs them; tests/unit/everyday-edits.test.ts
 * checks the content side). Names the content already has get a number, so content changes never
 * break this.
 */
type Obj = Record<string, unknown>;
type Card = Obj & { id?: string; title: string; to?: string; image: { src: string; alt: string } };
type Section = Obj & { type: string; id?: string; heading?: string; items?: Card[]; paragraphs?: string[] };
type PageJson = Obj & { title: string; sections: Section[] };

export interface EverydayEdits {
  product: { name: string; file: string };
  page: { path: string; file: string; parent: string };
  category: { key: string; title: string; file: string };
  ecoProduct: { file: string; title: string };
  reworded: string[];
}

export function applyEverydayEdits(dir: string): EverydayEdits {
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
  const english = (folder: string) => readdirSync(at(folder)).filter((f) => /^[^.]+\.json$/.test(f)).sort();
  const free = (slug: string, taken: (s: string) => boolean) => {
    for (let n = 1; ; n++) if (!taken(n === 1 ? slug : `${slug}-${n}`)) return n === 1 ? { slug, n: '' } : { slug: `${slug}-${n}`, n: ` ${n}` };
  };

  // 1. A new API product, first in the list (its name and file sort before the others).
  const products = english('catalogue/api-products');
  const { slug: productSlug, n: productN } = free('acetylcysteine', (s) => products.includes(`${s}.json`));
  const productName = `Acetylcysteine${productN}`;
  const neighbour = readJson(`catalogue/api-products/${products[0]}`);
  const product: Obj = {
    $schema: neighbour.$schema,
    productName,
    kind: 'api',
    therapeuticCategory: 'Mucolytic',
    chemicalName: '(2R)-2-Acetamido-3-sulfanylpropanoic acid',
    casNumber: '616-91-1',
    chemicalFormula: 'C5H9NO3S',
    molecularWeight: 163.19,
    image: neighbour.image,
    pharmacopoeia: ['IP', 'BP', 'USP'],
    description: 'Acetylcysteine thins mucus in the airways and is the antidote to a paracetamol overdose.',
    additionalInfo: 'White crystalline powder. Packed in 25 kg fibre drums with LDPE liners. COA with every lot.',
    // What the content check asks of every API (an EU importer cannot release one without it).
    documents: [{ type: 'certificate', title: 'EU written confirmation (Directive 2001/83/EC, Article 46b)', onRequest: true, note: 'Where the manufacturer holds one' }],
  };
  writeJson(`catalogue/api-products/${productSlug}.json`, product);

  // 2. A new commodity page (untranslated), with its card on the commodities page.
  const parent = existsSync(at('pages/business/agricultural-commodities.json')) ? '/business/agricultural-commodities' : '/business';
  const { slug: pageSlug, n: pageN } = free('millets', (s) => existsSync(at(`pages${parent}/${s}.json`)));
  const pagePath = `${parent}/${pageSlug}`;
  const parentPage = readJson<PageJson>(`pages${parent}.json`);
  const cards = parentPage.sections.find((s) => s.type === 'cards' && s.items?.some((i) => i.to))!;
  const picture = cards.items![0]!.image.src;
  writeJson(`pages${pagePath}.json`, {
    $schema: `${'../'.repeat(pagePath.split('/').length - 1)}.schemas/page.json`,
    title: `Millets${pageN}`,
    description: 'Pearl, finger and foxtail millet from Rajasthan and Karnataka, machine-cleaned and graded, packed in 25 kg and 50 kg bags for export.',
    banner: { image: { src: picture, alt: '' }, height: '40vh' },
    sections: [
      {
        type: 'prose',
        id: 'intro',
        heading: `Millets${pageN} from India`,
        paragraphs: ['India grows more millet than any other country. We supply pearl, finger and foxtail millet, cleaned and graded to the buyer\'s specification.'],
      },
    ],
  });
  edit<PageJson>(`pages${parent}.json`, (page) => {
    const list = page.sections.find((s) => s.type === 'cards' && s.items?.some((i) => i.to))!;
    list.items!.push({ id: pageSlug, title: `Millets${pageN}`, description: 'Pearl, finger and foxtail millet, cleaned and graded.', image: { src: picture, alt: 'Millet grains' }, to: pagePath });
  });

  // 3. A new eco-palm category with a product, and the category's card on the range page.
  const categories = english('catalogue/ecopalm-categories');
  const { slug: categorySlug, n: categoryN } = free('leaf-cups', (s) => categories.includes(`${s}.json`));
  const categoryTitle = `Leaf Cups${categoryN}`;
  const category = readJson<Obj & { image: { src: string } }>(`catalogue/ecopalm-categories/${categories[0]}`);
  writeJson(`catalogue/ecopalm-categories/${categorySlug}.json`, {
    ...category,
    title: categoryTitle,
    description: 'Small round cups pressed from areca palm leaf, for sauces, sweets and tasting portions.',
    image: { src: category.image.src, alt: 'Areca palm leaf cups' },
  });
  const ecoProducts = english('catalogue/ecopalm-products');
  const { slug: ecoSlug, n: ecoN } = free('tasting-cup', (s) => ecoProducts.includes(`${s}.json`));
  const ecoTitle = `Tasting Cup${ecoN}`;
  const ecoNeighbour = readJson(`catalogue/ecopalm-products/${ecoProducts[0]}`);
  const { synonyms: _synonyms, ...eco } = ecoNeighbour;
  writeJson(`catalogue/ecopalm-products/${ecoSlug}.json`, {
    ...eco,
    category: categorySlug,
    title: ecoTitle,
    summary: 'A small round cup for sauces, sweets and tasting portions at room temperature.',
    sizes: ['5 cm across, about 2.5 cm deep'],
  });
  edit<PageJson>('pages/business/ecopalm-products.json', (page) => {
    const list = page.sections.find((s) => s.type === 'cards' && s.items?.some((i) => i.to?.startsWith('/business/ecopalm-products/')))!;
    list.items!.push({ id: categorySlug, title: categoryTitle, image: { src: category.image.src, alt: 'Areca palm leaf cups' }, to: `/business/ecopalm-products/${categorySlug}` });
  });

  // 4. Rewordings: a translated product's description, a translated page's heading (their translations turn stale).
  const reworded: string[] = [];
  const translated = products.find((f) => existsSync(at(`catalogue/api-products/${f.replace(/\.json$/, '.ar.json')}`)));
  if (translated) {
    edit(`catalogue/api-products/${translated}`, (p) => {
      p.description = `${String(p.description)} Supplied with a certificate of analysis for every lot.`;
    });
    reworded.push(`catalogue/api-products/${translated}`);
  }
  if (existsSync(at('pages/about.json'))) {
    edit<PageJson>('pages/about.json', (page) => {
      const first = page.sections.find((s) => typeof s.heading === 'string')!;
      first.heading = `${first.heading!}, every day`;
    });
    reworded.push('pages/about.json');
  }

  return {
    product: { name: productName, file: `catalogue/api-products/${productSlug}.json` },
    page: { path: pagePath, file: `pages${pagePath}.json`, parent },
    category: { key: categorySlug, title: categoryTitle, file: `catalogue/ecopalm-categories/${categorySlug}.json` },
    ecoProduct: { file: `catalogue/ecopalm-products/${ecoSlug}.json`, title: ecoTitle },
    reworded,
  };
}
