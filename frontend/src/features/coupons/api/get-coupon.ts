import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { couponKeys } from './keys';

/** GET /api/coupons/{code}: the code and its redemptions, newest first, a page at a time. */
export const couponDetailQueryOptions = (code: string) =>
  cursorPages(couponKeys.detail(code), (cursor, signal) =>
    apiCall(endpoints.getCoupon, { params: { code }, query: { cursor }, signal }),
  );

export function useCouponDetail(code: string) {
  return useInfiniteQuery(couponDetailQueryOptions(code));
}
