/**
 * Issue 16 (items 1-9): the content corrections, asserted as editorial policies over the real
 * content (content/, not the test fixture), not as counts, exact copy or the presence of a
 * product or page. An editor's valid change (a new product, a removed fruit, reworded copy, a
 * page taken down) keeps these green; reintroducing a corrected claim turns one red.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realContentDir as dir } from './content-dirs.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const read = (file: string): Obj => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Obj;
/** A page that may have been removed: its JSON, or null. */
const readIf = (file: string): Obj | null => (existsSync(path.join(dir, file)) ? read(file) : null);
const collection = (name: string): { file: string; data: Obj }[] =>
  readdirSync(path.join(dir, 'catalogue', name))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: `catalogue/${name}/${f}`, data: read(`catalogue/${name}/${f}`) }));
const allPages = (sub = 'pages'): string[] =>
  readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allPages(`${sub}/${e.name}`) : e.name.endsWith('.json') ? [`${sub}/${e.name}`] : [],
  );

/** Keys whose strings are not copy a buyer reads as a claim (addresses, ids, picture descriptions, names). */
const notCopy = new Set(['$schema', 'src', 'to', 'url', 'id', 'alt', 'smiles', 'casNumber', 'chemicalFormula', 'network', 'icon', 'type', 'collection']);

/** Every string of copy in a JSON value, with its JSON path. */
function texts(value: Json, at = '$', key = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return notCopy.has(key) ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, `${at}.${k}`, k));
  return [];
}

const obj = (v: Json | undefined): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');
const sections = (page: Obj): Obj[] => arr(page.sections).map(obj);

const apiProducts = collection('api-products');
const ecoProducts = collection('ecopalm-products');
const ecoCategories = collection('ecopalm-categories');
const pageFiles = allPages();
const site = read('site.json');
const companyName = str(obj(site.company).name);

/** Each industry item of a product as its group title and its label and description as one text. */
const industryItems = (product: Obj) =>
  arr(product.industries).flatMap((g) =>
    arr(obj(g).items).map((item) => ({ group: str(obj(g).title), text: texts(item).map((t) => t.text).join(' ') })),
  );

/** All the eco-palm copy a buyer can read: catalogue, the eco-palm page, and the eco-palm cards elsewhere. */
function ecoPalmCopy(): { at: string; text: string }[] {
  const out = [...ecoProducts, ...ecoCategories].flatMap(({ file, data }) => texts(data).map((t) => ({ ...t, at: `${file}: ${t.at}` })));
  out.push(...texts(readIf('pages/business/ecopalm-products.json')).map((t) => ({ ...t, at: `ecopalm-products.json: ${t.at}` })));
  for (const file of pageFiles) {
    for (const section of sections(read(file))) {
      for (const item of arr(section.items).map(obj)) {
        if (/ecopalm-products$/.test(str(item.to))) out.push(...texts(item).map((t) => ({ ...t, at: `${file}: card ${str(item.title)}` })));
      }
    }
  }
  return out;
}

describe('issue 16: API and excipient corrections', () => {
  it('1. diclofenac is not offered for veterinary use (banned in India to protect vultures)', () => {
    const products = apiProducts.filter(({ data }) => /diclofenac/i.test(str(data.productName)));
    for (const { file, data } of products) {
      for (const item of industryItems(data)) expect(`${item.group} ${item.text}`, file).not.toMatch(/veterinar|animal|equine|livestock|cattle/i);
    }
  });

  it('2. no fluoroquinolone is offered for aquaculture, poultry or other food animals', () => {
    const products = apiProducts.filter(({ data }) => /fluoroquinolone|floxacin/i.test(`${str(data.therapeuticCategory)} ${str(data.productName)}`));
    for (const { file, data } of products) {
      for (const item of industryItems(data)) expect(item.text, file).not.toMatch(/aquaculture|poultry|livestock|\bfish|food[- ]producing|cattle|swine|\bpigs?\b/i);
    }
  });

  it('3. talc reports asbestos as "not detected" by the pharmacopoeial methods, never "absent" or "asbestos-free"', () => {
    for (const { file, data } of apiProducts) {
      for (const t of texts(data)) {
        expect(t.text, `${file}: ${t.at}`).not.toMatch(/asbestos[- ]free|free (of|from) asbestos/i);
        expect(t.text, `${file}: ${t.at}`).not.toMatch(/asbestos\W+absent/i);
      }
      for (const spec of arr(data.specifications).map(obj)) {
        if (/asbestos/i.test(str(spec.label))) expect(str(spec.value), file).toMatch(/not detected.*(XRD|IR).*microscopy/i);
      }
    }
    const talc = apiProducts.filter(({ data }) => /^talc$/i.test(str(data.productName)));
    for (const { file, data } of talc) expect(arr(data.specifications).map(obj).some((s) => /asbestos/i.test(str(s.label))), file).toBe(true);
  });

  it('4a. a product shown with an anhydrous formula but a hydrate water limit says so', () => {
    for (const { file, data } of apiProducts.filter(({ data }) => /folic acid/i.test(str(data.productName)))) {
      const water = arr(data.specifications).map(obj).find((s) => /^water/i.test(str(s.label)));
      if (!water || str(data.chemicalFormula).includes('H2O')) continue;
      expect(`${str(water.value)} ${str(data.additionalInfo)}`, file).toMatch(/hydrate/i);
    }
  });

  it('4b. no bulk API is offered as a reference material or reference standard', () => {
    for (const { file, data } of apiProducts) {
      for (const item of industryItems(data)) expect(item.text, file).not.toMatch(/reference (material|standard)/i);
    }
  });

  it('4c. amorphous silica has no molecular drawing; it shows a picture instead', () => {
    const silica = apiProducts.filter(({ data }) => /silic(on dioxide|a\b)/i.test(`${str(data.productName)} ${str(data.chemicalName)}`) || str(data.chemicalFormula) === 'SiO2');
    for (const { file, data } of silica) {
      expect(data.smiles, file).toBeUndefined();
      expect(str(obj(data.image).src), file).toMatch(/^images\//);
      expect(existsSync(path.join(dir, str(obj(data.image).src))), file).toBe(true);
    }
  });
});

describe('issue 16: areca-palm tableware', () => {
  const page = readIf('pages/business/ecopalm-products.json');

  it('5a. the eco-palm page, while there is one, says the line is not offered for the US (FDA, Import Alert 23-15) and names the markets it is offered for', () => {
    if (!page) return;
    const notices = sections(page).filter((s) => s.type === 'notice').map((s) => str(s.text));
    const note = notices.find((t) => /FDA/.test(t));
    expect(note).toBeDefined();
    expect(note).toMatch(/not offered for the United States/i);
    expect(note).toMatch(/Import Alert 23-15/);
    expect(note).toMatch(/8 May 2025/);
    expect(note).toMatch(/European Union|United Kingdom|GCC|Gulf/);
    // The FDA is named only in that notice, and nothing claims a regulator's approval or a certification.
    expect(JSON.stringify({ ...page, sections: sections(page).filter((s) => s.type !== 'notice') })).not.toMatch(/FDA/);
    for (const { at, text } of ecoPalmCopy()) expect(text, at).not.toMatch(/\bFDA\b.*\b(approv|certif)|\bapproved\b|\bcertified\b/i);
  });

  it('5b. every eco-palm product says it is not offered for the United States', () => {
    for (const { file, data } of ecoProducts) expect(texts(data).map((t) => t.text).join(' '), file).toMatch(/not offered for the United States/i);
  });

  it('5c. no eco-palm copy claims microwave, oven or hot-food use', () => {
    for (const { at, text } of ecoPalmCopy()) {
      expect(text, at).not.toMatch(/\bhot\b|\bwarm\b|reheat|curr(y|ies)|grill|fries|\bdal\b|noodle/i);
      for (const clause of text.split(/[.;:]/)) {
        if (/microwav|oven|stovetop|flame/i.test(clause)) expect(clause, at).toMatch(/\bnot\b|\bno\b/i);
      }
    }
  });

  it('5d. "compost" is always qualified (no certification claimed, or which standard and on what basis)', () => {
    for (const { at, text } of ecoPalmCopy()) {
      if (/compost/i.test(text)) expect(text, at).toMatch(/certification|EN 13432|test/i);
      expect(text, at).not.toMatch(/\bcertified\b|\bapproved\b/i);
    }
  });

  it('5e. nothing claims to be made "without chemicals" or "chemical-free"', () => {
    const all = [...ecoPalmCopy(), ...pageFiles.flatMap((f) => texts(read(f)).map((t) => ({ ...t, at: `${f}: ${t.at}` })))];
    for (const { at, text } of all) expect(text, at).not.toMatch(/without (any )?chemicals|chemical[- ]free|no chemicals/i);
  });

  it('5f. every product size fits within the stated leaf-sheath size', () => {
    if (!ecoProducts.length) return;
    const stated = ecoPalmCopy()
      .map((t) => /leaf sheath[^(]*\(about (\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) cm\)/i.exec(t.text))
      .find(Boolean);
    expect(stated, 'a leaf-sheath size "(about L x W cm)" is stated somewhere in the eco-palm copy').toBeTruthy();
    const [leafLong = 0, leafShort = 0] = [Number(stated![1]), Number(stated![2])].sort((a, b) => b - a);
    for (const { file, data } of ecoProducts) {
      const sizeTexts = [
        ...arr(data.sizes).map(str),
        ...arr(data.specifications).map(obj).filter((s) => /size|diameter/i.test(str(s.label))).map((s) => str(s.value)),
      ];
      for (const text of sizeTexts) {
        const pairs = [...text.matchAll(/(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*cm/g)].map((m) => [Number(m[1]), Number(m[2])]);
        const rest = text.replace(/(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*cm/g, '');
        const rounds = [...rest.matchAll(/(\d+(?:\.\d+)?)\s*cm\b(?!\s*deep)/g)].map((m) => [Number(m[1]), Number(m[1])]);
        for (const dims of [...pairs, ...rounds]) {
          const [long = 0, short = 0] = dims.sort((a, b) => b - a);
          expect(long <= leafLong && short <= leafShort, `${file}: "${text}" exceeds the ${leafLong} x ${leafShort} cm leaf sheath`).toBe(true);
        }
      }
    }
  });
});

describe('issue 16: oils', () => {
  it('6. mustard oil is offered only for markets where it is permitted as an edible oil', () => {
    for (const file of pageFiles) {
      for (const { at, text } of texts(read(file))) {
        if (!/mustard/i.test(text) || !/\boils?\b/i.test(text) || /^(title|label|heading|quote)$/.test(at.split('.').pop() ?? '')) continue;
        expect(text, `${file}: ${at}`).toMatch(/where permitted as an edible oil/i);
      }
    }
  });

  it('7. a count of years is computed from the founding year at build ({years-since:YYYY}), never written as a number that goes stale', () => {
    for (const file of pageFiles) {
      for (const { at, text } of texts(read(file))) expect(text, `${file}: ${at}`).not.toMatch(/\b\d+\+?\s+years?\b(?! ?(?:old|shelf|storage))/i);
    }
    // A "since YYYY" beside a count of years counts with the token.
    for (const file of pageFiles) {
      for (const { at, text } of texts(read(file))) {
        const since = /since (\d{4})\b.*\byears\b/i.exec(text);
        if (since) expect(text, `${file}: ${at}`).toContain(`{years-since:${since[1]}} years`);
      }
    }
  });

  it('9a. the oils page links to our About page under our company name, not an ambiguous "our company"', () => {
    const page = readIf('pages/business/edible-essential-oils.json') ?? {};
    const link = obj(obj(page.banner).link);
    if (str(link.to).replace(/^\//, '') === 'about') expect(str(link.label)).toContain(companyName);
    for (const file of pageFiles) for (const { at, text } of texts(read(file))) expect(text, `${file}: ${at}`).not.toMatch(/^About our company$/i);
  });
});

describe('issue 16: claims the company can back', () => {
  const copy = [
    ...pageFiles.flatMap((f) => texts(read(f)).map((t) => ({ ...t, at: `${f}: ${t.at}` }))),
    ...texts(site).map((t) => ({ ...t, at: `site.json: ${t.at}` })),
    ...ecoPalmCopy(),
  ];

  it('8a. no "audited" manufacturers, guarantees, superlatives or "100%" claims', () => {
    for (const { at, text } of copy) {
      expect(text, at).not.toMatch(/\baudited\b|\bguarantee|\bfinest\b|\bworld[- ]class\b|\bpremium quality\b|\bthe preferred\b|\bmost dependable\b|\bbest producers\b/i);
      expect(text, at).not.toMatch(/(?<![\d.])100\s?%/);
    }
  });

  it('8b. the only response-time promise is the contact page\'s "We usually respond within 1-2 business days."', () => {
    for (const { at, text } of copy) {
      expect(text, at).not.toMatch(/every enquiry within|two business days|within (one|two|24|48) (business )?(days|hours)/i);
      if (/business days?/i.test(text)) expect(text, at).toContain('We usually respond within 1-2 business days.');
    }
  });

  it('8c. no health claims: glycaemic index, satiety, "healthy", immunity, cures', () => {
    for (const { at, text } of copy) {
      expect(text, at).not.toMatch(/glyc(a)?emic|keeps? you full|satiety|\bhealthy\b|immun|\bcures?\b|detox|superfood|cholesterol|weight loss|boosts?\b/i);
    }
  });
});

describe('issue 16: page structure', () => {
  const agri = 'pages/business/agricultural-commodities';

  it('9b. the peanut facts on the cashews page are introduced and lead on to the peanuts page', () => {
    const page = readIf(`${agri}/cashews.json`);
    if (!page) return;
    const list = sections(page);
    const facts = list.findIndex((s) => /peanut/i.test(str(s.heading)));
    expect(facts).toBeGreaterThanOrEqual(0);
    const factsSection = obj(list[facts]);
    expect(str(factsSection.eyebrow) || str(factsSection.intro)).toMatch(/\S/);
    const after = list.slice(facts + 1).flatMap((s) => [str(obj(s.link).to), ...arr(s.links).map((l) => str(obj(l).to))]);
    expect(after).toContain('/business/agricultural-commodities/peanuts');
  });

  it('9c. every fruits-and-vegetables filter shows something, and every item is described', () => {
    for (const grid of sections(readIf(`${agri}/FruitsAndVeg.json`) ?? {}).filter((s) => s.type === 'filter-grid')) {
      const items = arr(grid.items).map(obj);
      for (const f of arr(grid.filters).map(obj)) expect(items.filter((i) => i.category === f.id).length, str(f.label)).toBeGreaterThan(0);
      for (const i of items) expect(str(i.description), str(i.title)).toMatch(/\S/);
    }
  });

  it('9d. every spice card has a description line; cashew kernels are called kernels and link to the cashews page', () => {
    const grid = sections(readIf(`${agri}/spices.json`) ?? {}).find((s) => s.id === 'spice-list');
    for (const card of arr(grid?.items).map(obj)) {
      expect(str(card.description), str(card.title)).toMatch(/\S/);
      if (/cashew/i.test(str(card.title))) {
        expect(str(card.description)).toMatch(/kernel/i);
        expect(card.to).toBe('/business/agricultural-commodities/cashews');
      }
    }
  });
});

describe('issue 10, item 14: one spelling per credential', () => {
  it('a credential named on any page is written exactly as its tile on the credentials page names it (not G.S.T / GST)', () => {
    const key = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');
    const tiles = new Map<string, string>();
    for (const file of allPages()) {
      for (const section of arr(read(file).sections)) {
        if (str(obj(section).type) !== 'gallery') continue;
        for (const item of arr(obj(section).items)) if (str(obj(item).label)) tiles.set(key(str(obj(item).label)), str(obj(item).label));
      }
    }
    for (const file of allPages()) {
      for (const section of arr(read(file).sections)) {
        if (str(obj(section).type) !== 'logo-strip') continue;
        for (const item of arr(obj(section).items)) {
          const label = str(obj(item).label);
          const tile = tiles.get(key(label));
          if (tile) expect(label, `${file}: logo-strip label`).toBe(tile);
        }
      }
    }
  });
});
