import type { RouteAuthz } from '../../route';
import type { paymentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each payments route (see `RouteAuthz`). */
export const paymentsAuthz = {
  // The world’s course is free: no order for anyone (400), the role check comes first.
  createPaymentOrder: {
    anonymous: 401,
    owner: 400,
    otherStudent: 400,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // A wrong signature: 400 for the students, the role check comes first.
  verifyPayment: {
    anonymous: 401,
    owner: 400,
    otherStudent: 400,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Public, and refused without Razorpay’s signature whoever sends it.
  paymentWebhook: {
    anonymous: 400,
    owner: 400,
    otherStudent: 400,
    instructor: 400,
    otherInstructor: 400,
    admin: 400,
    deactivated: 400,
  },
} as const satisfies Record<keyof typeof paymentsRoutes, RouteAuthz>;
