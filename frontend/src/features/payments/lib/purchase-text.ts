import type { Purchase, RefundStatus } from '@academy/shared/features/payments/schemas';
import type { BadgeTone } from '../../../components/ui';
import { formatPaise } from '../../../lib/format';

/** How each refund state looks on a purchase and in the admin's list. */
export const refundLooks: Record<RefundStatus, { tone: BadgeTone; label: string }> = {
  requested: { tone: 'amber', label: 'Refund requested' },
  approved: { tone: 'blue', label: 'Refund approved' },
  processed: { tone: 'green', label: 'Refunded' },
  declined: { tone: 'red', label: 'Refund declined' },
};

/** "₹399 (₹499 − ₹100 with code SAVE20)", "₹499", or "Free with code FULL100". */
export function paidText({ quote, paidWith }: Pick<Purchase, 'quote' | 'paidWith'>): string {
  if (paidWith === 'coupon' || quote.amount === 0) return `Free with code ${quote.couponCode ?? ''}`.trim();
  const paid = formatPaise(quote.amount);
  if (quote.discount === 0) return paid;
  return `${paid} (${formatPaise(quote.price)} − ${formatPaise(quote.discount)} with code ${quote.couponCode})`;
}

/** A refund may be asked for while its window is open and none has been asked for. */
export const mayAskRefund = (purchase: Pick<Purchase, 'refund' | 'refundableUntil'>, now = Date.now()) =>
  !purchase.refund && purchase.refundableUntil !== null && Date.parse(purchase.refundableUntil) > now;
