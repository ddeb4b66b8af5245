import { endpoints } from '@academy/shared/endpoints';
import type { RefundStatus } from '@academy/shared/features/payments/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { paymentKeys } from './keys';

/** GET /api/payments/refunds?status=: the refund requests of one status (admins), newest first. */
export const refundPagesQueryOptions = (status: RefundStatus) =>
  cursorPages(paymentKeys.refunds(status), (cursor, signal) =>
    apiCall(endpoints.listRefunds, { query: { status, cursor }, signal }),
  );

export function useRefunds(status: RefundStatus) {
  return useInfiniteQuery(refundPagesQueryOptions(status));
}
