import type { Purchase } from '@academy/shared';
import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { refundableUntil } from './refunds';
import { listPurchaseOrders, type OrderRecord, quoteOf } from './repository';

/** A paid order as My purchases shows it; a refund may be asked for while its window is open and none exists. */
function toPurchase(order: OrderRecord, now: number): Purchase {
  const until = order.paidWith === 'coupon' || order.refund ? undefined : refundableUntil(order);
  return {
    orderId: order.orderId,
    course: { _id: order.courseId, title: order.courseTitle ?? '' },
    paidAt: order.paidAt ?? order.createdAt,
    quote: quoteOf(order),
    paidWith: order.paidWith ?? 'razorpay',
    paymentId: order.paymentId ?? null,
    invoice: order.invoice ?? null,
    creditNote: order.creditNote ?? null,
    refund: order.refund ?? null,
    refundableUntil: until && Date.parse(until) > now ? until : null,
  };
}

export const handler = httpHandler(routes.listMyPurchases, async ({ query, caller }) => {
  const page = await listPurchaseOrders(caller.id, query.limit, query.cursor);
  const now = Date.now();
  return { purchases: page.items.map((o) => toPurchase(o, now)), nextCursor: page.nextCursor };
});
