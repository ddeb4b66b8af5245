import { couponsRoutes as routes } from '@academy/shared/features/coupons/routes';
import { httpHandler } from '../http';
import { HttpError } from '../lib/errors';

export const handler = httpHandler(routes.getCoupon, async () => {
  throw new HttpError(501, 'Not built yet');
});
