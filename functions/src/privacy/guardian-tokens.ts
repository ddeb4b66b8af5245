import { PRIVACY_LIMITS } from '@academy/shared';
import { BadRequestError } from '../lib/errors';
import { signedToken, verifiedClaims } from '../lib/signed-tokens';

/**
 * The token of a parent's consent link: the child's account and an expiry (PRIVACY_LIMITS.guardianLinkDays after
 * the mail), signed as the unsubscribe links are (lib/signed-tokens.ts, the stage's e-mail key). `p: 'guardian'`
 * tells it from an unsubscribe token, which the unsubscribe route refuses for want of a type (and this one for
 * want of `p`). Whoever holds it may see the child's name and consent for them, nothing else.
 */
export interface GuardianToken {
  userId: string;
  /** Expiry, epoch seconds. */
  expires: number;
}

export const GUARDIAN_LINK_INVALID =
  /*i18n*/ 'This link is not valid. Please open the latest link we emailed you, or ask your child to send a new one.';
export const GUARDIAN_LINK_EXPIRED =
  /*i18n*/ 'This link has expired. Please ask your child to send a new one from the sign-in page.';

export async function guardianToken(userId: string, mailedAt: string): Promise<string> {
  const expires = Math.floor(Date.parse(mailedAt) / 1000) + PRIVACY_LIMITS.guardianLinkDays * 24 * 60 * 60;
  return signedToken({ p: 'guardian', u: userId, x: expires });
}

/** The token's contents when its signature holds and it has not expired; a 400 with a clear message otherwise. */
export async function readGuardianToken(token: string, now = new Date()): Promise<GuardianToken> {
  const claims = await verifiedClaims(token);
  if (claims?.p !== 'guardian' || typeof claims.u !== 'string' || typeof claims.x !== 'number')
    throw new BadRequestError(GUARDIAN_LINK_INVALID);
  if (claims.x * 1000 < now.getTime()) throw new BadRequestError(GUARDIAN_LINK_EXPIRED);
  return { userId: claims.u, expires: claims.x };
}
