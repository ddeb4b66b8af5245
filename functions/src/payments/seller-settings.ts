import { type SellerSettings, sellerFromEnvironment } from '@academy/shared/features/payments/seller';
import * as z from 'zod';
import { env } from '../lib/env';

/** The stage's seller settings are missing or wrong: a deployment error (CDK and the local stack set them). */
export class SellerConfigurationError extends Error {
  constructor(detail: string) {
    super(
      `The seller settings (SELLER_*, GST_RATE_BASIS_POINTS, INVOICE_SERIES, CREDIT_NOTE_SERIES, REFUND_WINDOW_DAYS) are missing or invalid: ${detail}. They come from the stage's context \`seller\` (docs/deploy.md).`,
    );
    this.name = 'SellerConfigurationError';
  }
}

let cached: SellerSettings | undefined;

/**
 * The seller on this stage's tax documents, with its GST rate, series and refund window: read from the environment
 * once per container and checked with SellerSettings (the same rules synth applies), so a function with a bad or
 * missing setting fails on its first use with SellerConfigurationError (a logged 500), never issues a document with it.
 */
export function seller(): SellerSettings {
  if (cached) return cached;
  try {
    const e = env();
    cached = sellerFromEnvironment({
      SELLER_LEGAL_NAME: e.SELLER_LEGAL_NAME,
      SELLER_GSTIN: e.SELLER_GSTIN,
      SELLER_STATE: e.SELLER_STATE,
      SELLER_ADDRESS: e.SELLER_ADDRESS,
      SELLER_SAC: e.SELLER_SAC,
      GST_RATE_BASIS_POINTS: e.GST_RATE_BASIS_POINTS,
      INVOICE_SERIES: e.INVOICE_SERIES,
      CREDIT_NOTE_SERIES: e.CREDIT_NOTE_SERIES,
      REFUND_WINDOW_DAYS: e.REFUND_WINDOW_DAYS,
    });
  } catch (error) {
    throw new SellerConfigurationError(
      error instanceof z.ZodError ? z.prettifyError(error).replaceAll('\n', '; ') : String(error),
    );
  }
  return cached;
}
