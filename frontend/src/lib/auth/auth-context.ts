import type {
  GuardianPending,
  MfaChallenge,
  MfaSetupChallenge,
  PRIVACY_NOTICE_VERSION,
  Session,
  User,
} from '@academy/shared';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type * as z from 'zod';
import { type SessionState, session } from './session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
  /** `YYYY-MM-DD` (issue 41). */
  dateOfBirth: string;
  /** A minor's parent or guardian, who gets the consent link. */
  guardianEmail?: string;
  /** The privacy notice agreed to and the optional consents chosen. */
  consent: { noticeVersion: typeof PRIVACY_NOTICE_VERSION; watchAnalytics: boolean };
}

/** What registering leads to: signed in, or (a minor) waiting for a parent's or guardian's consent. */
export type RegisterOutcome = { user: User } | z.infer<typeof GuardianPending>;

/** What a right password leads to: signed in, or the two-step verification step still due. */
export type LoginOutcome = { user: User } | MfaChallenge | MfaSetupChallenge;

/** What signing in and out does; the same for the life of the app. */
export interface AuthActions {
  login(input: LoginInput): Promise<LoginOutcome>;
  /** After the code step (sign-in's challenge or a setup's first code): keep the new session. */
  signInWith(session: Session): User;
  register(input: RegisterInput): Promise<RegisterOutcome>;
  logout(): void;
  /** A profile update replaces the stored user (spec part 1 §4). */
  setUser(user: User): void;
}

export type AuthValue = SessionState & AuthActions;

export const AuthContext = createContext<AuthActions | null>(null);

/**
 * The sign-in state and its actions. Each reader follows the session store itself, so a change of state
 * re-renders the readers and nothing else: a context whose value changed would have React search the
 * whole tree for its readers, in one piece (a store's update is never a transition).
 */
export function useAuth(): AuthValue {
  const actions = useAuthActions();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}

/** Only the actions, for a component that does not show the sign-in state (it never re-renders for it). */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth and useAuthActions must be used within an AuthProvider');
  return actions;
}

/** The signed-in user, for screens that only render behind a guard. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in user');
  return auth.user;
}
