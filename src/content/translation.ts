import { z } from 'zod';
import { prefixedLocales, type Locale } from './locales.ts';
import { isIsoDate } from './iso-date.ts';

/**
 * A translation file (content/README.md, "Translations"): `<name>.<locale>.json` beside
 * its English `<name>.json`, the same shape holding only the text fields (see `textFields` in
 * primitives.ts), with this object first. `source` is written by
 * `npm run content:translations -- --stamp`: per translated field (its JSON path), a hash of the
 * English it translates, so the check can say which fields the English changed since.
 */
export const translationReviews = ['awaiting-native-review', 'reviewed'] as const;

export const translationMeta = z
  .strictObject({
    review: z.enum(translationReviews).meta({
      description: '"awaiting-native-review" until a native speaker has read the translation, then "reviewed". `content:check -- --launch` lists the files still awaiting review.',
    }),
    reviewedBy: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .optional()
      .meta({ description: 'Who read the translation as a native speaker, e.g. "Layla Haddad": written with "reviewed".' }),
    reviewedOn: z
      .string()
      .refine(isIsoDate, { message: 'expected the day of the review, like "2026-12-01"' })
      .refine((v) => v <= new Date().toISOString().slice(0, 10), { message: 'is in the future: write the day the translation was reviewed' })
      .optional()
      .meta({ description: 'The day of the review, e.g. "2026-12-01": written with "reviewed".' }),
    sameAsEnglish: z
      .array(z.string().min(1).max(300))
      .refine((paths) => new Set(paths).size === paths.length, { message: 'names a field twice: list each field once' })
      .optional()
      .meta({
        description:
          'Fields (JSON paths, as the check names them, e.g. "chemicalName" or "sections[1].synonyms[0]") whose translation is the English on purpose: an INN or a chemical name spelt the same in this language, a trade name buyers use as is. The check then counts them as translated instead of warning "same as the English".',
      }),
    source: z
      .record(z.string(), z.string().regex(/^[0-9a-f]{12}$/, { message: 'expected a 12-digit hash written by "npm run content:translations -- --stamp"' }))
      .optional()
      .meta({ description: 'Written by `npm run content:translations -- --stamp`: a hash of the English of each translated field. Do not edit.' }),
  })
  // A review is a person's word on a day (issue 46 item 1): "reviewed" alone says neither.
  .superRefine((meta, ctx) => {
    if (meta.review !== 'reviewed') return;
    if (meta.reviewedBy === undefined) ctx.addIssue({ code: 'custom', path: ['reviewedBy'], message: 'missing: a reviewed translation names who reviewed it, e.g. "reviewedBy": "Layla Haddad"' });
    if (meta.reviewedOn === undefined) ctx.addIssue({ code: 'custom', path: ['reviewedOn'], message: 'missing: a reviewed translation says when, e.g. "reviewedOn": "2026-12-01"' });
  })
  .meta({ description: 'About this translation: its review state and which English it translates.' });

export type TranslationMeta = z.output<typeof translationMeta>;

/** The locale of a translation file's name (`paracetamol.fr.json` is French), or null for an English file. */
export function translationLocale(fileName: string): Exclude<Locale, 'en'> | null {
  const match = /\.([a-z]{2})\.json$/.exec(fileName);
  const locale = match?.[1];
  return locale && (prefixedLocales as readonly string[]).includes(locale) ? (locale as Exclude<Locale, 'en'>) : null;
}

/** The English file a translation file translates: `paracetamol.fr.json` is `paracetamol.json`. */
export function englishFileName(fileName: string): string {
  return fileName.replace(/\.[a-z]{2}\.json$/, '.json');
}
