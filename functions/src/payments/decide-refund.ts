import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { ConflictError, HttpError, NotFoundError } from '../lib/errors';
import { countMetric } from '../lib/metrics';
import { createRazorpayRefund, RazorpayRequestError } from './razorpay';
import { approveRefund, declineRefund, getRefund, toRefund } from './refunds';

export const handler = httpHandler(routes.decideRefund, async ({ params, body, caller }) => {
  const refund = await getRefund(params.id);
  if (!refund) throw new NotFoundError(/*i18n*/ 'Refund request not found');
  if (refund.status !== 'requested') throw new ConflictError(/*i18n*/ 'This refund has already been decided');
  const admin = { id: caller.id, name: caller.user.name };
  if (body.decision === 'decline') {
    const declined = await declineRefund(refund, admin, body.reason?.trim() ?? '');
    return { refund: toRefund(declined) };
  }
  // Razorpay first, with the request's id as the idempotency key: an approval retried after any failure below
  // gets the same refund back, never a second one. The money is returned before the enrolment is revoked.
  const paid = await createRazorpayRefund({
    paymentId: refund.paymentId,
    amountPaise: refund.amount,
    idempotencyKey: refund.id,
    notes: { refundId: refund.id, orderId: refund.orderId },
  }).catch((error: unknown) => {
    // Razorpay said no (the payment is not refundable, say): the admin is told why, and nothing changed here.
    if (error instanceof RazorpayRequestError)
      throw new HttpError(502, `Razorpay refused the refund: ${error.description}`);
    throw error;
  });
  const approved = await approveRefund(refund, admin, paid.id, body.reason?.trim() || undefined);
  if (!approved) {
    // Approved meanwhile (the webhook, or a second click): answer what it is now.
    const current = await getRefund(refund.id);
    if (!current) throw new NotFoundError(/*i18n*/ 'Refund request not found');
    return { refund: toRefund(current) };
  }
  countMetric('RefundsApproved');
  return { refund: toRefund(approved) };
});
