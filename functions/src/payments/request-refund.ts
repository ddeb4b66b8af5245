import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { text } from '@academy/shared/messages';
import { httpHandler } from '../http';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { putRefundRequest, refundableUntil, toRefund } from './refunds';
import { getOrder } from './repository';
import { seller } from './seller-settings';

export const handler = httpHandler(routes.requestRefund, async ({ body, caller }) => {
  const order = await getOrder(body.orderId);
  // Only the caller's own purchase: another's order id is answered as if there were none.
  if (!order || order.studentId !== caller.id || !order.paidAt)
    throw new NotFoundError(/*i18n*/ 'Purchase not found');
  if (order.paidWith === 'coupon' || order.amount <= 0)
    throw new BadRequestError(
      /*i18n*/ 'Nothing was charged for this purchase, so there is nothing to refund',
    );
  const until = refundableUntil(order);
  if (!until || Date.now() > Date.parse(until))
    throw new BadRequestError(
      text(/*i18n*/ 'The {days}-day refund window for this purchase has closed', {
        days: seller().refundWindowDays,
      }),
    );
  const refund = await putRefundRequest(order, caller.user, body.reason?.trim() ?? '');
  return { status: 201, body: { refund: toRefund(refund) } };
});
