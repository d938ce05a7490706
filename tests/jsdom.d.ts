// jsdom ships no types; the tests use only this much of it (parsing a page's raw HTML, and running
// a static page's inline loader: tests/unit/static-render.test.ts).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }
  export class JSDOM {
    constructor(html: string, options?: { url?: string; runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean; virtualConsole?: VirtualConsole });
    readonly window: Window & typeof globalThis;
  }
}
