// Generated at build time by scripts/vite/content-plugin.ts (scripts/vite/search-index.ts) from content/:
// the address of each language's index JSON file (search-doc.ts SearchIndexFile).
declare module 'virtual:content/search-index' {
  const urls: Record<import('../../content/locales.ts').Locale, string>;
  export default urls;
}
