import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { couponKeys } from './keys';

/** GET /api/coupons: the caller's codes (every code for an admin), newest first, a page at a time. */
export const couponPagesQueryOptions = () =>
  cursorPages(couponKeys.list(), (cursor, signal) =>
    apiCall(endpoints.listCoupons, { query: { cursor }, signal }),
  );

export function useCoupons() {
  return useInfiniteQuery(couponPagesQueryOptions());
}
