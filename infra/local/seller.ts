import { demoSeller, type SellerSettings, sellerEnvironment } from '@academy/shared';
import type * as z from 'zod';

/**
 * The seller on every tax document the local stack issues (CDK sets a stage's from context `seller`,
 * infra/lib/seller.ts): the SELLER_* … variables the payments functions read, made from shared's demo seller.
 * `sellerEnvironment` parses the settings with SellerSettings, so a bad GSTIN, a state that is not the GSTIN's or a
 * series that clashes throws here, with zod's message, before the stack starts anything.
 */
export function localSellerEnvironment(
  seller: z.input<typeof SellerSettings> = demoSeller,
): Record<string, string> {
  return sellerEnvironment(seller);
}
