import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';
import { paymentKeys } from './keys';

export type RefundDecision =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'decline'; reason: string };

/**
 * POST /api/payments/refunds/{id}/decision: approve (Razorpay refunds it, the enrolment goes, a credit note is
 * issued) or decline with a reason. Every refund list and the admin dashboard's figures are read again.
 */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundDecision) =>
      apiCall(endpoints.decideRefund, { params: { id }, body }).then((r) => r.refund),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.refunds() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.admin() }),
      ]),
  });
}
