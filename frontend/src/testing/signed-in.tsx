/** The auth context the screens read (no action is called in a render), for the tests that render them. */
import type { ReactNode } from 'react';
import { type AuthActions, AuthContext } from '../lib/auth/auth-context';
import { type MarkupOptions, markup } from './markup';

/** The markup of a screen inside the auth context, in English unless `options` names a language. */
export const authMarkup = (node: ReactNode, options: MarkupOptions = {}) =>
  markup(<AuthContext.Provider value={{} as AuthActions}>{node}</AuthContext.Provider>, options);

/** The markup in the pseudo language, for the tests that find text left outside the catalogues. */
export const pseudoMarkup = (node: ReactNode, path?: string) => authMarkup(node, { locale: 'pseudo', path });
