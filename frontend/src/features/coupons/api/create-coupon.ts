import { endpoints } from '@academy/shared/endpoints';
import type { CreateCouponBody } from '@academy/shared/features/coupons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { couponKeys } from './keys';

/** POST /api/coupons: 409 when the code is taken, 403 for a course that is not the instructor's. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => apiCall(endpoints.createCoupon, { body }).then((r) => r.coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}
