import { everyone, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { paymentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each payments route (see `RouteAuthz`). */
export const paymentsAuthz = {
  // The world’s course is free: no order for anyone (400), the role check comes first.
  createPaymentOrder: students(400),
  // A wrong signature: 400 for the students, the role check comes first.
  verifyPayment: students(400),
  // Public, and refused without Razorpay’s signature whoever sends it.
  paymentWebhook: everyone(400),
} as const satisfies Record<keyof typeof paymentsRoutes, RouteAuthz>;
