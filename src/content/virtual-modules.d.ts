// Modules generated at build time by scripts/vite/content-plugin.ts from the files in content/.
declare module 'virtual:content/site' {
  const site: import('./resolved.ts').SiteContent;
  export default site;
}
// One part of site.json each: code on every first load imports only the parts it draws.
declare module 'virtual:content/site/company' { const part: import('./resolved.ts').SitePart<'company'>; export default part; }
declare module 'virtual:content/site/contact' { const part: import('./resolved.ts').SitePart<'contact'>; export default part; }
declare module 'virtual:content/site/socials' { const part: import('./resolved.ts').SitePart<'socials'>; export default part; }
declare module 'virtual:content/site/nav' { const part: import('./resolved.ts').SitePart<'nav'>; export default part; }
declare module 'virtual:content/site/topStrip' { const part: import('./resolved.ts').SitePart<'topStrip'>; export default part; }
declare module 'virtual:content/site/maintenance' { const part: import('./resolved.ts').SitePart<'maintenance'>; export default part; }
declare module 'virtual:content/routes' {
  export const pages: (import('./resolved.ts').PageRouteModule & { locales: import('./locales.ts').PrefixedLocale[] })[];
  export const kinds: { [C in import('./collections.ts').CollectionName]: import('./resolved.ts').KindRoutes<C> };
}
// One language's table (issue 31), fetched only on its pages: its pages and its site.json's first parts; the rest
// (its lists and lookups, its whole site.json) comes after its home's first render.
declare module 'virtual:content/locale/*' {
  export const pages: import('./resolved.ts').LocaleTable['pages'];
  export const site: import('./resolved.ts').LocaleTable['site'];
  export const later: import('./resolved.ts').LocaleTable['later'];
}
declare module 'virtual:content/locale-later/*' {
  export const kinds: import('./resolved.ts').LocaleTableLater['kinds'];
  export const site: import('./resolved.ts').LocaleTableLater['site'];
  export const entries: import('./resolved.ts').LocaleTableLater['entries'];
}
declare module 'virtual:content/country-names/*' {
  /** The enquiry form's countries in one language, in its alphabetical order (scripts/vite/content-plugin.ts). */
  const names: import('./locales.ts').CountryNames;
  export default names;
}
declare module 'virtual:site-url' {
  /** SITE_URL, the address the site is published at, ending in "/" (scripts/vite/site-url-plugin.ts). */
  const siteUrl: string;
  export default siteUrl;
}
declare module 'virtual:icon/*' {
  /** lucide's drawing of the icon named in the import, or a brand mark (scripts/vite/icon-data.ts). */
  const node: import('./icons.ts').IconNode;
  export default node;
}
interface ImportMetaEnv {
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_REDIRECT_FIELD?: string;
  readonly VITE_VITALS_ENDPOINT?: string;
}
