// jsdom ships no types; the browser tests use only this much of it (parsing a page's raw HTML).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
