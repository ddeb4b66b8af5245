import { endpoints } from '@academy/shared/endpoints';
import type { CreateCouponBody } from '@academy/shared/features/coupons/schemas';
import { apiCall } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { couponKeys } from './keys';

/** POST /api/coupons: 409 when the code is taken, 403 for a course that is not the instructor's. */
export function useCreateCoupon() {
  return useRefreshingMutation(
    (body: CreateCouponBody) => apiCall(endpoints.createCoupon, { body }).then((r) => r.coupon),
    () => [couponKeys.list()],
  );
}
