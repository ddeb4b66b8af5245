import type { RefundRow as Refund } from '@academy/shared/features/payments/schemas';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { i18n } = useI18n();
  const titleId = `refund-${refund.id}`;
  const { tone, label } = refundLooks[refund.status];
  const requestedAt = formatDateTime(refund.requestedAt);
  const invoiceNumber = refund.invoiceNumber ?? t`not issued`;
  const paymentId = refund.paymentId;
  const reason = refund.reason.trim() || t`none given`;
  const decidedAt = refund.decidedAt && formatDateTime(refund.decidedAt);
  const decidedBy = refund.decidedBy?.name;
  const creditNoteNumber = refund.creditNoteNumber;
  return (
    <ListRow
      titleId={titleId}
      title={refund.student.name}
      badge={<Badge tone={tone}>{i18n._(label)}</Badge>}
      description={`${refund.student.email} · ${refund.course.title}`}
      facts={
        <>
          <MetaItem>{formatPaise(refund.amount)}</MetaItem>
          <MetaItem>
            <Trans>Requested {requestedAt}</Trans>
          </MetaItem>
          <MetaItem>
            <Trans>Invoice {invoiceNumber}</Trans>
          </MetaItem>
          <MetaItem>
            <Trans>Payment {paymentId}</Trans>
          </MetaItem>
          <MetaItem>
            <Trans>Reason: {reason}</Trans>
          </MetaItem>
          {decidedAt && (
            <MetaItem>
              {decidedBy ? (
                <Trans>
                  Decided {decidedAt} by {decidedBy}
                </Trans>
              ) : (
                <Trans>Decided {decidedAt}</Trans>
              )}
              {refund.decisionReason && `: ${refund.decisionReason}`}
            </MetaItem>
          )}
          {creditNoteNumber && (
            <MetaItem>
              <Trans>Credit note {creditNoteNumber}</Trans>
            </MetaItem>
          )}
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
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="sm"
              variant="danger-secondary"
              aria-describedby={titleId}
              onClick={() => onDecide(refund, 'decline')}
            >
              <Trans>Decline</Trans>
            </Button>
          </div>
        )
      }
    />
  );
}
