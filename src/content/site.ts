import { z } from 'zod';
import { companyFactRegisters } from './company-registers.ts';
import { factCode, factText, gstinMessage, isDuns, isGstin, isIec, isPlaceholder } from './placeholder.ts';
import { locales } from './locales.ts';
import { socialNetworks } from './social.ts';
import { paymentTerms } from './trade-details.ts';
import { certificates } from './certificates.ts';
import { asText, image, imagePath, isHttps, link, linkTarget, multiLine, oneLine, oneLineRule, schemaKey, slugId, socialProfile } from './primitives.ts';

const navItem = z.strictObject({
  label: oneLine('Text in the menu.'),
  to: linkTarget.optional(),
  children: z.array(link).min(1).optional().meta({ description: 'Links of a dropdown; the item then has no "to".' }),
});

/** A public register where anyone can look a registration number up: the site links to it as "Verify on {name}". */
export const register = z
  .strictObject({
    id: slugId.meta({
      description: `The credential type it verifies; credentials name it as their "register". The company facts use ${Object.values(companyFactRegisters)
        .map((id) => `"${id}"`)
        .join(', ')}.`,
      examples: ['gstin', 'fssai'],
    }),
    name: oneLine('The register as the link names it: "Verify on {name}", e.g. "DGFT", "the GST portal", "Dun & Bradstreet".'),
    url: oneLineRule(z.string())
      .refine(isHttps, {
        message: 'expected the https:// address of the register’s public search page, e.g. "https://services.gst.gov.in/services/searchtp" (buyers’ browsers warn on http://)',
      })
      .meta({ description: 'The https:// address of the register’s public search page, where a buyer types the number in.', examples: ['https://services.gst.gov.in/services/searchtp'] }),
  })
  .meta({ description: 'A public register: a credential with a real number links to it ("Verify on {name}", in a new tab).' });

export const siteSchema = z
  .strictObject({
    ...schemaKey,
    company: z
      .strictObject({
      name: asText(oneLine('Company name as shown in titles and the footer.'), 'name'),
      legalName: asText(oneLine('Registered name, for the copyright line and structured data.'), 'no'),
      tagline: oneLine('Short line shown with the name on the home page title.'),
      description: multiLine('One or two sentences about the company: the footer blurb and the default meta description.'),
      logo: image,
      favicon: imagePath
        .refine((p) => p.toLowerCase().endsWith('.svg'), { message: 'the favicon must be an SVG (it is drawn at every size, from 16 px to 512 px)' })
        .meta({
          description: 'The small square mark in browser tabs and on home screens: an SVG inside content/images. The PNG icons are made from it at build.',
          examples: ['images/brand/favicon.svg'],
        }),
      founded: z
        .union([z.int(), oneLineRule(z.string().trim().min(1))])
        .refine((v) => (typeof v === 'string' && isPlaceholder(v)) || (/^\d{4}$/.test(String(v)) && Number(v) >= 1800 && Number(v) <= new Date().getFullYear()), {
          message: 'expected a past year like 2012, or "to be added"',
        })
        .transform((v) => (typeof v === 'string' && isPlaceholder(v) ? null : Number(v)))
        .meta({
          description:
            'Year the company was founded, e.g. 2012; shown on About and Credentials. Write "to be added" until you have it: the site then shows "Available on request" and the launch check lists it.',
        }),
      countriesServed: z
        .array(oneLineRule(z.string().trim().min(1)))
        .min(1)
        .transform((list) => list.filter((c) => !isPlaceholder(c)))
        .meta({
          description:
            'Countries the company ships to, one per string, e.g. ["United Arab Emirates", "Kenya"]. Write ["to be added"] until the list is confirmed: the site then shows "Available on request" and the launch check lists it.',
        }),
      registrations: z
        .strictObject({
          iec: factCode('Importer-Exporter Code (IEC) from DGFT: the firm’s PAN, e.g. "AAACS1234F".', isIec, 'expected a 10-character IEC (the PAN, e.g. "AAACS1234F"), or "to be added"'),
          gstin: factCode(
            'GST identification number, 15 characters, e.g. "29AAACS1234F1ZO". The last character is a check character, so a typo is refused.',
            isGstin,
            gstinMessage,
          ),
          rcmc: factText('Registration-cum-Membership Certificate number and the council that issued it, e.g. "PXL/SR/1234/2023 (Pharmexcil)".'),
          duns: factCode('D-U-N-S number from Dun & Bradstreet, nine digits, e.g. "65-123-4567".', isDuns, 'expected a nine-digit D-U-N-S number like "65-123-4567", or "to be added"'),
          // Commodity boards: an exporter of coffee or tea must be registered with the board, whatever its RCMC council is.
          coffeeBoard: factText('Registration with the Coffee Board of India, needed to export coffee (green beans or instant coffee). Leave out if you do not export coffee.').optional(),
          teaBoard: factText('Registration (exporter licence) with the Tea Board of India, needed to export tea. Leave out if you do not export tea.').optional(),
        })
        .meta({ description: 'The registration numbers buyers and customs ask for; shown on About and Credentials.' }),
      })
      .meta({ description: 'The company: names, tagline, logo, browser icon and the registration facts buyers ask for.' }),
    contact: z
      .strictObject({
      phone: z
        .string()
        .regex(/^\+\d{6,15}$/, { message: 'expected an international number with no spaces, e.g. "+918041234567"' })
        .meta({
          description: 'The phone number for links and structured data: + and country code, no spaces.',
          examples: ['+918041234567'],
          patternErrorMessage: 'Expected an international number with no spaces, e.g. "+918041234567".',
        }),
      phoneDisplay: asText(oneLine('The phone number as people read it, e.g. "+91 80 4123 4567".'), 'no'),
      email: z.email({ message: 'expected an e-mail address' }).meta({ description: 'Where enquiries go and the address shown on every page.', examples: ['sales@company.in'] }),
      whatsapp: z
        .string()
        .regex(/^\d{6,15}$/, { message: 'expected the WhatsApp number in digits only, with country code' })
        .optional()
        .meta({ description: 'WhatsApp number in digits only, country code first; leave out to hide WhatsApp.', examples: ['918041234567'] }),
      address: z
        .strictObject({
        lines: z.array(asText(oneLine(), 'name')).min(1).meta({ description: 'Street lines, one per string.' }),
        city: asText(oneLine('City.'), 'name'),
        region: asText(oneLine('State.'), 'name'),
        postalCode: asText(oneLine('PIN code.'), 'no'),
        country: oneLine('Country.'),
        sample: z
          .literal(true)
          .optional()
          .meta({ description: 'true while this is the template\'s sample address: the launch check lists it until you write the real one and remove this line.' }),
      })
        .meta({ description: 'The postal address shown in the footer and on the contact page.' }),
      hours: oneLine('Business hours, e.g. "Monday to Saturday, 9:30 to 18:30 IST".'),
    })
      .meta({ description: 'How buyers reach the company: shown in the header strip, footer and contact page.' }),
    registers: z
      .array(register)
      .default([])
      .meta({
        description:
          'The public registers where buyers can check the company’s numbers, one per credential type (IEC, GSTIN, FSSAI licence, Udyam, D-U-N-S ...), in one place: credential tiles and company facts with a real number link to theirs.',
      }),
    paymentTerms: paymentTerms
      .optional()
      .meta({
        description:
          'The payment terms the company offers, one option per line, e.g. ["Irrevocable LC at sight", "Cash against documents (CAD)", "Advance by wire transfer"]: shown as "Payment terms" on every product, unless the product gives its own.',
      }),
    certificates: certificates.default([]),
    socials: z
      .array(socialProfile)
      .meta({ description: 'Social profiles; the header strip and footer choose which networks to show.' }),
    nav: z.array(navItem).min(1).meta({ description: 'Main navigation, in order.' }),
    topStrip: z
      .strictObject({
        networks: z.array(z.enum(socialNetworks)).meta({ description: 'Social networks shown in the home page top strip, in order.' }),
      })
      .meta({ description: 'The thin strip above the home page header.' }),
    footer: z
      .strictObject({
        menu: z.array(link).min(1).meta({ description: 'Links of the footer menu column, in order.' }),
        productsHeading: oneLine('Heading of the products column.'),
        products: z.array(link).min(1).meta({ description: 'Links of the products column, in order.' }),
        networks: z.array(z.enum(socialNetworks)).meta({ description: 'Social networks shown in the footer, in order (each needs a profile in socials).' }),
        credit: oneLine('Designer credit line.'),
      })
      .meta({ description: 'The footer on every page.' }),
    searchWords: z
      .array(
        z.strictObject({
          locale: z.enum(locales).meta({ description: 'The language of the search the words are typed in: "ar", "es", "fr" or "en".' }),
          words: z
            .array(asText(oneLine(), 'no'))
            .min(1)
            .meta({ description: 'What buyers type, in their own words ("بهارات", "صحون"): each finds the page, as its name does.', examples: [['بهارات']] }),
          to: linkTarget.meta({ description: 'The page or catalogue entry the words find ("/business/agricultural-commodities/spices").' }),
        }),
      )
      .default([])
      .meta({
        description:
          'Words buyers search by that the site does not use (a Gulf buyer types "بهارات", the site says "توابل"): per language, each set of words finds the page it names and puts it first when typed whole.',
      }),
    shareImage: imagePath.meta({
      description:
        'The picture shown when a page of the site is shared (Open Graph image), cropped to 1200 x 630 px at build: an image inside content/images.',
      examples: ['images/home/slide-products.svg'],
    }),
    maintenance: z.boolean().meta({ description: 'true shows the "Site Under Maintenance" page on every route.' }),
    maintenanceImage: image.meta({ description: 'Picture on the "Site Under Maintenance" page.' }),
    defaultBanner: image.meta({ description: 'Banner picture for pages that have none of their own (catalogue entries, not found).' }),
    texts: z
      .strictObject({
        maintenance: z
          .strictObject({
            heading: oneLine('Heading of the maintenance page.'),
            text: multiLine('The sentence under it.'),
            urgent: oneLine('Lead-in before the e-mail address and phone number, e.g. "Urgent enquiries:".'),
          })
          .meta({ description: 'The "Site Under Maintenance" page shown on every route while "maintenance" is true.' }),
        apiProduct: z
          .strictObject({
            specificationsNote: multiLine('Sentence under the Specifications heading of every API and excipient page.'),
            structureCaption: oneLine('Caption under a structure drawn from the SMILES of the molecule.'),
          })
          .meta({ description: 'Wording shared by every API and excipient page.' }),
        ecopalmCategory: z
          .strictObject({
            productsHeading: oneLine('Heading above the products of an eco-palm category.'),
            enquiryText: multiLine('The sentence of the quotation band at the bottom of a category page.'),
            enquiryLabel: oneLine('Its button.'),
          })
          .meta({ description: 'Wording shared by every eco-palm category page.' }),
        enquirySent: z
          .strictObject({
            heading: oneLine('Heading of the page a buyer sees once an enquiry sent without JavaScript has arrived.'),
            text: multiLine('The sentences under it: that the enquiry arrived, and when and how the buyer will hear back.'),
          })
          .default({
            heading: 'Thank you: your enquiry has arrived',
            text: 'We will read it and reply to the e-mail address you gave, with a quotation or any questions we have.',
          })
          .meta({ description: 'The "Enquiry received" page (/contact/sent/): where an enquiry sent without JavaScript, or through a hosted form service, lands.' }),
      })
      .meta({ description: 'Fixed wording of screens and catalogue pages that have no content file of their own.' }),
  })
  .meta({ title: 'Site', description: 'Company facts, navigation and footer: shown on every page.' });

export type Site = z.output<typeof siteSchema>;
