/**
 * What a line of the enquiry list can hold, as content and the enquiry both need it: the units a
 * buyer quotes in, and the limits of a product's "Grade or size" choices. Plain constants (no
 * zod): the browser's enquiry rules import them as the content schemas do, so an editor can only
 * give a default unit or a variant the form can send.
 */

/** The units of a quotation line (the contract's "Enquiry list", from turn 3), in the order the list offers them. */
export const UNITS = ['kg', 'MT', 'L', 'pieces', 'cartons', 'bags', 'drums', "FCL 20'", "FCL 40'"] as const;
export type Unit = (typeof UNITS)[number];

/** A grade or size ("W320", "4 inch (10 x 10 cm), about 3.5 cm deep"): one line the list shows in a drop-down. */
export const VARIANT_MAX_LENGTH = 100;
/** A product offers at most this many grades or sizes in its line's drop-down. */
export const MAX_VARIANTS = 40;
