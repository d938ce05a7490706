/**
 * How a page file becomes an address (the file's path under content/pages mirrors it:
 * pages/business/fmcg.json is /business/fmcg, pages/home.json is /) and how addresses become
 * the real, lower-case hyphenated ones of the static pages.
 */
export function pagePathOf(relativeFile: string): string {
  const bare = relativeFile.replace(/\.json$/, '');
  return bare === 'home' ? '/' : `/${bare}`;
}

/** A page's route id: its path without the leading slash, "home" for "/". */
export function pageId(path: string): string {
  return path === '/' ? 'home' : path.slice(1);
}

/** One path segment of a real address: "FruitsAndVeg" is "fruits-and-veg", "Lutein 10%" is "lutein-10". */
export function realSegment(segment: string): string {
  return segment
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The real address of a hash path: "/business/agricultural-commodities/FruitsAndVeg" is "/business/agricultural-commodities/fruits-and-veg/". */
export function realPath(hashPath: string): string {
  const segments = hashPath.split('/').filter(Boolean).map((s) => realSegment(decodeURIComponent(s)));
  return segments.length ? `/${segments.join('/')}/` : '/';
}
