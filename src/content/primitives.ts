import { z } from 'zod';
import { iconNames } from './icons.ts';

/** A path inside content/images. The build resolves it to a sized, fingerprinted image. */
export const imagePath = z
  .string()
  .regex(/^images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, {
    message: 'expected a path like "images/folder/file.svg" (svg, png, jpg, webp or avif)',
  })
  .brand<'ImagePath'>()
  .meta({ description: 'Path of an image inside content/images, e.g. "images/spices/black-pepper.svg".' });

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
  .meta({ description: 'Where the link goes: a site path ("/about"), an anchor ("#id") or a full https:// URL.' });

export const link = z.strictObject({
  label: z.string().min(1).meta({ description: 'The visible link text.' }),
  to: linkTarget,
});

export const iconName = z.enum(iconNames).meta({ description: 'Name of an icon from the site icon set.' });

export const slugId = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: 'expected lower-case letters, digits and hyphens, e.g. "black-pepper"' })
  .meta({ description: 'A unique id: lower-case letters, digits and hyphens.' });

export const text = (description: string) => z.string().min(1).meta({ description });
export const paragraphs = z.array(z.string().min(1)).min(1).meta({ description: 'Paragraphs of text, one string each.' });

/** Lets an editor keep "$schema" at the top of a file for autocomplete. */
export const schemaKey = { $schema: z.string().optional().meta({ description: 'JSON Schema for editor autocomplete.' }) };

/**
 * The heading block most sections open with: an anchor id, a small label, the heading and an
 * introduction. Sections whose heading is required override `heading`.
 */
export const sectionHeading = {
  id: slugId.optional().meta({ description: 'Anchor id, so links can jump here ("#id"); unique on the page.' }),
  eyebrow: z.string().min(1).optional().meta({ description: 'A short label above the heading.' }),
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional().meta({ description: 'A sentence or two under the heading.' }),
};
