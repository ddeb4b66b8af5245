import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';

export type CreateOrderInput = NonNullable<CallInput<typeof endpoints.createPaymentOrder>['body']>;

/**
 * POST /api/payments/order: the order priced by the server (a code taken off), to pay with Razorpay's checkout
 * (`kind: 'checkout'`), or the enrolment itself when a code took the whole price (`kind: 'enrolled'`). The
 * server keeps the billing details (and phone) for the next checkout.
 */
export const createPaymentOrder = (body: CreateOrderInput) => apiCall(endpoints.createPaymentOrder, { body });

export type PaymentOrderResult = Awaited<ReturnType<typeof createPaymentOrder>>;

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}
