import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { listRefundRecords, toRefund } from './refunds';

export const handler = httpHandler(routes.listRefunds, async ({ query }) => {
  const page = await listRefundRecords(query.status, query.limit, query.cursor);
  return {
    refunds: page.items.map((r) => ({
      ...toRefund(r),
      student: { _id: r.studentId, name: r.student.name, email: r.student.email },
      course: { _id: r.course.id, title: r.course.title },
      paymentId: r.paymentId,
      invoiceNumber: r.invoiceNumber ?? null,
      creditNoteNumber: r.creditNote?.number ?? null,
      ...(r.decidedBy ? { decidedBy: { _id: r.decidedBy.id, name: r.decidedBy.name } } : {}),
    })),
    nextCursor: page.nextCursor,
  };
});
