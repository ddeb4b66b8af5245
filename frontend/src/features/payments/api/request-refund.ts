import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/payments/refunds: ask for a refund within the window (409 once asked or past it). */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; reason?: string }) =>
      apiCall(endpoints.requestRefund, { body }).then((r) => r.refund),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.purchases() }),
  });
}
