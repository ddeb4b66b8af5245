import { totpCode } from './totp';

export const DEMO_ADMIN_EMAIL = 'admin@demo.academy';

/**
 * The demo admin's authenticator secret (base32), the same as DEMO_ADMIN_TOTP_SECRET in .env.example, so that
 * scripts and tests compute its codes (`npm run totp -- admin`). Local demo data only: no real account has it.
 */
export const DEFAULT_DEMO_ADMIN_TOTP_SECRET = 'DEMOADMINTOTPSECRETFORLOCALONLY2';

export const demoAdminTotpSecret = () => process.env.DEMO_ADMIN_TOTP_SECRET || DEFAULT_DEMO_ADMIN_TOTP_SECRET;

/**
 * What infra/local/cognito-demo-totp.cjs gives cognito-local: the secrets of the demo accounts, by email. AWS
 * lets nobody choose an authenticator secret (AssociateSoftwareToken makes one), so the stand-in is told, for
 * the demo admin alone, to keep this one when the seed associates a token; every other account gets a random one.
 */
export const demoTotpSecretsEnv = () => JSON.stringify({ [DEMO_ADMIN_EMAIL]: demoAdminTotpSecret() });

/**
 * Turns two-step verification on for the demo admin through the same calls as the setup screen (password
 * sign-in, AssociateSoftwareToken, VerifySoftwareToken with a computed code, SetUserMFAPreference), then marks
 * the profile. Left as it is when the sign-in already asks for a code. Safe to run on every start.
 */
export async function seedDemoMfa(password: string): Promise<void> {
  const { passwordAuth, associateTotp, verifyAndEnableTotp, claimsOf } = await import(
    '../../functions/src/auth/identity'
  );
  const { getUserRecord, markMfaEnabled } = await import('../../functions/src/users/service');
  const auth = await passwordAuth(DEMO_ADMIN_EMAIL, password);
  if (auth.kind === 'tokens') {
    await associateTotp(auth.tokens.accessToken);
    await verifyAndEnableTotp(auth.tokens.accessToken, totpCode(demoAdminTotpSecret()));
    const sub = claimsOf(auth.tokens.idToken).sub;
    if (!(await getUserRecord(sub))?.mfaEnabled) await markMfaEnabled(sub);
    return;
  }
  const { findIdentitySub } = await import('../../functions/src/auth/identity');
  const sub = await findIdentitySub(DEMO_ADMIN_EMAIL);
  if (sub && !(await getUserRecord(sub))?.mfaEnabled) await markMfaEnabled(sub);
}
