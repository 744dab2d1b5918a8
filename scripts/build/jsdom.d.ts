// jsdom (a dev dependency, the tests' DOM) ships no types of its own: the part the build reads of it
// (scripts/build/prerenderLogin.ts matches the inline rules' selectors against the prerendered page).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
