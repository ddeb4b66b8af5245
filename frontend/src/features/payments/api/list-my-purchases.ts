import { endpoints } from '@academy/shared/endpoints';
import type { Purchase } from '@academy/shared/features/payments/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { INVOICE_PENDING_REFETCH_MS } from '../constants';
import { paymentKeys } from './keys';

/** A paid purchase whose invoice is still being issued (a moment after the payment). */
export const invoicePending = (purchase: Purchase) => purchase.paidWith === 'razorpay' && !purchase.invoice;

/**
 * GET /api/payments/purchases: the student's orders, newest first, a page at a time. While an invoice is being
 * prepared the list is read again every few seconds, until it is there.
 */
export const myPurchasesQueryOptions = () => ({
  ...cursorPages(paymentKeys.purchases(), (cursor, signal) =>
    apiCall(endpoints.listMyPurchases, { query: { cursor }, signal }),
  ),
  refetchInterval: (query: { state: { data?: { pages: { purchases: Purchase[] }[] } } }) =>
    query.state.data?.pages.some((page) => page.purchases.some(invoicePending))
      ? INVOICE_PENDING_REFETCH_MS
      : false,
});

export function useMyPurchases() {
  return useInfiniteQuery(myPurchasesQueryOptions());
}
