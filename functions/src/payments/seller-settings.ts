import { type SellerSettings, sellerFromEnvironment } from '@academy/shared';

let cached: SellerSettings | undefined;

/**
 * The stage's seller settings (legal name, GSTIN, state, address, SAC, GST rate, series, refund window), read from
 * the environment CDK and the local stack set, and validated the first time a function needs them: a stage
 * configured wrongly fails loudly here (a deployment error), never with a wrong invoice.
 */
export function seller(): SellerSettings {
  cached ??= sellerFromEnvironment(process.env);
  return cached;
}
