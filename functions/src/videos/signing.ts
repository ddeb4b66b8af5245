import { VIDEO_ACCESS_SECONDS, VIDEO_PATH } from '@academy/shared';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { required } from '../lib/env';
import { secretString } from '../lib/secrets';

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
  const signed = getSignedCookies({
    policy,
    keyPairId: required('VIDEO_SIGNING_KEY_PAIR_ID'),
    privateKey: await secretString(required('VIDEO_SIGNING_KEY_SECRET_ID')),
  });
  const attributes = `Path=${folder}; Max-Age=${VIDEO_ACCESS_SECONDS}; Secure; HttpOnly; SameSite=Strict`;
  const cookies = (['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id'] as const).map(
    (name) => `${name}=${signed[name]}; ${attributes}`,
  );
  return { cookies, expiresIn: VIDEO_ACCESS_SECONDS };
}
