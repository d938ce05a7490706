// Generated at build time by scripts/vite/content-plugin.ts (scripts/vite/search-index.ts) from content/.
declare module 'virtual:content/search-index' {
  const data: import('./search-doc.ts').SearchIndexData;
  export default data;
}
