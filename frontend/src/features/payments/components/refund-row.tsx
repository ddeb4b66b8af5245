import type { RefundRow as Refund } from '@academy/shared/features/payments/schemas';
import { Badge, Button } from '../../../components/ui';
import { ListRow, MetaItem } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { formatDateTime, formatPaise } from '../../../lib/format';
import { refundLooks } from '../lib/purchase-text';

/**
 * A refund request on the admin payments page: the student, course, amount, reason, when, the invoice; Approve
 * and Decline while it waits, the decision once made.
 */
export function RefundRow({
  refund,
  onDecide,
}: {
  refund: Refund;
  onDecide: (refund: Refund, decision: 'approve' | 'decline') => void;
}) {
  const titleId = `refund-${refund.id}`;
  const { tone, label } = refundLooks[refund.status];
  return (
    <ListRow
      titleId={titleId}
      title={refund.student.name}
      badge={<Badge tone={tone}>{label}</Badge>}
      description={`${refund.student.email} · ${refund.course.title}`}
      facts={
        <>
          <MetaItem>{formatPaise(refund.amount)}</MetaItem>
          <MetaItem>Requested {formatDateTime(refund.requestedAt)}</MetaItem>
          <MetaItem>Invoice {refund.invoiceNumber ?? 'not issued'}</MetaItem>
          <MetaItem>Payment {refund.paymentId}</MetaItem>
          <MetaItem>Reason: {refund.reason.trim() || 'none given'}</MetaItem>
          {refund.decidedAt && (
            <MetaItem>
              Decided {formatDateTime(refund.decidedAt)}
              {refund.decidedBy && ` by ${refund.decidedBy.name}`}
              {refund.decisionReason && `: ${refund.decisionReason}`}
            </MetaItem>
          )}
          {refund.creditNoteNumber && <MetaItem>Credit note {refund.creditNoteNumber}</MetaItem>}
        </>
      }
      actions={
        refund.status === 'requested' && (
          <div className={layoutOf('row', 2)}>
            <Button
              size="sm"
              variant="success"
              aria-describedby={titleId}
              onClick={() => onDecide(refund, 'approve')}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="danger-secondary"
              aria-describedby={titleId}
              onClick={() => onDecide(refund, 'decline')}
            >
              Decline
            </Button>
          </div>
        )
      }
    />
  );
}
