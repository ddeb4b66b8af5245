import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { HttpError } from '../lib/errors';

export const handler = httpHandler(routes.getTaxDocument, async () => {
  throw new HttpError(501, 'Not built yet');
});
