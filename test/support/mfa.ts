import { DEMO_ADMIN_EMAIL, demoAdminTotpSecret } from '../../infra/local/seed-mfa';
import { totpCode } from '../../infra/local/totp';

/**
 * The authenticator secrets this process knows, by email: the demo admin's (fixed, .env.example) and those of
 * the accounts signed in here that had to set two-step verification up. What a person's authenticator app holds.
 */
export const totpSecrets = new Map<string, string>([[DEMO_ADMIN_EMAIL, demoAdminTotpSecret()]]);

/** The current code of the account's authenticator (its secret known to this process). */
export function totpOf(email: string, atMs = Date.now()): string {
  const secret = totpSecrets.get(email);
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  return totpCode(secret, atMs);
}

type Post = (path: string, body: unknown) => Promise<{ status: number; body: any }>;

/**
 * Signs in as a person would: the password, then, when the API asks, the authenticator's code, or (an admin
 * without it yet) the setup with the new secret's first code. Answers the last step's status and body.
 */
export async function signInSteps(
  post: Post,
  email: string,
  password: string,
): Promise<{ status: number; body: any }> {
  const first = await post('/api/auth/login', { email, password });
  if (first.status !== 200) return first;
  if (first.body.challenge === 'SOFTWARE_TOKEN_MFA') {
    return post('/api/auth/mfa/challenge', { session: first.body.session, code: totpOf(email) });
  }
  if (first.body.challenge === 'MFA_SETUP') {
    totpSecrets.set(email, first.body.secretCode);
    return post('/api/auth/mfa/verify', { session: first.body.session, code: totpOf(email) });
  }
  return first;
}

/** `signInSteps` over plain fetch, for scripts outside the test runner (screenshots, bench). */
export const fetchPost =
  (apiUrl: string): Post =>
  async (path, body) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
