/**
 * How large a file in content/ may be (issue 47): the check refuses larger ones with the file
 * named, and the editor's uploads are held to the same limits (scripts/cms/decap-guard.ts). A
 * picture is resized by the build; past these sizes it is a camera original or not a picture at
 * all, and it would hold the build (and a buyer's phone) for minutes.
 */

/** A picture's bytes: a 24-megapixel camera JPEG is about 12 MB. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** A picture's pixels (width × height): 50 megapixels, well above any screen the build draws for. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A content JSON file: the largest written by hand is tens of kilobytes. */
export const JSON_MAX_BYTES = 2 * 1024 * 1024;

export const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
