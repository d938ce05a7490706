// Modules generated at build time by scripts/content/vite-plugin.ts from the files in content/.
declare module 'virtual:content/site' {
  const site: import('./resolved.ts').SiteContent;
  export default site;
}
declare module 'virtual:content/pages' {
  export const pages: Record<
    import('../app/routes.ts').PageRouteId,
    () => Promise<{ default: import('./resolved.ts').PageContent }>
  >;
}
declare module 'virtual:content/collections' {
  import type { CollectionName } from './collections.ts';
  import type { CollectionModule } from './resolved.ts';
  export const collections: { [C in CollectionName]: () => Promise<CollectionModule<C>> };
  export const lookups: { [C in CollectionName]: () => Promise<import('./resolved.ts').LookupModule<C>> };
}
declare module 'virtual:icons' {
  export const icons: Record<import('./icons.ts').UiIconName, import('./icons.ts').IconNode>;
}
interface ImportMetaEnv {
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_VITALS_ENDPOINT?: string;
}
