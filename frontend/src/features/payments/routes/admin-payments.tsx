import {
  type RefundRow as Refund,
  type RefundStatus,
  refundStatuses,
} from '@academy/shared/features/payments/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card } from '../../../components/ui';
import {
  ConfirmDialog,
  ItemList,
  ListSection,
  Page,
  PageHeader,
  SegmentedFilter,
} from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { errorText } from '../../../components/ui/kit-item-form';
import { LoadMore } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { formatPaise, pluralise } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { type RefundDecision, useDecideRefund } from '../api/decide-refund';
import { useRefunds } from '../api/list-refunds';
import { ReasonDialog } from '../components/reason-dialog';
import { RefundRow } from '../components/refund-row';
import { refundLooks } from '../lib/purchase-text';

const filters = [
  { id: 'requested', label: 'Requested' },
  { id: 'approved', label: 'Approved' },
  { id: 'processed', label: 'Processed' },
  { id: 'declined', label: 'Declined' },
] as const satisfies readonly { id: RefundStatus; label: string }[];

/** The address's `?status=`, Requested when there is none or it is not a refund state. */
export const statusOf = (value: string | null): RefundStatus =>
  refundStatuses.find((status) => status === value) ?? 'requested';

/**
 * Payments (/admin/payments, issue 39): the refund requests by state (Requested first), each with the student,
 * course, amount, reason, when and the invoice; Approve (confirmed) refunds through Razorpay, Decline needs a
 * reason the student is told.
 */
export default function AdminPaymentsPage() {
  usePageTitle('Payments');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const query = useRefunds(status);
  const decide = useDecideRefund();
  const [deciding, setDeciding] = useState<{ refund: Refund; decision: 'approve' | 'decline' } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const refunds = query.data?.pages.flatMap((page) => page.refunds) ?? [];

  const send = (decision: RefundDecision, refund: Refund) =>
    decide.mutate(decision, {
      onSuccess: (result) => {
        setOutcome(
          `Refund of ${formatPaise(refund.amount)} to ${refund.student.name} ${
            decision.decision === 'approve' ? 'approved' : 'declined'
          } (${refundLooks[result.status].label.toLowerCase()}).`,
        );
        setDeciding(null);
      },
    });

  const open = (refund: Refund, decision: 'approve' | 'decline') => {
    decide.reset();
    setOutcome(null);
    setDeciding({ refund, decision });
  };

  return (
    <Page>
      <PageHeader eyebrow="Admin" title="Payments" lead="Refund requests from students, newest first." />
      <SegmentedFilter
        legend="Refund requests to show"
        options={filters}
        value={status}
        onChange={(next) => {
          setOutcome(null);
          setParams(next === 'requested' ? {} : { status: next }, { replace: true });
        }}
      />
      <div aria-live="polite">{outcome && <Alert tone="success">{outcome}</Alert>}</div>
      <PageQuery query={query} loading="Loading refund requests" failed="Refund requests could not be loaded">
        {refunds.length === 0 ? (
          <EmptyCard title="No refund requests" description={`There are no ${status} refund requests.`} />
        ) : (
          <Card>
            <ListSection title="Refund requests" meta={pluralise(refunds.length, 'request')}>
              <ItemList>
                {refunds.map((refund) => (
                  <RefundRow key={refund.id} refund={refund} onDecide={open} />
                ))}
              </ItemList>
            </ListSection>
            <LoadMore pages={query} />
          </Card>
        )}
      </PageQuery>
      {deciding?.decision === 'approve' && (
        <ConfirmDialog
          open
          title="Approve refund"
          description={`Refund ${formatPaise(deciding.refund.amount)} to ${deciding.refund.student.name}?`}
          confirmLabel="Approve refund"
          busyText="Approving…"
          busy={decide.isPending}
          error={decide.isError && errorText(decide.error, 'Please try again.')}
          errorTitle="Failed to approve the refund."
          onClose={() => setDeciding(null)}
          onConfirm={() => send({ id: deciding.refund.id, decision: 'approve' }, deciding.refund)}
        >
          <p>
            The payment is refunded through Razorpay, the student leaves {deciding.refund.course.title}, and a
            credit note is issued.
          </p>
        </ConfirmDialog>
      )}
      {deciding?.decision === 'decline' && (
        <ReasonDialog
          title="Decline refund"
          description={`Decline ${deciding.refund.student.name}’s refund of ${deciding.refund.course.title}?`}
          confirmLabel="Decline refund"
          busyText="Declining…"
          reasonLabel="Reason (the student is told)"
          required
          requiredMessage="Please give the student a reason for declining"
          busy={decide.isPending}
          error={decide.error}
          errorTitle="Failed to decline the refund."
          onClose={() => setDeciding(null)}
          onConfirm={(reason) =>
            send({ id: deciding.refund.id, decision: 'decline', reason: reason ?? '' }, deciding.refund)
          }
        />
      )}
    </Page>
  );
}
