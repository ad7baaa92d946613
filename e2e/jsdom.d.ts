/** The part of jsdom's API the export tests use (jsdom ships without types; @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
