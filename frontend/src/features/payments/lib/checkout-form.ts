import type { User } from '@academy/shared';
import {
  BillingDetails,
  CouponCode,
  IndianMobile,
  indianMobileE164,
  type PriceQuote,
} from '@academy/shared/features/payments/schemas';
import { t } from '@lingui/core/macro';
import * as z from 'zod';
import { formatPaise, formatRupees } from '../../../lib/format';

/** The checkout's fields as the inputs hold them. */
export interface CheckoutFormValues {
  billing: { state: string; gstin: string; businessName: string };
  /** "I need a GST invoice for my business": the GSTIN and business name count only while ticked. */
  business: boolean;
  phone: string;
}

const CheckoutBody = z.object({ billing: BillingDetails, phone: IndianMobile.optional() });

/**
 * The checkout read into the order's body, checked by the API's own schemas (BillingDetails: the state, a
 * GSTIN's format, check character and state, its business name; IndianMobile). An empty phone is left out.
 */
export const CheckoutForm = z
  .object({
    billing: z.object({ state: z.string(), gstin: z.string(), businessName: z.string() }),
    business: z.boolean(),
    phone: z.string(),
  })
  .transform(
    ({ billing, business, phone }) =>
      // The API's schemas below check what the inputs hold (a state code chosen from the list, or none).
      ({
        billing: business
          ? { state: billing.state, gstin: billing.gstin, businessName: billing.businessName }
          : { state: billing.state },
        phone: phone.trim() === '' ? undefined : phone,
      }) as z.input<typeof CheckoutBody>,
  )
  .pipe(CheckoutBody)
  // As the server stores it and the next checkout prefills it: +91 and the ten digits.
  .transform((body) => ({ ...body, phone: body.phone && indianMobileE164(body.phone) }));
export type CheckoutFormOutput = z.output<typeof CheckoutForm>;

/** The form as the profile remembers the buyer (the last checkout's billing details, the phone). */
export function checkoutDefaults(profile: User['profile'] | undefined): CheckoutFormValues {
  const billing = profile?.billing;
  return {
    billing: {
      state: billing?.state ?? '',
      gstin: billing?.gstin ?? '',
      businessName: billing?.businessName ?? '',
    },
    business: Boolean(billing?.gstin),
    phone: profile?.phone ?? '',
  };
}

/** A typed code as the API takes it (trimmed, capitals), or why it cannot be one. */
export function readCouponCode(typed: string): { code: string } | { error: string } {
  const parsed = CouponCode.safeParse(typed);
  return parsed.success
    ? { code: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? t`Please check the code` };
}

/** What the checkout says of the price: the course's, or with a code "₹X ₹Y (code SAVE20: −₹Z)". */
export function priceParts(priceRupees: number, quote: PriceQuote | null) {
  if (!quote || quote.discount === 0) return { was: null, now: formatRupees(priceRupees), note: null };
  const code = quote.couponCode ?? '';
  const discount = formatPaise(quote.discount);
  return {
    was: formatPaise(quote.price),
    now: formatPaise(quote.amount),
    note: t`(code ${code}: −${discount})`,
  };
}
