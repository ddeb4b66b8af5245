import type { Session } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { apiCall } from '../api-client';
import { followProfileLocale } from '../choose-locale';
import { TOKEN_STORAGE_KEY } from '../constants';
import { pageLocale } from '../i18n';
import { type AuthActions, AuthContext, type LoginInput, type RegisterInput } from './auth-context';
import { session } from './session';
import { tokenRefused } from './token-verdict';

/** Signs in with the server's answer and takes the profile's language; the user now signed in. */
function startSession(result: Session) {
  session.signIn(result);
  followProfileLocale(result.user);
  return result.user;
}

/** A sign-in call: when it fails, nobody is left signed in. */
async function signingIn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    session.signOut();
    throw error;
  }
}

/**
 * Sign-in state (spec part 1 §4): starts loading; no stored token means signed out; otherwise the
 * current user is fetched: a refused token (401, 403) is removed; with no verdict the page shows signed out.
 * Signing in brings the profile's language (lib/choose-locale.ts); a page load keeps the browser's choice (the
 * profile's may not have caught up with a switch made a moment ago).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (session.getState().status !== 'loading') return;
    if (!session.getToken()) {
      // In a task of its own: a change of sign-in state re-renders every reader of it, at once (a store's
      // update is never a transition), and here that would lengthen the task running hydration's effects.
      const timer = setTimeout(() => {
        if (session.getState().status === 'loading') session.signOut();
      });
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    apiCall(endpoints.getMe)
      .then(({ user }) => {
        if (!cancelled) session.setUser(user);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (tokenRefused(error)) session.signOut();
        else session.signOutForNow();
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Nothing one user fetched may show to the next one on this device.
  useEffect(() => {
    let previous = session.getState().status;
    return session.subscribe(() => {
      const status = session.getState().status;
      if (status === 'signed-out' && previous === 'signed-in') queryClient.clear();
      previous = status;
    });
  }, [queryClient]);

  // Signing out in another tab signs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) session.signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(
    (input: LoginInput) =>
      signingIn(async () => {
        const result = await apiCall(endpoints.login, { body: input });
        // Two-step verification still due: nobody is signed in until its code is right.
        if ('challenge' in result) return result;
        return { user: startSession(result) };
      }),
    [],
  );

  const register = useCallback(
    (input: RegisterInput) =>
      signingIn(async () => {
        // A new account reads the academy in the language it signed up in.
        const result = await apiCall(endpoints.register, {
          body: { ...input, role: 'student', locale: pageLocale },
        });
        // A minor: no session until a parent or guardian consents by the link mailed to them.
        if ('pending' in result) return result;
        return { user: startSession(result) };
      }),
    [],
  );

  const actions = useMemo<AuthActions>(
    () => ({ login, register, signInWith: startSession, logout: session.signOut, setUser: session.setUser }),
    [login, register],
  );
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
