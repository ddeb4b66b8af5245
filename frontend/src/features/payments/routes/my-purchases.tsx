import type { Purchase } from '@academy/shared/features/payments/schemas';
import { useState } from 'react';
import { BookIcon } from '../../../components/icons/icons';
import { Alert, ButtonLink, Card } from '../../../components/ui';
import { ItemList, ListSection, Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { errorText } from '../../../components/ui/kit-item-form';
import { LoadMore } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { pluralise } from '../../../lib/format';
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
  usePageTitle('My purchases');
  const query = useMyPurchases();
  const open = useOpenTaxDocument();
  const refund = useRequestRefund();
  const [asking, setAsking] = useState<Purchase | null>(null);
  const [asked, setAsked] = useState<Purchase | null>(null);
  const purchases = query.data?.pages.flatMap((page) => page.purchases) ?? [];

  return (
    <Page>
      <PageHeader
        eyebrow="Payments"
        title="My purchases"
        lead="Your paid courses, their GST invoices and refunds. Prices include GST."
      />
      <div aria-live="polite">
        {asked && (
          <Alert tone="success">
            Refund requested for {asked.course.title}. We will let you know when it has been decided.
          </Alert>
        )}
        {open.isError && (
          <Alert tone="error" title="The document could not be opened.">
            {errorText(open.error, 'Please try again.')}
          </Alert>
        )}
      </div>
      <PageQuery query={query} loading="Loading your purchases" failed="Your purchases could not be loaded">
        {purchases.length === 0 ? (
          <EmptyCard
            icon={<BookIcon />}
            title="No purchases yet"
            description="Courses you buy are listed here with their invoices."
            action={<ButtonLink to="/courses">Browse courses</ButtonLink>}
          />
        ) : (
          <Card>
            <ListSection title="Purchases" meta={pluralise(purchases.length, 'purchase')}>
              <ItemList>
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
              </ItemList>
            </ListSection>
            <LoadMore pages={query} />
          </Card>
        )}
      </PageQuery>
      {asking && (
        <ReasonDialog
          title="Ask for a refund"
          description={`Ask for a refund of ${asking.course.title}? If it is approved, the course leaves your learning.`}
          confirmLabel="Ask for a refund"
          busyText="Sending…"
          reasonLabel="Reason"
          busy={refund.isPending}
          error={refund.error}
          errorTitle="Failed to ask for a refund."
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
