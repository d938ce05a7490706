import { describe, expect, it } from 'vitest';
import { countries } from '../../src/features/enquiry/countries.ts';
import { MAX_ITEMS, parseQuantity, UNITS } from '../../src/features/enquiry/line-rules.ts';
import { cleanEnquiry, INCOTERMS, validateEnquiry } from '../../src/features/enquiry/rules.ts';

const base = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote please' };
const item = (product: string, quantity: unknown = 2, unit: unknown = 'MT') => ({ product, quantity, unit });
const codes = (input: unknown) => validateEnquiry(input).map((e) => [e.field, e.code]);

describe('enquiry list rules (issue 14): products, quantities, units', () => {
  it('accepts up to 50 products with positive quantities and known units', () => {
    const items = Array.from({ length: MAX_ITEMS }, (_, i) => item(`Product ${i}`, i + 0.5, UNITS[i % UNITS.length]));
    expect(validateEnquiry({ ...base, items })).toEqual([]);
    expect(validateEnquiry({ ...base, items: [] })).toEqual([]);
  });

  it('refuses 51 products', () => {
    const items = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => item(`Product ${i}`));
    expect(validateEnquiry({ ...base, items })).toEqual([
      { field: 'items', message: 'An enquiry can hold at most 50 products; this one has 51', code: 'TOO_MANY' },
    ]);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['NaN', Number.NaN],
    ['1e309 (Infinity once parsed)', JSON.parse('1e309') as number],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['more than a billion', 1e10],
    ['a string', '2'],
    ['null', null],
  ])('refuses the quantity %s, naming the product', (_, quantity) => {
    expect(validateEnquiry({ ...base, items: [item('Cumin Seeds', quantity)] })).toEqual([
      { field: 'items[0].quantity', message: 'Quantity for Cumin Seeds must be a number greater than 0 and at most 1,000,000,000', code: 'TYPE_QUANTITY' },
    ]);
  });

  it('refuses a missing quantity', () => {
    expect(codes({ ...base, items: [{ product: 'Cumin Seeds', unit: 'MT' }] })).toEqual([['items[0].quantity', 'TYPE_QUANTITY']]);
  });

  it.each([['tonnes'], ['KG'], ['mt'], [''], [null], [42]])('refuses the unit %j', (unit) => {
    expect(codes({ ...base, items: [item('Cumin Seeds', 2, unit)] })).toEqual([['items[0].unit', 'TYPE_UNIT']]);
  });

  it('refuses product names that are empty, invisible, too long, or hold control characters, and duplicates', () => {
    expect(codes({ ...base, items: [item('')] })).toEqual([['items[0].product', 'REQUIRED']]);
    expect(codes({ ...base, items: [item('\u200B\u200B')] })).toEqual([['items[0].product', 'REQUIRED']]);
    expect(codes({ ...base, items: [item('x'.repeat(151))] })).toEqual([['items[0].product', 'TOO_LONG']]);
    expect(codes({ ...base, items: [item('Cumin\nSeeds')] })).toEqual([['items[0].product', 'CONTROL_CHARS']]);
    expect(codes({ ...base, items: [item('Cumin\u0000')] })).toEqual([['items[0].product', 'CONTROL_CHARS']]);
    expect(codes({ ...base, items: [item('Cumin'), item(' Cumin ')] })).toEqual([['items[1].product', 'DUPLICATE']]);
    expect(codes({ ...base, items: [{ quantity: 1, unit: 'kg' }] })).toEqual([['items[0].product', 'REQUIRED']]);
    expect(codes({ ...base, items: ['Cumin'] })).toEqual([['items[0].product', 'REQUIRED']]);
    expect(codes({ ...base, items: 'Cumin' })).toEqual([['items', 'TYPE_LIST']]);
  });

  it('reads a typed quantity: decimals yes; empty, words, zero, negatives and overflow no', () => {
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity(' 12000 ')).toBe(12000);
    for (const bad of ['', ' ', 'abc', '0', '-1', '1e309', 'Infinity', 'NaN']) expect(parseQuantity(bad), bad).toBeNull();
  });
});

describe('optional fields (issue 14)', () => {
  const full = { ...base, company: 'Gulf Foods LLC', country: 'United Arab Emirates', phone: '+971 4 123 4567', port: 'Jebel Ali', incoterm: 'CIF' };

  it('accepts them filled, empty or left out', () => {
    expect(validateEnquiry(full)).toEqual([]);
    expect(validateEnquiry({ ...base, company: '', country: '', phone: '', port: '', incoterm: '' })).toEqual([]);
    expect(validateEnquiry(base)).toEqual([]);
  });

  it('knows every Incoterm offered and every country of the list', () => {
    for (const { code } of INCOTERMS) expect(validateEnquiry({ ...full, incoterm: code })).toEqual([]);
    for (const [, name] of countries) expect(validateEnquiry({ ...full, country: name })).toEqual([]);
    expect(countries).toHaveLength(249);
  });

  it('refuses an unknown Incoterm, an unknown country, a bad phone', () => {
    // EXW: a foreign buyer cannot be the exporter of record in India (issue 27); DPU is not offered either.
    for (const incoterm of ['FAS', 'cif', 'EXW', 'exw', 'DPU', 'Cost and freight']) expect(codes({ ...full, incoterm }), incoterm).toEqual([['incoterm', 'TYPE_INCOTERM']]);
    for (const country of ['Atlantis', 'UAE', 'AE']) expect(codes({ ...full, country }), country).toEqual([['country', 'TYPE_COUNTRY']]);
    for (const phone of ['call me', '12345', '+971 <b>4</b> 123']) expect(codes({ ...full, phone }), phone).toEqual([['phone', 'TYPE_PHONE']]);
  });

  it('refuses a 10,000-character company and other over-long fields', () => {
    expect(validateEnquiry({ ...full, company: 'C'.repeat(10_000) })).toEqual([{ field: 'company', message: 'must be at most 200 characters', code: 'TOO_LONG' }]);
    expect(codes({ ...full, port: 'P'.repeat(101) })).toEqual([['port', 'TOO_LONG']]);
    expect(codes({ ...full, phone: '1'.repeat(41) })).toEqual([['phone', 'TOO_LONG']]);
  });

  it('refuses control characters in names and one-line fields', () => {
    expect(codes({ ...full, 'first-name': 'Am\u0007ina', company: 'Gulf\r\nFoods', port: 'Jebel\u0000Ali' })).toEqual([
      ['first-name', 'CONTROL_CHARS'],
      ['company', 'CONTROL_CHARS'],
      ['port', 'CONTROL_CHARS'],
    ]);
  });

  it('refuses values that are not text', () => {
    expect(codes({ ...full, company: 42, incoterm: ['CIF'] })).toEqual([
      ['company', 'TYPE_TEXT'],
      ['incoterm', 'TYPE_TEXT'],
    ]);
  });
});

describe('the stored shape', () => {
  it('trims text, keeps filled optional fields and the products', () => {
    expect(
      cleanEnquiry({ ...base, email: ' amina@example.com ', company: ' Gulf Foods ', port: '  ', incoterm: 'FOB', items: [item(' Cumin Seeds ', 2.5, 'MT')], extra: 'x' }),
    ).toEqual({ ...base, company: 'Gulf Foods', incoterm: 'FOB', items: [{ product: 'Cumin Seeds', quantity: 2.5, unit: 'MT' }] });
    expect(cleanEnquiry({ ...base, items: [] })).toEqual(base);
  });
});
