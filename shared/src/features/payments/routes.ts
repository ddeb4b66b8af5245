import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  CreateOrderBody,
  CreateOrderResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
  WebhookResponse,
} from './schemas';

/** The payments feature's API routes (composed into the one table in shared/src/routes.ts). */
export const paymentsRoutes = {
  createPaymentOrder: defineRoute({
    id: 'createPaymentOrder',
    method: 'POST',
    path: '/api/payments/order',
    handler: 'payments/create-order',
    access: ['student'],
    summary: 'Create (or reuse) a Razorpay order for a paid course, priced by the server in paise',
    tags: ['payments'],
    body: CreateOrderBody,
    grants: ['table:write', 'razorpay:key-secret'],
    response: CreateOrderResponse,
    successStatus: 201,
  }),
  verifyPayment: defineRoute({
    id: 'verifyPayment',
    method: 'POST',
    path: '/api/payments/verify',
    handler: 'payments/verify-payment',
    access: ['student'],
    summary: 'Verify the checkout’s signature and enrol, exactly once',
    tags: ['payments'],
    body: VerifyPaymentBody,
    grants: ['table:write', 'razorpay:key-secret'],
    response: VerifyPaymentResponse,
  }),
  paymentWebhook: defineRoute({
    id: 'paymentWebhook',
    method: 'POST',
    path: '/api/payments/webhook',
    handler: 'payments/payment-webhook',
    access: 'public',
    summary:
      'Razorpay webhook (X-Razorpay-Signature over the raw body): enrols on order.paid / payment.captured',
    tags: ['payments'],
    rawBody: true,
    grants: ['table:write', 'razorpay:webhook-secret'],
    response: WebhookResponse,
  }),
} as const satisfies Record<string, RouteDef>;
