import { createHmac, timingSafeEqual } from 'node:crypto';
import { required } from './env';
import { secretString } from './secrets';

/**
 * The academy's signed link tokens (a mail's unsubscribe link, a parent's consent link): `<body>.<signature>`,
 * the body a base64url JSON object, the signature HMAC-SHA256 of the body with the stage's e-mail key (Secrets
 * Manager, EMAIL_TOKEN_SECRET_ID). Each kind reads its own fields from the body and checks its own expiry; a
 * kind's reader must refuse the other kinds' bodies (their fields differ).
 */

const key = () => secretString(required('EMAIL_TOKEN_SECRET_ID'));
const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** A token carrying `claims`, signed. */
export async function signedToken(claims: Record<string, unknown>): Promise<string> {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, await key())}`;
}

/** The token's claims when it is well formed and its signature holds (compared in constant time); else undefined. */
export async function verifiedClaims(token: string): Promise<Record<string, unknown> | undefined> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(body, await key()));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
