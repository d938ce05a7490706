import { z } from 'zod';
import { MAX_VARIANTS, UNITS, VARIANT_MAX_LENGTH } from './quote-lines.ts';
import { iconNames } from './icons.ts';
import { socialNetworks } from './social.ts';

/** Whether a text is an https:// address (a register's or an issuer's page: buyers' browsers warn on http://). */
export function isHttps(v: string): boolean {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}

/* eslint-disable no-control-regex -- these rules exist to find control characters */
/**
 * C0 controls (line breaks and tabs included), DEL and C1 controls, and the invisible characters
 * that reorder or hide letters (issue 47): the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) and the zero-width space, word joiner, zero-width no-break
 * space and Mongolian vowel separator (U+200B, U+2060, U+FEFF, U+180E). A title holding
 * "\u202Egnp.exe" shows reversed. Never part of a name, title or label. Allowed, because
 * Arabic and Indic scripts need them: the joiners ZWNJ and ZWJ (U+200C, U+200D) and the
 * direction marks LRM, RLM and ALM (U+200E, U+200F, U+061C).
 */
const oneLineControl = /[\u0000-\u001F\u007F-\u009F\u180E\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
/** The invisible formatting characters among them, named in messages. */
const INVISIBLE_NAMES: Record<string, string> = {
  '\u180E': 'Mongolian vowel separator',
  '\u200B': 'zero-width space',
  '\u2060': 'word joiner',
  '\uFEFF': 'zero-width no-break space',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
};
/** Text of several lines may hold tabs and line feeds; no other C0 control, no DEL, no C1 control. */
const multiLineControl = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What is wrong with a text's first control character, where an editor can find it: "contains a
 * control character U+0008 at character 12: remove it". Characters are counted as people count
 * them (an emoji is one). Such characters are invisible, arrive with text pasted from other
 * programs, and break what the build draws from the text (the share pictures).
 */
export function controlCharacterMessage(value: unknown, multiLine: boolean): string {
  const found = typeof value === 'string' ? (multiLine ? multiLineControl : oneLineControl).exec(value) : null;
  if (!found) return 'contains a control character: remove it';
  const char = found[0];
  const at = [...(value as string).slice(0, found.index)].length + 1;
  if (char === '\n' || char === '\r') return `contains a line break (${codePoint(char)}) at character ${at}: this text is one line, remove it`;
  if (char === '\t') return `contains a tab (U+0009) at character ${at}: this text is one line, write a space instead`;
  const invisible = INVISIBLE_NAMES[char];
  if (invisible) {
    return `contains an invisible ${invisible} (${codePoint(char)}) at character ${at}: remove it (it hides or reorders letters; the joiners U+200C and U+200D and the direction marks U+200E, U+200F and U+061C that Arabic and Indic scripts need are allowed)`;
  }
  return `contains a control character ${codePoint(char)} at character ${at}: remove it (an invisible character, usually pasted in with text from another program)`;
}

const textPattern = (control: RegExp) => new RegExp(`^[^${control.source.slice(1, -1)}]*$`);
const oneLinePattern = textPattern(oneLineControl);
const multiLinePattern = textPattern(multiLineControl);

/** The editor's words for the two text patterns (the JSON Schemas' `patternErrorMessage`, added by scripts/content/json-schemas.ts). */
export const textPatternHelp: Record<string, string> = {
  [oneLinePattern.source]:
    'One line: no line breaks, tabs or other control characters, and no invisible characters that hide or reorder letters (zero-width spaces, direction overrides); the joiners and direction marks Arabic and Indic scripts need are fine.',
  [multiLinePattern.source]: 'No control characters (invisible characters pasted in with text from another program); line breaks and tabs are fine.',
};

/**
 * How long a text may be, from what it is (issue 47: a 50 MB field passed the check and then held
 * the build for minutes). A line is a title, name, label or short value: the longest written today
 * is under 300 characters in any language. A text of several lines is a paragraph, description or
 * note: the longest is under 800; 5,000 is about a printed page.
 */
export const ONE_LINE_MAX = 300;
export const MULTI_LINE_MAX = 5000;

const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length.toLocaleString('en') : 'the');

/**
 * The rule every text of one line keeps: a name, title, label, heading, caption, short value.
 * Apply it to a string schema (`oneLineRule(z.string()).trim()`); most fields use `oneLine()`.
 */
export const oneLineRule = <S extends z.ZodString | z.ZodURL>(schema: S, max = ONE_LINE_MAX): S =>
  schema.regex(oneLinePattern, { error: (issue) => controlCharacterMessage(issue.input, false) }).max(max, {
    error: (issue) => `${lengthOf(issue.input)} characters is too long for one line (a title, name, label or short value): write at most ${max.toLocaleString('en')}, and put the rest in a paragraph or description`,
  }) as S;
/** The rule of text that may run over several lines: a paragraph, description, introduction, note. */
export const multiLineRule = (schema: z.ZodString) =>
  schema.regex(multiLinePattern, { error: (issue) => controlCharacterMessage(issue.input, true) }).max(MULTI_LINE_MAX, {
    error: (issue) => `${lengthOf(issue.input)} characters is too long for one text (a paragraph, description or note): write at most ${MULTI_LINE_MAX.toLocaleString('en')} (about a page), or split it into paragraphs`,
  });

/**
 * Which strings are words a buyer reads, and so are translated (issue 31): a registry of its own
 * (not `.meta()`, so the editors' JSON Schemas stay as they are). zod's registries pass an entry on
 * to every schema derived from it (`.min()`, `.meta()`, `.trim()`...), so marking the text
 * primitives here marks every field made from them; a field made from them that is not prose (an
 * id, a phone number as written) is marked `'no'` where it is defined. Unmarked strings (links,
 * codes, paths, enums) are never translated. `'name'` is text a translation may keep as in English
 * (a product or person's name), so equal to English does not count as untranslated.
 */
export type TextKind = 'prose' | 'name' | 'no';
export const textFields = z.registry<{ translate: TextKind }>();

/** Marks a string schema as translated text (or, with 'no', as not text although made from text). */
export function asText<S extends z.ZodType>(schema: S, kind: TextKind = 'prose'): S {
  const marked = schema.clone() as S;
  textFields.add(marked, { translate: kind });
  return marked;
}

/** Required text of one line (see oneLineRule); `description` is the field's help in the editor. */
export const oneLine = (description?: string) => {
  const schema = asText(oneLineRule(z.string().min(1)));
  return description ? schema.meta({ description }) : schema;
};
/** Required text of one or more lines (see multiLineRule). */
export const multiLine = (description?: string) => {
  const schema = asText(multiLineRule(z.string().min(1)));
  return description ? schema.meta({ description }) : schema;
};

/** The image file types the build can draw: SVG as is, photos converted to AVIF and WebP. */
export const imageExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

export const IMAGE_PATH_MESSAGE = 'expected a path like "images/folder/file.svg" (svg, png, jpg, webp or avif)';

/**
 * A path inside content/images. The build resolves it to a sized, fingerprinted image. Every
 * folder and file name starts with a letter, digit or "_", so ".." cannot lead out of content/.
 */
export const imagePath = z
  .string()
  .regex(/^images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(svg|png|jpe?g|webp|avif)$/i, { message: IMAGE_PATH_MESSAGE })
  .brand<'ImagePath'>()
  .meta({
    description: 'Path of an image inside content/images: svg, png, jpg, webp or avif.',
    patternErrorMessage: 'Expected a path like "images/folder/file.svg" (svg, png, jpg, webp or avif; no spaces, no "..").',
    examples: ['images/spices/black-pepper.svg', 'images/about/team.jpg'],
  });

export const image = z
  .strictObject({
    src: imagePath,
    alt: asText(oneLineRule(z.string())).meta({
      description: 'What the image shows, for screen readers. Use "" only for purely decorative images.',
    }),
  })
  .meta({ description: 'An image and its text alternative.' });

/**
 * A link target as an editor writes it: an internal route path ("/about", "business/fmcg"),
 * an in-page anchor ("#white_wholes"), or an external https:, mailto: or tel: URL.
 * The content checker proves every internal path resolves to a route.
 */
export const linkTarget = oneLineRule(z.string().min(1))
  .regex(/^(\/|#[\w-]+$|https:\/\/|mailto:|tel:|[a-zA-Z])/, {
    message: 'expected a site path like "/about", an anchor like "#section", or an https:, mailto: or tel: URL',
  })
  .meta({
    description: 'Where the link goes: a site path ("/about"), an anchor on this page ("#id"), or a full https://, mailto: or tel: address.',
    examples: ['/contact', '/business/agricultural-commodities/spices', '#white_wholes', 'https://www.apeda.gov.in/', 'mailto:sales@company.in', 'tel:+918041234567'],
  });

export const link = z
  .strictObject({
    label: oneLine().meta({ description: 'The visible link text.', examples: ['Send an enquiry'] }),
    to: linkTarget,
  })
  .meta({ description: 'A link: its text and where it goes.' });

export const iconName = z.enum(iconNames).meta({ description: 'Name of an icon from the site icon set (your editor lists them).' });

export const slugId = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: 'expected lower-case letters, digits and hyphens, e.g. "black-pepper"' })
  .meta({
    description: 'A unique id: lower-case letters, digits and hyphens.',
    examples: ['black-pepper', 'our-values'],
    patternErrorMessage: 'Expected lower-case letters, digits and hyphens, e.g. "black-pepper".',
  });

export const paragraphs = z.array(multiLine()).min(1).meta({ description: 'Paragraphs of text, one string each.' });

/** Lets an editor keep "$schema" at the top of a file for autocomplete. */
export const schemaKey = { $schema: z.string().optional().meta({ description: 'JSON Schema for editor autocomplete.' }) };

/** Fields every page and catalogue file may start with: its JSON Schema, and the switch that takes it off the site. */
export const fileKeys = {
  ...schemaKey,
  hidden: z
    .boolean()
    .default(false)
    .meta({
      description:
        'true takes this file off the site: no page, and no menu entry, card, list entry, search result or sitemap line points to it. Links to it in lists are dropped; counts written as {count:section-id} follow.',
    }),
};

/**
 * The heading block most sections open with: an anchor id, a small label, the heading and an
 * introduction. Sections whose heading is required spread `requiredSectionHeading` instead.
 */
export const sectionHeading = {
  id: slugId.optional().meta({ description: 'Anchor id, so links can jump here ("#id"); unique on the page.' }),
  eyebrow: oneLine().optional().meta({ description: 'A short label above the heading.' }),
  heading: oneLine().optional().meta({ description: 'The section heading.' }),
  intro: multiLine().optional().meta({ description: 'A sentence or two under the heading.' }),
};

export const requiredSectionHeading = { ...sectionHeading, heading: oneLine('The section heading.') };

/**
 * A row of a label and its value (a specification, a fact); each use says in its help what the
 * two hold there.
 */
export function labelledValue(label: string, value: string) {
  return z.strictObject({ label: oneLine(label), value: oneLine(value) });
}

/** A social profile: the network's icon links to the url. */
export const socialProfile = z
  .strictObject({
    network: z.enum(socialNetworks).meta({ description: 'Which network (its icon is shown).' }),
    url: oneLineRule(z.url({ protocol: /^https$/, message: 'expected an https:// URL' }))
      .meta({ description: 'The full https:// address of the profile.', examples: ['https://www.linkedin.com/company/your-company'] }),
  })
  .meta({ description: 'A social profile.' });

/**
 * The name a buyer quotes an item under: set, the item gets an "Add {name} to enquiry" button
 * and the name becomes the line of the enquiry list. The content check keeps names unique
 * across the site, so two buttons never add the same line.
 */
const quote = oneLineRule(z.string())
  .trim()
  .min(1, { message: 'a quotable item needs a name: write the product as buyers order it, e.g. "1121 Creamy Sella basmati rice", or leave "quote" out' })
  .max(150, { message: 'a quotable name has at most 150 characters (it is a line of the enquiry list)' })
  .meta({
    description:
      'Makes the item quotable: the product name buyers order, shown on an "Add … to enquiry" button and used as the line of the enquiry list. Unique across the site. Leave out for items that are not sold as such.',
    examples: ['1121 Creamy Sella basmati rice', 'Cashew kernels W320'],
  });

/**
 * Refuses an item that repeats an earlier one, ignoring case: a repeat is a copy-paste slip. `name`
 * is what is compared and quoted; `field` points the problem at that field of the item.
 */
export const noRepeats =
  <T>(name: (item: T) => string, message: (name: string, first: number) => string, field?: string) =>
  (list: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      const key = name(item).trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: field ? [i, field] : [i], message: message(name(item).trim(), first) });
      else seen.set(key, i);
    });
  };

/**
 * The grades or sizes a quotable item is ordered in ("W240", "W320"): its enquiry line offers them
 * under "Grade or size". Two at least (one is no choice), at most MAX_VARIANTS, each short enough
 * for the line's drop-down, no repeats.
 */
const quoteVariants = z
  .array(
    oneLineRule(z.string())
      .trim()
      .min(1, { message: 'a grade or size needs a name, e.g. "W320"' })
      .max(VARIANT_MAX_LENGTH, { message: `a grade or size has at most ${VARIANT_MAX_LENGTH} characters (it is an option of the enquiry line's drop-down)` }),
  )
  .min(2, { message: 'list two grades or sizes at least (a single one is no choice: put it in the quotable name instead)' })
  .max(MAX_VARIANTS, { message: `at most ${MAX_VARIANTS} grades or sizes: group the rest under another quotable item` })
  .superRefine(noRepeats((item) => item, (name, first) => `duplicate grade or size "${name}" (same as [${first}], ignoring case)`))
  .meta({
    description:
      'With "quote": the grades or sizes buyers order this product in, offered on its enquiry line under "Grade or size", e.g. ["W240", "W320", "W450"]. No repeats.',
  });

/** The most specification lines a card lists: more belongs in a table or a specification sheet. */
export const MAX_SPECIFICATIONS = 12;
/** A value sits beside its label on a 390 px card: a limit, not a paragraph. */
export const SPECIFICATION_VALUE_MAX_LENGTH = 80;

/**
 * The specifications a buyer compares per product (an oil's FFA, peroxide value, moisture, iodine
 * value, colour), each a label and a value with its unit, in the order shown. Labels are unique in
 * one list: two "Moisture" lines would contradict each other.
 */
export const specifications = z
  .array(
    z.strictObject({
      label: oneLine('What is measured, e.g. "Free fatty acids (FFA)".'),
      value: oneLine('The limit or range with its unit and basis, e.g. "0.1 % max, as oleic acid".').max(SPECIFICATION_VALUE_MAX_LENGTH, {
        message: `a specification value has at most ${SPECIFICATION_VALUE_MAX_LENGTH} characters: a limit or a range with its unit (e.g. "0.1 % max, as oleic acid"); put explanations in the card's description`,
      }),
    }),
  )
  .min(1, { message: 'list one specification at least, or leave "specifications" out' })
  .max(MAX_SPECIFICATIONS, { message: `at most ${MAX_SPECIFICATIONS} specifications on a card: put the full list in a specification sheet` })
  .superRefine(noRepeats((item) => item.label, (name, first) => `duplicate specification "${name}" (same as [${first}]): give each measure one line`, 'label'))
  .meta({
    description: 'Specifications a buyer compares, each a label and a value with its unit, e.g. "Peroxide value" / "10 meq O2/kg max". Typical values: the certificate of analysis of each lot governs.',
  });

/**
 * A plant's botanical name, as the trade and the pharmacopoeias write it: Latin, never translated.
 * Genus with a capital, species in lower case, an optional hybrid sign, variety or author after.
 */
export const botanicalName = oneLineRule(z.string())
  .trim()
  .regex(/^[A-Z][a-z]+ (?:× ?)?[a-z][a-z-]+(?: [^\s].*)?$/, {
    message: 'write the botanical name in Latin: the genus with a capital, then the species in lower case, e.g. "Mentha × piperita" or "Cymbopogon flexuosus"',
  })
  .meta({ description: 'The Latin botanical name of the plant, e.g. "Cymbopogon flexuosus". Shown in italics and never translated.', examples: ['Mentha × piperita', 'Eucalyptus globulus'] });

/** With "quote": the unit its enquiry line starts in (the buyer can change it). */
const quoteUnit = z.enum(UNITS).meta({
  description: `With "quote": the unit the enquiry line starts in, one of ${UNITS.join(', ')}; MT when left out (kg for API products, pieces for eco-palm products).`,
});

/** The fields that make an item quotable: its name, the grades or sizes it is ordered in, the unit its line starts in. */
export const quotable = { quote: quote.optional(), variants: quoteVariants.optional(), unit: quoteUnit.optional() };
