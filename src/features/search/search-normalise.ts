/**
 * How the site search compares text, in every language (issue 31 item 7): the same steps run on
 * the index's text at build time and on what the buyer types, so a form written either way meets.
 * Self-contained and small: it ships with the search engine, never with a page's first load.
 *
 * - Latin script: lower case without accents ("Paracétamol" = "paracetamol", "Sulfato" = "sulfato"),
 *   "œ"/"æ" spelt out, "ß" as "ss".
 * - Arabic, as search engines normalise it (the steps of Lucene's ArabicNormalizer): harakat and
 *   Quranic marks removed, tatweel (ـ) removed, alef forms أ إ آ ٱ as ا, alef maqsura ى (and the
 *   Persian ی) as ي, taa marbuta ة as ه (written either way at a word's end), Persian ک as ك; the
 *   article "ال" in front of a word of three letters or more is dropped ("الكركم" finds
 *   "كركم" and the other way round).
 * - Digits: Arabic-Indic (٠-٩) and Persian (۰-۹) digits as 0-9, so "١٠٣-٩٠-٢" is the CAS 103-90-2.
 */

// Combining marks to drop: Latin accents (after NFKD), Arabic harakat, shadda, sukun, the
// superscript alef and the Quranic annotation marks. Not every \p{M}: the vowel signs of Indian
// scripts are letters' parts, not accents.
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;
// Drawn, not written: tatweel, zero-width (non-)joiners, direction marks (a CAS number copied from
// an Arabic page carries them), the BOM.
const INVISIBLE = /[\u0640\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LETTERS: Record<string, string> = { 'ٱ': 'ا', 'ى': 'ي', 'ی': 'ي', 'ة': 'ه', 'ک': 'ك', 'œ': 'oe', 'æ': 'ae', 'ß': 'ss' };
const LETTER = /[ٱىیةکœæß]/g;
const DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
// The definite article at the start of a word that keeps three letters or more without it.
const ARTICLE = /(^|[^\p{L}\p{N}])ال(?=\p{L}{3})/gu;

/** Arabic-Indic and Persian digits as Latin ones. */
const latinDigits = (text: string) => text.replace(DIGIT, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/**
 * Text made ready to be cut into words: digits in Latin, invisible characters removed (a tatweel
 * or a direction mark inside a word or code would otherwise cut it in two). Not lower-cased.
 */
export function foldText(text: string): string {
  return /^[\x20-\x7e\n\t]*$/.test(text) ? text : latinDigits(text.replace(INVISIBLE, ''));
}

/** One term (or a whole name) as the search compares it: see the file's comment. */
export function normalise(term: string): string {
  // Most terms are plain ASCII: skip the Unicode work for them.
  if (/^[\x20-\x7e]*$/.test(term)) return term.toLowerCase();
  return latinDigits(term.normalize('NFKD').replace(MARKS, '').replace(INVISIBLE, ''))
    .toLowerCase()
    .replace(LETTER, (c) => LETTERS[c] ?? c)
    .replace(ARTICLE, '$1');
}
