import type { Purchase, RefundStatus } from '@academy/shared/features/payments/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '../../../components/ui';
import { formatPaise } from '../../../lib/format';

/** How each refund state looks on a purchase and in the admin's list. */
export const refundLooks: Record<RefundStatus, { tone: BadgeTone; label: MessageDescriptor }> = {
  requested: { tone: 'amber', label: msg`Refund requested` },
  approved: { tone: 'blue', label: msg`Refund approved` },
  processed: { tone: 'green', label: msg`Refunded` },
  declined: { tone: 'red', label: msg`Refund declined` },
};

/** "₹399 (₹499 − ₹100 with code SAVE20)", "₹499", or "Free with code FULL100". */
export function paidText({ quote, paidWith }: Pick<Purchase, 'quote' | 'paidWith'>): string {
  const code = quote.couponCode ?? '';
  if (paidWith === 'coupon' || quote.amount === 0) return t`Free with code ${code}`.trim();
  const paid = formatPaise(quote.amount);
  if (quote.discount === 0) return paid;
  const price = formatPaise(quote.price);
  const discount = formatPaise(quote.discount);
  return t`${paid} (${price} − ${discount} with code ${code})`;
}

/** A refund may be asked for while its window is open and none has been asked for. */
export const mayAskRefund = (purchase: Pick<Purchase, 'refund' | 'refundableUntil'>, now = Date.now()) =>
  !purchase.refund && purchase.refundableUntil !== null && Date.parse(purchase.refundableUntil) > now;
