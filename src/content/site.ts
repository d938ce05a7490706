import { z } from 'zod';
import { socialNetworks } from './icons.ts';
import { image, link, linkTarget, schemaKey, text } from './primitives.ts';

const navItem = z.strictObject({
  label: text('Text in the menu.'),
  to: linkTarget.optional(),
  children: z.array(link).min(1).optional().meta({ description: 'Links of a dropdown; the item then has no "to".' }),
});

export const siteSchema = z
  .strictObject({
    ...schemaKey,
    company: z.strictObject({
      name: text('Company name as shown in titles and the footer.'),
      legalName: text('Registered name, for the copyright line and structured data.'),
      tagline: text('Short line shown with the name on the home page title.'),
      description: text('One or two sentences about the company: the footer blurb and the default meta description.'),
      logo: image,
    }),
    contact: z.strictObject({
      phone: z.string().regex(/^\+\d{6,15}$/, { message: 'expected an international number with no spaces, e.g. "+918041234567"' }),
      phoneDisplay: text('The phone number as people read it, e.g. "+91 80 4123 4567".'),
      email: z.email({ message: 'expected an e-mail address' }),
      whatsapp: z.string().regex(/^\d{6,15}$/, { message: 'expected the WhatsApp number in digits only, with country code' }).optional(),
      address: z.strictObject({
        lines: z.array(z.string().min(1)).min(1).meta({ description: 'Street lines, one per string.' }),
        city: text('City.'),
        region: text('State.'),
        postalCode: text('PIN code.'),
        country: text('Country.'),
      }),
      hours: text('Business hours, e.g. "Monday to Saturday, 9:30 to 18:30 IST".'),
    }),
    socials: z
      .array(z.strictObject({ network: z.enum(socialNetworks), url: z.url({ protocol: /^https$/, message: 'expected an https:// URL' }) }))
      .meta({ description: 'Social profiles; the header strip and footer choose which networks to show.' }),
    nav: z.array(navItem).min(1).meta({ description: 'Main navigation, in order.' }),
    topStrip: z.strictObject({
      networks: z.array(z.enum(socialNetworks)).meta({ description: 'Social networks shown in the home page top strip.' }),
    }),
    footer: z.strictObject({
      menu: z.array(link).min(1),
      productsHeading: text('Heading of the products column.'),
      products: z.array(link).min(1),
      networks: z.array(z.enum(socialNetworks)),
      credit: text('Designer credit line.'),
    }),
    maintenance: z.boolean().meta({ description: 'true shows the "Site Under Maintenance" page on every route.' }),
    maintenanceImage: image.meta({ description: 'Picture on the "Site Under Maintenance" page.' }),
    defaultBanner: image.meta({ description: 'Banner picture for pages that have none of their own (catalogue entries, not found).' }),
  })
  .meta({ title: 'Site', description: 'Company facts, navigation and footer: shown on every page.' });

export type Site = z.output<typeof siteSchema>;
