import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env, required } from './env';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/** The user pool's issuer: Cognito's regional address, or the configured endpoint where it lives elsewhere. */
export const issuer = () =>
  `${env().COGNITO_ENDPOINT ?? `https://cognito-idp.${env().AWS_REGION}.amazonaws.com`}/${required('USER_POOL_ID')}`;

/**
 * The `sub` of a valid ID token of our user pool (signature by the pool's JWKS, issuer, audience, expiry),
 * checked exactly as the API Gateway JWT authorizer checks it; undefined for anything else.
 */
export async function verifiedSubject(token: string): Promise<string | undefined> {
  jwks ??= createRemoteJWKSet(new URL(`${issuer()}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: issuer(),
      audience: required('USER_POOL_CLIENT_ID'),
    });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
