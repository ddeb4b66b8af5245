import {
  type RefundRow as Refund,
  type RefundStatus,
  refundStatuses,
} from '@academy/shared/features/payments/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui';
import { ConfirmDialog, Page, PageHeader, SegmentedFilter } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PagedListCard } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { messageOf } from '../../../lib/api-client';
import { formatPaise } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { type RefundDecision, useDecideRefund } from '../api/decide-refund';
import { useRefunds } from '../api/list-refunds';
import { ReasonDialog } from '../components/reason-dialog';
import { RefundRow } from '../components/refund-row';
import { refundLooks } from '../lib/purchase-text';

const filters = [
  { id: 'requested', label: msg`Requested` },
  { id: 'approved', label: msg`Approved` },
  { id: 'processed', label: msg`Processed` },
  { id: 'declined', label: msg`Declined` },
] as const satisfies readonly { id: RefundStatus; label: MessageDescriptor }[];

/** The empty list, per state shown. */
const noneOf: Record<RefundStatus, MessageDescriptor> = {
  requested: msg`There are no requested refund requests.`,
  approved: msg`There are no approved refund requests.`,
  processed: msg`There are no processed refund requests.`,
  declined: msg`There are no declined refund requests.`,
};

/** The address's `?status=`, Requested when there is none or it is not a refund state. */
export const statusOf = (value: string | null): RefundStatus =>
  refundStatuses.find((status) => status === value) ?? 'requested';

/**
 * Payments (/admin/payments, issue 39): the refund requests by state (Requested first), each with the student,
 * course, amount, reason, when and the invoice; Approve (confirmed) refunds through Razorpay, Decline needs a
 * reason the student is told.
 */
export default function AdminPaymentsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  usePageTitle(t`Payments`);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const query = useRefunds(status);
  const decide = useDecideRefund();
  const [deciding, setDeciding] = useState<{ refund: Refund; decision: 'approve' | 'decline' } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const refunds = query.data?.pages.flatMap((page) => page.refunds) ?? [];
  const count = refunds.length;

  const send = (decision: RefundDecision, refund: Refund) =>
    decide.mutate(decision, {
      onSuccess: (result) => {
        const amount = formatPaise(refund.amount);
        const student = refund.student.name;
        const state = i18n._(refundLooks[result.status].label).toLowerCase();
        setOutcome(
          decision.decision === 'approve'
            ? t`Refund of ${amount} to ${student} approved (${state}).`
            : t`Refund of ${amount} to ${student} declined (${state}).`,
        );
        setDeciding(null);
      },
    });

  const decidingAmount = deciding ? formatPaise(deciding.refund.amount) : '';
  const decidingStudent = deciding?.refund.student.name;
  const decidingCourse = deciding?.refund.course.title;

  const open = (refund: Refund, decision: 'approve' | 'decline') => {
    decide.reset();
    setOutcome(null);
    setDeciding({ refund, decision });
  };

  return (
    <Page>
      <PageHeader
        eyebrow={t`Admin`}
        title={t`Payments`}
        lead={t`Refund requests from students, newest first.`}
      />
      <SegmentedFilter
        legend={t`Refund requests to show`}
        options={filters.map((filter) => ({ id: filter.id, label: i18n._(filter.label) }))}
        value={status}
        onChange={(next) => {
          setOutcome(null);
          setParams(next === 'requested' ? {} : { status: next }, { replace: true });
        }}
      />
      <div aria-live="polite">{outcome && <Alert tone="success">{outcome}</Alert>}</div>
      <PageQuery
        query={query}
        loading={t`Loading refund requests`}
        failed={t`Refund requests could not be loaded`}
      >
        {refunds.length === 0 ? (
          <EmptyCard title={t`No refund requests`} description={i18n._(noneOf[status])} />
        ) : (
          <PagedListCard
            title={t`Refund requests`}
            meta={plural(count, { one: '# request', other: '# requests' })}
            pages={query}
          >
            {refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} onDecide={open} />
            ))}
          </PagedListCard>
        )}
      </PageQuery>
      {deciding?.decision === 'approve' && (
        <ConfirmDialog
          open
          title={t`Approve refund`}
          description={t`Refund ${decidingAmount} to ${decidingStudent}?`}
          confirmLabel={t`Approve refund`}
          busyText={t`Approving…`}
          busy={decide.isPending}
          error={decide.isError && messageOf(decide.error, t`Please try again.`)}
          errorTitle={t`Failed to approve the refund.`}
          onClose={() => setDeciding(null)}
          onConfirm={() => send({ id: deciding.refund.id, decision: 'approve' }, deciding.refund)}
        >
          <p>
            <Trans>
              The payment is refunded through Razorpay, the student leaves {decidingCourse}, and a credit note
              is issued.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
      {deciding?.decision === 'decline' && (
        <ReasonDialog
          title={t`Decline refund`}
          description={t`Decline ${decidingStudent}’s refund of ${decidingCourse}?`}
          confirmLabel={t`Decline refund`}
          busyText={t`Declining…`}
          reasonLabel={t`Reason (the student is told)`}
          required
          requiredMessage={t`Please give the student a reason for declining`}
          busy={decide.isPending}
          error={decide.error}
          errorTitle={t`Failed to decline the refund.`}
          onClose={() => setDeciding(null)}
          onConfirm={(reason) =>
            send({ id: deciding.refund.id, decision: 'decline', reason: reason ?? '' }, deciding.refund)
          }
        />
      )}
    </Page>
  );
}
