import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/coupons/quote: the course's price with a code taken off, in paise, as the checkout shows it (the
 * order prices it again). A code that is unknown, over, used up or not for this course answers a 4xx whose
 * message the checkout shows.
 */
export const quoteCoupon = (courseId: string, code: string) =>
  apiCall(endpoints.quoteCoupon, { body: { courseId, code } }).then((r) => r.quote);

export function useCouponQuote() {
  return useMutation({
    mutationFn: ({ courseId, code }: { courseId: string; code: string }) => quoteCoupon(courseId, code),
  });
}
