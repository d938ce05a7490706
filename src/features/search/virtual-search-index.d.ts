// Generated at build time by scripts/vite/content-plugin.ts (scripts/vite/search-index.ts) from content/:
// the address of the index's JSON file (search-doc.ts SearchIndexFile).
declare module 'virtual:content/search-index' {
  const url: string;
  export default url;
}
