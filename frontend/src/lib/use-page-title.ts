import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from './constants';

/** What a page rendered ahead of time (entry-server.tsx) puts in its head; absent in the browser. */
export interface PageHead {
  title?: string;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** "Sign in | Academy"; the brand alone for an empty title. */
export const documentTitle = (title: string) => (title ? `${title} | ${BRAND_NAME}` : BRAND_NAME);

/**
 * Sets the document title for a screen ("Sign in | Academy"), which screen readers announce. A page
 * rendered at build time records it instead, so the HTML carries the screen's own title.
 */
export function usePageTitle(title: string) {
  const head = useContext(PageHeadContext);
  if (head) head.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
