import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { LoadedContent } from '../../scripts/content/model.ts';
import { catalogueDir, readCatalogue } from '../../scripts/ui/catalogue.ts';
import { nameReadsAsWords, readsAsProse, textLeaves } from '../../scripts/content/translations.ts';
import { kinds } from '../../src/content/collections.ts';
import type { PrefixedLocale } from '../../src/content/locales.ts';
import { pageSchema } from '../../src/content/page.ts';
import { jsonPath } from '../../src/content/problem.ts';
import { siteSchema } from '../../src/content/site.ts';

/**
 * Issue 46: a page in another language shows no English the English page shows in the same place.
 * A visible text on a page is read with where it sits (`region`: its landmark and its section, the
 * same on both pages since both are drawn from one template), so "Cashew kernels, white wholes"
 * left in a French table is found beside the English table's same words, while a word both
 * languages write ("Contact", "Documents") or a name kept on purpose is not.
 */
export interface ShownText {
  region: string;
  text: string;
  /**
   * For a text the page isolates inside a sentence (`<bdi>`, as BidiText keeps a Latin term whole in
   * Arabic: "حمص كابولي (Kabuli chana)"), the text of the block that sentence sits in: the term
   * is judged with its sentence, not on its own.
   */
  sentence?: string;
}

const arabicWords = (text: string) => text.match(/\p{Script=Arabic}{2,}/gu) ?? [];

/**
 * A Latin term an Arabic sentence keeps ("(E. coli)", "80 mesh", "(Glycyrrhiza glabra)") is part of
 * a translated text: the sentence around it is written in Arabic words (two or more; its Latin terms
 * may be as many, "حمص كابولي (Kabuli chana) وحمص غاربانزو (Garbanzo beans)"). A sentence in English
 * with a lone Arabic letter or word in it is English left.
 */
const keptInArabicSentence = (sentence: string | undefined) => sentence !== undefined && arabicWords(sentence).length >= 2;

/** Latin words of two letters or more, as the languages write them (apostrophes and hyphens inside). */
const latinWords = (text: string) => text.match(/[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*/g) ?? [];

/**
 * Codes and figures read the same in every language: anything with a digit ("W320", "1121", "NMT
 * 0.5%"), an abbreviation in capitals ("HS", "CAS", "FOB", "MT"), a single letter.
 */
const withoutCodes = (text: string) =>
  text
    .replace(/[\p{L}\p{N}.,/%-]*\p{N}[\p{L}\p{N}.,/%-]*/gu, ' ')
    .replace(/(?<![\p{L}])[A-Z]{2,}s?(?![\p{L}])/gu, ' ')
    .replace(/(?<![\p{L}])\p{L}(?![\p{L}])/gu, ' ');

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What of a text is left once the words that may stay as written are taken out: the content's
 * never-translated strings (longest first, so a name is taken whole before a word of it) and codes.
 */
export function remainder(text: string, mayStay: readonly string[]): string {
  let left = ` ${tidy(text)} `;
  for (const s of mayStay) if (left.includes(s)) left = left.split(s).join(' ');
  return tidy(withoutCodes(left));
}

/**
 * The texts of a page in `locale` that are English the English page shows in the same region.
 * Arabic is written in its own script: a text with no Arabic letter whose Latin words the English
 * region also shows, reading as words, is English. French and Spanish share words with English, so there a text counts when the whole of
 * it is the English region's text and what is left of it reads as words (two of three letters or more).
 */
export function englishLeft(locale: PrefixedLocale, shown: readonly ShownText[], english: readonly ShownText[], mayStay: readonly string[]): string[] {
  const byRegion = new Map<string, { texts: Set<string>; words: Set<string> }>();
  for (const { region, text } of english) {
    const r = byRegion.get(region) ?? { texts: new Set<string>(), words: new Set<string>() };
    r.texts.add(tidy(text));
    for (const w of latinWords(text)) r.words.add(w.toLowerCase());
    byRegion.set(region, r);
  }
  const stays = [...new Set(mayStay.map(tidy))].filter((s) => /[A-Za-z]/.test(s)).sort((a, b) => b.length - a.length);
  const found: string[] = [];
  for (const { region, text, sentence } of shown) {
    const there = byRegion.get(region);
    if (!there) continue;
    const left = remainder(text, stays);
    if (locale === 'ar') {
      // Arabic text may carry a trade term or a variety in Latin letters ("(Incoterms)", "صنف Wonderful");
      // a text with no Arabic in it whose English words the English region shows is English left.
      if (/\p{Script=Arabic}/u.test(text) || keptInArabicSentence(sentence)) continue;
      const words = latinWords(left).filter((w) => w.length >= 3 && there.words.has(w.toLowerCase()));
      if (nameReadsAsWords(words.join(' ')) || words.length >= 3) found.push(`${region}: "${tidy(text)}" (${words.join(' ')})`);
    } else if (there.texts.has(tidy(text)) && (left.match(/\p{L}{3,}/gu) ?? []).length >= 2) {
      found.push(`${region}: "${tidy(text)}"`);
    }
  }
  return found;
}

function stringsOf(value: unknown, at: PropertyKey[], out: Map<string, string>): void {
  if (typeof value === 'string') out.set(jsonPath(at), value);
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== '$schema' && k !== '$translation') stringsOf(v, [...at, k], out);
}

/**
 * The strings a page in `locale` may show as the English does, read from the content and its
 * schema: every string that is not text (codes, CAS and HS numbers, botanical names, units), a
 * name that reads the same in every language (nameReadsAsWords), a single word, and the fields a
 * translator listed in `$translation.sameAsEnglish`; and the interface words a catalogue writes as
 * the English does. Nothing of today's content is written here.
 */
export function mayStayAsEnglish(content: LoadedContent, locale: PrefixedLocale): string[] {
  const read = (file: string) => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as unknown;
  const out = new Set<string>();
  for (const t of content.translations.filter((x) => x.locale === locale)) {
    const schema = (t.target.kind === 'site' ? siteSchema : t.target.kind === 'page' ? pageSchema : kinds[t.target.collection].schema) as z.ZodType;
    const english = read(t.english);
    const translation = read(t.file) as { $translation?: { sameAsEnglish?: string[] } };
    const onPurpose = new Set(translation.$translation?.sameAsEnglish ?? []);
    const leaves = new Map(textLeaves(schema, english).map((l) => [jsonPath(l.path), l]));
    const all = new Map<string, string>();
    stringsOf(english, [], all);
    const translated = new Map<string, string>();
    stringsOf(translation, [], translated);
    // A value the translator did translate, whose comma-separated parts the page shows one a line:
    // a part kept as written ("E. coli absent" is French too) was read and kept.
    for (const [at, value] of translated) {
      const en = all.get(at);
      if (en === undefined || en === value) continue;
      const parts = new Set(en.split(/,\s*/));
      for (const part of value.split(/,\s*/)) if (parts.has(part)) out.add(part);
    }
    for (const [at, value] of all) {
      const leaf = leaves.get(at);
      // A line's `quote` is the English name sales reads, never what the page shows in its language.
      if (/(^|\.)quote$/.test(at)) continue;
      if (!leaf || onPurpose.has(at) || !(leaf.kind === 'prose' ? readsAsProse(value) : nameReadsAsWords(value))) out.add(value);
    }
  }
  const flat = (o: unknown, at = ''): [string, string][] =>
    o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => flat(v, `${at}${k}.`)) : typeof o === 'string' ? [[at, o]] : [];
  const ui = (l: 'en' | PrefixedLocale) => new Map(flat(readCatalogue(l, catalogueDir(content.dir))));
  const mine = ui(locale);
  for (const [key, value] of ui('en')) if (mine.get(key) === value && !value.includes('{')) out.add(value);
  return [...out];
}
