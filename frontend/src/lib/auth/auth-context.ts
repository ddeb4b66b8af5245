import type { User } from '@academy/shared';
import { createContext, useContext } from 'react';
import type { SessionState } from './session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

export type AuthValue = SessionState & {
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): void;
  /** A profile update replaces the stored user (spec part 1 §4). */
  setUser(user: User): void;
};

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user, for screens that only render behind a guard. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in user');
  return auth.user;
}
