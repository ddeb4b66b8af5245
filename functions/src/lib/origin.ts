import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_HEADER } from '@academy/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { required } from './env';
import { ForbiddenError } from './errors';
import { secretString } from './secrets';

/** What a request that went around CloudFront is told. */
export const BYPASS_MESSAGE = /*i18n*/ 'Requests reach the academy API through its web address only';

/**
 * The origin secret: JSON `{ current, previous? }` in Secrets Manager (ORIGIN_SECRET_ID). CloudFront sends the
 * current value; while it is rotated (docs/operations.md) the previous one is accepted too, so requests signed by
 * a distribution not yet updated keep working.
 */
async function acceptedValues(): Promise<string[]> {
  const stored = JSON.parse(await secretString(required('ORIGIN_SECRET_ID'))) as {
    current?: unknown;
    previous?: unknown;
  };
  const values = [stored.current, stored.previous].filter(
    (v): v is string => typeof v === 'string' && v.length >= 16,
  );
  if (values.length === 0) throw new Error('The origin secret holds no usable value');
  return values;
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Refuses (403) a request that does not carry the origin secret in ORIGIN_HEADER: it did not come through
 * CloudFront (its web ACL, security headers and caching), or the local gateway, which adds it as CloudFront does.
 * Runs before anything else a handler does; the secret is read once per container and cached.
 */
export async function refuseBypass(event: APIGatewayProxyEventV2): Promise<void> {
  const given = event.headers?.[ORIGIN_HEADER];
  if (!given) throw new ForbiddenError(BYPASS_MESSAGE);
  const accepted = await acceptedValues();
  if (!accepted.some((value) => same(value, given))) throw new ForbiddenError(BYPASS_MESSAGE);
}
