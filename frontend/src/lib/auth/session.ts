/**
 * The sign-in session: the tokens in browser storage and the signed-in user, in one small store that
 * the API client and the AuthProvider share. The client signs out through here on a 401; React
 * components follow it through `useAuth`.
 */
import type { User } from '@academy/shared';
import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../constants';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

type Listener = () => void;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the app then works for this page view only.
    return null;
  }
};

let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<Listener>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const session = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getToken: (): string | null => storage()?.getItem(TOKEN_STORAGE_KEY) ?? null,
  getRefreshToken: (): string | null => storage()?.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? null,
  setToken(token: string) {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  },

  /** After login or register: keep both tokens and the user. */
  signIn(input: { user: User; token: string; refreshToken: string }) {
    storage()?.setItem(TOKEN_STORAGE_KEY, input.token);
    storage()?.setItem(REFRESH_TOKEN_STORAGE_KEY, input.refreshToken);
    emit({ status: 'signed-in', user: input.user });
  },

  /** The current user was fetched, or changed (profile update). */
  setUser(user: User) {
    emit({ status: 'signed-in', user });
  },

  /** Logout, a 401, a failed refresh or a failed start-up check: forget the tokens and the user. */
  signOut() {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    storage()?.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    if (state.status !== 'signed-out') emit({ status: 'signed-out', user: null });
  },

  /**
   * The start-up check got no verdict on the token (no answer: offline, or the page unloading and cancelling
   * it; or a server error): show this page signed out, but keep the tokens, so the next page load tries again.
   */
  signOutForNow() {
    if (state.status !== 'signed-out') emit({ status: 'signed-out', user: null });
  },

  /** Tests only: back to the start-up state. */
  reset() {
    state = { status: 'loading', user: null };
    listeners.clear();
  },
};
