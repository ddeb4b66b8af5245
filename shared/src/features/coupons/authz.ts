import { courseStaff, staff, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { couponsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each coupons route (see `RouteAuthz`). */
export const couponsAuthz = {
  // The body names the owning instructor's course: another instructor may not make codes for it.
  createCoupon: courseStaff(201),
  listCoupons: staff(200),
  // The owning instructor's code: another instructor is refused.
  getCoupon: courseStaff(200, { on: 'coupon' }),
  // The fixture's code is for the owner's course, which both students may quote.
  quoteCoupon: students(200),
} as const satisfies Record<keyof typeof couponsRoutes, RouteAuthz>;
