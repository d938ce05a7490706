/**
 * The translation beside the English in the web editor (issue 31): the form shows the English
 * shape with the translation's words (admin/translation-pane.ts), and a save writes the words
 * only, stamped with the English they translate (scripts/cms/translation-save.ts), as
 * `npm run content:translations -- --stamp` would.
 */
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { keepUnevenLists, paneValue, wordsOnly, type ImmutableValue } from '../../admin/translation-pane.ts';
import type { DecapField } from '../../scripts/cms/decap-config.ts';
import { translationFile } from '../../scripts/cms/translation-save.ts';
import { checkTranslation } from '../../scripts/content/translations.ts';
import { englishHash } from '../../scripts/content/translation-align.ts';
import { pageSchema } from '../../src/content/page.ts';

const text = (name: string, widget = 'string'): DecapField => ({ name, label: name, widget, i18n: 'translate' });
const code = (name: string): DecapField => ({ name, label: name, widget: 'string', i18n: 'none' });

/** A page's fields as the editor's configuration has them: title, a list of sections of two types, a picture. */
const sections: DecapField = {
  name: 'sections',
  label: 'Sections',
  widget: 'list',
  i18n: 'translate',
  typeKey: 'type',
  types: [
    { name: 'prose', label: 'Prose', widget: 'object', i18n: 'translate', fields: [text('heading'), { name: 'paragraphs', label: 'Paragraphs', widget: 'list', i18n: 'translate', field: text('paragraph', 'text') }] },
    { name: 'divider', label: 'Divider', widget: 'object', i18n: 'none', fields: [code('style')] },
  ],
};
const specifications: DecapField = { name: 'specifications', label: 'Specifications', widget: 'list', i18n: 'translate', fields: [text('label'), text('value'), code('method')] };
const banner: DecapField = { name: 'banner', label: 'Banner', widget: 'object', i18n: 'translate', fields: [{ name: 'image', label: 'Image', widget: 'object', i18n: 'translate', fields: [code('src'), text('alt')] }] };
const fields = [text('title'), code('parent'), banner, sections, specifications];

const english = {
  title: 'About Us',
  parent: 'company',
  banner: { image: { src: 'images/about/team.jpg', alt: 'Our team at the warehouse' } },
  sections: [
    { type: 'prose', heading: 'Who we are', paragraphs: ['We export spices.', 'Since 1975.'] },
    { type: 'divider', style: 'line' },
  ],
  specifications: [
    { label: 'Assay', value: '99.0% to 101.0%', method: 'HPLC' },
    { label: 'Loss on drying', value: 'NMT 0.5%' },
  ],
};
const form = (value: unknown) => fromJS(value) as unknown as ImmutableValue;
const js = (value: unknown) => ((value as { toJS?: () => unknown })?.toJS?.() ?? value) as Record<string, unknown>;

describe("the translation's form", () => {
  it('shows the English shape (the section types, the picture) with the translation’s words, and no English words', () => {
    const translation = { title: 'من نحن', sections: [{ heading: 'من نحن' }, {}], specifications: [{ label: 'المعايرة' }, { label: 'الفقد بالتجفيف', value: '0.5% كحد أقصى' }] };
    const shown = fields.map((f) => [f.name, js(paneValue(f, form(english).get(f.name), form(translation).get(f.name)))]);
    expect(Object.fromEntries(shown)).toEqual({
      title: 'من نحن',
      parent: 'company',
      banner: { image: { src: 'images/about/team.jpg' } },
      sections: [
        { type: 'prose', heading: 'من نحن', paragraphs: ['', ''] },
        { type: 'divider', style: 'line' },
      ],
      // A list of groups (not one group): each item the English item with the translation's words.
      specifications: [
        { label: 'المعايرة', method: 'HPLC' },
        { label: 'الفقد بالتجفيف', value: '0.5% كحد أقصى' },
      ],
    });
    // And what a save makes of it is the translation's words again.
    expect(wordsOnly(fields, Object.fromEntries(shown))).toEqual(translation);
  });

  it('shows no words in a list whose items no longer match the English (the English gained an item since)', () => {
    const translation = { sections: [{ heading: 'من نحن' }] };
    expect(js(paneValue(sections, form(english).get('sections'), form(translation).get('sections')))).toEqual([
      { type: 'prose', paragraphs: ['', ''] },
      { type: 'divider', style: 'line' },
    ]);
  });

  it('a section dragged in the English keeps its own words beside it, of its own type (issue 45: the form followed the English by position)', () => {
    const facts = { type: 'facts', id: 'company-facts', heading: 'Company facts', intro: 'Registered in 2012.' };
    const typed: DecapField = {
      ...sections,
      types: [...sections.types!, { name: 'facts', label: 'Facts', widget: 'object', i18n: 'translate', fields: [code('id'), text('heading'), text('intro')] }],
    };
    const read = { sections: [{ ...english.sections[0]!, id: 'introduction' }, facts] };
    // The translation file as the form holds it: words only, at the places the English items had when read.
    const file = { sections: [{ heading: 'من نحن', paragraphs: ['نصدّر التوابل.', 'منذ 1975.'] }, { heading: 'حقائق الشركة', intro: 'مسجلة في 2012.' }] };
    const dragged = { sections: [read.sections[1], read.sections[0]] };
    const shown = js(paneValue(typed, form(dragged).get('sections'), form(file).get('sections'), { original: read, at: ['sections'] })) as unknown as unknown[];
    expect(shown).toEqual([
      { type: 'facts', id: 'company-facts', heading: 'حقائق الشركة', intro: 'مسجلة في 2012.' },
      { type: 'prose', id: 'introduction', heading: 'من نحن', paragraphs: ['نصدّر التوابل.', 'منذ 1975.'] },
    ]);
    // Once the form has written its value (the English shape, ids in it), a second drag still follows.
    const back = { sections: [read.sections[0], read.sections[1]] };
    expect(js(paneValue(typed, form(back).get('sections'), form({ sections: shown }).get('sections'), { original: read, at: ['sections'] }))).toEqual([shown[1], shown[0]]);
  });

  it('keeps the same value while nothing changed (what it shows is the form’s own value once edited)', () => {
    const once = paneValue(sections, form(english).get('sections'), form({ sections: [{ heading: 'x' }, {}] }).get('sections'));
    expect(js(paneValue(sections, form(english).get('sections'), once))).toEqual(js(once));
  });
});

describe('what a save writes for a translation', () => {
  it('the words only: no types, pictures or codes; empty texts left out; list places kept with {}', () => {
    const edited = { title: 'من نحن', parent: 'company', banner: { image: { src: 'images/about/team.jpg', alt: ' ' } }, sections: [{ type: 'prose', heading: 'من نحن', paragraphs: ['نصدّر التوابل.', ''] }, { type: 'divider', style: 'line' }] };
    expect(wordsOnly(fields, edited)).toEqual({ title: 'من نحن', sections: [{ heading: 'من نحن', paragraphs: ['نصدّر التوابل.', ''] }, {}] });
  });

  it('nothing at all when the translation has no words (no file: a translation file publishes the page in that language)', () => {
    expect(wordsOnly(fields, { parent: 'company', $schema: '../.schemas/page.json', sections: [{ type: 'divider', style: 'line' }] })).toBeUndefined();
  });

  it('keeps a list the form could not show (uneven) when nothing was written there', () => {
    const original = { title: 'من نحن', sections: [{ heading: 'من نحن' }] };
    expect(keepUnevenLists(fields, english, original, { title: 'عنّا' })).toEqual({ title: 'عنّا', sections: [{ heading: 'من نحن' }] });
    expect(keepUnevenLists(fields, english, original, { sections: [{ heading: 'أ' }, {}] })).toEqual({ sections: [{ heading: 'أ' }, {}] });
  });
});

describe('a translation saved by the editor', () => {
  const page = { title: 'About Us', description: 'Who we are: a Bangalore-based export house connecting Indian makers with buyers worldwide.', sections: [{ type: 'prose', heading: 'Who we are', paragraphs: ['We export spices to forty countries.'] }] };
  const path = 'content/pages/about.fr.json';

  it('a new one starts "$translation" awaiting review, with the hash of the English of each field, and passes the check', () => {
    const words = { title: 'À propos', sections: [{ heading: 'Qui sommes-nous', paragraphs: ['Nous exportons des épices vers quarante pays.'] }] };
    const { data, problem } = translationFile(pageSchema, page, { locale: 'fr', path, words, original: null });
    expect(problem).toBeUndefined();
    expect(Object.keys(data!)[0]).toBe('$translation');
    expect(data!.$translation).toEqual({
      review: 'awaiting-native-review',
      source: { title: englishHash('About Us'), 'sections[0].heading': englishHash('Who we are'), 'sections[0].paragraphs[0]': englishHash('We export spices to forty countries.') },
    });
    expect(checkTranslation(path, pageSchema, page, data).errors).toEqual([]);
  });

  it('a field left as it was keeps its hash (stale stays stale); a field written now records the English beside it now; the review state is kept', () => {
    const original = JSON.stringify({ $translation: { review: 'reviewed', reviewedBy: 'Claire Martin', reviewedOn: '2026-01-15', source: { title: englishHash('About'), description: englishHash('Old English') } }, title: 'À propos', description: 'Ancienne phrase française, traduite depuis longtemps.' });
    const words = { title: 'À propos', description: 'Qui sommes-nous : une maison d’export de Bangalore reliant les fabricants indiens aux acheteurs.' };
    const { data } = translationFile(pageSchema, page, { locale: 'fr', path, words, original });
    expect(data!.$translation).toEqual({ review: 'reviewed', reviewedBy: 'Claire Martin', reviewedOn: '2026-01-15', source: { title: englishHash('About'), description: englishHash(page.description) } });
    const report = checkTranslation(path, pageSchema, page, data);
    expect(report.warnings.map((w) => `${w.path}: ${w.message.split(':')[0]}`)).toContain('title: stale');
    expect(report.warnings.some((w) => w.path === 'description' && /stale/.test(w.message))).toBe(false);
  });

  // Issue 45: Pages > About, "Company facts" dragged above "Connecting the World", Publish.
  const two = { ...page, sections: [page.sections[0]!, { type: 'prose', heading: 'Company facts', paragraphs: ['Registered in Bangalore in 2012.', 'Exporting to forty countries.'] }] };
  const french = { title: 'À propos', sections: [{ heading: 'Qui sommes-nous', paragraphs: ['Nous exportons des épices vers quarante pays.'] }, { heading: 'La société en bref', paragraphs: ['Immatriculée à Bangalore en 2012.', 'Exportations vers quarante pays.'] }] };
  const stamped = translationFile(pageSchema, two, { locale: 'fr', path, words: french, original: null }).data!;

  it('a section moved in the English takes its translation along: every text kept, in its new place (issue 45)', () => {
    const moved = { ...two, sections: [two.sections[1]!, two.sections[0]!] };
    // The translation's form follows the English (translation-pane.ts): its words in the new order.
    const words = { ...french, sections: [french.sections[1]!, french.sections[0]!] };
    const { data, removed } = translationFile(pageSchema, moved, { locale: 'fr', path, words, original: JSON.stringify(stamped) });
    expect(removed).toBeUndefined();
    expect((data as typeof french).sections).toEqual([french.sections[1], french.sections[0]]);
    const report = checkTranslation(path, pageSchema, moved, data);
    expect(report.errors).toEqual([]);
    expect(report.translated).toBe(checkTranslation(path, pageSchema, two, stamped).translated);
  });

  it('a section removed in the English: the save says which words go with it, before saving, and drops them (issue 45)', () => {
    const fewer = { ...two, sections: [two.sections[1]!] };
    // The form shows the English items left, each with its own words.
    const { data, removed } = translationFile(pageSchema, fewer, { locale: 'fr', path, words: { ...french, sections: [french.sections[1]!] }, original: JSON.stringify(stamped) });
    expect(removed).toEqual([{ path: 'sections[0]', message: 'its English item was removed, so this translation goes too when you publish: "Qui sommes-nous"' }]);
    expect((data as typeof french).sections).toEqual([french.sections[1]]);
  });

  it('a translation whose words were all removed is refused with what to do, not written as an empty translation', () => {
    const original = JSON.stringify({ $translation: { review: 'awaiting-native-review' }, title: 'À propos' });
    const { data, problem } = translationFile(pageSchema, page, { locale: 'fr', path, words: null, original });
    expect(data).toBeNull();
    expect(problem).toMatch(/no words left.*delete about\.fr\.json/);
    expect(translationFile(pageSchema, page, { locale: 'fr', path, words: null, original: null })).toEqual({ data: null });
  });
});
