import * as z from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok') });

/** What the browser needs to talk to Cognito directly (password reset); never a secret. */
export const ClientConfig = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only where Cognito is not at its AWS address (the local stand-in). */
  cognitoEndpoint: z.string().nullable(),
  /** Razorpay's publishable key and its checkout script (a local stand-in on the local stack). */
  razorpayKeyId: z.string(),
  razorpayCheckoutUrl: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const OpenApiDocument = z.looseObject({ openapi: z.string() });
