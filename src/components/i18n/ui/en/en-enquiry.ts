import type { Unit } from '../../../../content/quote-lines.ts';

/** English: src/features/enquiry/** (the header's link to the list is in the header's section: it is on every first load). */
export const enquiry = {
  /** The button's name: "Add Paracetamol to enquiry". */
  success: 'Your form has been submitted! We will get back to you shortly.',
  yourReference: (reference: string) => `Your reference is ${reference}.`,
  keyReused: 'An earlier version of this enquiry reached us before you changed it. To send it as it is now, press “Send enquiry” again.',
  nothingLost: 'Nothing was lost: your message and product list are still here, so you can send them again.',
  failedNetwork: (kept: string) => `We could not reach our enquiry service, so your enquiry was not sent. The problem may be on our side or with the connection. ${kept} Please try again in a moment.`,
  failedTimeout: (seconds: string, kept: string) => `Our enquiry service did not answer within ${seconds} seconds, so we cannot confirm your enquiry arrived. ${kept}`,
  failedServer: (status: string | null, kept: string) =>
    `Our enquiry service had a problem${status ? ` (error ${status})` : ''} and did not accept your enquiry. ${kept} Please try again in a few minutes.`,
  failedUnreadable: (status: string | null, kept: string) =>
    `We could not confirm that your enquiry arrived: the enquiry service sent an answer we could not read${status ? ` (status ${status})` : ''}. ${kept}`,
  reference: 'Reference',
  replyTo: 'Reply to',
  message: 'Message',
  delivery: 'Delivery',
  sentProductsCaption: 'Products in the enquiry sent',
  product: 'Product',
  quantity: 'Quantity',
  unit: 'Unit',
  yourDetails: 'Your details',
  selectCountry: 'Select a country',
  notDecided: 'Not decided yet',
  messagePlaceholder: 'Grade or specification, packing, delivery schedule, samples…',
  honeypot: 'Leave this field empty',
  sending: 'Sending…',
  send: 'Send enquiry',
  sendWhatsApp: 'Send on WhatsApp',
  /** Under the form: what is kept, why, how long, whom to ask; the link names the privacy page. */
  privacyNotice: 'We keep what you send us for two years, only to answer your enquiry and follow it up; our sales staff and our mail provider see it. To see, correct or delete it, write to us.',
  privacyLink: 'Privacy notice',
  inThisEnquiry: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'product' : 'products'} in this enquiry.`,
  noProducts: 'No products listed yet.',
  keepsHappening: 'If it keeps happening, e-mail us at',
  orCall: 'or call',
  noScriptHint: 'Name each product in your message, with its grade or size, the quantity and unit, and any target price or sample you would like.',
  typeProductName: 'Type the name of the product you need',
  listFull: (max: string) => `Your enquiry list is full: it holds up to ${max} products`,
  alreadyInList: (product: string) => `${product} is already in your enquiry list.`,
  addedNow: (product: string, products: string) => `${product} added. Your enquiry list has ${products}.`,
  removed: (product: string, rest: string) => `${product} removed. ${rest}`,
  listHas: (products: string) => `Your enquiry list has ${products}.`,
  listEmpty: 'Your enquiry list is empty.',
  listIntro: (max: string) => `Give the quantity and unit you need for each product (up to ${max} products).`,
  remove: 'Remove',
  addByName: 'Add a product by name',
  addProductSr: 'product to the enquiry list',
  /** The list editor's heading (the count follows it). */
  productsForQuotation: 'Products for quotation',
  /** After a line's label, for screen readers only: "Quantity" + "for Paracetamol". */
  forProduct: (product: string) => `for ${product}`,
  /** The empty list's hint, around its link to the business lines. */
  emptyHint: { before: 'Add products with the “Add to enquiry” button on their pages, browse', link: 'our business lines', after: ', or add a product by name below.' },
  listNotSaved: 'This browser is not letting us save your list, so it will be kept only until you leave or reload the page. Everything else works as usual.',
  add: 'Add',
  typedPlaceholder: 'e.g. 1121 basmati rice',
  variant: 'Grade or size',
  targetPrice: 'Target price',
  /** The target price's placeholder. */
  optionalWord: 'optional',
  currencyFor: (product: string) => `Currency of the target price for ${product}`,
  perUnit: (unit: string) => `per ${unit}`,
  sampleWanted: 'Sample wanted',
  documentsWanted: 'Documents wanted',
  /** Offered under "Documents wanted" for a product typed by name (the other usual ones are document types). */
  certificateOfOrigin: 'Certificate of origin',
  /**
   * The units as a line's select shows them (the value sent stays the code: `kg`, `MT`, `FCL 20'`).
   * A unit added to the list fails the typecheck until every language names it.
   */
  units: { kg: 'kg', MT: 'MT', L: 'L', pieces: 'pieces', cartons: 'cartons', bags: 'bags', drums: 'drums', "FCL 20'": "FCL 20'", "FCL 40'": "FCL 40'" } satisfies Record<Unit, string>,
  /** The confirmation's summary (src/features/enquiry/enquiry-sent.tsx). */
  name: 'Name',
  sampleWantedLine: 'sample wanted',
  targetPriceLine: (price: string, unit: string) => `target price ${price} per ${unit}`,
  documentsWantedLine: (list: string) => `Documents wanted: ${list}`,
  sendWhatsAppToo: 'Send on WhatsApp too',
  fields: {
    'first-name': 'First name',
    'last-name': 'Last name',
    email: 'Email',
    message: 'Message',
    company: 'Company',
    country: 'Country',
    phone: 'Phone',
    port: 'Destination port',
    incoterm: 'Incoterm',
  },
  /** The Incoterms keep their codes (FOB, CIF) in every language; their names are translated. */
  incoterms: {
    EXW: 'Ex Works',
    FCA: 'Free Carrier',
    FOB: 'Free On Board',
    CFR: 'Cost and Freight',
    CIF: 'Cost, Insurance and Freight',
    CPT: 'Carriage Paid To',
    CIP: 'Carriage and Insurance Paid To',
    DAP: 'Delivered At Place',
    DDP: 'Delivered Duty Paid',
  },
  /** The "Enquiry received" page (/contact/sent/), where a form sent without script lands. */
  /** The service's answer to the form posted without script (scripts/server/enquiry-pages.ts). */
  formAnswer: {
    title: 'Please check your enquiry',
    notSentYet: 'Your enquiry has not been sent yet: please correct the fields marked below and send it again. Everything you wrote is kept.',
    notStored: 'Our enquiry service could not store your enquiry, so it was not sent. Everything you wrote is kept below: please send it again in a few minutes.',
    tooLarge: (kb: string) => `The enquiry is too long: at most ${kb} KB can be sent. Shorten the message and send it again.`,
    unreadable: 'The enquiry could not be read. Please send it again.',
    /** A client that sent too many enquiries in a short time (429): when it may send again. */
    rateLimited: (minutes: string) => `You have sent several enquiries in a short time. Please wait ${minutes} minutes and send this one again: everything you wrote is kept.`,
    /** The message box of /contact/?product=X without script (an "Add to enquiry" link): the product's English name and what a quotation needs. */
    prefilled: (product: string) => `Please quote: ${product}\nQuantity and unit: \nGrade or size: \n`,
  },
  sentPage: {
    eyebrow: 'Enquiry received',
    reference: 'Reference',
    replyTo: 'Reply to',
    quoteReference: 'Quote the reference when you write or call about this enquiry.',
    /** "Anything to add? Write to {e-mail} or call {phone}." in two parts around the two links (a full stop ends it). */
    writeTo: 'Anything to add? Write to',
    orCall: 'or call',
    browse: 'Browse our business lines',
    home: 'Go to the home page',
  },
  errors: {
    required: 'is required',
    text: 'must be text',
    tooLong: (max: string) => `must be at most ${max} characters`,
    controlChars: 'must not contain control characters',
    email: 'must be an e-mail address, like name@company.com',
    country: 'must be a country from the list',
    incoterm: (list: string) => `must be one of ${list}`,
    phone: 'must be a phone number: digits, spaces and + ( ) - . /, at least six digits',
    brokenCharacter: 'contains a broken character (half of an emoji or symbol) that cannot be sent: delete it and type it again',
    oneLine: 'must be one line of text, without control characters',
    bidi: 'must not contain text-direction control characters',
    productNeedsName: (n: string) => `Product ${n} needs a name`,
    duplicate: (product: string) => `${product} is in the list twice`,
    quantity: (product: string, max: string) => `Quantity for ${product} must be a number greater than 0 and at most ${max}`,
    targetPrice: (product: string, max: string) => `Target price for ${product} must be a number greater than 0 and at most ${max}`,
    unit: (product: string, units: string) => `Unit for ${product} must be one of ${units}`,
    /** "Email" + "is required" = "Email is required". */
    field: (label: string, message: string) => `${label} ${message}`,
  },
};
