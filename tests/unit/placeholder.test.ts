import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGstin, isPlaceholder } from '../../src/content/placeholder.ts';
import { gallerySection } from '../../src/content/sections/gallery.ts';
import { imageGridSection } from '../../src/content/sections/image-grid.ts';
import { profileSection } from '../../src/content/sections/profile.ts';
import { siteSchema } from '../../src/content/site.ts';
import { contentJson, realContentDir } from './content-dirs.ts';

const testSite = contentJson<{ company: Record<string, unknown> }>('site.json');
const siteWith = (company: Record<string, unknown>) => siteSchema.safeParse({ ...testSite, company: { ...testSite.company, ...company } });
const registrations = { iec: 'to be added', gstin: 'to be added', rcmc: 'to be added', duns: 'to be added' };

describe('placeholders: a fact not known yet is never shown as a value', () => {
  it.each(['to be added', 'TBD', 'XXXX', 'XX-XXX-XXXX', '0000', '000000000', '123456789', 'Sample', 'example', 'n/a', ' to be added '])('"%s" is a placeholder', (v) => {
    expect(isPlaceholder(v)).toBe(true);
  });

  it.each(['PXL/SR/1234/2023 (Pharmexcil)', '65-123-4567', '29AAACS1234F1ZO', 'SGS India, Chennai', '2019', '4.2%'])('"%s" is a real value', (v) => {
    expect(isPlaceholder(v)).toBe(false);
  });

  it('the GSTIN check character catches a typo', () => {
    expect(isGstin('29AAACS1234F1ZO')).toBe(true);
    expect(isGstin('29AAACS1234F1ZP')).toBe(false);
    expect(isGstin('29AAACS1234F1Z')).toBe(false);
  });

  it('site.json: placeholder facts parse to null (or an empty list), real ones are kept', () => {
    const placeholder = siteWith({ founded: 'to be added', countriesServed: ['to be added'], registrations });
    expect(placeholder.success && placeholder.data.company).toMatchObject({
      founded: null,
      countriesServed: [],
      registrations: { iec: null, gstin: null, rcmc: null, duns: null },
    });
    const real = siteWith({
      founded: 2012,
      countriesServed: ['United Arab Emirates', 'Kenya'],
      registrations: { iec: 'AAACS1234F', gstin: '29AAACS1234F1ZO', rcmc: 'PXL/SR/1234/2023 (Pharmexcil)', duns: '65-123-4567' },
    });
    expect(real.success && real.data.company).toMatchObject({
      founded: 2012,
      countriesServed: ['United Arab Emirates', 'Kenya'],
      registrations: { iec: 'AAACS1234F', gstin: '29AAACS1234F1ZO', duns: '65-123-4567' },
    });
  });

  it('site.json: a malformed number or a future founding year is refused with a message that names the format', () => {
    const bad = siteWith({
      founded: new Date().getFullYear() + 1,
      countriesServed: ['Kenya'],
      registrations: { iec: 'ABC', gstin: '29AAACS1234F1ZP', rcmc: 'to be added', duns: '98765' },
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'company.founded': expect.stringMatching(/past year/),
      'company.registrations.iec': expect.stringMatching(/10-character IEC/),
      'company.registrations.gstin': expect.stringMatching(/check character/),
      'company.registrations.duns': expect.stringMatching(/nine-digit D-U-N-S/),
    });
  });

  it('a credential needs its issuer and number; the scan, validity and registration date are optional', () => {
    const base = { type: 'gallery', items: [{ label: 'FSSAI', image: { src: 'images/a.svg', alt: '' }, issuedBy: 'FSSAI', registrationNumber: 'to be added' }] };
    const parsed = gallerySection.parse(base);
    expect(parsed.items[0]).toMatchObject({ registrationNumber: null, numberLabel: 'Registration no.' });
    expect(parsed.items[0]).not.toHaveProperty('scan');
    expect(gallerySection.safeParse({ ...base, items: [{ ...base.items[0], validUntil: '31/03/2027' }] }).error?.issues[0]?.message).toMatch(/2027-03-31/);
    expect(gallerySection.safeParse({ ...base, items: [{ ...base.items[0], validUntil: '2027-02-30' }] }).success).toBe(false);
    expect(gallerySection.safeParse({ ...base, items: [{ label: 'FSSAI', image: base.items[0]!.image }] }).success).toBe(false);
  });

  it('a certificate of analysis is facts with an optional scan, not a picture', () => {
    const item = { image: { src: 'images/a.svg', alt: '' }, caption: 'W240' };
    const certificate = { lot: 'to be added', laboratory: 'to be added', date: 'to be added', results: [{ label: 'Moisture', value: 'to be added' }] };
    const parsed = imageGridSection.parse({ type: 'image-grid', items: [{ ...item, certificate }] });
    expect(parsed.items[0]?.certificate).toEqual({ title: 'Certificate of analysis', lot: null, laboratory: null, date: null, results: [{ label: 'Moisture', value: null }] });
    expect(imageGridSection.safeParse({ type: 'image-grid', items: [{ ...item, certificate: item.image }] }).success).toBe(false);
  });

  it('a profile may leave out the portrait', () => {
    const profile = { type: 'profile', heading: 'A message', name: 'A. Person', role: 'Director', paragraphs: ['Hello.'] };
    expect(profileSection.safeParse(profile).success).toBe(true);
  });
});

describe('the site content', () => {
  // content/README.md asks editors to fill in both places with the same number.
  it('a GSTIN or D-U-N-S number written on a credential tile is the one in site.json', () => {
    const site = siteSchema.parse(contentJson('site.json', realContentDir));
    const page = existsSync(path.join(realContentDir, 'pages/credentials.json')) ? contentJson<{ sections: unknown[] }>('pages/credentials.json', realContentDir) : { sections: [] };
    const tiles = page.sections.flatMap((s) => {
      const parsed = gallerySection.safeParse(s);
      return parsed.success ? parsed.data.items : [];
    });
    const same = { GSTIN: site.company.registrations.gstin, 'D-U-N-S number': site.company.registrations.duns };
    for (const tile of tiles) {
      const label = tile.numberLabel as keyof typeof same;
      if (label in same && tile.registrationNumber !== null) expect(tile.registrationNumber, `${tile.label} tile`).toBe(same[label]);
    }
  });
});
