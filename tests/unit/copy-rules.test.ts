/**
 * The content's editorial rules (src/content/copy-rules.ts), which the content check runs on every
 * file: each planted mistake in tests/fixtures/content-errors/copy-* is refused with its reason
 * (content-checker.test.ts); here the rules that need page layouts the test content does not have,
 * and the sentences they must let through.
 */
import { describe, expect, it } from 'vitest';
import { copyProblems, type CopyFile } from '../../src/content/copy-rules.ts';

const page = (address: string, data: unknown): CopyFile => ({ file: `pages${address}.json`, kind: 'page', address, data });
const prose = (text: string) => page('/about', { title: 'About', sections: [{ type: 'prose', paragraphs: [text] }] });
const lines = (files: CopyFile[]) => copyProblems(files).map((p) => `${p.file}: ${p.path}: ${p.message}`);

describe('wording the rules let through', () => {
  it.each([
    'Carded and combed 100% cotton yarn, on cones.',
    'We usually respond within 1-2 business days.',
    'Trading since 1975, for {years-since:1975} years.',
    'Mustard oil, where permitted as an edible oil.',
    'Assay 99.0% to 101.0%; shelf life 2 years from manufacture.',
  ])('%s', (text) => {
    expect(lines([prose(text)])).toEqual([]);
  });

  it('refuses a "100%" claim of purity, but not a composition', () => {
    expect(lines([prose('Our rice is 100% pure basmati.')])).toHaveLength(1);
    expect(lines([prose('Purity of 100% guaranteed.')])).toHaveLength(1);
    expect(lines([prose('Pure 100% cotton bags.')])).toEqual([]);
  });
});

describe('layout rules', () => {
  it('each filter of a filter grid shows something, and each card is described', () => {
    const grid = { type: 'filter-grid', filters: [{ id: 'fruits', label: 'Fruits' }, { id: 'citrus', label: 'Citrus' }], items: [{ title: 'Mango', category: 'fruits', description: '' }] };
    expect(lines([page('/business/fruits', { title: 'Fruits', sections: [grid] })])).toEqual([
      'pages/business/fruits.json: sections[0].filters[1]: the filter "Citrus" would show nothing: no item has "category": "citrus"; add one or remove the filter',
      'pages/business/fruits.json: sections[0].items[0].description: describe "Mango" in a line: buyers compare the cards by it',
    ]);
  });

  it('spice cards are described, and cashews are kernels linked to their page', () => {
    const spices = page('/business/agricultural-commodities/spices', {
      title: 'Spices',
      sections: [{ type: 'cards', id: 'spice-list', items: [{ title: 'Cumin', description: '' }, { title: 'Cashews', description: 'Whole nuts', to: '/business' }] }],
    });
    expect(lines([spices])).toEqual([
      'pages/business/agricultural-commodities/spices.json: sections[0].items[0].description: describe "Cumin" in a line: buyers compare the spices by it',
      'pages/business/agricultural-commodities/spices.json: sections[0].items[1]: cashews are sold as kernels: say "kernels" in the description and link the card to the cashews page ("to": "/business/agricultural-commodities/cashews")',
    ]);
  });

  it('the peanut facts on the cashews page are introduced and lead on to the peanuts page', () => {
    const cashews = page('/business/agricultural-commodities/cashews', { title: 'Cashews', sections: [{ type: 'facts', heading: 'Facts on peanuts', items: [] }] });
    expect(lines([cashews])).toEqual([
      'pages/business/agricultural-commodities/cashews.json: sections[0]: introduce the peanut facts with an "eyebrow" or "intro": on the cashews page they need saying why they are there',
      'pages/business/agricultural-commodities/cashews.json: sections[0]: lead on from the peanut facts to the peanuts page: a link to "/business/agricultural-commodities/peanuts" in a section after them',
    ]);
  });

  it('a credential is spelt as its tile on the credentials page spells it', () => {
    const credentials = page('/credentials', { title: 'Credentials', sections: [{ type: 'gallery', items: [{ label: 'GST Registration' }] }] });
    const home = page('/home', { title: 'Home', sections: [{ type: 'logo-strip', items: [{ label: 'G.S.T. registration' }] }] });
    expect(lines([credentials, home])).toEqual(['pages/home.json: sections[0].items[0].label: write "GST Registration", as its tile on the credentials page does: one spelling per credential']);
  });

  it('the oils page links to our About page under our company name', () => {
    const site: CopyFile = { file: 'site.json', kind: 'site', data: { company: { name: 'Sahyadri Exports' } } };
    const oils = page('/business/edible-essential-oils', { title: 'Oils', banner: { link: { label: 'About us', to: '/about' } }, sections: [] });
    expect(lines([site, oils])).toEqual(['pages/business/edible-essential-oils.json: banner.link.label: name the company in the link to the About page: "About Sahyadri Exports"']);
  });
});

describe('compliance wording the rules let through (issue 48)', () => {
  // An API as buyers expect it: with the EU written confirmation among its documents.
  const documents = [{ type: 'certificate', title: 'EU written confirmation', onRequest: true }];
  const api = (data: object): CopyFile => ({ file: 'catalogue/api-products/x.json', kind: 'api-products', data: { productName: 'X', kind: 'api', documents, ...data } });

  it('a therapeutic class is not a disease name', () => {
    expect(lines([api({ description: 'An oral antidiabetic of the biguanide class; an anti-hypertensive and antipyretic.' })])).toEqual([]);
  });

  it('a test of every lot by the manufacturer, or a check of its certificate, is not our own testing', () => {
    expect(lines([prose("The manufacturer tests every batch. Every lot's certificate of analysis is checked against the specification.")])).toEqual([]);
  });

  it('an injection grade may offer injections; another grade offers them on request', () => {
    const injections = { industries: [{ title: 'Pharmaceutical', items: [{ label: 'Parenteral products', description: 'Injections' }] }] };
    expect(lines([api({ productName: 'X (Injection Grade)', ...injections })])).toEqual([]);
    expect(lines([api({ ...injections, specifications: [{ label: 'Bacterial endotoxins (LAL)', value: 'NMT 0.5 EU/mg' }] })])).toEqual([]);
    expect(lines([api(injections)])).toHaveLength(1);
  });

  it('a nutraceutical ingredient may state heavy metals; an API states elemental impurities', () => {
    const heavy = { specifications: [{ label: 'Heavy metals (as Pb)', value: 'NMT 10 ppm' }] };
    expect(lines([api({ ...heavy, kind: 'nutraceutical' })])).toEqual([]);
    expect(lines([api(heavy)])).toHaveLength(1);
  });
});

describe('cashew counts name their specification (issue 48)', () => {
  const table = (note?: string) =>
    page('/business/cashews', {
      title: 'Cashews',
      sections: [{ type: 'table', caption: 'White wholes', columns: ['Grade', 'Kernels per lb (454 g)'], rows: [['W180', '120-180']], ...(note !== undefined && { note }) }],
    });
  it('a grade table with counts per pound names the specification in its note', () => {
    expect(lines([table('Counts per pound as the AFI specification states them.')])).toEqual([]);
    expect(lines([table('Counts per pound as the grading standard states them.')])).toEqual([
      'pages/business/cashews.json: sections[0].note: a cashew count depends on the specification: name it (e.g. "the AFI specification", or India\'s export specification from the Cashew Export Promotion Council of India, whose W180 is 170-180 a pound)',
    ]);
    expect(lines([table()]).map((l) => l.split(': ')[1])).toEqual(['sections[0].rows']);
  });
});
