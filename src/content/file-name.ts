/**
 * The file-name rule of catalogue entries: the key in lower case, hyphens for anything else
 * ("Lutein 10%" is lutein-10.json). The content check enforces it and the web editor names new
 * entries by it, so both say the same.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
