import { couponsRoutes as routes } from '@academy/shared/features/coupons/routes';
import { httpHandler } from '../http';
import { toCoupon } from './model';
import { listCoupons } from './repository';

export const handler = httpHandler(routes.listCoupons, async ({ query, caller }) => {
  // Admins see every code; an instructor the codes they made.
  const page = await listCoupons(caller.role === 'admin' ? null : caller.id, query.limit, query.cursor);
  return { coupons: page.items.map(toCoupon), nextCursor: page.nextCursor };
});
