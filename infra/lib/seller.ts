import { demoSeller, SellerSettings, sellerEnvironment } from '@academy/shared';
import { Annotations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import * as z from 'zod';

/** The seller settings as context or props give them (the defaults of SellerSettings still to apply). */
export type SellerInput = z.input<typeof SellerSettings>;

/** The functions that read the seller settings: the payments feature's (its routes and its stream consumer). */
export const SELLER_HANDLER_PREFIX = 'payments/';
export const usesSellerSettings = (handlerModule: string): boolean =>
  handlerModule.startsWith(SELLER_HANDLER_PREFIX);

/**
 * The stage's seller as the payments functions' environment (SELLER_*, GST_RATE_BASIS_POINTS, INVOICE_SERIES,
 * CREDIT_NOTE_SERIES, REFUND_WINDOW_DAYS), from `seller` if given, else context `seller` (an object in cdk.json or a
 * stage's `stages` entry, or a JSON string with `-c seller=…`). Checked here with SellerSettings, so synth fails,
 * with zod's message, on a bad GSTIN, a state that is not the GSTIN's, or a series that clashes. No seller at all
 * (a fresh clone, the tests) synthesises with shared's demo seller and a warning; the pipeline refuses that
 * (./stage-config.ts). Nothing here is secret: it is printed on every invoice.
 */
export function sellerEnvironmentOf(scope: Construct, seller?: SellerInput): Record<string, string> {
  let input: unknown = seller ?? scope.node.tryGetContext('seller');
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      throw new Error('Context seller is not JSON (docs/deploy.md#seller-settings-and-tax-documents)');
    }
  }
  if (input === undefined) {
    Annotations.of(scope).addWarningV2(
      'academy:seller-unset',
      `No seller settings (context seller): tax invoices would name the demo seller (GSTIN ${demoSeller.gstin}), which is not a real registration. Set them before taking payments; see docs/deploy.md.`,
    );
    input = demoSeller;
  }
  const parsed = SellerSettings.safeParse(input);
  if (!parsed.success)
    throw new Error(
      `Context seller is invalid (docs/deploy.md#seller-settings-and-tax-documents):\n${z.prettifyError(parsed.error)}`,
    );
  return sellerEnvironment(parsed.data);
}
