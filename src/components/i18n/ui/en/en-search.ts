/** English UI strings: `search` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const search = {
  search: 'Search',
  label: 'Search products and pages',
  placeholder: 'Name, CAS number, HS code or grade',
  results: 'Search results',
  failed: 'The search could not load. Check your connection and try again.',
  hint: 'Type a product name, another name for it, a CAS number, an HS code or a grade.',
  count: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'result' : 'results'}`,
  none: (query: string) => `No results for "${query}"`,
  maySupply: 'We may still supply it:',
  askContact: 'ask us on the contact page',
  /** The results' group of the pages outside the business lines (about, contact, credentials ...): written into each language's index at build time (scripts/vite/search-index.ts). */
  company: 'Company',
  /** What matched beside a result (search-engine.ts matchedField gives the field and value, search-dialog.tsx words it). */
  matchedCas: (cas: string) => `CAS ${cas}`,
  matchedHs: (code: string) => `HS ${code}`,
  matchedGrade: (grade: string) => `Grade ${grade}`,
  matchedSynonym: (name: string) => `Also known as ${name}`,
  /** What the contact form's message starts with after "ask us" from a search without results: the buyer's own words, editable. */
  lookingFor: (query: string) => `I am looking for: ${query}`,
};
