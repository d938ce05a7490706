import { z } from 'zod';
import { iconNames } from './icons.ts';
import { socialNetworks } from './social.ts';

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
    alt: z.string().meta({
      description: 'What the image shows, for screen readers. Use "" only for purely decorative images.',
    }),
  })
  .meta({ description: 'An image and its text alternative.' });

/**
 * A link target as an editor writes it: an internal route path ("/about", "business/fmcg"),
 * an in-page anchor ("#white_wholes"), or an external https:, mailto: or tel: URL.
 * The content checker proves every internal path resolves to a route.
 */
export const linkTarget = z
  .string()
  .min(1)
  .regex(/^(\/|#[\w-]+$|https:\/\/|mailto:|tel:|[a-zA-Z])/, {
    message: 'expected a site path like "/about", an anchor like "#section", or an https:, mailto: or tel: URL',
  })
  .meta({
    description: 'Where the link goes: a site path ("/about"), an anchor on this page ("#id"), or a full https://, mailto: or tel: address.',
    examples: ['/contact', '/business/agricultural-commodities/spices', '#white_wholes', 'https://www.apeda.gov.in/', 'mailto:sales@company.in', 'tel:+918041234567'],
  });

export const link = z
  .strictObject({
    label: z.string().min(1).meta({ description: 'The visible link text.', examples: ['Send an enquiry'] }),
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

export const text = (description: string) => z.string().min(1).meta({ description });
export const paragraphs = z.array(z.string().min(1)).min(1).meta({ description: 'Paragraphs of text, one string each.' });

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
  eyebrow: z.string().min(1).optional().meta({ description: 'A short label above the heading.' }),
  heading: z.string().min(1).optional().meta({ description: 'The section heading.' }),
  intro: z.string().min(1).optional().meta({ description: 'A sentence or two under the heading.' }),
};

export const requiredSectionHeading = { ...sectionHeading, heading: text('The section heading.') };

/**
 * A row of a label and its value (a specification, a fact); each use says in its help what the
 * two hold there.
 */
export function labelledValue(label: string, value: string) {
  return z.strictObject({ label: text(label), value: text(value) });
}

/** A social profile: the network's icon links to the url. */
export const socialProfile = z
  .strictObject({
    network: z.enum(socialNetworks).meta({ description: 'Which network (its icon is shown).' }),
    url: z
      .url({ protocol: /^https$/, message: 'expected an https:// URL' })
      .meta({ description: 'The full https:// address of the profile.', examples: ['https://www.linkedin.com/company/your-company'] }),
  })
  .meta({ description: 'A social profile.' });

/**
 * The name a buyer quotes an item under: set, the item gets an "Add {name} to enquiry" button
 * and the name becomes the line of the enquiry list. The content check keeps names unique
 * across the site, so two buttons never add the same line.
 */
export const quote = z
  .string()
  .trim()
  .min(1, { message: 'a quotable item needs a name: write the product as buyers order it, e.g. "1121 Creamy Sella basmati rice", or leave "quote" out' })
  .max(150, { message: 'a quotable name has at most 150 characters (it is a line of the enquiry list)' })
  .meta({
    description:
      'Makes the item quotable: the product name buyers order, shown on an "Add … to enquiry" button and used as the line of the enquiry list. Unique across the site. Leave out for items that are not sold as such.',
    examples: ['1121 Creamy Sella basmati rice', 'Cashew kernels W320'],
  });
