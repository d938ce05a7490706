import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEntry } from '../../scripts/cms/check-entry.ts';
import { cmsConfig } from '../../scripts/cms/sources.ts';
import type { DecapCollection, DecapField } from '../../scripts/cms/decap-config.ts';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { displayPath } from '../../scripts/content/load.ts';
import { contentDir as source } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';

/**
 * Issue 49, item 5 and the launch list: the web editor refuses a price band whose low is above its
 * high, a currency not in ISO 4217 and a validUntil in the past, in the content check's own words;
 * the launch check lists prices expiring within 14 days and certificates within 30.
 */
const scratch = path.resolve('tests/.tmp', `price-checks-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const file = 'catalogue/api-products/paracetamol.json';
const english = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as { tradeDetails: { price: Record<string, unknown> } };
const withPrice = (change: Record<string, unknown>) => ({ ...english, tradeDetails: { ...english.tradeDetails, price: { ...english.tradeDetails.price, ...change } } });

const bad: [string, Record<string, unknown>, string, RegExp][] = [
  ['a low above the high', { min: 5, max: 4 }, 'tradeDetails.price.min', /lowest price \(min 5\) is above the highest \(max 4\)/],
  ['a currency not in ISO 4217', { currency: 'USS' }, 'tradeDetails.price.currency', /"USS" is not an ISO 4217 currency code/],
  ['a validUntil in the past', { validUntil: day(-1) }, 'tradeDetails.price.validUntil', new RegExp(`validUntil ${day(-1)} has passed`)],
];

describe('a price the editor and the check refuse', () => {
  it.each(bad)('%s: the web editor refuses it with the words of the content check', (_name, change, at, words) => {
    const dir = contentWith(source, path.join(scratch, at.replace(/\W/g, '-')), null);
    const repo = path.dirname(dir);
    const result = checkEntry(dir, repo, { path: path.relative(repo, path.join(dir, file)), isNew: false, data: withPrice(change) });
    const refused = result.problems.find((p) => p.path === at);
    expect(refused?.message).toMatch(words);
    // The content check, on the file saved as it is, says the same line.
    const abs = path.join(dir, file);
    writeFileSync(abs, `${JSON.stringify(withPrice(change), null, 2)}\n`);
    const run = checkCommand([], { CONTENT_DIR: dir });
    expect([...run.stdout, ...run.stderr].join('\n')).toContain(`${displayPath(abs)}: ${at}: ${refused!.message}`);
  });
});

describe('the launch check lists what expires soon', () => {
  it('a price expiring in ten days and a certificate in twenty, not one in two months', () => {
    const dir = contentWith(source, path.join(scratch, 'launch'), null, [
      { file, set: ['tradeDetails', 'price', 'validUntil'], value: day(10) },
      { file: 'site.json', set: ['certificates', 0, 'validUntil'], value: day(20) },
      { file: 'catalogue/api-products/lutein-10.json', set: ['tradeDetails'], value: { price: { currency: 'EUR', min: 210, max: 240, unit: 'kg', incoterm: 'CIF', validUntil: day(60) } } },
    ]);
    const out = checkCommand(['--launch'], { CONTENT_DIR: dir }).stdout.join('\n');
    expect(out).toContain(`${displayPath(path.join(dir, file))}: tradeDetails.price.validUntil: price expires on ${day(10)} (within 14 days)`);
    expect(out).toContain(`${displayPath(path.join(dir, 'site.json'))}: certificates[0].validUntil: certificate expires on ${day(20)} (within 30 days)`);
    expect(out).not.toContain(day(60));
  });
});

describe('the web editor shows the new fields with their hints', () => {
  it('price, payment terms, samples, container load and certificates of a product, and the site’s certificates', () => {
    const repo = path.dirname(source);
    const config = cmsConfig(source, repo, { kind: 'local', localUrl: 'http://localhost:8081/api/v1' });
    const field = (fields: DecapField[] | undefined, name: string) => fields?.find((f) => f.name === name);
    const api = config.collections.find((c) => c.name === 'api-products') as DecapCollection;
    const trade = field(api.fields, 'tradeDetails');
    for (const name of ['price', 'gradePrices', 'paymentTerms', 'samplePolicy', 'containerLoad', 'certificates']) expect(field(trade?.fields, name)?.hint, name).toBeTruthy();
    const price = field(trade?.fields, 'price');
    expect(field(price?.fields, 'currency')?.hint).toMatch(/ISO 4217/);
    expect(field(price?.fields, 'validUntil')?.hint).toMatch(/last day/);
  });
});
