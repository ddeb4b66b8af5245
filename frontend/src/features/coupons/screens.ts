import type { Screen } from '../../lib/screens';

/** The coupons feature's screens: one list and one detail for instructors and admins alike. */
export const couponsScreens: readonly Screen[] = [
  { path: '/instructor/coupons', module: 'coupons/routes/coupons' },
  { path: '/instructor/coupons/:code', module: 'coupons/routes/coupon-detail' },
  { path: '/admin/coupons', module: 'coupons/routes/coupons' },
  { path: '/admin/coupons/:code', module: 'coupons/routes/coupon-detail' },
];
