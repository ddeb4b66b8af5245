import { useEffect } from 'react';
import { BRAND_NAME } from './constants';

/** Sets the document title for a screen ("Sign in | Academy"), which screen readers announce. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
