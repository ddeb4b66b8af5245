import { createHash, createPublicKey } from 'node:crypto';
import { VIDEO_ACCESS_SECONDS, VIDEO_PATH } from '@academy/shared';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { env, required } from '../lib/env';
import { secretString } from '../lib/secrets';

/** The SHA-256 (hex) of a key's public half (SPKI, DER): from a public key's PEM or from its private key's. */
export const publicKeySha256 = (pem: string): string =>
  createHash('sha256')
    .update(createPublicKey(pem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

let lastKey: { privateKey: string; sha256: string } | undefined;

/**
 * The CloudFront key the cookies name: the one whose private half signs them. During a rotation
 * (docs/deploy.md#video-signing-key) the deploy names the new key before the operator puts its private key in the
 * secret; until then the secret's key is the previous one, still trusted, and the cookies name it. So no cookie names
 * a key that did not sign it, whatever the order of the two steps.
 */
export function keyPairIdFor(privateKey: string): string {
  const previous = env().VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID;
  if (previous) {
    if (lastKey?.privateKey !== privateKey) lastKey = { privateKey, sha256: publicKeySha256(privateKey) };
    if (lastKey.sha256 === required('VIDEO_SIGNING_PREVIOUS_KEY_SHA256')) return previous;
  }
  return required('VIDEO_SIGNING_KEY_PAIR_ID');
}

/**
 * The CloudFront signed cookies that open a course's (or, for the preview, one lesson's) transcoded videos for
 * VIDEO_ACCESS_SECONDS (issue 38). A custom policy scoped to the folder (`/hls/<courseId>/`, on any host of
 * the distribution, which alone trusts the key), signed with the private key read from Secrets Manager; each cookie
 * carries the same folder as its Path, so the browser sends it only there, and HttpOnly, Secure and SameSite=Strict:
 * no script reads it and no other site's page sends it. Locally the video origin (infra/local/video-origin.ts)
 * checks the very same cookies with the key pair's public half.
 */
export async function videoAccessCookies(
  scope: { courseId: string; moduleId?: string },
  now = Date.now(),
): Promise<{ cookies: string[]; expiresIn: number }> {
  const folder = `${VIDEO_PATH}${scope.courseId}/${scope.moduleId ? `${scope.moduleId}/` : ''}`;
  const expires = Math.floor(now / 1000) + VIDEO_ACCESS_SECONDS;
  const policy = JSON.stringify({
    Statement: [
      { Resource: `http*://*${folder}*`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } },
    ],
  });
  const privateKey = await secretString(required('VIDEO_SIGNING_KEY_SECRET_ID'));
  const signed = getSignedCookies({ policy, keyPairId: keyPairIdFor(privateKey), privateKey });
  const attributes = `Path=${folder}; Max-Age=${VIDEO_ACCESS_SECONDS}; Secure; HttpOnly; SameSite=Strict`;
  const cookies = (['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id'] as const).map(
    (name) => `${name}=${signed[name]}; ${attributes}`,
  );
  return { cookies, expiresIn: VIDEO_ACCESS_SECONDS };
}
