import { EMAIL_LIMITS, type NotificationType, notificationTypes } from '@academy/shared';
import { BadRequestError } from '../lib/errors';
import { signedToken, verifiedClaims } from '../lib/signed-tokens';

/**
 * The token of a mail's unsubscribe link: who, which type, until when, signed (HMAC-SHA256) with the stage's
 * e-mail key (Secrets Manager, EMAIL_TOKEN_SECRET_ID). Whoever holds it may turn that one type of mail off and on
 * for that person, and nothing else; it stops working EMAIL_LIMITS.unsubscribeTokenDays after the mail went.
 */
export interface EmailToken {
  userId: string;
  type: NotificationType;
  /** Expiry, epoch seconds. */
  expires: number;
}

export const INVALID_LINK =
  /*i18n*/ 'This link is not valid. Please change your e-mail settings on your profile.';
export const EXPIRED_LINK =
  /*i18n*/ 'This link has expired. Please change your e-mail settings on your profile.';

export async function emailToken(userId: string, type: NotificationType, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + EMAIL_LIMITS.unsubscribeTokenDays * 24 * 60 * 60;
  return signedToken({ u: userId, t: type, x: expires });
}

/** The token's contents when its signature holds and it has not expired; a 400 with a clear message otherwise. */
export async function readEmailToken(token: string, now = new Date()): Promise<EmailToken> {
  const parsed = await verifiedClaims(token);
  if (!parsed) throw new BadRequestError(INVALID_LINK);
  const { u, t, x } = parsed;
  if (typeof u !== 'string' || typeof x !== 'number' || !notificationTypes.includes(t as NotificationType)) {
    throw new BadRequestError(INVALID_LINK);
  }
  if (x * 1000 < now.getTime()) throw new BadRequestError(EXPIRED_LINK);
  return { userId: u, type: t as NotificationType, expires: x };
}
