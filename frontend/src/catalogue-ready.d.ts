/** The browser's record of the catalogues still loading (build/catalogues.ts makes this module). */
declare module 'virtual:catalogue-ready' {
  /** Resolves once every catalogue the page's modules started loading (the page's language's) is in. */
  export function cataloguesReady(): Promise<void>;
  /** A dynamic import that resolves once the catalogues its modules started loading are in. */
  export function catalogued<T>(loading: Promise<T>): Promise<T>;
}
