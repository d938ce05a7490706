import type { Catalogue } from '../ui/catalogue-check.ts';
import { CHECK_FIELD, FILES_COLLECTION, humanize, type DecapCollection, type DecapField } from './decap-config.ts';

/** The editor's collection of the UI's word catalogues (issue 44 item 2), named so the check knows it. */
export const UI_COLLECTION = 'ui';

/** How a field's hint quotes the English message (englishOf reads it back). */
const ENGLISH_HINT = 'English: ';

/** A language's English name ("Arabic" for ar). */
export const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/**
 * One form per catalogue: an object per section, a text per message, all made from English's keys
 * (English defines them: scripts/ui/catalogue.ts). In another language each field's hint is the
 * English message, so a translator sees what to translate and which {placeholders} to keep.
 */
function catalogueFields(english: Catalogue, showEnglish: boolean): DecapField[] {
  return Object.entries(english).map(([key, value]): DecapField => {
    if (typeof value !== 'string') return { name: key, label: humanize(key), widget: 'object', collapsed: true, fields: catalogueFields(value, showEnglish) };
    return { name: key, label: humanize(key), widget: 'string', ...(showEnglish ? { hint: `${ENGLISH_HINT}${value}` } : {}) };
  });
}

/** "Interface words": content/ui/<locale>.json, one file per language (each its own form: the collection is not one of Decap's side-by-side ones). */
export function uiCollection(root: string, english: Catalogue, locales: readonly string[], defaultLocale: string): DecapCollection {
  return {
    name: UI_COLLECTION,
    label: 'Interface words',
    description: 'The words of buttons, menus and messages, one file per language (content/ui/<language>.json, ICU MessageFormat: keep each {placeholder} as the English has it).',
    ...FILES_COLLECTION,
    files: [defaultLocale, ...locales.filter((l) => l !== defaultLocale)].map((locale) => ({
      name: locale,
      label: `${languageName(locale)} (${locale}.json)`,
      file: `${root}/ui/${locale}.json`,
      fields: [
        { name: CHECK_FIELD, label: 'Content check', widget: 'content-check', hint: 'What `npm run content:check` says about this catalogue; saving is refused while it lists a problem.' },
        ...catalogueFields(english, locale !== defaultLocale),
      ],
    })),
  };
}

/**
 * The English catalogue as a translation's form carries it (each message in its field's hint): what
 * the editor checks a translation against in the browser, where there is no English file to read.
 * Undefined for English's own form (no hints).
 */
export function englishOf(fields: readonly DecapField[]): Catalogue | undefined {
  const out: Record<string, string | Catalogue> = {};
  for (const field of fields) {
    if (field.name.startsWith('__')) continue;
    if (field.fields) {
      const inner = englishOf(field.fields);
      if (inner) out[field.name] = inner;
    } else if (field.hint?.startsWith(ENGLISH_HINT)) out[field.name] = field.hint.slice(ENGLISH_HINT.length);
  }
  return Object.keys(out).length ? out : undefined;
}
