import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { listRefundRecords, toRefund } from './refunds';
import { getOrders } from './repository';

export const handler = httpHandler(routes.listRefunds, async ({ query }) => {
  const page = await listRefundRecords(query.status, query.limit, query.cursor);
  // The invoice may be issued after the request was made (a moment after the payment): the order says (one BatchGet).
  const orders = await getOrders(page.items.map((r) => r.orderId));
  return {
    refunds: page.items.map((r, i) => ({
      ...toRefund(r),
      student: { _id: r.studentId, name: r.student.name, email: r.student.email },
      course: { _id: r.course.id, title: r.course.title },
      paymentId: r.paymentId,
      invoiceNumber: orders[i]?.invoice?.number ?? r.invoiceNumber ?? null,
      creditNoteNumber: r.creditNote?.number ?? null,
      ...(r.decidedBy ? { decidedBy: { _id: r.decidedBy.id, name: r.decidedBy.name } } : {}),
    })),
    nextCursor: page.nextCursor,
  };
});
