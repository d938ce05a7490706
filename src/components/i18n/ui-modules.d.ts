// Generated from content/ui/en.json by scripts/ui/catalogue.ts (npm run ui:types; the build and the content check run it too). Do not edit.
declare module 'virtual:ui/en/common' {
  export const common: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/layout' {
  export const layout: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/carousel' {
  export const carousel: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/paging' {
  export const paging: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/catalogue' {
  export const catalogue: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/trade' {
  export const trade: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/print' {
  export const print: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/facts' {
  export const facts: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/filter' {
  export const filter: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/contact' {
  export const contact: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/search' {
  export const search: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/errors' {
  export const errors: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/header' {
  export const header: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/enquiryAdd' {
  export const enquiryAdd: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/enquiry' {
  export const enquiry: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/notFound' {
  export const notFound: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/en/footer' {
  export const footer: import('./messages.ts').CompiledSection;
}
declare module 'virtual:ui/ar/first' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
declare module 'virtual:ui/ar/later' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
declare module 'virtual:ui/es/first' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
declare module 'virtual:ui/es/later' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
declare module 'virtual:ui/fr/first' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
declare module 'virtual:ui/fr/later' {
  const sections: Record<string, import('./messages.ts').CompiledSection>;
  export default sections;
}
