import { admins, everyone, grant, students } from '../../authz-profiles';
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
  listMyPurchases: students(200),
  // The owner's invoice: another student is told it does not exist; admins may open any.
  getTaxDocument: grant(['owner', 'admin'])(200, { on: 'invoice', otherStudent: 404 }),
  // The owner's paid order: another student is told it does not exist.
  requestRefund: students(201, { otherStudent: 404 }),
  listRefunds: admins(200),
  // The fixture declines (an approval would revoke the owner's enrolment the matrix relies on).
  decideRefund: admins(200, { on: 'refund' }),
} as const satisfies Record<keyof typeof paymentsRoutes, RouteAuthz>;
