import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { auditActor, auditPut } from '../audit/service';
import { httpHandler } from '../http';
import { ConflictError, HttpError, NotFoundError } from '../lib/errors';
import { countMetric } from '../lib/metrics';
import type { RefundRecord } from './model';
import { createRazorpayRefund, RazorpayRequestError } from './razorpay';
import { approveRefund, declineRefund, getRefund, toRefund } from './refunds';

export const handler = httpHandler(routes.decideRefund, async ({ params, body, caller, requestId }) => {
  const refund = await getRefund(params.id);
  if (!refund) throw new NotFoundError(/*i18n*/ 'Refund request not found');
  if (refund.status !== 'requested') throw new ConflictError(/*i18n*/ 'This refund has already been decided');
  const admin = { id: caller.id, name: caller.user.name };
  // The audit trail (issue 41): the decision, in its own transaction.
  const audit = (after: RefundRecord) =>
    auditPut({
      action: 'payment.refund',
      actor: auditActor(caller),
      target: { type: 'payment', id: refund.id, label: `${refund.course.title} (${refund.student.name})` },
      before: { status: refund.status, amount: Number(refund.amount) },
      after: { status: after.status, amount: Number(after.amount) },
      requestId,
      ...(after.decidedAt ? { at: after.decidedAt } : {}),
    });
  if (body.decision === 'decline') {
    const declined = await declineRefund(refund, admin, body.reason?.trim() ?? '', [
      audit({ ...refund, status: 'declined' }),
    ]);
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
  const approved = await approveRefund(refund, admin, paid.id, body.reason?.trim() || undefined, (done) => [
    audit(done),
  ]);
  if (!approved) {
    // Approved meanwhile (the webhook, or a second click): answer what it is now.
    const current = await getRefund(refund.id);
    if (!current) throw new NotFoundError(/*i18n*/ 'Refund request not found');
    return { refund: toRefund(current) };
  }
  countMetric('RefundsApproved');
  return { refund: toRefund(approved) };
});
