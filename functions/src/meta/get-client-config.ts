import { metaRoutes as routes } from '@academy/shared/features/meta/routes';
import { httpHandler } from '../http';
import { env, required } from '../lib/env';

export const handler = httpHandler(routes.getClientConfig, async () => ({
  region: env().AWS_REGION,
  userPoolId: required('USER_POOL_ID'),
  userPoolClientId: required('USER_POOL_CLIENT_ID'),
  cognitoEndpoint: env().COGNITO_ENDPOINT ?? null,
  razorpayKeyId: required('RAZORPAY_KEY_ID'),
  razorpayCheckoutUrl: env().RAZORPAY_CHECKOUT_URL,
}));
