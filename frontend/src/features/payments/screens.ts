import type { Screen } from '../../lib/screens';

/** The payments feature's screens: a student's purchases, and the admin's refund requests. */
export const paymentsScreens: readonly Screen[] = [
  { path: '/student/purchases', module: 'payments/routes/my-purchases' },
  { path: '/admin/payments', module: 'payments/routes/admin-payments' },
];
