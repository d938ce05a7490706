import { describe, expect, it } from 'vitest';
import { checkTranslation, nameReadsAsWords, textLeaves } from '../../scripts/content/translations.ts';
import { pageSchema } from '../../src/content/page.ts';
import { jsonPath } from '../../src/content/problem.ts';
import { alignTranslation, englishHash } from '../../scripts/content/translation-align.ts';
import { contentJson } from './content-dirs.ts';

/**
 * Issue 46 item 1: coverage counts what a page shows. A product's name in a table is a name a reader
 * reads as words ("Cumin seeds"): left as the English, or left out, it is English on a French page
 * and counts as not translated; a proper name or a code ("Nhava Sheva", "W320") may stay as written.
 */
type Page = { sections: { type: string; products?: { name: string }[] }[] };
const english = structuredClone(contentJson<Page>('pages/business/agricultural-commodities/spices.json'));
const section = english.sections.findIndex((s) => s.type === 'trade-details' && s.products?.length);
english.sections[section]!.products![0]!.name = 'Fixture cumin seeds, machine cleaned';

/** Every text field "translated" (a French word before it), as a finished translation would be. */
function french(): Record<string, unknown> {
  const out: Record<string, unknown> = { $translation: { review: 'awaiting-native-review' } };
  for (const leaf of textLeaves(pageSchema, english)) {
    let at: Record<PropertyKey, unknown> | unknown[] = out;
    leaf.path.forEach((key, i) => {
      if (i === leaf.path.length - 1) (at as Record<PropertyKey, unknown>)[key] = `Traduit ${leaf.value}`;
      else at = ((at as Record<PropertyKey, unknown>)[key] ??= typeof leaf.path[i + 1] === 'number' ? [] : {}) as Record<PropertyKey, unknown>;
    });
  }
  return out;
}

const field = `sections[${section}].products[0].name`;
const at = (data: Record<string, unknown>) => (data.sections as { products: Record<string, unknown>[] }[])[section]!.products[0]!;

describe('translation coverage of names a page shows', () => {
  it('tells a product name in words from a proper name or a code', () => {
    expect(nameReadsAsWords('Cashew kernels, white wholes')).toBe(true);
    expect(nameReadsAsWords('Basmati rice 1121')).toBe(true);
    for (const name of ['Nhava Sheva', 'W320', 'ISO 9001', 'Halal India Pvt. Ltd.', 'India (Guntur, Andhra Pradesh)']) expect(nameReadsAsWords(name), name).toBe(false);
  });

  it('an English product name planted in a French table lowers the coverage and is named; left out, too', () => {
    const full = checkTranslation('spices.fr.json', pageSchema, english, french());
    expect(full.errors).toEqual([]);
    expect(full.translated).toBe(full.fields);
    const planted = french();
    at(planted).name = english.sections[section]!.products![0]!.name;
    const report = checkTranslation('spices.fr.json', pageSchema, english, planted);
    expect(report.translated).toBe(full.translated - 1);
    expect(report.warnings.map((w) => w.path)).toContain(field);
    const missing = french();
    delete at(missing).name;
    const left = checkTranslation('spices.fr.json', pageSchema, english, missing);
    expect(left.translated).toBe(full.translated - 1);
    expect(left.warnings.map((w) => `${w.path}: ${w.message}`)).toContain(`${field}: not translated yet: the English shows here`);
    expect(jsonPath(['sections', section, 'products', 0, 'name'])).toBe(field);
  });

  it('a name listed in $translation.sameAsEnglish may be the English on purpose (an INN, a trade name); a stale list is named', () => {
    const full = checkTranslation('spices.fr.json', pageSchema, english, french());
    const same = french();
    at(same).name = english.sections[section]!.products![0]!.name;
    same.$translation = { review: 'awaiting-native-review', sameAsEnglish: [field] };
    const report = checkTranslation('spices.fr.json', pageSchema, english, same);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((w) => w.path)).not.toContain(field);
    expect(report.translated).toBe(full.translated);
    // Listed but translated, or naming no text: a left-over that would hide a later copy of the English.
    const leftOver = french();
    leftOver.$translation = { review: 'awaiting-native-review', sameAsEnglish: [field, 'sections[0].nowhere'] };
    const stale = checkTranslation('spices.fr.json', pageSchema, english, leftOver);
    expect(stale.warnings.filter((w) => w.path.startsWith('$translation.sameAsEnglish')).map((w) => `${w.path}: ${w.message}`)).toEqual([
      `$translation.sameAsEnglish[0]: "${field}" is translated (not the same as the English): remove it from the list`,
      '$translation.sameAsEnglish[1]: "sections[0].nowhere" is not a text field of the English file: remove it from the list',
    ]);
  });

  it('a field listed the same as the English on purpose follows its item when the English list is reordered', () => {
    const before = { synonyms: ['Kabuli chana', 'Garbanzo beans'] };
    const after = { synonyms: ['Garbanzo beans', 'Kabuli chana'] };
    const translation = {
      $translation: { review: 'awaiting-native-review', source: { 'synonyms[0]': englishHash('Kabuli chana'), 'synonyms[1]': englishHash('Garbanzo beans') }, sameAsEnglish: ['synonyms[0]'] },
      synonyms: ['Kabuli chana', 'Pois chiches garbanzo'],
    };
    expect(alignTranslation(before, translation, englishHash).sameAsEnglish).toEqual(['synonyms[0]']);
    expect(alignTranslation(after, translation, englishHash).sameAsEnglish).toEqual(['synonyms[1]']);
  });
});

