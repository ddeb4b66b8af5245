import type { Purchase } from '@academy/shared/features/payments/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BookIcon } from '../../../components/icons/icons';
import { Alert, ButtonLink } from '../../../components/ui';
import { Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PagedListCard } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpenTaxDocument } from '../api/get-tax-document';
import { useMyPurchases } from '../api/list-my-purchases';
import { useRequestRefund } from '../api/request-refund';
import { PurchaseRow } from '../components/purchase-row';
import { ReasonDialog } from '../components/reason-dialog';

/**
 * My purchases (/student/purchases, issue 39): each paid course with what was paid, its tax invoice and credit
 * note to download, the refund's state, and Ask for a refund while its window is open. Newest first, Load more.
 */
export default function MyPurchasesPage() {
  const { t } = useLingui();
  usePageTitle(t`My purchases`);
  const query = useMyPurchases();
  const open = useOpenTaxDocument();
  const refund = useRequestRefund();
  const [asking, setAsking] = useState<Purchase | null>(null);
  const [asked, setAsked] = useState<Purchase | null>(null);
  const purchases = query.data?.pages.flatMap((page) => page.purchases) ?? [];
  const count = purchases.length;
  const askedTitle = asked?.course.title;
  const askingTitle = asking?.course.title;

  return (
    <Page>
      <PageHeader
        eyebrow={t`Payments`}
        title={t`My purchases`}
        lead={t`Your paid courses, their GST invoices and refunds. Prices include GST.`}
      />
      <div aria-live="polite">
        {asked && (
          <Alert tone="success">
            <Trans>Refund requested for {askedTitle}. We will let you know when it has been decided.</Trans>
          </Alert>
        )}
        {open.isError && (
          <Alert tone="error" title={t`The document could not be opened.`}>
            {messageOf(open.error, t`Please try again.`)}
          </Alert>
        )}
      </div>
      <PageQuery
        query={query}
        loading={t`Loading your purchases`}
        failed={t`Your purchases could not be loaded`}
      >
        {purchases.length === 0 ? (
          <EmptyCard
            icon={<BookIcon />}
            title={t`No purchases yet`}
            description={t`Courses you buy are listed here with their invoices.`}
            action={
              <ButtonLink to="/courses">
                <Trans>Browse courses</Trans>
              </ButtonLink>
            }
          />
        ) : (
          <PagedListCard
            title={t`Purchases`}
            meta={plural(count, { one: '# purchase', other: '# purchases' })}
            pages={query}
          >
            {purchases.map((purchase) => (
              <PurchaseRow
                key={purchase.orderId}
                purchase={purchase}
                opening={open.isPending ? open.variables : undefined}
                onOpen={(document) => open.mutate(document.id)}
                onAskRefund={(chosen) => {
                  refund.reset();
                  setAsking(chosen);
                }}
              />
            ))}
          </PagedListCard>
        )}
      </PageQuery>
      {asking && (
        <ReasonDialog
          title={t`Ask for a refund`}
          description={t`Ask for a refund of ${askingTitle}? If it is approved, the course leaves your learning.`}
          confirmLabel={t`Ask for a refund`}
          busyText={t`Sending…`}
          reasonLabel={t`Reason`}
          busy={refund.isPending}
          error={refund.error}
          errorTitle={t`Failed to ask for a refund.`}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            refund.mutate(
              { orderId: asking.orderId, reason },
              {
                onSuccess: () => {
                  setAsked(asking);
                  setAsking(null);
                },
              },
            )
          }
        />
      )}
    </Page>
  );
}
